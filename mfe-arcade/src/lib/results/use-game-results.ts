import { useCallback, useMemo, useState } from 'react';
import type { ArcadeClaim, ArcadeRecordKey, ArcadeRecords } from 'shared-contracts/domain';
import { useSession } from 'web-kit';
import { useClaimAward } from './claim-award';
import { useAccountRecords } from './get-records';
import { mergeRecords, readLocalRecords, saveLocalRecord } from './local-records';

export interface FinishedGame {
  /** The claim the api can replay; null for a game it cannot (no seed of its own, or a lost board). */
  claim: ArcadeClaim | null;
  /** The record this result may set in the browser, if any (custom boards and lost games set none). */
  record: { key: ArcadeRecordKey; value: number } | null;
}

/**
 * Best results and awards for a game page: records kept in the browser for everyone (no api
 * needed: signed-out play works offline) and with the account for registered users, from the
 * api's replay of each claimed game (the better of the two is shown); jellybeans for registered users.
 */
export function useGameResults() {
  const uid = useSession((state) => (state.status === 'registered' ? (state.user?.uid ?? null) : null));
  const [local, setLocal] = useState<ArcadeRecords>(readLocalRecords);
  const account = useAccountRecords(uid);
  const award = useClaimAward(uid);
  const records = useMemo(() => mergeRecords(local, account.data ?? {}), [local, account.data]);
  const { mutate, reset } = award;

  const finish = useCallback(
    (game: FinishedGame) => {
      if (game.record) setLocal(saveLocalRecord(game.record.key, game.record.value));
      if (uid && game.claim) mutate(game.claim);
    },
    [uid, mutate],
  );

  return { records, uid, registered: uid !== null, award, finish, resetAward: reset };
}
