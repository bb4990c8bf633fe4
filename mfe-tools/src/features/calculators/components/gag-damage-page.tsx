import { useState } from 'react';
import { COG_LEVELS, cogHealth } from 'trinket-game/data';
import { useRouteMetadata } from 'web-kit/area';
import { gagFromKey } from '../lib/gag-choice';
import { calculateRound, type GagPick, MAX_TOONS } from '../lib/gag-damage';
import { DamageResult } from './damage-result';
import { ToonGagField, type ToonSlot } from './toon-gag-field';

const EMPTY_SLOTS: readonly ToonSlot[] = Array.from({ length: MAX_TOONS }, () => ({
  gagKey: '',
  organic: false,
}));

function picksOf(slots: readonly ToonSlot[]): GagPick[] {
  return slots.flatMap((slot) => {
    const gag = gagFromKey(slot.gagKey);
    return gag ? [{ gag, organic: slot.organic }] : [];
  });
}

/** Gags for up to four toons against one Cog: does the round defeat it? */
export function GagDamagePage() {
  useRouteMetadata();
  const [cogLevel, setCogLevel] = useState(COG_LEVELS[COG_LEVELS.length - 1] ?? 1);
  const [slots, setSlots] = useState<readonly ToonSlot[]>(EMPTY_SLOTS);
  const round = calculateRound(cogLevel, picksOf(slots));

  const changeLevel = (value: string) => {
    const level = Number(value);
    if (COG_LEVELS.includes(level)) setCogLevel(level);
  };
  const changeSlot = (index: number, slot: ToonSlot) =>
    setSlots((current) => current.map((existing, at) => (at === index ? slot : existing)));

  return (
    <div className="page">
      <h1>Gag damage calculator</h1>
      <p>
        Pick a gag for each toon in the battle and the Cog&apos;s level. Every gag is counted as hitting, at
        full track experience (the top of its damage range).
      </p>
      <form className="gag-calculator" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="cog-level">Cog level</label>
          <select id="cog-level" value={cogLevel} onChange={(event) => changeLevel(event.target.value)}>
            {COG_LEVELS.map((level) => (
              <option key={level} value={level}>
                Level {level} ({cogHealth(level)} health)
              </option>
            ))}
          </select>
        </div>
        <div className="gag-calculator__toons">
          {slots.map((slot, index) => (
            <ToonGagField
              // The four slots never move: the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots
              key={index}
              toonNumber={index + 1}
              slot={slot}
              onChange={(next) => changeSlot(index, next)}
            />
          ))}
        </div>
        <button type="button" className="button" onClick={() => setSlots(EMPTY_SLOTS)}>
          Clear the gags
        </button>
      </form>
      <DamageResult round={round} />
      <section aria-labelledby="damage-rules-title" className="fine-print">
        <h2 id="damage-rules-title">How it counts</h2>
        <ul>
          <li>Tracks go in battle order: Trap, Lure, Sound, Throw, Squirt, Drop.</li>
          <li>Organic gags do 10% more (rounded down, at least 1 more).</li>
          <li>
            Two or more toons using the same track on the Cog add 20% of their combined damage, rounded up.
          </li>
          <li>
            A lured Cog takes half the Throw or Squirt damage again as knock-back; Sound wakes it, Drops miss
            it, and a single Trap springs when it is lured (two traps cancel).
          </li>
          <li>Cog health is for levels 1 to 12; higher-level Cogs are not covered.</li>
        </ul>
        <p>
          Sources: the open Toontown source (Toontown Online): <code>ToontownBattleGlobals.py</code> for gag
          damage and the organic bonus, <code>BattleCalculatorAI.py</code> for the battle bonuses and{' '}
          <code>SuitBattleGlobals.py</code> for Cog health. The Toontown Rewritten Wiki lists the same damage
          for the gags checked; where Toontown Rewritten has changed a number since, this calculator still
          uses Toontown Online&apos;s.
        </p>
      </section>
    </div>
  );
}
