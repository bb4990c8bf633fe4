/**
 * What a toon can hold in the game: the bounds the site's toon rules check every number against
 * (`shared-contracts/game-rules`, toons). Each number names its source; where no source gives a
 * maximum, the bound is derived from a cited fact and says how, or is marked as the site's own.
 *
 * "toon.dc" below is etc/toon.dc of the open Toontown source (Toontown Online, decompiled,
 * github.com/open-toontown/open-toontown, commit 039a33d7): the field types of `dclass
 * DistributedToon`, i.e. how the game stores each value for a toon. A value wider than its field
 * cannot be stored by the game, so it cannot be a real reading. Toontown Rewritten descends from that
 * game; where it has widened a field since, the bound here is the original's.
 */
import { suitCogs } from './suit-promotions.js';
import { SUIT_DEPARTMENTS } from './suits.js';

const UINT8_MAX = 255;
const INT16_MAX = 32_767;
const UINT16_MAX = 65_535;

/**
 * The site's own bound for a count no source gives a maximum for (fishing buckets sold at a pond,
 * remotes): the largest count the api has always accepted (`MAX_COUNT` in domain/common.ts).
 */
export const MAX_SITE_COUNT = 1_000_000;

/** Pink slips held: `setPinkSlips(uint8 = 0)` in toon.dc. */
export const MAX_PINK_SLIPS = UINT8_MAX;

/**
 * A golf statistic (e.g. "Courses Completed"): the game keeps golf statistics in
 * `setGolfHistory(uint16 [18])` (toon.dc), so each is at most 65,535.
 */
export const MAX_GOLF_STAT = UINT16_MAX;

/**
 * A racing statistic (e.g. "Total Wins"): the game keeps racing statistics in
 * `setKartingHistory(uint8 [16])` (toon.dc), so each is at most 255.
 */
export const MAX_RACING_STAT = UINT8_MAX;

/**
 * SOS cards. The number of SOS cards a toon may hold is itself a per-toon field,
 * `setMaxNPCFriends(uint16 = 16)` (toon.dc): whatever it has grown to, a toon holds at most
 * 65,535 cards in all, so both one card's count and the sum of every card are bounded by that.
 */
export const MAX_SOS_CARDS = UINT16_MAX;

/**
 * How many different SOS toons there are: toontown/toon/NPCToons.py of the open Toontown source
 * (commit 2c7d1a27) builds `npcFriends`, every toon a card can call, from `HQnpcFriends` (29 toons
 * rescued from Cog buildings) and `FOnpcFriends` (12 from field offices). A toon holds cards of at
 * most that many toons.
 *
 * Their names are not checked: the local API keys `sos` by each toon's name as Toontown Rewritten
 * shows it, which can differ from the original's (fan tools for Toontown Rewritten spell "Sofie
 * Squirt" where this source's comments say "Sophie Squirt"), so a list copied from the original could
 * refuse real cards. The count of kinds and of cards is what bounds a cheater.
 */
export const SOS_TOON_KINDS = 29 + 12;

/**
 * Unites. toon.dc stores them as `setResistanceMessages(pair16 [])` with `typedef int16 pair16[2]`
 * (a unite's id and its count): one kind is held at most 32,767 times.
 */
export const MAX_UNITES_OF_A_KIND = INT16_MAX;

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
