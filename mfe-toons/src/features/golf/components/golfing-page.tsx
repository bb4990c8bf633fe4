import { GOLF_TROPHIES, MAX_GOLF_STAT } from 'trinket-game/data';
import { useRouteMetadata } from 'web-kit/area';
import { ToonTracker } from '../../../components/toon-tracker';
import { TrophyBoard } from '../../../components/trophy-board';
import { statRuleProblem } from '../../../lib/trophies/stat-rule-problem';

export function GolfingPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Golfing</h1>
      <p>Record each golf statistic as the game shows it; the trophies follow from the game's thresholds.</p>
      <ToonTracker>
        {(toon, update) => (
          <TrophyBoard
            tracks={GOLF_TROPHIES}
            stats={toon.golf}
            max={MAX_GOLF_STAT}
            onChange={(golf) => update({ golf })}
            ruleProblem={(golf) => statRuleProblem(toon, 'golf', golf)}
          />
        )}
      </ToonTracker>
    </div>
  );
}
