import { type FormEvent, useId, useState } from 'react';
import { MAX_MODERATION_REASON_LENGTH } from 'shared-contracts/domain';
import { HttpError } from 'web-kit';
import type { UseMutationResult } from 'web-kit/area';

type Action = UseMutationResult<void, Error, { target: string; reason: string }>;

interface ReasonFormProps {
  /** What opens the form, e.g. "Hide this Toon". */
  summary: string;
  /** The reason box's label, e.g. "Why hide Flippy?". */
  label: string;
  /** The send button, e.g. "Hide Flippy". */
  submit: string;
  target: string;
  action: Action;
}

/** The api's reason for a refusal, else the error's message. */
function refusal(error: Error): string {
  return error instanceof HttpError && error.reason ? error.reason : error.message;
}

/** One moderator action behind a disclosure: a reason (kept in the audit log), then send. */
export function ReasonForm({ summary, label, submit, target, action }: ReasonFormProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const canSend = trimmed.length >= 3 && !action.isPending;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) action.mutate({ target, reason: trimmed });
  };
  return (
    <details className="moderation-action">
      <summary>{summary}</summary>
      <form className="moderation-action__form" onSubmit={onSubmit}>
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          rows={3}
          value={reason}
          maxLength={MAX_MODERATION_REASON_LENGTH}
          required
          onChange={(event) => {
            setReason(event.target.value);
            action.reset();
          }}
        />
        <button type="submit" className="button button--small button--primary" disabled={!canSend}>
          {submit}
        </button>
        {action.error && (
          <p className="form-message form-message--error" role="alert">
            {refusal(action.error)}
          </p>
        )}
      </form>
    </details>
  );
}
