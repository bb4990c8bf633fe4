// Pure geometry of the population chart: samples to an SVG path and axis ticks.

export interface ChartSample {
  /** ms since the epoch. */
  at: number;
  value: number;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels, in the same units. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

export interface ChartGeometry {
  /** The `d` of the line; '' without samples. */
  line: string;
  /** The closed `d` of the area under the line. */
  area: string;
  yTicks: { value: number; y: number }[];
  xTicks: { at: number; x: number }[];
  yMax: number;
}

/** A round maximum at or above `value` (1, 2 or 5 times a power of ten), so ticks read well. */
export function niceMax(value: number): number {
  if (value <= 0) return 10;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

const HOUR = 3_600_000;

export function chartGeometry(samples: readonly ChartSample[], box: ChartBox): ChartGeometry {
  const sorted = [...samples].sort((a, b) => a.at - b.at);
  const yMax = niceMax(Math.max(0, ...sorted.map((sample) => sample.value)));
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const first = sorted[0]?.at ?? 0;
  const last = sorted[sorted.length - 1]?.at ?? first;
  const span = Math.max(last - first, 1);
  const x = (at: number) => box.left + (sorted.length < 2 ? plotWidth : ((at - first) / span) * plotWidth);
  const y = (value: number) => box.top + plotHeight - (value / yMax) * plotHeight;
  const round = (n: number) => Math.round(n * 10) / 10;

  const points = sorted.map((sample) => `${round(x(sample.at))},${round(y(sample.value))}`);
  const line = points.length ? `M${points.join('L')}` : '';
  const baseline = round(box.top + plotHeight);
  const area = points.length ? `${line}L${round(x(last))},${baseline}L${round(x(first))},${baseline}Z` : '';
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((share) => ({
    value: yMax * share,
    y: round(y(yMax * share)),
  }));
  // One tick per whole hour step that gives at most six ticks.
  const hours = span / HOUR;
  const stepHours = [1, 2, 3, 4, 6, 12, 24].find((step) => hours / step <= 6) ?? 24;
  const xTicks: { at: number; x: number }[] = [];
  if (sorted.length >= 2) {
    for (
      let at = Math.ceil(first / (stepHours * HOUR)) * stepHours * HOUR;
      at <= last;
      at += stepHours * HOUR
    ) {
      xTicks.push({ at, x: round(x(at)) });
    }
  }
  return { line, area, yTicks, xTicks, yMax };
}
