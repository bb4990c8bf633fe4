import { useEffect, useId, useMemo, useState } from 'react';
import { onKeptRefusals, readKeptRefusals } from '../lib/kept-refusals';
import './refused-values.css';

function sentence(rule: string): string {
  return rule.charAt(0).toUpperCase() + rule.slice(1);
}

/**
 * The game's values the site left out of this toon's save, each with its rule in words (kept in
 * this browser, so they stay listed after the game closes). Nothing when the last read had none.
 */
export function RefusedValues({ linkKey }: { linkKey: string | null }) {
  const headingId = useId();
  const [changes, setChanges] = useState(0);
  useEffect(() => onKeptRefusals(() => setChanges((count) => count + 1)), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: changes says when to read again
  const kept = useMemo(
    () => (linkKey === null ? null : (readKeptRefusals()[linkKey] ?? null)),
    [linkKey, changes],
  );
  if (!kept || kept.refusals.length === 0) return null;
  return (
    <section className="refused-values" aria-labelledby={headingId}>
      <p id={headingId}>
        <strong>Not saved from the game: {kept.refusals.length}</strong>{' '}
        <span className="fine-print">
          (read <time dateTime={kept.at}>{new Date(kept.at).toLocaleString()}</time>)
        </span>
      </p>
      <p className="fine-print">
        The site’s tables refuse these values, so they are left out of this Toon: never saved, verified or
        ranked. Everything else the game sent is saved.
      </p>
      <ul>
        {kept.refusals.map((refusal) => (
          <li key={JSON.stringify(refusal.path)}>{sentence(refusal.rule)}</li>
        ))}
      </ul>
    </section>
  );
}
