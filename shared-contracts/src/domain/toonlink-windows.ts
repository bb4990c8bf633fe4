import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';
import { ToonNameSchema } from './toon.js';

// What ToonLink remembers in this browser about game windows whose toons come without a toon id
// (the game's local API doc lists none): which of the player's toons each window was last, and the
// names the player said are one toon in every window. Two windows showing toons of one name are
// otherwise kept apart as two toons.

/** At most this many names are remembered as one toon; the oldest choice goes first. */
export const MAX_SAME_TOON_NAMES = 50;

const PortKeySchema = lazySchema(() => z.string().check(z.regex(/^\d{1,5}$/)));
const SiteToonIdSchema = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(128)));

const EMPTY_WINDOWS = () => ({ ports: {}, sameToons: [] });

/** Anything unreadable is "nothing remembered" (then windows are matched afresh). */
export const ToonLinkWindowsSchema = lazySchema(() =>
  z.catch(
    z.object({
      /** By port: the player's toon (site id) the window's toon was last saved to. */
      ports: z.catch(z.record(PortKeySchema, SiteToonIdSchema), {}),
      /** Toon names the player said are one toon, whichever window shows them. */
      sameToons: z.catch(z.array(ToonNameSchema).check(z.maxLength(MAX_SAME_TOON_NAMES)), []),
    }),
    EMPTY_WINDOWS,
  ),
);
export type ToonLinkWindows = z.infer<typeof ToonLinkWindowsSchema>;
