// Sample toons for the ToonLink simulator: made-up players (their names, looks and progress are
// sample data), with fish species and trophy statistics taken from the site's own game-data
// tables so what the simulator sends is what the real game could send.
import { FISH_SPECIES, GOLF_TROPHIES, RACING_TROPHIES } from 'shared-contracts/game-data';

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

/** A species' typical weight in ounces: the middle of its range. */
function sampleWeight(species) {
  return Math.round(((species.minWeightLb + species.maxWeightLb) / 2) * 16);
}

/** A different starting album for each sample toon: a run of the species list. */
function startingFish(index) {
  const start = index * 7;
  return FISH_SPECIES.slice(start, start + 4 + index);
}

/** The mutable state of one sample toon on one port. */
export function createSampleToon(index) {
  const player = SAMPLE_PLAYERS[index % SAMPLE_PLAYERS.length];
  const caught = new Map(startingFish(index).map((species) => [species.key, sampleWeight(species)]));
  return {
    id: `TTID-SIM${index + 1}-${String(4821 + index * 97).padStart(4, '0')}`,
    ...player,
    laff: { current: 60 + index * 7, max: 80 + index * 9 },
    place: SAMPLE_PLACES[index % SAMPLE_PLACES.length],
    district: SAMPLE_DISTRICTS[index % SAMPLE_DISTRICTS.length],
    caught,
    golf: new Map(GOLF_TROPHIES.map((track, i) => [track.stat, (index + 1) * (i % 3) + 2])),
    racing: new Map(RACING_TROPHIES.map((track, i) => [track.stat, (index + 2) * (i % 2)])),
    tokens: 15 + index * 4,
    cogsDefeated: 2,
  };
}

/** The toon defeats the Cogs its task still needs: the task is complete (ready to hand in). */
export function finishTask(toon) {
  toon.cogsDefeated = 6;
  return 'Defeat 6 Cogs';
}

/** Catches the next species the toon does not have yet; returns it, or null when the album is full. */
export function catchNewFish(toon) {
  const species = FISH_SPECIES.find((candidate) => !toon.caught.has(candidate.key));
  if (!species) return null;
  toon.caught.set(species.key, sampleWeight(species));
  return species;
}

/** One more golf course completed. */
export function playGolf(toon) {
  const stat = GOLF_TROPHIES[0].stat;
  toon.golf.set(stat, (toon.golf.get(stat) ?? 0) + 1);
  return stat;
}

function album(toon) {
  const collection = {};
  for (const species of FISH_SPECIES) {
    if (!toon.caught.has(species.key)) continue;
    collection[species.genusId] ??= { name: species.genus, album: {} };
    const genus = collection[species.genusId];
    genus.album[species.speciesId] = { name: species.name, weight: toon.caught.get(species.key) };
  }
  return collection;
}

function stats(map) {
  return [...map].map(([name, num]) => ({ name, num }));
}

/** The `data` of an `all` event for the toon, shaped as the game's local API documents it. */
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
    fish: { rod: { id: 2, name: 'Hardwood' }, collection: album(toon) },
    flowers: { shovel: null, wateringCan: null, collection: {} },
    cogsuits: {
      s: {
        department: 'Sellbot',
        hasDisguise: true,
        suit: { id: 1, name: 'Cold Caller' },
        version: 1,
        level: 2,
        promotion: { current: 40, target: 240 },
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
      summons: null,
      pinkslips: 3,
      remotes: { 'Damage Remote': { 1: 1 } },
    },
    cattlelog: { series: 1, issue: 2 },
    tokens: toon.tokens,
  };
}
