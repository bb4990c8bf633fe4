/** A labelled progress bar that assistive technology reads as one (role=progressbar). */
export function ProgressBar({
  label,
  max,
  now,
  valueText,
}: {
  label: string;
  max: number;
  now: number;
  valueText: string;
}) {
  const percent = max > 0 ? Math.round(Math.min(1, Math.max(0, now / max)) * 100) : 0;
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={now}
      aria-valuetext={valueText}
    >
      <div className="progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
