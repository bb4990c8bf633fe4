import * as z from 'shared-contracts/zod';
import { MAX_TOONS_UP_INPUTS, MAX_TOONS_UP_STEPS } from './arcade-limits.js';
import { lazySchema } from './lazy-schema.js';

/** The arcade's games, as named in links (`/arcade/<game>`) and in award requests. */
export const arcadeGames = ['cogsweeper', 'toons-up'] as const;
export const ArcadeGameSchema = lazySchema(() => z.enum(arcadeGames));
export type ArcadeGame = z.infer<typeof ArcadeGameSchema>;

/** Largest seed: the games' random generator works on unsigned 32-bit integers. */
export const MAX_ARCADE_SEED = 0xffff_ffff;
export const ArcadeSeedSchema = lazySchema(() => z.number().check(z.int(), z.gte(0), z.lte(MAX_ARCADE_SEED)));

/** A `?seed=` query value: digits only, within {@link MAX_ARCADE_SEED}. */
export const ArcadeSeedParamSchema = lazySchema(() =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,10}$/, 'Expected a whole number')), z.transform(Number)),
    ArcadeSeedSchema,
  ),
);

/** The seed in a `?seed=` value, or null when absent or not a valid seed (a fresh random game). */
export function parseArcadeSeedParam(value: string | null): number | null {
  if (value === null) return null;
  const result = ArcadeSeedParamSchema.safeParse(value);
  return result.success ? result.data : null;
}

// --- cogsweeper boards ---------------------------------------------------------------------------

export const cogsweeperLevels = ['beginner', 'intermediate', 'expert'] as const;
export const CogsweeperLevelSchema = lazySchema(() => z.enum(cogsweeperLevels));
export type CogsweeperLevel = z.infer<typeof CogsweeperLevelSchema>;

export interface BoardSize {
  width: number;
  height: number;
  cogs: number;
}

export const COGSWEEPER_LEVELS: Readonly<Record<CogsweeperLevel, BoardSize>> = {
  beginner: { width: 9, height: 9, cogs: 10 },
  intermediate: { width: 16, height: 16, cogs: 40 },
  expert: { width: 30, height: 16, cogs: 99 },
};

/** Bounds of a custom board: small enough for a phone to scroll, big enough to be a game. */
export const CUSTOM_BOARD_LIMITS = {
  minSide: 5,
  maxWidth: 30,
  maxHeight: 24,
  minCogs: 1,
} as const;

/** Most Cogs a board may hold: the first reveal and its eight neighbours are always free. */
export function maxCogsFor(width: number, height: number): number {
  return width * height - 9;
}

/** The largest number of Cogs any board can have (a full-size custom board). */
export const MAX_BOARD_COGS = maxCogsFor(CUSTOM_BOARD_LIMITS.maxWidth, CUSTOM_BOARD_LIMITS.maxHeight);

export const CustomBoardSchema = lazySchema(() =>
  z
    .object({
      width: z
        .number()
        .check(z.int(), z.gte(CUSTOM_BOARD_LIMITS.minSide), z.lte(CUSTOM_BOARD_LIMITS.maxWidth)),
      height: z
        .number()
        .check(z.int(), z.gte(CUSTOM_BOARD_LIMITS.minSide), z.lte(CUSTOM_BOARD_LIMITS.maxHeight)),
      cogs: z.number().check(z.int(), z.gte(CUSTOM_BOARD_LIMITS.minCogs)),
    })
    .check(
      z.refine((board) => board.cogs <= maxCogsFor(board.width, board.height), {
        message: 'Too many Cogs for this board: leave at least nine free cells.',
        path: ['cogs'],
      }),
    ),
);

// --- records -------------------------------------------------------------------------------------

/** A record's key: `toons-up`, or a cogsweeper level (custom boards keep no records). */
export const arcadeRecordKeys = ['toons-up', ...cogsweeperLevels] as const;
export const ArcadeRecordKeySchema = lazySchema(() => z.enum(arcadeRecordKeys));
export type ArcadeRecordKey = z.infer<typeof ArcadeRecordKeySchema>;

/** A day's worth of milliseconds: the longest game the site believes in. */
export const MAX_ARCADE_ELAPSED_MS = 24 * 60 * 60 * 1000;
export const MAX_TOONS_UP_SCORE = 10_000_000;
const MAX_RECORD_VALUE = Math.max(MAX_ARCADE_ELAPSED_MS, MAX_TOONS_UP_SCORE);

/**
 * Best results: toons-up's highest score, and each cogsweeper level's fastest win in ms.
 * Unknown keys and bad values are dropped, so old or tampered storage never breaks a page.
 */
export const ArcadeRecordsSchema = lazySchema(() =>
  z.catch(
    z.pipe(
      z.record(z.string(), z.unknown()),
      z.transform((raw) => {
        const records: Partial<Record<ArcadeRecordKey, number>> = {};
        for (const key of arcadeRecordKeys) {
          const value = raw[key];
          if (
            typeof value === 'number' &&
            Number.isInteger(value) &&
            value >= 0 &&
            value <= MAX_RECORD_VALUE
          ) {
            records[key] = value;
          }
        }
        return records;
      }),
    ),
    {},
  ),
);
export type ArcadeRecords = z.infer<typeof ArcadeRecordsSchema>;

/** The arcade's browser settings: sound is off until the player turns it on. */
export const ArcadeSettingsSchema = lazySchema(() =>
  z.catch(z.object({ muted: z.catch(z.boolean(), true) }), { muted: true }),
);
export type ArcadeSettings = z.infer<typeof ArcadeSettingsSchema>;

