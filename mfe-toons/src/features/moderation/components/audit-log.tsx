import { useAuditLog } from '../api/get-audit-log';
import { ACTION_LABELS, auditTarget, formatWhen } from '../lib/moderation-view';

/** Every moderation action, newest first: when, who, what, on what, why. */
export function AuditLog() {
  const query = useAuditLog();
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <p className="form-message form-message--error" role="alert">
        The audit log could not be loaded.
      </p>
    );
  }
  const { entries } = query.data;
  return (
    <section aria-labelledby="moderation-log">
      <h2 id="moderation-log">Audit log</h2>
      {entries.length === 0 ? (
        <p>No action yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Moderation actions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">On</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatWhen(entry.at)}</td>
                  <td>{entry.actorUid}</td>
                  <th scope="row">{ACTION_LABELS[entry.action]}</th>
                  <td>{auditTarget(entry)}</td>
                  <td>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
