import './report-entry.css';
import { type FormEvent, useId, useState } from 'react';
import { MAX_MODERATION_REASON_LENGTH } from 'shared-contracts/domain';
import { HttpError } from 'web-kit';
import { useReportToon } from '../api/report-toon';

/** The api's reason for a refusal (e.g. "You already reported this Toon"), else the error's message. */
function refusal(error: Error): string {
  return error instanceof HttpError && error.reason ? error.reason : error.message;
}

/**
 * "Report" on one Top Toons entry: a reason for the moderators, sent once. For signed-in players
 * with an account (the api refuses anyone else).
 */
export function ReportEntry({ toonId, toonName }: { toonId: string; toonName: string }) {
  const reasonId = useId();
  const report = useReportToon(toonId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const canSend = trimmed.length >= 3 && !report.isPending;

  if (report.isSuccess) {
    return (
      <p className="top-toons-report__done" role="status">
        Reported. A moderator will look at it.
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="button button--small"
        aria-label={`Report ${toonName}`}
        onClick={() => setOpen(true)}
      >
        Report
      </button>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) report.mutate(trimmed);
  };
  return (
    <form className="top-toons-report" onSubmit={onSubmit} aria-label={`Report ${toonName}`}>
      <label htmlFor={reasonId}>Why should moderators look at {toonName}?</label>
      <textarea
        id={reasonId}
        value={reason}
        rows={3}
        maxLength={MAX_MODERATION_REASON_LENGTH}
        required
        onChange={(event) => {
          setReason(event.target.value);
          report.reset();
        }}
      />
      <div className="top-toons-report__actions">
        <button type="submit" className="button button--small button--primary" disabled={!canSend}>
          Send report
        </button>
        <button type="button" className="button button--small" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
      {report.error && (
        <p className="form-message form-message--error" role="alert">
          {refusal(report.error)}
        </p>
      )}
    </form>
  );
}
