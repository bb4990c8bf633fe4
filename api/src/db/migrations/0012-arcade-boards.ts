// Cogsweeper boards the api keeps: a board's Cogs are drawn from board_seed, a secret never sent to
// the browser, so a page (or a bot) learns a cell only by revealing it. One row per cogsweeper
// session; `cells` holds each cell's state, one character per cell (see arcade/kept-board.ts).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('arcade_boards')
    .addColumn('seed', 'bigint', (col) =>
      col.primaryKey().references('arcade_sessions.seed').onDelete('cascade'),
    )
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('board_seed', 'bigint', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('cells', 'text', (col) => col.notNull())
    .addColumn('exploded_index', 'integer')
    .addColumn('moves', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addCheckConstraint('arcade_boards_board_seed_range', sql`board_seed >= 0 and board_seed <= 4294967295`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('arcade_boards').execute();
}
