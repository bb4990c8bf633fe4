// Cogsweeper boards the api keeps (migration 0012): made with their session, played one move at a
// time under the row's lock (two moves at once cannot both act on the same board), and read by the
// claim that pays for a win. The Cogs are drawn from board_seed, which never leaves the api.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CogsweeperBoardAnswer, CogsweeperLevel, CogsweeperMove } from 'shared-contracts/domain';
import { CogsweeperLevelSchema } from 'shared-contracts/domain';
import { activate, boardView, createBoard, isFinished, toggleMark } from 'trinket-game/rules';
import type { Database } from '../db/schema.js';
import { decodeBoard, encodeCells, isBoardStatus, type StoredBoard, sizeOfLevel } from './kept-board.js';
import { type SessionProblem, sessionProblem } from './session-repository.js';

/** Adds the board of a new cogsweeper session (inside the transaction that issues it). */
export async function createKeptBoard(
  db: Kysely<Database>,
  seed: number,
  level: CogsweeperLevel,
): Promise<void> {
  await db
    .insertInto('arcade_boards')
    .values({
      seed,
      level,
      board_seed: randomInt(0, 2 ** 32),
      status: 'ready',
      cells: encodeCells(createBoard(sizeOfLevel(level))),
    })
    .execute();
}

interface BoardRow {
  level: string;
  board_seed: string;
  status: string;
  cells: string;
  exploded_index: number | null;
  started_at: Date | null;
  ended_at: Date | null;
}

export interface KeptBoard extends StoredBoard {
  boardSeed: number;
  startedAt: Date | null;
  endedAt: Date | null;
}

function keptBoardOf(row: BoardRow): KeptBoard {
  const level = CogsweeperLevelSchema.parse(row.level);
  if (!isBoardStatus(row.status)) throw new Error(`A stored board has the status ${row.status}`);
  return {
    level,
    status: row.status,
    cells: row.cells,
    explodedIndex: row.exploded_index,
    boardSeed: Number(row.board_seed),
    startedAt: row.started_at === null ? null : new Date(row.started_at),
    endedAt: row.ended_at === null ? null : new Date(row.ended_at),
  };
}

/** The api's clock on a board: from its first reveal to its end (or to `now` while in play). */
export function boardElapsedMs(board: Pick<KeptBoard, 'startedAt' | 'endedAt'>, now: Date): number {
  if (!board.startedAt) return 0;
  return Math.max(0, (board.endedAt ?? now).getTime() - board.startedAt.getTime());
}

export function boardAnswer(board: KeptBoard, now: Date): CogsweeperBoardAnswer {
  const drawn = decodeBoard(board);
  return {
    board: board.level,
    status: board.status,
    view: boardView(drawn),
    explodedIndex: board.explodedIndex,
    elapsedMs: boardElapsedMs(board, now),
  };
}

export async function readKeptBoard(db: Kysely<Database>, seed: number): Promise<KeptBoard | null> {
  const row = await db
    .selectFrom('arcade_boards')
    .select(['level', 'board_seed', 'status', 'cells', 'exploded_index', 'started_at', 'ended_at'])
    .where('seed', '=', String(seed))
    .executeTakeFirst();
  return row ? keptBoardOf(row) : null;
}

export type MoveOutcome =
  | { kind: 'refused'; problem: SessionProblem }
  | { kind: 'played'; answer: CogsweeperBoardAnswer };

/** Plays `move` on the board of session `seed` for `uid`, by the shared rules, and keeps the result. */
export async function playMove(
  db: Kysely<Database>,
  request: { uid: string; seed: number; move: CogsweeperMove; now: Date },
): Promise<MoveOutcome> {
  const { uid, seed, move, now } = request;
  return db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('arcade_sessions')
      .select(['user_uid', 'game', 'issued_at', 'expires_at', 'used_at'])
      .where('seed', '=', String(seed))
      .executeTakeFirst();
    const problem = sessionProblem(
      session
        ? {
            userUid: session.user_uid,
            game: session.game,
            issuedAt: new Date(session.issued_at),
            expiresAt: new Date(session.expires_at),
            usedAt: session.used_at === null ? null : new Date(session.used_at),
          }
        : null,
      { uid, game: 'cogsweeper', now },
    );
    if (problem) return { kind: 'refused', problem } as const;
    const row = await trx
      .selectFrom('arcade_boards')
      .select(['level', 'board_seed', 'status', 'cells', 'exploded_index', 'started_at', 'ended_at'])
      .where('seed', '=', String(seed))
      .forUpdate()
      .executeTakeFirst();
    if (!row) {
      const missing = { status: 404 as const, code: 'unknown_board', message: 'This game has no board.' };
      return { kind: 'refused', problem: missing } as const;
    }
    const kept = keptBoardOf(row);
    const before = decodeBoard(kept);
    if (isFinished(before)) {
      const over = { status: 409 as const, code: 'game_over', message: 'This board’s game is over.' };
      return { kind: 'refused', problem: over } as const;
    }
    if (move.index >= before.cells.length) {
      const off = {
        status: 400 as const,
        code: 'off_board',
        message: `Cell ${move.index} is off the ${before.width}×${before.height} board.`,
      };
      return { kind: 'refused', problem: off } as const;
    }
    const after =
      move.action === 'open' ? activate(before, move.index, kept.boardSeed) : toggleMark(before, move.index);
    const startedAt = kept.startedAt ?? (after.status !== 'ready' ? now : null);
    const endedAt = isFinished(after) ? now : null;
    const next: KeptBoard = {
      ...kept,
      status: after.status,
      cells: encodeCells(after),
      explodedIndex: after.explodedIndex,
      startedAt,
      endedAt,
    };
    await trx
      .updateTable('arcade_boards')
      .set((eb) => ({
        status: next.status,
        cells: next.cells,
        exploded_index: next.explodedIndex,
        started_at: startedAt,
        ended_at: endedAt,
        moves: eb('moves', '+', 1),
      }))
      .where('seed', '=', String(seed))
      .execute();
    return { kind: 'played', answer: boardAnswer(next, now) } as const;
  });
}
