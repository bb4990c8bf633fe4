import type { Toon } from 'shared-contracts/domain';
import { useMutation, useQueryClient } from 'web-kit/area';
import type {
  UnverifiedToonMatcher,
  UnverifiedToonPlanner,
  UnverifiedToonSave,
} from './save-unverified-toon';
import { toonsQueryKey } from './toon-scope';
import { replaceToon, requireScope, type ToonsData, updateCachedToons, useToonScope } from './toons-cache';

export interface LinkUnverifiedToonVariables {
  /** The game toon's name (the game sent no id): the player's toon is found, or created, by it. */
  name: string;
  /** Decides the change from the current toon of that name, read when this update's turn comes. */
  planner: UnverifiedToonPlanner;
  /** Which toon of that name it is (default: the oldest); null from it creates a new one. */
  match?: UnverifiedToonMatcher;
  /** Called with the toon the event was saved to, before any later toon change runs. */
  onSaved?: (toon: Toon) => void;
}

/**
 * Applies a ToonLink event from a game toon without an id to the player's unlinked toon of the same
 * name, creating it when there is none: saved as the player's own entries, never verified. Runs in
 * turn with every other toon change, so two quick events create the toon once.
 */
export function useLinkUnverifiedToon() {
  const queryClient = useQueryClient();
  const scope = useToonScope();
  return useMutation<UnverifiedToonSave | null, Error, LinkUnverifiedToonVariables>({
    mutationKey: ['toons', 'link-unverified'],
    scope: { id: 'toons' },
    networkMode: scope?.storage === 'browser' ? 'always' : 'online',
    mutationFn: async ({ name, planner, match, onSaved }) => {
      // Loaded with the first event: with ToonLink on and no game running, a page needs none of it.
      const [{ currentToons }, { saveUnverifiedToon }] = await Promise.all([
        import('./save-linked-toon'),
        import('./save-unverified-toon'),
      ]);
      const target = requireScope(scope);
      const cached = queryClient.getQueryData<ToonsData>(toonsQueryKey(target))?.toons;
      const saved = await saveUnverifiedToon(
        target,
        await currentToons(target, cached),
        name,
        planner,
        match,
      );
      if (saved) onSaved?.(saved.toon);
      return saved;
    },
    onSuccess: (saved) => {
      if (!saved?.changed) return;
      const target = requireScope(scope);
      updateCachedToons(
        queryClient,
        target,
        saved.created ? (toons) => [...toons, saved.toon] : replaceToon(saved.toon),
      );
    },
  });
}
