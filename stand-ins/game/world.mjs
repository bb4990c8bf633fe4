// The stand-in's pretend game world, computed from the clock alone so every response is
// consistent and changes over time: invasions progress and rotate, population follows a daily
// curve, field offices lose annexes, the Silly Meter fills and pays out. Every figure here is made
// up for development and tests; none is a game fact.

const DISTRICTS = [
  'Blam Canyon',
  'Boingbury',
  'Fizzlefield',
  'Gulp Gulch',
  'Kaboom Cliffs',
  'Splat Summit',
  'Thwackville',
  'Zapwood',
];
const COGS = [
  'Flunky',
  'Pencil Pusher',
  'Yesman',
  'Cold Caller',
  'Telemarketer',
  'Name Dropper',
  'Short Change',
  'Penny Pincher',
  'Bean Counter',
  'Bottom Feeder',
  'Double Talker',
  'Ambulance Chaser',
];
const PLAYGROUNDS = [
  'Toontown Central',
  "Donald's Dock",
  'Daisy Gardens',
  "Minnie's Melodyland",
  'The Brrrgh',
  "Donald's Dreamland",
];
const DOODLE_TRAITS = [
  'Rarely Tired',
  'Often Affectionate',
  'Pretty Calm',
  'Pretty Excitable',
  'Often Playful',
  'Sometimes Hungry',
  'Sometimes Bored',
  'Often Confused',
  'Always Grumpy',
  'Rarely Affectionate',
  'Often Tired',
  'Sometimes Affectionate',
];
const FIELD_OFFICE_ZONES = ['3100', '3300', '4200', '5100', '5300', '9100'];
const DEPARTMENTS = ['c', 'l', 'm', 's'];
const SILLY_TEAMS = ['Double Jellybean Jamboree', 'Speedy Garden Sprouts', 'Lucky Fishing Lines'];

/**
 * A stable pseudo-random number in [0, 1) from integers (no state, so responses agree).
 * @param {number[]} parts
 */
function noise(...parts) {
  let h = 2166136261;
  for (const part of parts) {
    h ^= part | 0;
    h = Math.imul(h, 16777619);
    h ^= h >>> 13;
  }
  return ((h >>> 0) % 100_000) / 100_000;
}

/**
 * The entry at `index`, going round the list either way.
 * @template T
 * @param {readonly T[]} list
 * @param {number} index
 */
const pick = (list, index) => /** @type {T} */ (list[((index % list.length) + list.length) % list.length]);

/**
 * The invasion running in a district at `now` (epoch seconds), or null.
 * @param {number} districtIndex
 * @param {number} now
 * @returns {{ type: string, asOf: number, progress: string } | null}
 */
export function invasionAt(districtIndex, now) {
  // The first three districts are always invaded (a new cog each cycle), so a page always has
  // several invasions to show; the others are invaded half of the time.
  const always = districtIndex < 3;
  const period = always ? 1200 : 1500 + districtIndex * 120;
  const cycle = Math.floor(now / period);
  const start = cycle * period;
  const active = always ? period : period / 2;
  const elapsed = now - start;
  if (elapsed >= active) return null;
  const cogIndex = always ? cycle * 3 + districtIndex : cycle * 5 + districtIndex * 7;
  const variant = (cycle + districtIndex) % 6;
  let type = pick(COGS, cogIndex);
  if (variant === 1) type = `Version 2.0 ${type}`;
  if (variant === 2) type = `${type} (Skelecog)`;
  const mega = !always && (cycle + districtIndex) % 9 === 0;
  const total = mega ? 1_000_000 : pick([1000, 2000, 3000, 4000, 5000], cycle + districtIndex);
  const defeated = Math.min(total - 1, Math.floor((total * elapsed) / active));
  return { type, asOf: now - (districtIndex % 3) * 7, progress: `${defeated}/${total}` };
}

/** @param {number} now epoch seconds */
export function invasions(now) {
  /** @type {Record<string, { type: string, asOf: number, progress: string }>} */
  const result = {};
  DISTRICTS.forEach((district, index) => {
    const invasion = invasionAt(index, now);
    if (invasion) result[district] = invasion;
  });
  return { error: null, invasions: result, lastUpdated: now };
}

/** @param {number} now epoch seconds */
export function population(now) {
  const minute = Math.floor(now / 60);
  // A daily curve peaking in the evening (UTC), plus a little per-minute wobble.
  const day = Math.sin(((now % 86_400) / 86_400) * 2 * Math.PI - Math.PI / 2);
  /** @type {Record<string, number>} */
  const populationByDistrict = {};
  /** @type {Record<string, string>} */
  const statusByDistrict = {};
  let totalPopulation = 0;
  DISTRICTS.forEach((district, index) => {
    const closed = index === DISTRICTS.length - 1 && Math.floor(now / 3600) % 4 === 0;
    const base = 120 + Math.floor(noise(index) * 260);
    const count = closed ? 0 : Math.max(0, Math.round(base * (1 + 0.45 * day) + noise(index, minute) * 40));
    populationByDistrict[district] = count;
    statusByDistrict[district] = closed ? 'closed' : index === 2 && minute % 30 < 5 ? 'draining' : 'online';
    totalPopulation += count;
  });
  return { error: null, totalPopulation, populationByDistrict, statusByDistrict, lastUpdated: now };
}

