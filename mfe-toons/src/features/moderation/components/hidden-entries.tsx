import { useHiddenEntries } from '../api/get-hidden-entries';
import { useUnhideAccount } from '../api/unhide-account';
import { useUnhideToon } from '../api/unhide-toon';
import { formatWhen } from '../lib/moderation-view';
import { ReasonForm } from './reason-form';

/** What is hidden from Top Toons now, each with "Show again". */
export function HiddenEntries() {
  const query = useHiddenEntries();
  const unhideToon = useUnhideToon();
  const unhideAccount = useUnhideAccount();
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <p className="form-message form-message--error" role="alert">
        The hidden Toons could not be loaded.
      </p>
    );
  }
  const { toons, accounts } = query.data;
  return (
    <section aria-labelledby="moderation-hidden">
      <h2 id="moderation-hidden">Hidden from Top Toons</h2>
      {toons.length === 0 && accounts.length === 0 && <p>Nothing is hidden.</p>}
      <ul className="moderation-list">
        {toons.map((toon) => (
          <li key={toon.toonId} className="card moderation-card">
            <h3>{toon.toonName}</h3>
            <p className="moderation-card__reason">“{toon.reason}”</p>
            <p>
              Toon {toon.toonId} of account {toon.ownerUid}, hidden {formatWhen(toon.hiddenAt)} by{' '}
              {toon.hiddenBy ?? 'unknown'}
            </p>
            <ReasonForm
              summary="Show again"
              label={`Why show ${toon.toonName} again?`}
              submit={`Show ${toon.toonName} again`}
              target={toon.toonId}
              action={unhideToon}
            />
          </li>
        ))}
        {accounts.map((account) => (
          <li key={account.uid} className="card moderation-card">
            <h3>Account {account.uid}</h3>
            <p className="moderation-card__reason">“{account.reason}”</p>
            <p>
              {account.toons} Toons, hidden {formatWhen(account.hiddenAt)} by {account.hiddenBy ?? 'unknown'}
            </p>
            <ReasonForm
              summary="Show again"
              label={`Why show account ${account.uid} again?`}
              submit="Show the account again"
              target={account.uid}
              action={unhideAccount}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
