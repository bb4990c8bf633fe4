import type { ArcadeAward, ArcadeClaim } from 'shared-contracts/domain';
import { HttpError } from 'web-kit';
import type { UseMutationResult } from 'web-kit/area';
import { Link } from 'web-kit/area';

interface AwardNoticeProps {
  award: UseMutationResult<ArcadeAward, Error, ArcadeClaim>;
  registered: boolean;
  /** Why this game earns nothing, when it was not claimed (a linked seed, the api out of reach). */
  unclaimed?: string | null;
}

/** What a finished game earned: jellybeans for an account, an invitation for everyone else. */
export function AwardNotice({ award, registered, unclaimed }: AwardNoticeProps) {
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
  if (unclaimed) return <p className="fine-print">{unclaimed}</p>;
  return null;
}
