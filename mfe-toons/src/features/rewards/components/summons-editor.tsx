import { useId } from 'react';
import type { SummonSet, Toon } from 'shared-contracts/domain';
import { REWARD_LIST_RULES } from 'trinket-game/rules';
import { compareText } from 'web-kit';
import { AddNameForm } from '../../../components/add-name-form';
import { useUpdateToon } from '../../../lib/toons';
import {
  newEntryProblem,
  SUMMON_KINDS,
  type SummonKind,
  withoutEntry,
  withSummon,
  withSummonCog,
} from '../lib/reward-entries';

const KIND_LABELS: Record<SummonKind, string> = {
  single: 'Single',
  building: 'Building',
  invasion: 'Invasion',
};

function SummonRow({
  cog,
  set,
  onToggle,
  onRemove,
}: {
  cog: string;
  set: SummonSet;
  onToggle: (kind: SummonKind, held: boolean) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <li className="rewards-list__item">
      <fieldset className="summon-set">
        <legend>{cog}</legend>
        {SUMMON_KINDS.map((kind) => (
          <span key={kind} className="summon-set__kind">
            <input
              id={`${id}-${kind}`}
              type="checkbox"
              checked={set[kind]}
              onChange={(event) => onToggle(kind, event.target.checked)}
            />
            <label htmlFor={`${id}-${kind}`}>{KIND_LABELS[kind]}</label>
          </span>
        ))}
      </fieldset>
      <button type="button" className="button button--small" aria-label={`Remove ${cog}`} onClick={onRemove}>
        Remove
      </button>
    </li>
  );
}

/** Summons held per Cog: single, building and invasion. */
export function SummonsEditor({ toon }: { toon: Toon }) {
  const update = useUpdateToon();
  const save = (rewards: Toon['rewards']) => update.mutate({ toon, update: { rewards } });
  const cogs = Object.entries(toon.rewards.summons).sort(([a], [b]) => compareText(a, b));

  return (
    <section className="card rewards-section">
      <h3>Summons</h3>
      <p className="rewards-section__hint">
        Add each Cog you hold summons for, then tick the kinds you hold.
      </p>
      {cogs.length === 0 ? (
        <p>None recorded yet.</p>
      ) : (
        <ul className="rewards-list">
          {cogs.map(([cog, set]) => (
            <SummonRow
              key={cog}
              cog={cog}
              set={set}
              onToggle={(kind, held) => save(withSummon(toon.rewards, cog, kind, held))}
              onRemove={() => save(withoutEntry(toon.rewards, 'summons', cog))}
            />
          ))}
        </ul>
      )}
      <AddNameForm
        label="Cog name"
        problemWith={(name) => newEntryProblem(toon.rewards.summons, name, REWARD_LIST_RULES.summons)}
        suggestions={REWARD_LIST_RULES.summons.known?.names}
        onAdd={(cog) => save(withSummonCog(toon.rewards, cog))}
      />
      {update.error && (
        <p className="form-message form-message--error" role="alert">
          Not saved: {update.error.message}
        </p>
      )}
    </section>
  );
}
