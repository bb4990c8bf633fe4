// The parts of the composed site, where they live and where they listen, for every script: read from
// the one parts manifest (shared-contracts/parts.json; environment variables may move the api and
// the game stand-in).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteParts } from '../build-preset/site-parts.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const frontParts = siteParts.parts;

export const apiPort = Number(process.env.API_PORT ?? siteParts.api.port);
export const authEmulatorPort = siteParts.authEmulator.port;
/** The offline stand-in for the game's public APIs and rendering service (stand-ins/game). */
export const gameStandinPort = Number(process.env.GAME_STANDIN_PORT ?? siteParts.gameStandin.port);
export const firebaseProjectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-trinket';
