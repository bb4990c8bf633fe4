// Deterministic, realistic-looking toons for the benchmark: a mix of fresh and seasoned toons,
// one user in ten anonymous (their toons private), every document valid for ToonDocumentSchema.
import { sql } from 'kysely';
import { emptyRewards } from 'shared-contracts/domain';
import { FISH_SPECIES, GOLF_TROPHIES, RACING_TROPHIES } from 'trinket-game/data';
import { toonTotals } from 'trinket-game/rules';
import { insertToons } from '../dist/toons/toon-repository.js';

export const TOONS_PER_USER = 5;
const BATCH = 1_000;
const RODS = ['Twig', 'Bamboo', 'Hardwood', 'Steel', 'Gold'];
const SOS = ['Flippy', 'Clerk Clara', 'Professor Pete', 'Sticky Lou', 'Barbara Seville'];

export const benchUserUid = (userIndex) => `bench-u${userIndex}`;
export const benchToonId = (toonIndex) => `bench-t${toonIndex}`;
export const ownerOfToon = (toonIndex) => benchUserUid(Math.floor(toonIndex / TOONS_PER_USER));
const isAnonymousUser = (userIndex) => userIndex % 10 === 9;

/** mulberry32: a small seeded PRNG, so every run seeds the same toons. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function stats(random, tracks) {
  const map = {};
  for (const track of tracks) {
    const top = track.thresholds.at(-1) ?? 1;
    const value = Math.floor(random() ** 3 * top * 1.2);
    if (value > 0) map[track.stat] = value;
  }
  return map;
}

function toonDocument(random, toonIndex, now) {
  const userIndex = Math.floor(toonIndex / TOONS_PER_USER);
  const speciesCount = Math.floor((FISH_SPECIES.length + 1) * random() ** 2);
  const start = Math.floor(random() * FISH_SPECIES.length);
  const fish = {};
  for (let offset = 0; offset < speciesCount; offset += 1) {
    const species = FISH_SPECIES[(start + offset) % FISH_SPECIES.length];
    const pounds = species.minWeightLb + random() * (species.maxWeightLb - species.minWeightLb);
    fish[species.key] = { weight: Math.round(pounds * 16) };
  }
  const rewards = emptyRewards();
  for (const name of SOS) if (random() < 0.3) rewards.sos[name] = 1 + Math.floor(random() * 5);
  if (random() < 0.3) rewards.unites['Gag-Up Squirt'] = 1 + Math.floor(random() * 3);
  rewards.pinkSlips = Math.floor(random() * 10);
  const createdAt = new Date(now - Math.floor(random() * 365 * 24 * 3600 * 1000)).toISOString();
  const verified = random() < 0.2;
  return {
    user: benchUserUid(userIndex),
    name: `Bench Toon ${toonIndex}`,
    rod: RODS[Math.floor(random() * RODS.length)],
    fish,
    fish2: {},
    golf: stats(random, GOLF_TROPHIES),
    racing: stats(random, RACING_TROPHIES),
    buckets: { Estate: Math.floor(random() * 50) },
    rewards,
    rendition: null,
    toonId: verified ? `TTID-BENCH-${toonIndex}` : null,
    verifiedAt: verified ? createdAt : null,
    verified: {},
    verified2: {},
    ...toonTotals(fish, rewards),
    createdAt,
    lastEditedAt: createdAt,
    isPublic: !isAnonymousUser(userIndex),
  };
}

/** Removes earlier bench rows (a PostgreSQL server keeps them if a run was cut short). */
export async function removeBenchRows(db) {
  await db.deleteFrom('users').where('uid', 'like', 'bench-u%').execute();
}

export async function seedToons(db, count) {
  const random = prng(20_251_123);
  const now = Date.now();
  const userCount = Math.ceil(count / TOONS_PER_USER);
  for (let first = 0; first < userCount; first += BATCH * 5) {
    const users = [];
    for (let index = first; index < Math.min(userCount, first + BATCH * 5); index += 1) {
      users.push({
        uid: benchUserUid(index),
        email: isAnonymousUser(index) ? null : `${benchUserUid(index)}@example.test`,
        is_anonymous: isAnonymousUser(index),
      });
    }
    await db.insertInto('users').values(users).execute();
  }
  for (let first = 0; first < count; first += BATCH) {
    const toons = [];
    for (let index = first; index < Math.min(count, first + BATCH); index += 1) {
      toons.push({ id: benchToonId(index), document: toonDocument(random, index, now) });
    }
    await insertToons(db, toons);
  }
  // What autovacuum does after a bulk load on a server: planner statistics and the visibility map
  // (which lets Top Toons read page ids from its index alone).
  await sql`vacuum analyze toons`.execute(db);
}
