// The toon data layer of mfe-toons: every page reads and changes toons through these hooks.

export { combinedToonUpdate, keptOfTwo } from './combine-toons';
export { clearLiveLinks, setToonLinked, unverifiedLinkKey, useLiveLinkedToonIds } from './live-links';
export { storeLiveLinks } from './local-toons';
export {
  applyLinkedToonPlan,
  type LinkedToonPlan,
  type LinkedToonPlanner,
  type LinkedToonSave,
} from './save-linked-toon';
export {
  type UnverifiedToonMatcher,
  type UnverifiedToonPlan,
  type UnverifiedToonPlanner,
  type UnverifiedToonSave,
  unverifiedMatch,
} from './save-unverified-toon';
export { clampCount, clampWeight, ToonUpdateError } from './toon-changes';
export { useToonScope } from './toons-cache';
export { type CombinedToons, type CombineToonsVariables, useCombineToons } from './use-combine-toons';
export { useCreateToon } from './use-create-toon';
export { LINKED_TOON_DELETE_REASON, useDeleteToon } from './use-delete-toon';
export { type LinkGameToonVariables, useLinkGameToon } from './use-link-game-toon';
export { type LinkUnverifiedToonVariables, useLinkUnverifiedToon } from './use-link-unverified-toon';
export { type ToonsState, useToons } from './use-toons';
export { type UpdateToonVariables, useUpdateToon } from './use-update-toon';
