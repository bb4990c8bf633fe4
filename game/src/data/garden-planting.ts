/**
 * Gardening rules: how many jellybeans a flower can take with a toon's shovel, which flowers that
 * lets it plant, and what the next shovel or watering can brings. Re-expressed from the open
 * Toontown source at the commit garden.ts cites:
 * - `getShovelPower` (toontown/estate/GardenGlobals.py): every smaller shovel's slots, plus one, plus
 *   one more for each `skillPts / numBoxes` of skill on the current shovel (skill capped one below
 *   its `skillPts`);
 * - `DistributedFlower.handlePicking` (toontown/estate/DistributedFlower.py): picking a flower raises
 *   shovel skill only when its bean count equals the shovel's power;
 * - `LocalToon.setShovelSkill` / `setWateringCanSkill` (toontown/toon/LocalToon.py): a tool is
 *   promoted once its skill reaches the tool's `skillPts`, and `promoteShovel` tells the new
 *   shovel's power at skill 0.
 */
import {
  FLOWER_VARIETIES,
  type FlowerVariety,
  type GardenTool,
  SHOVELS,
  type Shovel,
  WATERING_CANS,
} from './garden.js';

/** The most jellybeans any flower can take (`getNumberOfShovelBoxes`). */
export const MAX_FLOWER_BEANS = SHOVELS.reduce((sum, shovel) => sum + shovel.beanSlots, 0);

/** Jellybeans one flower can take with this shovel and skill (`getShovelPower`). */
export function shovelBeans(shovel: Shovel, skill: number): number {
  const before = SHOVELS.slice(0, shovel.index).reduce((sum, smaller) => sum + smaller.beanSlots, 0);
  const capped = Math.min(Math.max(0, Math.floor(skill)), shovel.skillPts - 1);
  const skillPerSlot = Math.floor(shovel.skillPts / shovel.beanSlots);
  return before + 1 + Math.floor(capped / skillPerSlot);
}

/** Every flower a shovel taking `beans` jellybeans can plant: the most beans first, then the source's order. */
export function plantableFlowers(beans: number): FlowerVariety[] {
  return FLOWER_VARIETIES.filter((flower) => flower.beans.length <= beans).sort(
    (a, b) => b.beans.length - a.beans.length,
  );
}

/** Picking this flower raises shovel skill: its beans are exactly what the shovel can take. */
export function raisesShovelSkill(flower: FlowerVariety, beans: number): boolean {
  return flower.beans.length === beans;
}

export interface ShovelStep {
  /** The shovel skill that brings it. */
  skill: number;
  /** Jellybeans a flower can then take. */
  beans: number;
  /** The new shovel that comes with it, or null when the current shovel grows. */
  newShovel: string | null;
}

/** The next jellybean the shovel brings and at which skill; null once no flower can take more. */
export function nextShovelStep(shovel: Shovel, skill: number): ShovelStep | null {
  const beans = shovelBeans(shovel, skill);
  const skillPerSlot = Math.floor(shovel.skillPts / shovel.beanSlots);
  const nextSlotAt = (Math.floor(Math.max(0, skill) / skillPerSlot) + 1) * skillPerSlot;
  if (nextSlotAt < shovel.skillPts) return { skill: nextSlotAt, beans: beans + 1, newShovel: null };
  const next = SHOVELS[shovel.index + 1];
  if (!next) return null;
  return { skill: shovel.skillPts, beans: shovelBeans(next, 0), newShovel: next.name };
}

/** The next watering can and the skill that earns it; null for the biggest. */
export function nextWateringCan(can: GardenTool): { skill: number; name: string } | null {
  const next = WATERING_CANS[can.index + 1];
  return next ? { skill: can.skillPts, name: next.name } : null;
}

const bareName = (name: string, suffix: string) =>
  name.trim().toLowerCase().replace(suffix, '').replace(/\s+/g, ' ').trim();

function findTool<T extends GardenTool>(
  tools: readonly T[],
  suffix: string,
  name: string | null | undefined,
  id: string | number | null | undefined,
): T | null {
  if (name) {
    const wanted = bareName(name, suffix);
    const byName = tools.find((tool) => bareName(tool.name, suffix) === wanted);
    if (byName) return byName;
  }
  const index = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof index === 'number' ? (tools[index] ?? null) : null;
}

/**
 * The shovel the game names ("Tin Shovel" or "Tin"), else the one at its id (the source's shovel id
 * is its index, `SHOVEL_TIN` = 0); null if unknown.
 */
export function findShovel(name: string | null | undefined, id?: string | number | null): Shovel | null {
  return findTool(SHOVELS, 'shovel', name, id);
}

/** The watering can the game names ("Small Watering Can" or "Small"), else the one at its id. */
export function findWateringCan(
  name: string | null | undefined,
  id?: string | number | null,
): GardenTool | null {
  return findTool(WATERING_CANS, 'watering can', name, id);
}
