import {
  cogHealth,
  type DamageTrack,
  type Gag,
  KNOCKBACK_BONUS_RATE,
  organicBonus,
  SAME_TRACK_BONUS_RATE,
} from 'trinket-game/data';

/** One toon's choice for the round. */
export type GagPick = { gag: Gag; organic: boolean };

/** What one track did to the Cog this round. */
export type TrackOutcome = {
  track: DamageTrack;
  /** Each toon's hit, in pick order (0 for a hit that does nothing, e.g. Drop on a lured Cog). */
  hits: number[];
  sameTrackBonus: number;
  knockbackBonus: number;
  total: number;
  note: string | null;
};

export type RoundOutcome = {
  cogHealth: number;
  tracks: TrackOutcome[];
  totalDamage: number;
  defeated: boolean;
  healthLeft: number;
};

export const MAX_TOONS = 4;

/** A gag's damage at full track experience, with the organic bonus when grown in a gag tree. */
export function gagDamage(pick: GagPick): number {
  const base = pick.gag.maxDamage;
  return pick.organic ? base + organicBonus(base) : base;
}

function picksOf(picks: readonly GagPick[], track: DamageTrack): GagPick[] {
  return picks.filter((pick) => pick.gag.track === track);
}

function outcome(track: DamageTrack, hits: number[], bonuses: Partial<TrackOutcome> = {}): TrackOutcome {
  const sameTrackBonus = bonuses.sameTrackBonus ?? 0;
  const knockbackBonus = bonuses.knockbackBonus ?? 0;
  const sum = hits.reduce((total, hit) => total + hit, 0);
  return {
    track,
    hits,
    sameTrackBonus,
    knockbackBonus,
    total: sum + sameTrackBonus + knockbackBonus,
    note: bonuses.note ?? null,
  };
}

/** Trap and Lure: a lone trap springs when the Cog is lured onto it; two traps cancel out. */
function trapAndLure(picks: readonly GagPick[]): { tracks: TrackOutcome[]; luredAfter: boolean } {
  const traps = picksOf(picks, 'trap');
  const lures = picksOf(picks, 'lure');
  const tracks: TrackOutcome[] = [];
  const lured = lures.length > 0;
  if (traps.length > 1) {
    tracks.push(
      outcome(
        'trap',
        traps.map(() => 0),
        { note: 'Two traps on one Cog cancel each other.' },
      ),
    );
  } else if (traps.length === 1 && !lured) {
    tracks.push(outcome('trap', [0], { note: 'The trap waits: nobody lured the Cog onto it.' }));
  }
  const sprung = traps.length === 1 && lured;
  if (sprung) {
    const [trap] = traps;
    tracks.push(
      outcome('trap', trap ? [gagDamage(trap)] : [], { note: 'The lure pulled the Cog onto the trap.' }),
    );
  }
  if (lured) {
    tracks.push(
      outcome(
        'lure',
        lures.map(() => 0),
        { note: sprung ? 'The Cog fell onto the trap, so it is no longer lured.' : 'The Cog is lured.' },
      ),
    );
  }
  return { tracks, luredAfter: lured && !sprung };
}

/** Sound, Throw, Squirt and Drop, which all add a same-track bonus when two or more toons use them. */
function attackTrack(track: DamageTrack, picks: readonly GagPick[], lured: boolean): TrackOutcome {
  if (track === 'drop' && lured) {
    return outcome(
      track,
      picks.map(() => 0),
      { note: 'Drops miss a lured Cog.' },
    );
  }
  const hits = picks.map(gagDamage);
  const sum = hits.reduce((total, hit) => total + hit, 0);
  const sameTrackBonus = hits.length > 1 ? Math.ceil(sum * SAME_TRACK_BONUS_RATE) : 0;
  const knocksBack = lured && (track === 'throw' || track === 'squirt');
  const knockbackBonus = knocksBack ? sum * KNOCKBACK_BONUS_RATE : 0;
  let note: string | null = null;
  if (knocksBack) note = 'Knock-back bonus: the Cog was lured.';
  else if (lured && track === 'sound') note = 'Sound wakes a lured Cog without a knock-back bonus.';
  return outcome(track, hits, { sameTrackBonus, knockbackBonus, note });
}

const ATTACK_ORDER: readonly DamageTrack[] = ['sound', 'throw', 'squirt', 'drop'];

/**
 * One round of up to four toons against one Cog, every gag hitting, every gag at full track
 * experience. Tracks go in battle order (Trap, Lure, Sound, Throw, Squirt, Drop); a lured Cog
 * stays lured until Sound, Throw or Squirt reaches it.
 */
export function calculateRound(cogLevel: number, picks: readonly GagPick[]): RoundOutcome {
  const health = cogHealth(cogLevel);
  if (health === undefined) throw new RangeError(`No Cog health for level ${cogLevel}`);
  const used = picks.slice(0, MAX_TOONS);
  const opening = trapAndLure(used);
  const tracks = [...opening.tracks];
  let lured = opening.luredAfter;
  for (const track of ATTACK_ORDER) {
    const trackPicks = picksOf(used, track);
    if (trackPicks.length === 0) continue;
    const result = attackTrack(track, trackPicks, lured);
    tracks.push(result);
    if (track !== 'drop') lured = false;
  }
  const totalDamage = tracks.reduce((total, track) => total + track.total, 0);
  return {
    cogHealth: health,
    tracks,
    totalDamage,
    defeated: totalDamage >= health,
    healthLeft: Math.max(0, health - totalDamage),
  };
}
