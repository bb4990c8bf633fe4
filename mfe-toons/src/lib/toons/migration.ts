import type { Toon, ToonInputBody } from 'shared-contracts/domain';

/** What a browser-kept toon becomes in an account: its editable fields (the api owns the rest). */
export function migrationInput(toon: Toon): ToonInputBody {
  return {
    name: toon.name,
    rod: toon.rod,
    fish: toon.fish,
    golf: toon.golf,
    racing: toon.racing,
    buckets: toon.buckets,
    rewards: toon.rewards,
    rendition: toon.rendition,
    toonId: toon.toonId,
  };
}

export interface MigrationResult {
  moved: number;
  /** Toons still in the browser, to try again next time. */
  remaining: number;
}

/**
 * Moves toons into the account one by one, oldest first: each is removed from the browser only
 * after the api has stored it, so a failure loses nothing and the rest waits for the next try.
 */
export async function migrateToons(
  toons: readonly Toon[],
  post: (input: ToonInputBody) => Promise<unknown>,
  removeLocal: (id: string) => void,
): Promise<MigrationResult> {
  let moved = 0;
  for (const toon of toons) {
    try {
      await post(migrationInput(toon));
    } catch {
      return { moved, remaining: toons.length - moved };
    }
    removeLocal(toon.id);
    moved += 1;
  }
  return { moved, remaining: 0 };
}

/** What the visitor is told when some toons could not be moved yet. */
export function migrationNotice(result: MigrationResult): string | null {
  if (result.remaining === 0) return null;
  const what = result.remaining === 1 ? '1 Toon' : `${result.remaining} Toons`;
  return `${what} from this browser could not be moved into your account yet. They are kept here and we will try again.`;
}
