import { describe, expect, it } from 'vitest';
import { FLOWER_VARIETIES, SHOVELS, WATERING_CANS } from './garden.js';
import {
  findShovel,
  findWateringCan,
  MAX_FLOWER_BEANS,
  nextShovelStep,
  nextWateringCan,
  plantableFlowers,
  raisesShovelSkill,
  shovelBeans,
} from './garden-planting.js';

const [tin, bronze, silver, gold] = SHOVELS;
if (!tin || !bronze || !silver || !gold) throw new Error('four shovels');
const flower = (name: string) => {
  const found = FLOWER_VARIETIES.find((variety) => variety.name === name);
  if (!found) throw new Error(name);
  return found;
};

// Worked examples from GardenGlobals.py (getShovelPower, getNumBeansRequired, getNumberOf…,
// getSpeciesVarietyGivenRecipe, validateRecipes) and LocalToon.py (setShovelSkill, promoteShovel).
describe('garden facts', () => {
  it('holds the 40 varieties of 8 species (getNumberOfFlowerVarieties / …Species)', () => {
    expect(FLOWER_VARIETIES).toHaveLength(40);
    expect(new Set(FLOWER_VARIETIES.map((variety) => variety.speciesId)).size).toBe(8);
  });

  it('finds a recipe’s species and variety (getSpeciesVarietyGivenRecipe(13) = (49, 3))', () => {
    expect(flower('Freshasa Daisy')).toMatchObject({ speciesId: 49, variety: 3, recipe: 13, beans: 'YRCO' });
    expect(flower("Summer's Last Rose")).toMatchObject({ speciesId: 56, variety: 0, beans: 'RRR' });
  });

  it('gives every flower a recipe of its own that a shovel can take (validateRecipes)', () => {
    const beans = FLOWER_VARIETIES.map((variety) => variety.beans);
    expect(new Set(beans).size).toBe(beans.length);
    expect(Math.max(...beans.map((recipe) => recipe.length))).toBe(MAX_FLOWER_BEANS);
    expect(MAX_FLOWER_BEANS).toBe(8);
  });

  it('names the tools and the skill each one lasts for', () => {
    expect(SHOVELS.map((shovel) => [shovel.name, shovel.skillPts])).toEqual([
      ['Tin Shovel', 80],
      ['Bronze Shovel', 160],
      ['Silver Shovel', 320],
      ['Gold Shovel', 640],
    ]);
    expect(WATERING_CANS.map((can) => can.skillPts)).toEqual([100, 200, 400, 1000]);
  });
});

describe('planting with a shovel', () => {
  it('lets a flower take one more jellybean per half of a shovel’s skill (getShovelPower)', () => {
    expect(shovelBeans(tin, 0)).toBe(1);
    expect(shovelBeans(tin, 39)).toBe(1);
    expect(shovelBeans(tin, 40)).toBe(2);
    expect(shovelBeans(bronze, 0)).toBe(3);
    expect(shovelBeans(bronze, 80)).toBe(4);
    expect(shovelBeans(silver, 159)).toBe(5);
    expect(shovelBeans(gold, 320)).toBe(8);
    // Skill at or over the shovel's points counts as one below (the source's warning case).
    expect(shovelBeans(gold, 639)).toBe(MAX_FLOWER_BEANS);
    expect(shovelBeans(tin, 80)).toBe(2);
  });

  it('lists what a 2-bean shovel plants, the skill-raising 2-bean flowers first', () => {
    const flowers = plantableFlowers(2);
    expect(flowers.map((variety) => variety.name)).toEqual([
      'Lazy Daisy',
      'Instant Carnation',
      'Lily Pad',
      'Daffy Dill',
      'Chim Pansy',
      'School Daisy',
      'What-in Carnation',
      'Lily-of-the-Alley',
      'Laff-o-dil',
      'Dandy Pansy',
    ]);
    expect(flowers.filter((variety) => raisesShovelSkill(variety, 2))).toHaveLength(5);
    expect(plantableFlowers(MAX_FLOWER_BEANS)).toHaveLength(40);
  });

  it('tells what the next shovel or bean brings (setShovelSkill, promoteShovel)', () => {
    expect(nextShovelStep(tin, 12)).toEqual({ skill: 40, beans: 2, newShovel: null });
    // "You've earned a Bronze Shovel! You've mastered the 2 bean flower! … pick 3 bean flowers."
    expect(nextShovelStep(tin, 45)).toEqual({ skill: 80, beans: 3, newShovel: 'Bronze Shovel' });
    expect(nextShovelStep(silver, 200)).toEqual({ skill: 320, beans: 7, newShovel: 'Gold Shovel' });
    expect(nextShovelStep(gold, 100)).toEqual({ skill: 320, beans: 8, newShovel: null });
    expect(nextShovelStep(gold, 400)).toBeNull();
  });

  it('tells when the next watering can comes (setWateringCanSkill)', () => {
    const [small, , , huge] = WATERING_CANS;
    if (!small || !huge) throw new Error('four cans');
    expect(nextWateringCan(small)).toEqual({ skill: 100, name: 'Medium Watering Can' });
    expect(nextWateringCan(huge)).toBeNull();
  });

  it('reads the tools as the game names them, else by id', () => {
    expect(findShovel('Tin Shovel')?.index).toBe(0);
    expect(findShovel('bronze')?.index).toBe(1);
    expect(findShovel('Mystery Shovel', 3)?.name).toBe('Gold Shovel');
    expect(findShovel(null, '2')?.name).toBe('Silver Shovel');
    expect(findShovel('Mystery Shovel')).toBeNull();
    expect(findWateringCan('Large Watering Can')?.skillPts).toBe(400);
    expect(findWateringCan(undefined, 9)).toBeNull();
  });
});
