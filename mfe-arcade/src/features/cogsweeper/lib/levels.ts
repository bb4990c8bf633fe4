import {
  type BoardSize,
  COGSWEEPER_LEVELS,
  type CogsweeperLevel,
  CogsweeperLevelSchema,
  CustomBoardSchema,
} from 'shared-contracts/domain';

export type LevelChoice = CogsweeperLevel | 'custom';

export const levelNames: Record<LevelChoice, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  expert: 'Expert',
  custom: 'Custom',
};

/** The level named in a `?level=` link, or beginner. */
export function levelFromParam(value: string | null): CogsweeperLevel {
  const parsed = CogsweeperLevelSchema.safeParse(value);
  return parsed.success ? parsed.data : 'beginner';
}

export function sizeOfLevel(level: CogsweeperLevel): BoardSize {
  return COGSWEEPER_LEVELS[level];
}

export type CustomCheck =
  | { ok: true; size: BoardSize }
  | { ok: false; problems: Partial<Record<keyof BoardSize, string>> };

/** Checks a custom board typed by the player (numbers from the form's fields). */
export function checkCustomBoard(input: { width: number; height: number; cogs: number }): CustomCheck {
  const result = CustomBoardSchema.safeParse(input);
  if (result.success) return { ok: true, size: result.data };
  const problems: Partial<Record<keyof BoardSize, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === 'width' || field === 'height' || field === 'cogs') problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}
