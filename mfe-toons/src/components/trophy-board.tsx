import type { StatMap } from 'shared-contracts/domain';
import { countTrophies, type TrophyTrack, totalTrophies, trackProgress } from 'trinket-game/data';
import { statValue, withStat } from '../lib/trophies/stat-map';
import { trophyBar } from '../lib/trophies/trophy-bar';
import { CountStepper } from './count-stepper';
import { ProgressBar } from './progress-bar';

/**
 * One toon's statistics of a set of trophy tracks (golf or racing): a box per statistic, the
 * trophies earned on it, the progress to the next one, and the total.
 */
export function TrophyBoard({
  tracks,
  stats,
  onChange,
  max,
  ruleProblem,
}: {
  tracks: readonly TrophyTrack[];
  stats: StatMap;
  onChange: (stats: StatMap) => void;
  /** The largest value of one statistic (game-data/toon-limits.ts: MAX_GOLF_STAT, MAX_RACING_STAT). */
  max: number;
  /** The words of a rule between statistics that `stats` would break, else null (stat-rule-problem.ts). */
  ruleProblem?: (stats: StatMap) => string | null;
}) {
  const earned = countTrophies(stats, tracks);
  const available = totalTrophies(tracks);

  return (
    <section aria-label="Statistics and trophies">
      <p>
        Trophies earned: <strong>{earned}</strong> of {available}
      </p>
      <ul className="card-grid">
        {tracks.map((track) => {
          const progress = trackProgress(track, statValue(stats, track.stat));
          const bar = trophyBar(track, progress);
          return (
            <li key={track.stat} className="card">
              <CountStepper
                label={track.stat}
                value={progress.value}
                max={max}
                onChange={(value) => onChange(withStat(stats, track.stat, value))}
                ruleProblem={ruleProblem && ((value) => ruleProblem(withStat(stats, track.stat, value)))}
              />
              <p>
                Trophies: {progress.earned} of {progress.total}
              </p>
              <ProgressBar
                label={`${track.stat}: progress to the next trophy`}
                min={bar.min}
                max={bar.max}
                now={bar.now}
                valueText={bar.text}
              />
              <p>{bar.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
