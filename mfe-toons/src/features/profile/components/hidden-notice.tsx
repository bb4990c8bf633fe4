import type { ToonHidden } from 'shared-contracts/domain';

/** Tells a toon's owner that moderators keep it out of Top Toons, and why (only the owner reads this). */
export function HiddenNotice({ hidden }: { hidden: ToonHidden }) {
  return (
    <div className="form-message form-message--error toon-card__hidden" role="note">
      <p>
        {hidden.scope === 'account'
          ? 'Moderators hid every Toon of your account from Top Toons.'
          : 'Moderators hid this Toon from Top Toons.'}
      </p>
      <p>Reason: {hidden.reason}</p>
    </div>
  );
}
