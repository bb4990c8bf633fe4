import './moderation.css';
import { useSession } from 'web-kit';
import { Link, useRouteMetadata } from 'web-kit/area';
import { useOpenReports } from '../api/get-open-reports';
import { isNotModerator } from '../lib/as-moderator';
import { AuditLog } from './audit-log';
import { HiddenEntries } from './hidden-entries';
import { OpenReports } from './open-reports';

function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-label={label}>
      <span className="spinner__wheel" />
    </div>
  );
}

/** For a signed-in player with an account: the api decides whether they are a moderator. */
function ModeratorDesk() {
  const reports = useOpenReports();
  if (reports.isPending) return <Spinner label="Loading the reports" />;
  if (reports.isError) {
    return isNotModerator(reports.error) ? (
      <div className="card" role="alert">
        <p>
          This account is not a moderator, so this page shows nothing. Report a Toon from{' '}
          <Link to="/top-toons">Top Toons</Link> instead.
        </p>
      </div>
    ) : (
      <div className="form-message form-message--error" role="alert">
        <p>The reports could not be loaded. Please try again.</p>
        <button type="button" className="button button--small" onClick={() => void reports.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <>
      <OpenReports />
      <HiddenEntries />
      <AuditLog />
    </>
  );
}

export function ModerationPage() {
  useRouteMetadata();
  const status = useSession((session) => session.status);
  return (
    <div className="page moderation-page">
      <h1>Moderation</h1>
      <p>
        Reports of Top Toons entries, the Toons and accounts hidden from the rankings, and the audit log of
        every action. For moderators only.
      </p>
      {status === 'loading' ? (
        <Spinner label="Checking your account" />
      ) : status === 'registered' ? (
        <ModeratorDesk />
      ) : (
        <div className="card" role="alert">
          <p>
            Moderation is for moderators: <Link to="/login">log in</Link> with a moderator’s account.
          </p>
        </div>
      )}
    </div>
  );
}
