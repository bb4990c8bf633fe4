#!/usr/bin/env node
// npm run toonlink:sim -- [--toons 2] [--deny] [--drop-early] [--no-ids] [--doc-only] [--malformed] [--tick 20] [--close-after 60] [--first-port 1547]
import { parseArgs } from 'node:util';
import { DOC_WINDOWS } from './local-api.mjs';
import { FIRST_PORT, MAX_DOC_TOONS, MAX_TOONS, startToonLinkSimulator } from './simulator.mjs';

const LAST_DOC_PORT = FIRST_PORT + DOC_WINDOWS - 1;

const usage = `Usage: npm run toonlink:sim -- [options]

A stand-in for the game's local API: one sample toon (game window) per port from ${FIRST_PORT}, on ::1
and 127.0.0.1, answering only when asked. Each port takes the socket protocol a browser site uses
(ws://localhost:<port>) and, on ${FIRST_PORT}-${LAST_DOC_PORT}, the HTTP API of the game's official doc
(github.com/ToontownRewritten/api-doc, local.md): GET /all.json, /info.json and one path per section
(/toon.json, /fish.json, /rewards.json, /summons.json ...). Every request needs Host
localhost:<port>; an HTTP request also needs a User-Agent (400 without), an Authorization value
(400 without) and the player's consent to that value (the request waits for the prompt; 403 if
denied). Windows 7 and 8 (ports ${LAST_DOC_PORT + 1}-${FIRST_PORT + MAX_TOONS - 1}, past the doc's range, which sites scan up to)
speak only the socket and answer HTTP with 404.
  --toons <n>         how many toons (game windows), 1-${MAX_TOONS}, 1-${MAX_DOC_TOONS} with --doc-only (default 2)
  --deny              the player denies the consent prompt
  --drop-early        drop socket requests made before the player allowed the link (the game may)
  --no-ids            the sockets send toons without toon.id
  --doc-only          a game shaped only by the official doc: the sockets send neither toon.id nor
                      location.instanceId (the HTTP API never sends them)
  --malformed         also answer with a malformed frame after every tick
  --tick <seconds>    how often each toon changes (a new fish, a golf course), seen at the
                      page's next request; 0 for never (default 20)
  --close-after <s>   the last toon logs off (its socket closes) after this many seconds
  --first-port <n>    the first window's port (default ${FIRST_PORT}; the site looks on ${FIRST_PORT}-${FIRST_PORT + MAX_TOONS - 1} only)
  --help              this text`;

let values;
try {
  ({ values } = parseArgs({
    options: {
      toons: { type: 'string', default: '2' },
      deny: { type: 'boolean', default: false },
      'drop-early': { type: 'boolean', default: false },
      'no-ids': { type: 'boolean', default: false },
      'doc-only': { type: 'boolean', default: false },
      malformed: { type: 'boolean', default: false },
      tick: { type: 'string', default: '20' },
      'close-after': { type: 'string' },
      'first-port': { type: 'string', default: String(FIRST_PORT) },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${/** @type {Error} */ (error).message}\n\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const toons = Number(values.toons);
const tick = Number(values.tick);
const closeAfter = values['close-after'] === undefined ? null : Number(values['close-after']);
const firstPort = Number(values['first-port']);
const docOnly = values['doc-only'];
if (
  !Number.isInteger(toons) ||
  toons < 1 ||
  toons > MAX_TOONS ||
  !(tick >= 0) ||
  (closeAfter !== null && !(closeAfter >= 0)) ||
  !Number.isInteger(firstPort) ||
  firstPort < 1 ||
  firstPort + toons - 1 > 65_535
) {
  console.error(`Check the numbers given.\n\n${usage}`);
  process.exit(2);
}
if (docOnly && toons > MAX_DOC_TOONS) {
  console.error(
    `A doc-only game has at most ${MAX_DOC_TOONS} windows (ports 1547-1552): give --toons 1-${MAX_DOC_TOONS}.`,
  );
  process.exit(2);
}

const simulator = await startToonLinkSimulator({
  toons,
  firstPort,
  consent: values.deny ? 'deny' : 'accept',
  dropBeforeConsent: values['drop-early'],
  withIds: !values['no-ids'],
  // A developer's linked toons keep their game toon ids from one start to the next.
  idTag: '',
  docOnly,
  tickMs: tick * 1000,
  malformed: values.malformed,
  log: (line) => console.log(`[toonlink-sim] ${line}`),
});
const lastPort = firstPort + toons - 1;
const lastDocPort = firstPort + DOC_WINDOWS - 1;
const shape = docOnly
  ? 'doc-only data (no toon.id, no location.instanceId)'
  : values['no-ids']
    ? 'data without toon.id'
    : 'data with toon.id and location.instanceId';
console.log(
  [
    `[toonlink-sim] ${toons} toon(s). Sockets on ws://localhost:${firstPort}-${lastPort}, ${shape}.`,
    `[toonlink-sim] The doc's HTTP API on http://localhost:${firstPort}-${Math.min(lastPort, lastDocPort)}: /all.json, /info.json, /<section>.json (needs Host, User-Agent, Authorization).`,
    ...(lastPort > lastDocPort
      ? [`[toonlink-sim] Ports ${lastDocPort + 1}-${lastPort} are past the doc's range: socket only.`]
      : []),
    `[toonlink-sim] Consent ${values.deny ? 'denied' : 'allowed'}. Ctrl-C stops.`,
  ].join('\n'),
);
if (closeAfter !== null) {
  const last = /** @type {import('./simulator.mjs').SimulatedToon} */ (simulator.toons.at(-1));
  setTimeout(() => void simulator.closeToon(last.port), closeAfter * 1000);
}

const shutdown = () => {
  void simulator.stop().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
