#!/usr/bin/env node
// npm run toonlink:sim -- [--toons 2] [--deny] [--drop-early] [--no-ids] [--malformed] [--tick 20] [--close-after 60]
import { parseArgs } from 'node:util';
import { FIRST_PORT, MAX_TOONS, startToonLinkSimulator } from './simulator.mjs';

const usage = `Usage: npm run toonlink:sim -- [options]

A stand-in for the game's ToonLink sockets: one sample toon per port from ${FIRST_PORT}, on ::1 and
127.0.0.1, answering only when asked (Host must be localhost:<port>).
  --toons <n>         how many toons (game windows), 1-${MAX_TOONS} (default 2)
  --deny              the player denies the consent prompt
  --drop-early        drop requests made before the player allowed the link (the game may)
  --no-ids            send toons without toon.id, as the game's official doc shapes them
  --malformed         also answer with a malformed frame after every tick
  --tick <seconds>    how often each toon changes (a new fish, a golf course), seen at the
                      page's next request; 0 for never (default 20)
  --close-after <s>   the last toon logs off (its socket closes) after this many seconds
  --help              this text`;

let values;
try {
  ({ values } = parseArgs({
    options: {
      toons: { type: 'string', default: '2' },
      deny: { type: 'boolean', default: false },
      'drop-early': { type: 'boolean', default: false },
      'no-ids': { type: 'boolean', default: false },
      malformed: { type: 'boolean', default: false },
      tick: { type: 'string', default: '20' },
      'close-after': { type: 'string' },
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
if (
  !Number.isInteger(toons) ||
  toons < 1 ||
  toons > MAX_TOONS ||
  !(tick >= 0) ||
  (closeAfter !== null && !(closeAfter >= 0))
) {
  console.error(`Check the numbers given.\n\n${usage}`);
  process.exit(2);
}

const simulator = await startToonLinkSimulator({
  toons,
  consent: values.deny ? 'deny' : 'accept',
  dropBeforeConsent: values['drop-early'],
  withIds: !values['no-ids'],
  tickMs: tick * 1000,
  malformed: values.malformed,
  log: (line) => console.log(`[toonlink-sim] ${line}`),
});
console.log(
  `[toonlink-sim] ${toons} toon(s) on ws://localhost:${FIRST_PORT}-${FIRST_PORT + toons - 1}; consent ${values.deny ? 'denied' : 'allowed'}. Ctrl-C stops.`,
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
