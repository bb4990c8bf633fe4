import { useId, useRef, useState } from 'react';
import {
  keptOfTwo,
  setToonLinked,
  storeLiveLinks,
  unverifiedLinkKey,
  useCombineToons,
  useToonScope,
  useToons,
} from '../../../lib/toons';
import { setPortLinkKey } from '../lib/toonlink-store';
import { joinWindows, splitWindows, useOpenWindowToons, useSameToonNames } from '../lib/window-claims';
import {
  countWord,
  portsText,
  type SameNameGroup,
  sameNameGroups,
  sharedNameGroups,
} from '../lib/window-match';

/**
 * One name shown by two or more windows and kept apart: says so, and lets the player say they are
 * one Toon (asked to confirm) to combine them.
 */
function SameNameGroupNotice({ group, onCombined }: { group: SameNameGroup; onCombined: () => void }) {
  const headingId = useId();
  const panelId = useId();
  const askRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const { toons, storage } = useToons();
  const scope = useToonScope();
  const combine = useCombineToons();
  const mine = group.toonIds
    .map((id) => toons.find((toon) => toon.id === id))
    .filter((toon) => toon !== undefined);

  const combineAll = async () => {
    let [kept, ...others] = mine;
    if (!kept) return;
    for (const other of others) kept = keptOfTwo(kept, other).kept;
    const keptToon = kept;
    for (const other of mine.filter((toon) => toon.id !== keptToon.id)) {
      await combine.mutateAsync({
        keptId: keptToon.id,
        otherId: other.id,
        onCombined: (saved, removed) => {
          // The removed toon's windows go on with the kept one, linked now as it was.
          for (const port of joinWindows(group.name, saved, removed.id)) {
            setPortLinkKey(port, unverifiedLinkKey(saved.id));
          }
          setToonLinked(unverifiedLinkKey(removed.id), false);
          setToonLinked(unverifiedLinkKey(saved.id), true);
          if (scope?.storage === 'browser') storeLiveLinks(scope.uid);
        },
      });
    }
    onCombined();
  };

  return (
    <section className="card toonlink-same-name" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {countWord(group.toonIds.length)} Toons named {group.name}?
      </h3>
      <p>
        {countWord(group.ports.length)} game windows ({portsText(group.ports)}) show Toons named{' '}
        <strong>{group.name}</strong>. The game sends no Toon id, so this site cannot tell whether they are
        one Toon: they are kept apart as {group.toonIds.length} Toons, each with its own fish album, golf,
        racing and rewards.
      </p>
      <button
        ref={askRef}
        type="button"
        className="button"
        aria-expanded={confirming}
        aria-controls={panelId}
        onClick={() => setConfirming(true)}
      >
        They are the same Toon
      </button>
      {confirming && (
        <div id={panelId}>
          <p>
            Combine them into one Toon named {group.name}? The oldest one is kept and takes both fish albums
            (the heavier weight of a fish in both), the higher golf, racing and bucket counts and every reward
            either holds; the other is then deleted from{' '}
            {storage === 'account' ? 'your account' : 'this browser'}. Nothing either of them holds is lost,
            and both windows then update the one Toon.
          </p>
          <div className="toolbar">
            <button
              type="button"
              className="button button--primary"
              disabled={combine.isPending || mine.length < 2}
              onClick={() => void combineAll().catch(() => {})}
            >
              Combine into one Toon
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setConfirming(false);
                askRef.current?.focus();
              }}
            >
              Keep them apart
            </button>
          </div>
        </div>
      )}
      {combine.error && (
        <p className="form-message form-message--error" role="alert">
          The Toons could not be combined: {combine.error.message}
        </p>
      )}
    </section>
  );
}

/**
 * One name shown by two or more windows that the player said are one Toon: says so, and lets the
 * player take it back (nothing saved changes; a window gets a Toon of its own again).
 */
function SharedNameNotice({ group, onSplit }: { group: SameNameGroup; onSplit: () => void }) {
  const headingId = useId();
  return (
    <section className="card toonlink-same-name" aria-labelledby={headingId}>
      <h3 id={headingId}>One Toon named {group.name}</h3>
      <p>
        {countWord(group.ports.length)} game windows ({portsText(group.ports)}) show Toons named{' '}
        <strong>{group.name}</strong>. You said they are the same Toon, so they update one Toon.
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          splitWindows(group.name);
          onSplit();
        }}
      >
        They are different Toons
      </button>
    </section>
  );
}

/** Names two open game windows show: kept apart as different Toons, or one Toon as the player said. */
export function SameNameNotice() {
  const windows = useOpenWindowToons();
  const groups = sameNameGroups(windows);
  const shared = sharedNameGroups(windows, useSameToonNames());
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      {groups.map((group) => (
        <SameNameGroupNotice
          key={group.name}
          group={group}
          onCombined={() =>
            setDone(
              `The Toons named ${group.name} are now one Toon: every window showing that name updates it.`,
            )
          }
        />
      ))}
      {shared.map((group) => (
        <SharedNameNotice
          key={group.name}
          group={group}
          onSplit={() =>
            setDone(
              `From their next update, the windows showing ${group.name} are kept apart again: one of them gets a Toon of its own. What they sent so far stays with the one Toon.`,
            )
          }
        />
      ))}
      {done && (
        <p role="status" className="form-message form-message--success">
          {done}
        </p>
      )}
    </>
  );
}
