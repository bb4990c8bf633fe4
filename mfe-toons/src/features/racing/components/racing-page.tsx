import { MAX_RACING_STAT, RACING_TROPHIES } from 'trinket-game/data';
import { useRouteMetadata } from 'web-kit/area';
import { ToonTracker } from '../../../components/toon-tracker';
import { TrophyBoard } from '../../../components/trophy-board';
import { statRuleProblem } from '../../../lib/trophies/stat-rule-problem';

export function RacingPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Racing</h1>
      <p>
        Record each racing statistic as the game shows it; the trophies follow from the game's thresholds.
      </p>
      <ToonTracker>
        {(toon, update) => (
          <TrophyBoard
            tracks={RACING_TROPHIES}
            stats={toon.racing}
            max={MAX_RACING_STAT}
            onChange={(racing) => update({ racing })}
            ruleProblem={(racing) => statRuleProblem(toon, 'racing', racing)}
          />
        )}
      </ToonTracker>
    </div>
  );
}
