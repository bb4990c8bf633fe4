// The parts of the composed site, where they live and where they listen: one list for every script.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const frontParts = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'auth', dir: 'mfe-auth', port: 3001 },
  { name: 'toons', dir: 'mfe-toons', port: 3002 },
  { name: 'makeship', dir: 'mfe-makeship', port: 3003 },
  { name: 'arcade', dir: 'mfe-arcade', port: 3004 },
  { name: 'tools', dir: 'mfe-tools', port: 3005 },
];

export const apiPort = Number(process.env.API_PORT ?? 3100);
export const authEmulatorPort = 9099;
/** The offline stand-in for the game's public APIs and rendering service (scripts/game-standin). */
export const gameStandinPort = Number(process.env.GAME_STANDIN_PORT ?? 3200);
export const firebaseProjectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-trinket';
