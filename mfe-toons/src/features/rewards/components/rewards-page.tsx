import { useRouteMetadata } from 'web-kit/area';
import { NoToons } from '../../../components/no-toons';
import { ToonPicker, useSelectedToon } from '../../../components/toon-picker';
import { ToonsStatus } from '../../../components/toons-status';
import { useToons } from '../../../lib/toons';
import { CountedRewards } from './counted-rewards';
import { PinkSlips } from './pink-slips';
import { RewardTotalsTable } from './reward-totals-table';
import { SummonsEditor } from './summons-editor';

function RewardsTracker() {
  const state = useToons();
  const [toon, select] = useSelectedToon(state.toons);
  if (state.isLoading || state.error) return <ToonsStatus state={state} />;
  if (!toon) return <NoToons />;
  return (
    <>
      <ToonsStatus state={state} />
      <ToonPicker toons={state.toons} selectedId={toon.id} onSelect={select} />
      <h2>{toon.name}’s rewards</h2>
      <div className="rewards-grid">
        <CountedRewards
          toon={toon}
          kind="sos"
          title="SOS cards"
          entryLabel="SOS Toon"
          hint="Add each SOS Toon by the name on the card."
        />
        <CountedRewards
          toon={toon}
          kind="unites"
          title="Unites"
          entryLabel="Unite"
          hint="Add each unite by its name as the game shows it, e.g. Gag-Up Squirt."
        />
        <SummonsEditor toon={toon} />
        <PinkSlips toon={toon} />
        <CountedRewards
          toon={toon}
          kind="remotes"
          title="Remotes"
          entryLabel="Remote"
          hint="Add each remote by its type and level: Damage Remote or Healing Remote, 1 to 3 (e.g. Damage Remote 2)."
        />
      </div>
      <h2>Totals</h2>
      <RewardTotalsTable toons={state.toons} />
    </>
  );
}

export function RewardsPage() {
  useRouteMetadata();
  return (
    <div className="page">
      <h1>Rewards</h1>
      <p>Keep count of each Toon’s SOS cards, unites, summons, pink slips and remotes.</p>
      <RewardsTracker />
    </div>
  );
}
