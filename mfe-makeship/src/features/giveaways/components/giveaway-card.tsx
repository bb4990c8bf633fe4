import { type GiveawayView, windowState } from 'shared-contracts/domain';
import { SignUpInvite } from '../../../components/sign-up-invite';
import { errorReason } from '../../../lib/error-reason';
import { formatDateTime } from '../../../lib/format';
import type { Visitor } from '../../../lib/session';
import { useEnterGiveaway } from '../api/enter-giveaway';

const STATUS_LABEL = { open: 'Open', upcoming: 'Coming soon', ended: 'Ended' } as const;

export function GiveawayCard({
  giveaway,
  visitor,
  now,
}: {
  giveaway: GiveawayView;
  visitor: Visitor;
  now: Date;
}) {
  const enter = useEnterGiveaway();
  const state = windowState(giveaway.startsAt, giveaway.endsAt, now);
  const zone = giveaway.timeZone;
  return (
    <li>
      <article className="card giveaway" aria-label={giveaway.title}>
        <img className="giveaway__image" src={giveaway.image} alt="" width={96} height={96} />
        <h3 className="giveaway__title">
          {giveaway.title} <span className={`badge badge--window-${state}`}>{STATUS_LABEL[state]}</span>
        </h3>
        <p>{giveaway.description}</p>
        <p>
          <strong>Prize:</strong> {giveaway.prize}
        </p>
        <p className="fine-print">
          {state === 'upcoming' ? 'Opens' : 'Opened'} {formatDateTime(giveaway.startsAt, zone)};{' '}
          {state === 'ended' ? 'ended' : 'ends'} {formatDateTime(giveaway.endsAt, zone)} (
          {zone.replace('_', ' ')} time).
        </p>
        {state === 'open' &&
          (!visitor.isRegistered ? (
            <SignUpInvite status={visitor.status} action="enter this giveaway" />
          ) : giveaway.entered || enter.isSuccess ? (
            <p className="form-message form-message--success" role="status">
              You are entered. Good luck!
            </p>
          ) : (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={enter.isPending}
                onClick={() => enter.mutate(giveaway.slug)}
              >
                {enter.isPending ? 'Entering…' : 'Enter the giveaway'}
              </button>
              {enter.isError && (
                <p className="form-message form-message--error" role="alert">
                  {errorReason(enter.error, 'Your entry did not go through. Please try again.')}
                </p>
              )}
            </>
          ))}
      </article>
    </li>
  );
}
