/**
 * What a toon can hold in the game: the bounds the site's toon rules check every number against
 * (`trinket-game/rules`, toons). Each number names its source.
 *
 * Two kinds of bound, reviewed for issue 30 ("one value the site's tables do not know must not
 * throw the toon away"):
 * - Facts of the game's content (which fish, statistics, Cogs and remotes exist; how many SOS toons
 *   and unite kinds there are). A value outside them is refused alone (game-read-screen.ts), listed
 *   to the player and logged by the api, so a newer game shows up in the operators' logs.
 * - Counts. Toontown Rewritten documents no maximum for any of them. The original game's field
 *   widths ("toon.dc": etc/toon.dc of the open Toontown source, Toontown Online decompiled,
 *   github.com/open-toontown/open-toontown, commit 039a33d7, `dclass DistributedToon`) were used
 *   here before, but they are the original's storage, not a documented fact of Toontown Rewritten
 *   (a game sending 300 racing wins must not lose its toon). Every count is now bounded by
 *   the site's own {@link MAX_SITE_COUNT}; each says which width it used to be.
 */
import { suitCogs } from './suit-promotions.js';
import { SUIT_DEPARTMENTS } from './suits.js';

/**
 * The site's own bound for a count no source gives a maximum for (every count below, fishing
 * buckets sold at a pond): the largest count the api has always accepted (`MAX_COUNT` in
 * domain/common.ts).
 */
export const MAX_SITE_COUNT = 1_000_000;

/**
 * Pink slips held. The site's own bound: the original stored them in `setPinkSlips(uint8 = 0)`
 * (toon.dc, at most 255), which Toontown Rewritten does not document as its limit.
 */
export const MAX_PINK_SLIPS = MAX_SITE_COUNT;

/**
 * A golf statistic (e.g. "Courses Completed"). The site's own bound: the original kept them in
 * `setGolfHistory(uint16 [18])` (toon.dc, at most 65,535), not a documented Toontown Rewritten limit.
 */
export const MAX_GOLF_STAT = MAX_SITE_COUNT;

/**
 * A racing statistic (e.g. "Total Wins"). The site's own bound: the original kept them in
 * `setKartingHistory(uint8 [16])` (toon.dc, at most 255), not a documented Toontown Rewritten
 * limit: a game sending 300 total wins must not lose its toon (issue 30).
 */
export const MAX_RACING_STAT = MAX_SITE_COUNT;

/**
 * SOS cards, one card's count and all of them together. The site's own bound: the original's
 * `setMaxNPCFriends(uint16 = 16)` (toon.dc) capped them at 65,535, not a documented Toontown
 * Rewritten limit.
 */
export const MAX_SOS_CARDS = MAX_SITE_COUNT;

/**
 * How many different SOS toons there are: toontown/toon/NPCToons.py of the open Toontown source
 * (commit 2c7d1a27) builds `npcFriends`, every toon a card can call, from `HQnpcFriends` (29 toons
 * rescued from Cog buildings) and `FOnpcFriends` (12 from field offices). A toon holds cards of at
 * most that many toons.
 *
 * Their names are not checked: the local API keys `sos` by each toon's name as Toontown Rewritten
 * shows it, which can differ from the original's (fan tools for Toontown Rewritten spell "Sofie
 * Squirt" where this source's comments say "Sophie Squirt"), so a list copied from the original could
 * refuse real cards. The count of kinds and of cards is what bounds a cheater. A count of the game's
 * content, kept: a game with more SOS toons than this loses only the cards past the last kind (each
 * listed to the player and logged by the api), not its toon.
 */
export const SOS_TOON_KINDS = 29 + 12;

/**
 * Unites of one kind. The site's own bound: the original stored them as
 * `setResistanceMessages(pair16 [])` with `typedef int16 pair16[2]` (toon.dc, at most 32,767 of a
 * kind), not a documented Toontown Rewritten limit.
 */
export const MAX_UNITES_OF_A_KIND = MAX_SITE_COUNT;

/**
 * Kinds of unite: toontown/chat/ResistanceChat.py of the same source (`resistanceDict`) defines
 * 5 Toon-Up unites, 4 jellybean unites and 8 Gag-Up (restock) unites.
 */
export const UNITE_KINDS = 5 + 4 + 8;

/**
 * The Cogs a summons can be for: `setCogSummonsEarned(uint8[] = [0 * 32])` in toon.dc keeps one
 * entry per Cog, the 32 Cogs of the four departments (names: suit-promotions.ts, same source).
 * The local game API names them in `rewards.summons[cogId].name`.
 */
export const SUMMONS_COGS: readonly string[] = SUIT_DEPARTMENTS.flatMap((department) =>
  suitCogs(department).map((cog) => cog.name),
);

/** Each Cog has three summons: single, building and invasion (the local API's `summons` shape). */
export const SUMMONS_PER_COG = 3;

/**
 * Remotes: Toontown Rewritten's own reward, not in the original game. The game's official local API
 * documentation (github.com/ToontownRewritten/api-doc, local.md, "GET /remotes.json") names the remote
 * types, `Damage Remote` and `Healing Remote`, and their levels, `1`, `2` and `3`. The site keeps one
 * count per type and level, named "<type> <level>" (e.g. "Damage Remote 2").
 */
export const REMOTE_TYPES = ['Damage Remote', 'Healing Remote'] as const;
export const REMOTE_LEVELS = [1, 2, 3] as const;

/** Every remote the site can count, by the name the rewards page shows: "Damage Remote 1" … */
export const REMOTE_NAMES: readonly string[] = REMOTE_TYPES.flatMap((type) =>
  REMOTE_LEVELS.map((level) => `${type} ${level}`),
);

/**
 * Neither the documentation nor the original game's source gives a maximum count of remotes. The
 * bound is the site's own: the most any count may be ({@link MAX_SITE_COUNT}), for one remote and
 * for all of them together.
 */
export const MAX_REMOTES = MAX_SITE_COUNT;
