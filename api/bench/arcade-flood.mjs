// `npm run bench:arcade-flood`: the arcade replay flood of issue 31 (item 6), against the real api
// (built as api/dist/main.js builds it, in a process of its own: arcade-flood-server.mjs, on an
// in-memory PGlite, on loopback) and real accounts of the Firebase Auth emulator (started here on
// a free port):
//   1. 40 attacker accounts sign up and each takes BENCH_SEEDS_EACH (2) toons-up seeds and plays
//      each as long as it can (flood-player.mjs); the seeds' issue time is then moved back
//      BENCH_AGE_SECONDS (25 minutes: as if held that long), so a replay may run the whole game;
//   2. for BENCH_SECONDS (30) every attacker sends 2 claims a second, whatever the answers: its
//      real input log for one of its seeds with a score one point off (a wrong score costs a full
//      replay on an api that does not spend the seed), moving on from a seed once told it is used,
//      expired or refused, and asking for a new one when it has none left;
//   3. meanwhile GET /api/health every 100 ms and a real toon update (PUT /api/toons/:id, a changed
//      field, by 4 other accounts in turn, 2 a second) are timed.
// Prints p50/p95/max of both and exits 1 when /api/health's p95 is not under 50 ms or the toon
// update's not under 100 ms. BENCH_API_DIR runs another checkout's built api (e.g. an older one,
// for a "before" figure); it needs its own game package (game/) built beside it. BENCH_CPU_PROFILE=<dir>
// writes the api's CPU profile there.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startAuthEmulator } from '../../stand-ins/auth-emulator.mjs';
import { freePort } from '../../stand-ins/free-port.mjs';
import { loadFloodPlayer } from './flood-player.mjs';
import { percentile } from './measure.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(process.env.BENCH_API_DIR ?? path.join(here, '..'));
const ATTACKERS = 40;
const CLAIMS_PER_SECOND = 2;
const SEEDS_EACH = Number(process.env.BENCH_SEEDS_EACH ?? 2);
const VICTIMS = 4;
/** How long the attacker held its seeds before the flood: long enough for the longest game. */
const AGE_SECONDS = Number(process.env.BENCH_AGE_SECONDS ?? 25 * 60);
const FLOOD_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const HEALTH_P95_TARGET_MS = 50;
const UPDATE_P95_TARGET_MS = 100;
const PROJECT_ID = 'demo-trinket';

