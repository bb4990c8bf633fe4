// A toon as it starts: nothing caught, played or verified yet. The api creates linked toons from
// it, and tests build their toons on it.

import { emptyRewards, type ToonDocument } from 'shared-contracts/domain';

export interface NewToon {
  user: string;
  name: string;
  /** ISO time: when the toon was created (and so last edited). */
  now: string;
  /** Registered players' toons are public (Top Toons); anonymous ones never are. */
  isPublic: boolean;
}

export function newToonDocument({ user, name, now, isPublic }: NewToon): ToonDocument & { user: string } {
  return {
    user,
    name,
    rod: 'Twig',
    fish: {},
    fish2: {},
    golf: {},
    racing: {},
    buckets: {},
    rewards: emptyRewards(),
    rendition: null,
    toonId: null,
    verifiedAt: null,
    verified: {},
    verified2: {},
    totalFishWeight: 0,
    totalSosCount: 0,
    totalUniteCount: 0,
    totalRemoteCount: 0,
    createdAt: now,
    lastEditedAt: now,
    isPublic,
  };
}
