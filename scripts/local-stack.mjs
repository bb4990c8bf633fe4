// The whole built site on one machine, as `npm start` and the e2e suite run it: the Auth emulator,
// the offline game stand-in, the api on its database, and the site's server (site-server/) in front.
// Each part is started by its own package; this file only wires them together on the local ports.
import { apiBehindSiteServerEnv, newProxySecret, startApi as startApiProcess } from 'api/process';
import { startSiteServer } from 'site-server';
import { startAuthEmulator } from 'stand-ins/auth-emulator.mjs';
import { startGameStandinProcess } from 'stand-ins/game/process.mjs';
import { apiPort, authEmulatorPort, firebaseProjectId, gameStandinPort } from './parts.mjs';
import { localReleaseToken } from './release-token.mjs';

/** @typedef {import('api/process').RunningApi} RunningApi */
/** @typedef {import('site-server').RunningSiteServer} RunningSiteServer */
/**
 * @typedef {object} RunningSite
 * @property {string} emulatorUrl
 * @property {{ url: string, stop: () => Promise<void> }} gameStandin
 * @property {RunningApi} api
 * @property {() => Promise<RunningApi>} restartApi stops the api if it runs and starts it again
 *   (same settings and database)
 * @property {RunningSiteServer['parts']} servers the site server's parts, the shell first
 * @property {string} releaseToken the api's RELEASE_TOKEN (what `npm run release` sends)
 * @property {() => Promise<void>} stop
 */
/** @typedef {(text: string) => void} Log */

/**
 * The game stand-in on its local port (GAME_STANDIN_PORT or the parts manifest's).
 * @param {{ port?: number, log?: Log }} [options]
 */
export function startGameStandin({ port = gameStandinPort, log } = {}) {
  return startGameStandinProcess({ port, ...(log && { log }) });
}

/**
 * The api on its local port (API_PORT or the manifest's), signing in against the local Auth emulator.
 * @param {{ port?: number, env?: Record<string, string>, log?: Log }} [options]
 */
export function startApi({ port = apiPort, env = {}, log } = {}) {
  return startApiProcess({
    port,
    env: {
      FIREBASE_PROJECT_ID: firebaseProjectId,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulatorPort}`,
      ...env,
    },
    ...(log && { log }),
  });
}

/**
 * @param {{ apiEnv?: Record<string, string>, log?: Log }} [options]
 * @returns {Promise<RunningSite>}
 */
export async function startSite({ apiEnv = {}, log = () => {} } = {}) {
  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    const emulator = await startAuthEmulator({ port: authEmulatorPort, projectId: firebaseProjectId });
    stops.push(() => emulator.stop());
    const gameStandin = await startGameStandin({ log });
    stops.push(() => gameStandin.stop());
    // The site's server and the api share a secret made for this run (apiBehindSiteServerEnv).
    const proxySecret = newProxySecret();
    // Promote, roll back and canary with `npm run release`, which finds the same token.
    const releaseToken = apiEnv.RELEASE_TOKEN ?? localReleaseToken();
    const apiOptions = {
      env: {
        ...apiBehindSiteServerEnv(proxySecret),
        RELEASE_TOKEN: releaseToken,
        GAME_API_BASE_URL: gameStandin.url,
        RENDITION_BASE_URL: gameStandin.url,
        ...apiEnv,
      },
      log,
    };
    let api = await startApi(apiOptions);
    stops.push(() => api.stop());
    const siteServer = await startSiteServer({
      apiTarget: api.url,
      apiProxySecret: proxySecret,
      renditionUrl: apiOptions.env.RENDITION_BASE_URL,
    });
    stops.push(() => siteServer.close());
    return {
      emulatorUrl: `http://127.0.0.1:${authEmulatorPort}`,
      gameStandin,
      get api() {
        return api;
      },
      restartApi: async () => {
        await api.stop();
        api = await startApi(apiOptions);
        return api;
      },
      servers: siteServer.parts,
      releaseToken,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
