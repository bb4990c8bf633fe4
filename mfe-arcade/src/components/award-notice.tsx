import { type ArcadeAward, type ArcadeAwardRequest, HttpError } from 'shared-contracts';
import type { UseMutationResult } from 'shared-contracts/area';
import { Link } from 'shared-contracts/area';

interface AwardNoticeProps {
  award: UseMutationResult<ArcadeAward, Error, ArcadeAwardRequest>;
  registered: boolean;
}

/** What a finished game earned: jellybeans for an account, an invitation for everyone else. */
export function AwardNotice({ award, registered }: AwardNoticeProps) {
  if (!registered) {
    return (
      <p className="fine-print">
        <Link to="/signup">Create an account</Link> to earn jellybeans and keep your records everywhere.
      </p>
    );
  }
  if (award.isPending) return <p className="fine-print">Counting your jellybeans…</p>;
  if (award.isError) {
    const reason =
      award.error instanceof HttpError ? award.error.reason : 'The jellybeans could not be counted.';
    return <p className="form-message form-message--error">{reason}</p>;
  }
  if (award.data) {
    const { awarded, jellybeans, awardedToday, dailyCap } = award.data;
    return (
      <p className="form-message form-message--success">
        {awarded === 0
          ? 'No jellybeans this time: score more to earn some.'
          : `You earned ${awarded} jellybean${awarded === 1 ? '' : 's'}!`}{' '}
        You have {jellybeans} ({awardedToday} of today’s {dailyCap} from the arcade).
      </p>
    );
  }
  return null;
}
