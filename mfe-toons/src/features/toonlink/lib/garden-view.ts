import type { ToonLinkFlowers } from 'shared-contracts/domain';
import {
  type BeanColor,
  beanColors,
  FLOWER_VARIETIES,
  type FlowerColor,
  findShovel,
  findWateringCan,
  nextShovelStep,
  nextWateringCan,
  plantableFlowers,
  raisesShovelSkill,
  type ShovelStep,
  shovelBeans,
} from 'trinket-game/data';

// The dashboard's Garden section: the tools and album as the game sends them, and what the
// source's gardening rules (shared-contracts/game-data/garden-planting.ts) make of them.

export interface GardenToolView {
  name: string | null;
  skill: number | null;
  maxSkill: number | null;
}

export interface PlantableFlower {
  name: string;
  species: string;
  color: FlowerColor;
  /** The jellybeans to plant, in order. */
  beans: BeanColor[];
  /** Its beans are all the shovel takes: picking it raises shovel skill. */
  raisesSkill: boolean;
  /** Already in the toon's Flower Album (matched by the variety's name). */
  collected: boolean;
}

export interface CollectedSpecies {
  /** The species' name ("Daisy"), or null when the game sends none. */
  species: string | null;
  /** The varieties collected ("School Daisy"), in the game's order. */
  names: string[];
}

export interface GardenView {
  shovel: GardenToolView | null;
  wateringCan: GardenToolView | null;
  /** Flower varieties in the album (every variety the game lists across flowers). */
  flowersCollected: number;
  /** The album's flowers by name, grouped by species as the game sends them. */
  album: CollectedSpecies[];
  /** How many varieties there are (the source's table). */
  flowerVarieties: number;
  /** What the shovel plants now and what its next skill brings; null if the shovel or its skill is unknown. */
  planting: { beans: number; flowers: PlantableFlower[]; next: ShovelStep | null } | null;
  /** The next watering can and the skill that earns it; null for the biggest or an unknown can. */
  nextCan: { skill: number; name: string } | null;
}

type GameTool = ToonLinkFlowers['shovel'];

function toolView(value: GameTool): GardenToolView | null {
  if (!value) return null;
  return {
    name: value.name ?? null,
    skill: typeof value.curSkill === 'number' ? value.curSkill : null,
    maxSkill: typeof value.maxSkill === 'number' ? value.maxSkill : null,
  };
}

function albumNames(flowers: ToonLinkFlowers): Set<string> {
  const names = new Set<string>();
  for (const species of Object.values(flowers.collection ?? {})) {
    for (const name of Object.values(species.album ?? {})) names.add(name.trim().toLowerCase());
  }
  return names;
}

function planting(shovel: GameTool, album: Set<string>): GardenView['planting'] {
  const known = shovel ? findShovel(shovel.name, shovel.id) : null;
  const skill = shovel?.curSkill;
  if (!known || typeof skill !== 'number') return null;
  const beans = shovelBeans(known, skill);
  return {
    beans,
    flowers: plantableFlowers(beans).map((flower) => ({
      name: flower.name,
      species: flower.species,
      color: flower.color,
      beans: beanColors(flower.beans),
      raisesSkill: raisesShovelSkill(flower, beans),
      collected: album.has(flower.name.toLowerCase()),
    })),
    next: nextShovelStep(known, skill),
  };
}

/** The album as names: each species with the varieties collected (empty species left out). */
export function collectedFlowers(flowers: ToonLinkFlowers | null | undefined): CollectedSpecies[] {
  return Object.values(flowers?.collection ?? {})
    .map((species) => ({
      species: species.name?.trim() || null,
      names: Object.values(species.album ?? {})
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    }))
    .filter((species) => species.names.length > 0);
}

export function gardenView(flowers: ToonLinkFlowers | null | undefined): GardenView | null {
  if (!flowers) return null;
  let collected = 0;
  for (const species of Object.values(flowers.collection ?? {})) {
    collected += Object.keys(species.album ?? {}).length;
  }
  const album = collectedFlowers(flowers);
  const can = flowers.wateringCan ? findWateringCan(flowers.wateringCan.name, flowers.wateringCan.id) : null;
  return {
    shovel: toolView(flowers.shovel),
    wateringCan: toolView(flowers.wateringCan),
    flowersCollected: collected,
    album,
    flowerVarieties: FLOWER_VARIETIES.length,
    planting: planting(flowers.shovel, albumNames(flowers)),
    nextCan: can ? nextWateringCan(can) : null,
  };
}
