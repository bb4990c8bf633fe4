// Sample toons for the ToonLink simulator: made-up players (their names, looks and progress are
// sample data), with fish species, trophy statistics and Cogs taken from the site's own game-data
// tables so what the simulator sends is what the real game could send. Each section is shaped as
// the game's local API documents it (github.com/ToontownRewritten/api-doc, local.md).
import {
  FISH_SPECIES,
  FLOWER_VARIETIES,
  GOLF_TROPHIES,
  RACING_TROPHIES,
  SHOVELS,
  shovelBeans,
  suitCogs,
  WATERING_CANS,
} from 'trinket-game/data';

const SAMPLE_PLAYERS = [
  { name: 'Professor Bumblewhisk', species: 'dog', headColor: '#e4a23c', style: '0101a3c2e507' },
  { name: 'Lady Picklesnout', species: 'pig', headColor: '#f49ac1', style: '0a02b4d1c608' },
  { name: 'Sergeant Wigglepaws', species: 'cat', headColor: '#7fb3ff', style: '0203c5e2d709' },
  { name: 'Dizzy Marbleflap', species: 'duck', headColor: '#fff176', style: '0b04d6f3e80a' },
  { name: 'Captain Noodlebeak', species: 'bird', headColor: '#a5d6a7', style: '0305e7a4f90b' },
  { name: 'Madame Fizzletoes', species: 'rabbit', headColor: '#ce93d8', style: '0c06f8b50a0c' },
  { name: 'Baron Wobblesprout', species: 'horse', headColor: '#bcaaa4', style: '040709c61b0d' },
  { name: 'Tiny Jellyknees', species: 'mouse', headColor: '#ffab91', style: '0d081ad72c0e' },
];

const SAMPLE_DISTRICTS = ['Kazoo Cove', 'Puddle Point', 'Giggle Gulch', 'Snicker Springs'];
const SAMPLE_PLACES = [
  { zone: 'Silly Street', neighborhood: 'Toontown Central' },
  { zone: 'Barnacle Boulevard', neighborhood: "Donald's Dock" },
  { zone: 'Elm Street', neighborhood: 'Daisy Gardens' },
  { zone: 'Toontown Central', neighborhood: 'Toontown Central' },
];

/**
 * The entry of a sample list for a toon's index, going round the list.
 * @template T
 * @param {readonly T[]} list
 * @param {number} index
 */
const sample = (list, index) => /** @type {T} */ (list[index % list.length]);

/**
 * A species' typical weight in ounces: the middle of its range.
 * @param {{ minWeightLb: number, maxWeightLb: number }} species
 */
function sampleWeight(species) {
  return Math.round(((species.minWeightLb + species.maxWeightLb) / 2) * 16);
}

/**
 * A different starting album for each sample toon: a run of the species list.
 * @param {number} index
 */
function startingFish(index) {
  const start = index * 7;
  return FISH_SPECIES.slice(start, start + 4 + index);
}

/**
 * Golf statistics that agree with each other as the game's do (shared-contracts
 * toon-consistency.ts: under par, multiplayer and wins within courses completed, eagles within
 * birdies within pars, holes in one within birdies).
 * @param {number} index
 */
function sampleGolf(index) {
  const n = index + 1;
  /** @type {Record<string, number>} */
  const values = {
    'Courses Completed': 6 + 2 * n,
    'Courses Under Par': 2 + n,
    'Hole In One Shots': 1,
    'Eagle Or Better Shots': 2,
    'Birdie Or Better Shots': 2 + n,
    'Par Or Better Shots': 4 + 2 * n,
    'Multiplayer Courses Completed': 4 + n,
    'Walk In The Par Wins': 1,
    'Hole Some Fun Wins': n,
    'The Hole Kit And Caboodle Wins': 1,
  };
  return new Map(GOLF_TROPHIES.map((track) => [track.stat, values[track.stat] ?? 0]));
}

// Each sample toon's shovel and watering can (indexes into the source's tables) and its skill on them.
const SAMPLE_GARDENS = [
  { shovel: 0, shovelSkill: 45, can: 0, canSkill: 30 },
  { shovel: 1, shovelSkill: 100, can: 1, canSkill: 120 },
  { shovel: 2, shovelSkill: 200, can: 2, canSkill: 250 },
  { shovel: 3, shovelSkill: 400, can: 3, canSkill: 600 },
];

