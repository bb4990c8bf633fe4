/**
 * What each number of a Toon dashboard snapshot (the game's laff, gags, tasks, invasion, flowers,
 * Cog suits and jellybeans, as ToonLink reads them) can be in the game: the bounds a snapshot is
 * screened against (`trinket-game/rules`, snapshots) before the browser keeps it and when
 * the api is sent one. A value past its bound is left out on its own (issue 30: a real read keeps
 * the rest); the api refuses it, naming the field (issue 31, item 8).
 *
 * Each bound names its source; where Toontown Rewritten documents none, the site's own bound for a
 * count ({@link MAX_SITE_COUNT}, toon-limits.ts) is used, as for the toon's saved counts.
 */
import { GAG_TRACK_MAX_EXPERIENCE, GAG_UNLOCK_EXPERIENCE } from './gag-experience.js';
import { SHOVELS, WATERING_CANS } from './garden.js';
import { MAX_SUIT_LEVEL, promotionQuota, suitCogs } from './suit-promotions.js';
import type { SuitDepartment } from './suits.js';
import { MAX_SITE_COUNT } from './toon-limits.js';

/** An inclusive range of whole numbers. */
export interface WholeRange {
  min: number;
  max: number;
}

/**
 * Laff, current and maximum. Toontown Rewritten's wiki (https://toontownrewritten.wiki/Laff, "Attainable
 * laff points"): 140 is the most a toon earns, and the Silly Team perk "Overjoyed Laff Meters" adds 8
 * for a few days, 148 in all.
 */
export const MAX_LAFF = 140 + 8;
export const LAFF_RANGE: WholeRange = { min: 0, max: MAX_LAFF };

/** A gag's level in its track (`gag.level`, `organic.level`): 1 to the seven gags of gag-experience.ts. */
export const GAG_LEVEL_RANGE: WholeRange = {
  min: 1,
  max: Math.max(...Object.values(GAG_UNLOCK_EXPERIENCE).map((levels) => levels.length)),
};

/** A track's experience and its next milestone: 0 to the track's maximum (`MaxSkill`, gag-experience.ts). */
export const GAG_EXPERIENCE_RANGE: WholeRange = { min: 0, max: GAG_TRACK_MAX_EXPERIENCE };

/** A Cog suit's level: 1 to the highest of the suit tables (suit-promotions.ts). */
export const SUIT_LEVEL_RANGE: WholeRange = { min: 1, max: MAX_SUIT_LEVEL };

/**
 * A Cog suit's version (the local API's integer, api-doc local.md): no source gives its range, so the
 * site's own bound for a count.
 */
export const SUIT_VERSION_RANGE: WholeRange = { min: 0, max: MAX_SITE_COUNT };

function departmentMaxQuota(department: SuitDepartment): number {
  return Math.max(...suitCogs(department).flatMap((cog) => cog.quotas));
}

/**
 * A suit's promotion `current` and `target` at `level`: 0 to the largest quota any of the
 * department's Cogs has at that level (suit-promotions.ts; the original game caps what a toon holds
 * at its quota: PromotionManagerAI.py of the same source). For a level the tables give no quota
 * (50, or none sent) the department's largest quota bounds it, so a read the tables cannot place
 * is not lost. Version 2.0 suits are not in the tables; their quotas are bounded the same way.
 */
export function promotionRange(department: SuitDepartment, level: number | null | undefined): WholeRange {
  if (typeof level === 'number') {
    const quotas = suitCogs(department)
      .map((cog) => promotionQuota(cog, level))
      .filter((quota): quota is number => quota !== null);
    if (quotas.length > 0) return { min: 0, max: Math.max(...quotas) };
  }
  return { min: 0, max: departmentMaxQuota(department) };
}

/** The largest promotion quota of all four departments (23,300: The Big Cheese's, from level 12). */
export const MAX_PROMOTION_QUOTA = Math.max(
  ...(['sellbot', 'cashbot', 'lawbot', 'bossbot'] as const).map(departmentMaxQuota),
);

/** Shovel skill, current and maximum: 0 to the Gold Shovel's skill points (`ShovelAttributes`, garden.ts). */
export const SHOVEL_SKILL_RANGE: WholeRange = {
  min: 0,
  max: Math.max(...SHOVELS.map((shovel) => shovel.skillPts)),
};

/**
 * Watering can skill, current and maximum: 0 to the Huge Watering Can's skill points
 * (`WateringCanAttributes`, garden.ts; Toontown Rewritten's wiki gives smaller ones).
 */
export const WATERING_CAN_SKILL_RANGE: WholeRange = {
  min: 0,
  max: Math.max(...WATERING_CANS.map((can) => can.skillPts)),
};

/**
 * Jellybeans in the jar and the bank, and what each holds at most. Toontown Rewritten documents no
 * maximum (the original's were 250 in the jar and 12,000 in the bank: `MaxMoneyReward` in
 * toontown/quest/Quests.py, `BankToMoney` in toontown/catalog/CatalogFurnitureItem.py of the open
 * Toontown source, not a documented Toontown Rewritten limit), so the site's own bound for a count.
 */
export const JELLYBEAN_RANGE: WholeRange = { min: 0, max: MAX_SITE_COUNT };

/** A task's progress, current and target: no documented maximum, so the site's own bound for a count. */
export const TASK_PROGRESS_RANGE: WholeRange = { min: 0, max: MAX_SITE_COUNT };

/**
 * The Cogs of the district's invasion (`quantity`): the invasions API (api-doc invasions.md) gives
 * no maximum, so the site's own bound for a count.
 */
export const INVASION_QUANTITY_RANGE: WholeRange = { min: 0, max: MAX_SITE_COUNT };

/** An identifier the game sends as a number (zone instance, suit, tool): a whole number JSON keeps exactly. */
export const GAME_ID_RANGE: WholeRange = { min: 0, max: Number.MAX_SAFE_INTEGER };
