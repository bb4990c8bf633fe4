// Players for the arcade route tests: they play through the api as the page does.
import {
  COGSWEEPER_LEVELS,
  type CogsweeperBoardAnswer,
  CogsweeperBoardSchema,
  type CogsweeperLevel,
} from 'shared-contracts/domain';
import { COGSWEEPER_MIN_MS_PER_COG } from '../arcade/award-rules.js';
import type { DatabaseHandle } from '../db/database.js';
import type { ToonClient } from './toon-requests.js';

export async function newKeptBoard(api: ToonClient, token: string, board: CogsweeperLevel): Promise<number> {
  const response = await api.call('POST', '/api/arcade/sessions', {
    token,
    body: { game: 'cogsweeper', board },
  });
  if (response.status !== 201)
    throw new Error(`session refused: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { seed: number }).seed;
}

export async function move(
  api: ToonClient,
  token: string,
  seed: number,
  action: 'open' | 'mark',
  index: number,
): Promise<Response> {
  return api.call('POST', `/api/arcade/sessions/${seed}/moves`, { token, body: { action, index } });
}

/** Where the Cogs of a kept board lie, read from the database (what no player is ever sent). */
export async function cogsOfKeptBoard(
  database: Pick<DatabaseHandle, 'db'>,
  seed: number,
): Promise<Set<number>> {
  const row = await database.db
    .selectFrom('arcade_boards')
    .select('cells')
    .where('seed', '=', String(seed))
    .executeTakeFirstOrThrow();
  return new Set([...row.cells].flatMap((code, index) => (code !== code.toLowerCase() ? [index] : [])));
}

/**
 * Wins a kept board as a player who somehow knows its Cogs (the test reads them from the
 * database): opens cell 40, then every free cell still closed, `msPerMove` apart on the api's clock.
 */
export async function winKeptBoard(
  api: ToonClient,
  database: Pick<DatabaseHandle, 'db'>,
  token: string,
  level: CogsweeperLevel,
  msPerMove = 700,
): Promise<{ seed: number; answer: CogsweeperBoardAnswer; moves: number }> {
  const seed = await newKeptBoard(api, token, level);
  let answer = CogsweeperBoardSchema.parse(await (await move(api, token, seed, 'open', 40)).json());
  const cogs = await cogsOfKeptBoard(database, seed);
  let moves = 1;
  // However few moves the board needs after the first, a person takes at least this long on it.
  api.advance(COGSWEEPER_LEVELS[level].cogs * COGSWEEPER_MIN_MS_PER_COG);
  for (let index = 0; index < answer.view.length && answer.status === 'playing'; index += 1) {
    if (cogs.has(index) || answer.view[index] !== '#') continue;
    api.advance(msPerMove);
    const response = await move(api, token, seed, 'open', index);
    if (response.status !== 200) throw new Error(`move refused: ${response.status} ${await response.text()}`);
    answer = CogsweeperBoardSchema.parse(await response.json());
    moves += 1;
  }
  api.advance(400);
  return { seed, answer, moves };
}
