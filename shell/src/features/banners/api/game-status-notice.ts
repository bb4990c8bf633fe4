import type { Banner, GameStatus } from 'shared-contracts';

/** A short, stable tag of a text (FNV-1a in base 36): a changed banner gets a new notice id. */
function textTag(text: string): string {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The notice the game's status calls for, beside the site's own: when the game is closed, or its
 * website shows a banner; none while it is open without one. Its id follows the words, so a
 * dismissed notice stays dismissed until the game says something new.
 */
export function gameStatusNotice(status: GameStatus | null): Banner | null {
  if (!status) return null;
  const banner = status.banner?.trim() || null;
  if (status.open && !banner) return null;
  if (!status.open) {
    return {
      id: banner ? `game-closed-${textTag(banner)}` : 'game-closed',
      text: banner
        ? `Toontown Rewritten is closed right now: ${banner}`
        : 'Toontown Rewritten is closed right now.',
      tone: 'warning',
    };
  }
  return {
    id: `game-banner-${textTag(banner ?? '')}`,
    text: `From Toontown Rewritten: ${banner}`,
    tone: 'info',
  };
}
