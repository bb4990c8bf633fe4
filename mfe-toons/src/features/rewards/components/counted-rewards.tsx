import type { Toon } from 'shared-contracts/domain';
import { REWARD_LIST_RULES } from 'trinket-game/rules';
import { compareText } from 'web-kit';
import { AddNameForm } from '../../../components/add-name-form';
import { CountStepper } from '../../../components/count-stepper';
import { useUpdateToon } from '../../../lib/toons';
import { type CountedRewardKind, newEntryProblem, withCount, withoutEntry } from '../lib/reward-entries';

interface CountedRewardsProps {
  toon: Toon;
  kind: CountedRewardKind;
  title: string;
  /** What one entry is called, e.g. "SOS Toon". */
  entryLabel: string;
  hint: string;
}

/** A list of rewards counted by name (SOS cards, unites, remotes), each with a stepper. */
export function CountedRewards({ toon, kind, title, entryLabel, hint }: CountedRewardsProps) {
  const update = useUpdateToon();
  const entries = Object.entries(toon.rewards[kind]).sort(([a], [b]) => compareText(a, b));
  const save = (rewards: Toon['rewards']) => update.mutate({ toon, update: { rewards } });

  return (
    <section className="card rewards-section">
      <h3>{title}</h3>
      <p className="rewards-section__hint">{hint}</p>
      {entries.length === 0 ? (
        <p>None recorded yet.</p>
      ) : (
        <ul className="rewards-list">
          {entries.map(([name, count]) => (
            <li key={name} className="rewards-list__item">
              <CountStepper
                label={name}
                value={count}
                onChange={(next) => save(withCount(toon.rewards, kind, name, next))}
              />
              <button
                type="button"
                className="button button--small"
                aria-label={`Remove ${name}`}
                onClick={() => save(withoutEntry(toon.rewards, kind, name))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddNameForm
        label={`${entryLabel} name`}
        problemWith={(name) => newEntryProblem(toon.rewards[kind], name, REWARD_LIST_RULES[kind])}
        suggestions={REWARD_LIST_RULES[kind].known?.names}
        onAdd={(name) => save(withCount(toon.rewards, kind, name, 1))}
      />
      {update.error && (
        <p className="form-message form-message--error" role="alert">
          Not saved: {update.error.message}
        </p>
      )}
    </section>
  );
}
