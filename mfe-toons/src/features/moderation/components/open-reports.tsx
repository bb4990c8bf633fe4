import { useId } from 'react';
import type { OpenReport } from 'shared-contracts/domain';
import { useDismissReport } from '../api/dismiss-report';
import { useOpenReports } from '../api/get-open-reports';
import { useHideAccount } from '../api/hide-account';
import { useHideToon } from '../api/hide-toon';
import { formatWhen } from '../lib/moderation-view';
import { ReasonForm } from './reason-form';

function ReportCard({ report }: { report: OpenReport }) {
  const headingId = useId();
  const hideToon = useHideToon();
  const hideAccount = useHideAccount();
  const dismiss = useDismissReport();
  return (
    <li>
      <article className="card moderation-card" aria-labelledby={headingId}>
        <h3 id={headingId}>Report of {report.toonName}</h3>
        <p className="moderation-card__reason">“{report.reason}”</p>
        <dl className="moderation-card__facts">
          <dt>Reported</dt>
          <dd>{formatWhen(report.createdAt)}</dd>
          <dt>By</dt>
          <dd>{report.reporterUid}</dd>
          <dt>Toon</dt>
          <dd>{report.toonId}</dd>
          <dt>Owner</dt>
          <dd>{report.ownerUid}</dd>
        </dl>
        <ReasonForm
          summary="Hide this Toon"
          label={`Why hide ${report.toonName}? Its owner reads this.`}
          submit={`Hide ${report.toonName}`}
          target={report.toonId}
          action={hideToon}
        />
        <ReasonForm
          summary="Hide every Toon of this account"
          label={`Why hide the account of ${report.toonName}? Its owner reads this.`}
          submit="Hide the account"
          target={report.ownerUid}
          action={hideAccount}
        />
        <ReasonForm
          summary="Dismiss this report"
          label={`Why dismiss this report of ${report.toonName}?`}
          submit="Dismiss the report"
          target={report.id}
          action={dismiss}
        />
      </article>
    </li>
  );
}

/** The open reports, oldest first, each with the actions that answer it. */
export function OpenReports() {
  const query = useOpenReports();
  if (!query.data) return null;
  const { reports } = query.data;
  return (
    <section aria-labelledby="moderation-reports">
      <h2 id="moderation-reports">Open reports ({reports.length})</h2>
      {reports.length === 0 ? (
        <p>No report is waiting.</p>
      ) : (
        <ul className="moderation-list">
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      )}
    </section>
  );
}