/**
 * A tool as the game sends it: the Shticker Book's "Tin Shovel: 45 / 80".
 * @param {readonly { name: string, skillPts: number }[]} tools
 * @param {number} index
 * @param {number} skill
 */
function gardenTool(tools, index, skill) {
  const { name, skillPts } = sample(tools, index);
  return { id: index, name, curSkill: skill, maxSkill: skillPts };
}

/**
 * The toon's garden as the game sends it: its tools, and an album holding every flower of fewer
 * jellybeans than its shovel now takes (the ones it picked to earn its skill).
 * @param {number} index
 */
function sampleGarden(index) {
  const garden = sample(SAMPLE_GARDENS, index);
  const beans = shovelBeans(sample(SHOVELS, garden.shovel), garden.shovelSkill);
  /** @type {Record<string, { name: string, album: Record<string, string> }>} */
  const collection = {};
  for (const flower of FLOWER_VARIETIES) {
    if (flower.beans.length >= beans) continue;
    const species = collection[flower.speciesId] ?? { name: flower.species, album: {} };
    species.album[flower.variety] = flower.name;
    collection[flower.speciesId] = species;
  }
  return {
    shovel: gardenTool(SHOVELS, garden.shovel, garden.shovelSkill),
    wateringCan: gardenTool(WATERING_CANS, garden.can, garden.canSkill),
    collection,
  };
}

/**
 * The keys of `rewards.summons`. The doc calls them "Cog identifiers" and lists none, so the
 * simulator uses the original game's Cog codes: `suitHeadTypes` in toontown/suit/SuitDNA.py of the
 * open Toontown source (github.com/open-toontown/open-toontown), each department lowest Cog first,
 * the order of `suitCogs`.
 * @type {Readonly<Record<'bossbot' | 'lawbot' | 'cashbot' | 'sellbot', readonly string[]>>}
 */
const COG_CODES = {
  bossbot: ['f', 'p', 'ym', 'mm', 'ds', 'hh', 'cr', 'tbc'],
  lawbot: ['bf', 'b', 'dt', 'ac', 'bs', 'sd', 'le', 'bw'],
  cashbot: ['sc', 'pp', 'tw', 'bc', 'nc', 'mb', 'ls', 'rb'],
  sellbot: ['cc', 'tm', 'nd', 'gh', 'ms', 'tf', 'm', 'mh'],
};

/**
 * The summons a sample toon holds (made up, like its name), shaped as the doc's `summons`: by Cog
 * id, each with the Cog's name and which of the three summons the toon holds.
 * @param {number} index
 */
function sampleSummons(index) {
  /** @type {Record<string, { name: string, single: boolean, building: boolean, invasion: boolean }>} */
  const summons = {};
  const held = /** @type {const} */ ([
    { department: 'sellbot', single: true, building: index % 2 === 0, invasion: false },
    { department: 'bossbot', single: false, building: true, invasion: index % 3 === 0 },
  ]);
  for (const { department, ...kinds } of held) {
    const code = sample(COG_CODES[department], index);
    summons[code] = { name: sample(suitCogs(department), index).name, ...kinds };
  }
  return summons;
}

/**
 * The mutable state of one sample toon on one port.
 * @param {number} index
 * @param {string} [idTag] appended to the game toon id: one game's toons are not another's
 */
export function createSampleToon(index, idTag = '') {
  const player = sample(SAMPLE_PLAYERS, index);
  const caught = new Map(startingFish(index).map((species) => [species.key, sampleWeight(species)]));
  return {
    id: `TTID-SIM${index + 1}-${String(4821 + index * 97).padStart(4, '0')}${idTag ? `-${idTag}` : ''}`,
    ...player,
    laff: { current: 60 + index * 7, max: 80 + index * 9 },
    place: sample(SAMPLE_PLACES, index),
    district: sample(SAMPLE_DISTRICTS, index),
    caught,
    golf: sampleGolf(index),
    racing: new Map(RACING_TROPHIES.map((track, i) => [track.stat, (index + 2) * (i % 2)])),
    tokens: 15 + index * 4,
    cogsDefeated: 2,
    garden: sampleGarden(index),
    summons: sampleSummons(index),
  };
}

/** @typedef {ReturnType<typeof createSampleToon>} SampleToon */

/**
 * The toon defeats the Cogs its task still needs: the task is complete (ready to hand in).
 * @param {SampleToon} toon
 */
export function finishTask(toon) {
  toon.cogsDefeated = 6;
  return 'Defeat 6 Cogs';
}