// --- awards --------------------------------------------------------------------------------------

export const ArcadeAwardSchema = lazySchema(() =>
  z.object({
    /** Jellybeans added by this claim (the daily cap may have trimmed it). */
    awarded: z.number().check(z.int(), z.nonnegative()),
    /** The user's jellybeans after the award. */
    jellybeans: z.number().check(z.int(), z.nonnegative()),
    /** Awarded today (UTC) so far, this claim included. */
    awardedToday: z.number().check(z.int(), z.nonnegative()),
    dailyCap: z.number().check(z.int(), z.positive()),
    /** The account's records after this result. */
    records: ArcadeRecordsSchema,
  }),
);
export type ArcadeAward = z.infer<typeof ArcadeAwardSchema>;

/** `GET /api/arcade/records`: the signed-in account's best results. */
export const ArcadeRecordsResponseSchema = lazySchema(() => z.object({ records: ArcadeRecordsSchema }));
export type ArcadeRecordsResponse = z.infer<typeof ArcadeRecordsResponseSchema>;

// --- claims: a game for the api to replay (rules in trinket-game/rules) -----------------

const wholeNumber = (max: number) => z.number().check(z.int(), z.gte(0), z.lte(max));

/**
 * `POST /api/arcade/sessions`: one game for the api to judge. toons-up gets a seed the api later
 * replays; cogsweeper names its level, and the api keeps that board (see CogsweeperBoardSchema).
 */
export const ArcadeSessionRequestSchema = lazySchema(() =>
  z.discriminatedUnion('game', [
    z.strictObject({ game: z.literal('toons-up') }),
    z.strictObject({ game: z.literal('cogsweeper'), board: CogsweeperLevelSchema }),
  ]),
);
export type ArcadeSessionRequest = z.infer<typeof ArcadeSessionRequestSchema>;

export const ArcadeSessionSchema = lazySchema(() =>
  z.object({
    game: ArcadeGameSchema,
    /**
     * toons-up: the seed its world is drawn from. cogsweeper: only the board's name: its Cogs are
     * drawn from a secret the api keeps, and placed at the first reveal.
     */
    seed: ArcadeSeedSchema,
    /** ISO time after which the seed can no longer be claimed. */
    expiresAt: z.string(),
  }),
);
export type ArcadeSession = z.infer<typeof ArcadeSessionSchema>;

/**
 * A finished toons-up game's claim: the seed the api handed out, the input log, and the score the
 * page showed (refused when the api's replay scores differently).
 */
export const ToonsUpClaimSchema = lazySchema(() =>
  z.strictObject({
    game: z.literal('toons-up'),
    seed: ArcadeSeedSchema,
    score: wholeNumber(MAX_TOONS_UP_SCORE),
    inputs: z
      .array(z.tuple([wholeNumber(MAX_TOONS_UP_STEPS), z.union([z.literal(-1), z.literal(0), z.literal(1)])]))
      .check(z.maxLength(MAX_TOONS_UP_INPUTS)),
  }),
);
export type ToonsUpClaim = z.infer<typeof ToonsUpClaimSchema>;

/**
 * A won cogsweeper board's claim: only its seed. The api played the board itself (every move went
 * through `POST /api/arcade/sessions/:seed/moves`), so it judges from its own record of the game.
 */
export const CogsweeperClaimSchema = lazySchema(() =>
  z.strictObject({ game: z.literal('cogsweeper'), seed: ArcadeSeedSchema }),
);
export type CogsweeperClaim = z.infer<typeof CogsweeperClaimSchema>;

/** `POST /api/arcade/awards`: a finished game, for the api to replay and pay from its own score. */
export const ArcadeClaimSchema = lazySchema(() =>
  z.discriminatedUnion('game', [ToonsUpClaimSchema, CogsweeperClaimSchema]),
);
export type ArcadeClaim = z.infer<typeof ArcadeClaimSchema>;

// --- cogsweeper boards the api keeps -------------------------------------------------------------

/** Most cells on a board the api keeps (the expert level): the highest index a move may name is one less. */
const MAX_KEPT_BOARD_CELLS = Math.max(
  ...Object.values(COGSWEEPER_LEVELS).map((level) => level.width * level.height),
);

/**
 * `POST /api/arcade/sessions/:seed/moves`: one move on a board the api keeps: open (reveal a hidden
 * cell, or chord on a revealed number) or mark (flag, question, clear), as a click or a key does.
 */
export const CogsweeperMoveSchema = lazySchema(() =>
  z.strictObject({
    action: z.enum(['open', 'mark']),
    index: wholeNumber(MAX_KEPT_BOARD_CELLS - 1),
  }),
);
export type CogsweeperMove = z.infer<typeof CogsweeperMoveSchema>;

/**
 * A kept board after a move, as its player may see it (trinket-game's rules `boardView`):
 * one character per cell, nothing about a hidden Cog until the game is lost. `elapsedMs` is the
 * api's clock from the first reveal (to the end, once finished).
 */
export const CogsweeperBoardSchema = lazySchema(() =>
  z.object({
    board: CogsweeperLevelSchema,
    status: z.enum(['ready', 'playing', 'won', 'lost']),
    view: z.string().check(z.regex(/^[#F?0-8*x]+$/), z.maxLength(MAX_KEPT_BOARD_CELLS)),
    explodedIndex: z.nullable(wholeNumber(MAX_KEPT_BOARD_CELLS - 1)),
    elapsedMs: wholeNumber(MAX_ARCADE_ELAPSED_MS),
  }),
);
export type CogsweeperBoardAnswer = z.infer<typeof CogsweeperBoardSchema>;
