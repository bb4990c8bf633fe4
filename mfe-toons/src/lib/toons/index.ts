// The toon data layer of mfe-toons: every page reads and changes toons through these hooks.

export { ToonUpdateError } from './toon-changes';
export { useCreateToon } from './use-create-toon';
export { LINKED_TOON_DELETE_REASON, useDeleteToon } from './use-delete-toon';
export { type ToonsState, useToons } from './use-toons';
export { type UpdateToonVariables, useUpdateToon } from './use-update-toon';
