import type { GameStatus } from 'shared-contracts';
import { createStore } from 'zustand/vanilla';

/**
 * The game's status as the api last gave it; null until then (and on the site's server, which
 * paints the page without it). The watcher writes it, the notices read it.
 */
export const gameStatusStore = createStore<{ status: GameStatus | null }>(() => ({ status: null }));
