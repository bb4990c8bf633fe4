// Runs the game stand-in alone: `node stand-ins/game/main.mjs` (port GAME_STANDIN_PORT, 3200).
// Signals, for tests that need the game "down" without losing the process: SIGUSR2 closes the
// port (connections are refused), SIGHUP opens it again. SIGINT/SIGTERM stop it.
import { startGameStandin } from './server.mjs';

const port = Number(process.env.GAME_STANDIN_PORT ?? 3200);
const standin = await startGameStandin({ port });
console.log(`game stand-in listening on ${standin.url}`);

// With its port closed nothing else keeps the process alive: this timer does, until it reopens.
/** @type {ReturnType<typeof setInterval> | null} */
let keepAlive = null;
process.on('SIGUSR2', () => {
  keepAlive ??= setInterval(() => {}, 60_000);
  standin.goOffline().then(() => console.log('game stand-in offline (SIGUSR2)'));
});
process.on('SIGHUP', () => {
  standin.goOnline().then(
    () => {
      clearInterval(keepAlive ?? undefined);
      keepAlive = null;
      console.log('game stand-in back online (SIGHUP)');
    },
    (error) => console.error('game stand-in could not reopen its port', error),
  );
});
const stop = () => standin.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