/**
 * Catches the next species the toon does not have yet; returns it, or null when the album is full.
 * @param {SampleToon} toon
 */
export function catchNewFish(toon) {
  const species = FISH_SPECIES.find((candidate) => !toon.caught.has(candidate.key));
  if (!species) return null;
  toon.caught.set(species.key, sampleWeight(species));
  return species;
}

/**
 * One more golf course completed.
 * @param {SampleToon} toon
 */
export function playGolf(toon) {
  const stat = sample(GOLF_TROPHIES, 0).stat;
  toon.golf.set(stat, (toon.golf.get(stat) ?? 0) + 1);
  return stat;
}

/**
 * @param {SampleToon} toon
 */
function album(toon) {
  /** @type {Record<number, { name: string, album: Record<number, { name: string, weight: number | undefined }> }>} */
  const collection = {};
  for (const species of FISH_SPECIES) {
    if (!toon.caught.has(species.key)) continue;
    const genus = collection[species.genusId] ?? { name: species.genus, album: {} };
    collection[species.genusId] = genus;
    genus.album[species.speciesId] = { name: species.name, weight: toon.caught.get(species.key) };
  }
  return collection;
}

/** @param {Map<string, number>} map */
function stats(map) {
  return [...map].map(([name, num]) => ({ name, num }));
}

/**
 * The `data` of an `all` event for the toon: every section the game's local API documents, shaped
 * as it documents them, plus the two fields the socket protocol adds (`toon.id`,
 * `location.instanceId`; the simulator leaves them out where told).
 * @param {SampleToon} toon
 */
export function toonData(toon) {
  return {
    toon: {
      id: toon.id,
      name: toon.name,
      species: toon.species,
      headColor: toon.headColor,
      style: toon.style,
    },
    laff: toon.laff,
    location: { ...toon.place, district: toon.district, instanceId: 2000 },
    gags: {
      'Toon-Up': {
        gag: { level: 2, name: 'Megaphone' },
        organic: null,
        experience: { current: 150, next: 200 },
      },
      Trap: null,
      Lure: null,
      Sound: { gag: { level: 3, name: 'Whistle' }, organic: null, experience: { current: 420, next: 500 } },
      Throw: {
        gag: { level: 3, name: 'Fruit Pie Slice' },
        organic: { level: 3, name: 'Fruit Pie Slice' },
        experience: { current: 610, next: 800 },
      },
      Squirt: {
        gag: { level: 2, name: 'Glass of Water' },
        organic: null,
        experience: { current: 95, next: 100 },
      },
      Drop: null,
    },
    tasks: [
      {
        objective: {
          text: 'Defeat 6 Cogs',
          where: toon.place.neighborhood,
          progress: { text: `${toon.cogsDefeated} of 6`, current: toon.cogsDefeated, target: 6 },
        },
        from: {
          name: 'Sample Clerk',
          building: 'Toon Hall',
          zone: toon.place.zone,
          neighborhood: toon.place.neighborhood,
        },
        to: {
          name: 'Sample Clerk',
          building: 'Toon Hall',
          zone: toon.place.zone,
          neighborhood: toon.place.neighborhood,
        },
        reward: '+1 Laff',
        type: null,
        deletable: false,
      },
    ],
    invasion: null,
    // A Gold rod lands every species' typical weight (a Hardwood rod, 12 lb at most, would not).
    fish: { rod: { id: 4, name: 'Gold' }, collection: album(toon) },
    flowers: toon.garden,
    cogsuits: {
      s: {
        department: 'Sellbot',
        hasDisguise: true,
        suit: { id: 1, name: 'Cold Caller' },
        version: 1,
        level: 2,
        promotion: { current: 20, target: 30 },
      },
      m: { department: 'Cashbot', hasDisguise: false },
      l: { department: 'Lawbot', hasDisguise: false },
      c: { department: 'Bossbot', hasDisguise: false },
    },
    golf: stats(toon.golf),
    racing: stats(toon.racing),
    beans: { jar: { current: 120, max: 200 }, bank: { current: 3000, max: 12000 } },
    rewards: {
      sos: { 'Sample Shopkeeper': 1 },
      unites: { 'Gag-Up': { 'Gag-Up Throw': 2 } },
      summons: structuredClone(toon.summons),
      pinkslips: 3,
      remotes: { 'Damage Remote': { 1: 1 } },
    },
    cattlelog: { series: 1, issue: 2 },
    tokens: toon.tokens,
  };
}