const gameRulesFile = path.join(apiDir, '../game/dist/rules/index.js');
const playLong = await loadFloodPlayer(gameRulesFile);
const { playToonsUpScripted } = await import(pathToFileURL(gameRulesFile).href);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startApi(emulatorHost) {
  // The embedded database in memory, whatever this shell points at; rate limits as shipped.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = fork(path.join(here, 'arcade-flood-server.mjs'), {
    env: {
      ...inherited,
      BENCH_API_DIR: apiDir,
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      // Nothing leaves the machine: the game's APIs are not asked anything that answers.
      GAME_API_BASE_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'error',
    },
    stdio: 'inherit',
    execArgv: process.env.BENCH_CPU_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
      : [],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message?.type !== type) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      exited.then((code) => reject(new Error(`the api exited (${code})`)));
    });
  const { port } = await next('ready');
  return {
    base: `http://127.0.0.1:${port}`,
    age: async (seconds) => {
      const aged = next('aged');
      child.send({ type: 'age', seconds });
      await aged;
    },
    stop: async () => {
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

async function call(base, method, pathname, token, body) {
  const started = performance.now();
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

async function signUpAccount(emulatorHost, base, label) {
  const email = `${label}-${Date.now()}@example.com`;
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Trinket-Pass-1', returnSecureToken: true }),
    },
  );
  const account = await response.json();
  if (!account.idToken) throw new Error(`the emulator refused a sign-up: ${JSON.stringify(account)}`);
  const created = await call(base, 'PUT', `/api/users/${account.localId}`, account.idToken, {
    email,
    isAnonymous: false,
  });
  if (created.status !== 201) throw new Error(`PUT /api/users answered ${created.status}: ${created.text}`);
  return { uid: account.localId, token: account.idToken };
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

const emulator = await startAuthEmulator({ port: await freePort(), projectId: PROJECT_ID });
let api;
// Stopped early (Ctrl-C, a timeout): the emulator and the api stop with the bench.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await api?.stop();
    await emulator.stop();
    process.exit(1);
  });
}
try {
  api = await startApi(emulator.host);
  const { base } = api;
  console.log(`api ${base} (${apiDir}), Auth emulator ${emulator.host}`);

  console.log(`Signing up ${ATTACKERS} attackers and ${VICTIMS} players…`);
  const attackers = [];
  for (let i = 0; i < ATTACKERS; i += 1)
    attackers.push(await signUpAccount(emulator.host, base, `flood-${i}`));
  const victims = [];
  for (let i = 0; i < VICTIMS; i += 1) {
    const victim = await signUpAccount(emulator.host, base, `player-${i}`);
    const toon = await call(base, 'POST', '/api/toons', victim.token, { name: `Bench Toon ${i}` });
    if (toon.status !== 201) throw new Error(`POST /api/toons answered ${toon.status}: ${toon.text}`);
    victims.push({ ...victim, toonId: JSON.parse(toon.text).id });
  }

  /** A claim with the attacker's real log for `seed` (as long a game as it can play), one point off its score. */
  const wrongClaim = (seed, play = playLong) => {
    const played = play(seed, 72_000);
    return JSON.stringify({ game: 'toons-up', seed, score: played.score + 1, inputs: played.inputs });
  };
  const newSeed = async (attacker) => {
    const answer = await call(base, 'POST', '/api/arcade/sessions', attacker.token, { game: 'toons-up' });
    return answer.status === 201 ? JSON.parse(answer.text).seed : null;
  };
  for (const attacker of attackers) {
    attacker.claims = [];
    for (let i = 0; i < SEEDS_EACH; i += 1) {
      const seed = await newSeed(attacker);
      if (seed !== null) attacker.claims.push(wrongClaim(seed));
    }
    attacker.next = 0;
  }
  console.log(
    `${attackers.reduce((sum, a) => sum + a.claims.length, 0)} seeds taken and played; their issue time moved back ${AGE_SECONDS} s`,
  );
  await api.age(AGE_SECONDS);

  const statuses = new Map();
  const health = [];
  const updates = [];
  const failures = [];
  const endAt = performance.now() + FLOOD_SECONDS * 1000;
  const inFlight = new Set();
  const track = (promise) => {
    inFlight.add(promise);
    promise.finally(() => inFlight.delete(promise));
  };

  const attack = (attacker) => {
    if (attacker.claims.length === 0) {
      // Out of seeds: this tick asks for a new one instead (it is young, but it is all there is).
      track(
        newSeed(attacker).then((seed) => {
          // A young seed buys only a short replay: the quick scripted player's log will do (the long
          // player would stall this process, and with it the timings).
          if (seed !== null) attacker.claims.push(wrongClaim(seed, playToonsUpScripted));
        }),
      );
      return;
    }
    const index = attacker.next % attacker.claims.length;
    attacker.next += 1;
    const body = attacker.claims[index];
    track(
      call(base, 'POST', '/api/arcade/awards', attacker.token, body).then((answer) => {
        // A seed the api will not look at again is dropped; anything else is sent again.
        const code = answer.status >= 400 ? (JSON.parse(answer.text).error?.code ?? '') : '';
        const kind = `${answer.status}${code ? ` ${code}` : ''}`;
        statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
        if (
          ['seed_used', 'seed_expired', 'score_mismatch', 'implausible_result', 'invalid_log'].includes(code)
        ) {
          const at = attacker.claims.indexOf(body);
          if (at >= 0 && code !== 'score_mismatch') attacker.claims.splice(at, 1);
        }
      }),
    );
  };
  const timers = attackers.map((attacker, i) =>
    setTimeout(
      () => {
        attack(attacker);
        attacker.timer = setInterval(() => attack(attacker), 1000 / CLAIMS_PER_SECOND);
      },
      (i * 1000) / CLAIMS_PER_SECOND / ATTACKERS,
    ),
  );

  console.log(
    `Flooding for ${FLOOD_SECONDS} s: ${ATTACKERS} accounts × ${CLAIMS_PER_SECOND} claims a second…`,
  );
  let update = 0;
  const probes = (async () => {
    let nextHealth = performance.now();
    let nextUpdate = performance.now();
    while (performance.now() < endAt) {
      const now = performance.now();
      if (now >= nextHealth) {
        nextHealth += 100;
        track(
          call(base, 'GET', '/api/health').then((answer) => {
            if (answer.status === 200) health.push(answer.ms);
            else failures.push(`health ${answer.status}`);
          }),
        );
      }
      if (now >= nextUpdate) {
        nextUpdate += 500;
        const victim = victims[update % victims.length];
        update += 1;
        track(
          call(base, 'PUT', `/api/toons/${victim.toonId}`, victim.token, {
            buckets: { Estate: update, 'Toontown Central': update % 7 },
          }).then((answer) => {
            if (answer.status === 200) updates.push(answer.ms);
            else failures.push(`toon update ${answer.status}: ${answer.text.slice(0, 120)}`);
          }),
        );
      }
      await sleep(Math.max(1, Math.min(nextHealth, nextUpdate) - performance.now()));
    }
  })();
  await probes;
  for (const timer of timers) clearTimeout(timer);
  for (const attacker of attackers) clearInterval(attacker.timer);
  await Promise.allSettled([...inFlight]);

  const healthSummary = summary(health);
  const updateSummary = summary(updates);
  const answered = [...statuses.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, n]) => `${kind} ×${n}`);
  console.log(`\nClaims answered: ${answered.join(', ')}`);
  const line = (label, s, target) =>
    `${label.padEnd(22)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  max ${ms(s.max)}  (${s.count} requests)  ${
      s.p95 < target ? 'meets' : 'MISSES'
    } p95 < ${target} ms`;
  console.log(line('GET /api/health', healthSummary, HEALTH_P95_TARGET_MS));
  console.log(line('PUT /api/toons/:id', updateSummary, UPDATE_P95_TARGET_MS));
  if (failures.length)
    console.log(`Failed probes: ${failures.slice(0, 5).join('; ')} (${failures.length} in all)`);
  const met =
    healthSummary.p95 < HEALTH_P95_TARGET_MS &&
    updateSummary.p95 < UPDATE_P95_TARGET_MS &&
    failures.length === 0;
  process.exitCode = met ? 0 : 1;
} finally {
  await api?.stop();
  await emulator.stop();
}