/** @param {number} now epoch seconds */
export function fieldOffices(now) {
  /** @type {Record<string, { department: string, difficulty: number, annexes: number, open: boolean, expiring?: number | null }>} */
  const offices = {};
  FIELD_OFFICE_ZONES.forEach((zone, index) => {
    const period = 2400 + index * 300;
    const cycle = Math.floor(now / period);
    const elapsed = now - cycle * period;
    // The first zone's office always stands with an annex left, so at any moment the feed holds
    // an open office sent without `expiring` (the e2e suite relies on one).
    const lastStanding = index === 0;
    if (elapsed > period * 0.8 && !lastStanding) return; // between offices
    const annexesAtStart = 8 + Math.floor(noise(index, cycle) * 8);
    const annexes = Math.max(lastStanding ? 1 : 0, annexesAtStart - Math.floor(elapsed / 120));
    const open = annexes > 0;
    /** @type {{ department: string, difficulty: number, annexes: number, open: boolean, expiring?: number | null }} */
    const office = {
      department: pick(DEPARTMENTS, cycle + index),
      difficulty: (cycle + index) % 3,
      annexes,
      open,
    };
    offices[zone] = office;
    // `expiring` comes once the last annex has fallen. Before that the game's doc leaves open
    // whether the key is null or absent, so the stand-in sends both (every other zone).
    if (!open) office.expiring = cycle * period + Math.floor(period * 0.8);
    else if (index % 2 === 1) office.expiring = null;
  });
  return { lastUpdated: now, fieldOffices: offices };
}

/** @param {number} seed */
function doodleDna(seed) {
  let dna = 'd';
  for (let i = 0; i < 12; i += 1) dna += Math.floor(noise(seed, i) * 16).toString(16);
  return dna;
}

/** @param {number} now epoch seconds */
export function doodles(now) {
  // Stock changes once a day.
  const day = Math.floor(now / 86_400);
  /** @type {Record<string, Record<string, { dna: string, traits: string[], cost: number }[]>>} */
  const result = {};
  DISTRICTS.slice(0, 4).forEach((district, d) => {
    /** @type {Record<string, { dna: string, traits: string[], cost: number }[]>} */
    const byPlayground = {};
    PLAYGROUNDS.forEach((playground, p) => {
      byPlayground[playground] = [0, 1, 2].map((slot) => {
        const seed = day * 1000 + d * 100 + p * 10 + slot;
        const traitCount = 1 + Math.min(3, Math.floor(noise(seed, 99) * (p + 2)));
        /** @type {string[]} */
        const traits = [];
        for (let t = 0; traits.length < traitCount && t < 20; t += 1) {
          const trait = pick(DOODLE_TRAITS, Math.floor(noise(seed, t) * DOODLE_TRAITS.length));
          const kind = trait.split(' ')[1];
          if (!traits.some((other) => other.split(' ')[1] === kind)) traits.push(trait);
        }
        return { dna: doodleDna(seed), traits, cost: 200 + p * 800 + Math.floor(noise(seed, 7) * 600) };
      });
    });
    result[district] = byPlayground;
  });
  return result;
}

/** @param {number} now epoch seconds */
export function sillyMeter(now) {
  // Active for 3 days, Reward for 1, Inactive for 1.
  const period = 5 * 86_400;
  const cycle = Math.floor(now / period);
  const elapsed = now - cycle * period;
  const start = cycle * period;
  const winner = pick(SILLY_TEAMS, cycle);
  const base = {
    rewards: SILLY_TEAMS,
    rewardDescriptions: SILLY_TEAMS.map((team) => `Stand-in reward of ${team}.`),
    asOf: now,
  };
  if (elapsed < 3 * 86_400) {
    const hp = Math.floor((5_000_000 * elapsed) / (3 * 86_400));
    const points = SILLY_TEAMS.map((_, index) => Math.floor(hp * (0.2 + 0.1 * ((index + cycle) % 3))));
    return {
      ...base,
      state: 'Active',
      hp,
      winner: null,
      rewardPoints: points,
      nextUpdateTimestamp: start + 3 * 86_400,
    };
  }
  if (elapsed < 4 * 86_400) {
    return {
      ...base,
      state: 'Reward',
      hp: 5_000_000,
      winner,
      rewardPoints: null,
      nextUpdateTimestamp: start + 4 * 86_400,
    };
  }
  return {
    ...base,
    state: 'Inactive',
    hp: 0,
    winner: null,
    rewardPoints: null,
    nextUpdateTimestamp: start + period,
  };
}

/** @param {number} now epoch seconds */
export function cavalcade(now) {
  // A parade every two hours, marching for twenty minutes.
  return { paradeStatus: now % 7200 < 1200 ? 'active' : 'in-transit' };
}
