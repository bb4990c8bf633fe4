import type { PopulationSample } from 'shared-contracts/domain';
import { formatNumber } from 'web-kit';
import { chartGeometry } from '../lib/chart-geometry';

const BOX = { width: 640, height: 260, left: 56, right: 12, top: 12, bottom: 30 };
const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Total population over the last day as an SVG line chart, with the same numbers as a table. */
export function PopulationChart({ samples }: { samples: PopulationSample[] }) {
  const points = samples.map((sample) => ({ at: Date.parse(sample.at), value: sample.totalPopulation }));
  const geometry = chartGeometry(points, BOX);
  const peak = Math.max(...points.map((point) => point.value));
  const low = Math.min(...points.map((point) => point.value));
  return (
    <figure className="population-chart">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby="population-chart-title population-chart-desc"
        className="population-chart__svg"
      >
        <title id="population-chart-title">Toons online over the last day</title>
        <desc id="population-chart-desc">
          {`${samples.length} samples; lowest ${formatNumber(low)}, highest ${formatNumber(peak)}, latest ${formatNumber(points[points.length - 1]?.value ?? 0)}.`}
        </desc>
        {geometry.yTicks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={BOX.left}
              x2={BOX.width - BOX.right}
              y1={tick.y}
              y2={tick.y}
              className="population-chart__grid"
            />
            <text x={BOX.left - 6} y={tick.y + 4} textAnchor="end" className="population-chart__label">
              {formatNumber(tick.value)}
            </text>
          </g>
        ))}
        {geometry.xTicks.map((tick) => (
          <text
            key={tick.at}
            x={tick.x}
            y={BOX.height - 8}
            textAnchor="middle"
            className="population-chart__label"
          >
            {timeOfDay.format(tick.at)}
          </text>
        ))}
        <path d={geometry.area} className="population-chart__area" />
        <path d={geometry.line} className="population-chart__line" />
      </svg>
      <details>
        <summary>Show the chart's numbers as a table</summary>
        <div className="table-scroll">
          <table className="data-table">
            <caption>Toons online, sample by sample</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Toons online</th>
              </tr>
            </thead>
            <tbody>
              {samples.map((sample) => (
                <tr key={sample.at}>
                  <td>{dateTime.format(Date.parse(sample.at))}</td>
                  <td>{formatNumber(sample.totalPopulation)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
