import type { RemoteStatus, VersionFigures } from 'shared-contracts/domain';
import { formatNumber, formatPercent } from 'web-kit';
import { actionLabel, actorLabel, utcTime, versionChange } from '../lib/describe-event';

function released(version: RemoteStatus['live']): string {
  const contract = version.contractVersion ? `contract ${version.contractVersion}` : 'contract as built';
  const when = version.releasedAt
    ? `released ${utcTime(version.releasedAt)}`
    : 'the built dist/, never released';
  return `${contract}, ${when}`;
}

function FiguresRow({ figures, role }: { figures: VersionFigures; role: string }) {
  return (
    <tr>
      <td data-label="Version">
        {figures.version}
        {role ? <span className="release-status__role"> ({role})</span> : null}
      </td>
      <td data-label="Loads">{formatNumber(figures.loads)}</td>
      <td data-label="Failed loads">
        {figures.loadFailureRate === null
          ? 'no loads'
          : `${formatNumber(figures.loadFailures)} (${formatPercent(figures.loadFailureRate)})`}
      </td>
      <td data-label="Area errors">{formatNumber(figures.areaErrors)}</td>
      <td data-label="p75 LCP">
        {figures.p75LcpMs === null ? 'no samples' : `${formatNumber(figures.p75LcpMs / 1000, 2)} s`}
      </td>
    </tr>
  );
}

/** One remote: its live and canary versions, each version's last hour, and its release history. */
export function RemoteStatusCard({ status, windowMinutes }: { status: RemoteStatus; windowMinutes: number }) {
  const headingId = `remote-status-${status.remote}`;
  const roleOf = (version: string) =>
    version === status.live.version ? 'live' : version === status.canary?.version ? 'canary' : '';
  return (
    <section className="card release-status__remote" aria-labelledby={headingId}>
      <h2 id={headingId}>{status.remote}</h2>
      <dl className="release-status__versions">
        <dt>Live</dt>
        <dd>
          <strong>{status.live.version}</strong>: {released(status.live)}
        </dd>
        <dt>Canary</dt>
        <dd>
          {status.canary ? (
            <>
              <strong>{status.canary.version}</strong> for {status.canary.percent}% of visitors:{' '}
              {released(status.canary)}
            </>
          ) : (
            'none'
          )}
        </dd>
      </dl>
      {status.figures.length === 0 ? (
        <p className="fine-print">No reports from players' browsers in the last {windowMinutes} minutes.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table data-table--stack">
            <caption>In players' browsers, the last {windowMinutes} minutes</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Loads</th>
                <th scope="col">Failed loads</th>
                <th scope="col">Area errors</th>
                <th scope="col">p75 LCP</th>
              </tr>
            </thead>
            <tbody>
              {status.figures.map((figures) => (
                <FiguresRow key={figures.version} figures={figures} role={roleOf(figures.version)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>Release history</h3>
      {status.history.length === 0 ? (
        <p className="fine-print">Nothing released yet: visitors get the built dist/.</p>
      ) : (
        <ol className="release-status__history">
          {status.history.map((event) => (
            <li key={`${event.at}-${event.action}-${event.version}`} data-action={event.action}>
              <time dateTime={event.at}>{utcTime(event.at)}</time>{' '}
              <strong>{actionLabel(event.action)}</strong> {versionChange(event)}, by{' '}
              {actorLabel(event.actor)}
              {event.reason ? <span className="release-status__reason">: {event.reason}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
