import type { Toon } from 'shared-contracts/domain';
import { CountStepper } from '../../../components/count-stepper';
import { useUpdateToon } from '../../../lib/toons';

/** The toon's pink slips. */
export function PinkSlips({ toon }: { toon: Toon }) {
  const update = useUpdateToon();
  return (
    <section className="card rewards-section">
      <h3>Pink slips</h3>
      <CountStepper
        label="Pink slips"
        value={toon.rewards.pinkSlips}
        onChange={(pinkSlips) => update.mutate({ toon, update: { rewards: { ...toon.rewards, pinkSlips } } })}
      />
      {update.error && (
        <p className="form-message form-message--error" role="alert">
          Not saved: {update.error.message}
        </p>
      )}
    </section>
  );
}
