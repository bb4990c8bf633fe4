/** A labelled progress bar that assistive technology reads as one (role=progressbar). */
export function ProgressBar({
  label,
  min,
  max,
  now,
  valueText,
}: {
  label: string;
  min: number;
  max: number;
  /** Between min and max. */
  now: number;
  /** What a screen reader announces instead of the bare number. */
  valueText: string;
}) {
  const span = max - min;
  const fraction = span > 0 ? (now - min) / span : 1;
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={now}
      aria-valuetext={valueText}
    >
      <div className="progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
