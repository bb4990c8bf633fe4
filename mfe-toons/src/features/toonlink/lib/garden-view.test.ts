import { describe, expect, it } from 'vitest';
import { gardenView } from './garden-view';

// The worked examples are GardenGlobals.py's (getShovelPower, Recipes) and LocalToon.py's
// (a tool is promoted at its skillPts), as cited in shared-contracts/game-data/garden.ts.
describe('garden view', () => {
  it('counts the flower varieties collected and reads the tools', () => {
    const view = gardenView({
      shovel: { name: 'Bronze Shovel', curSkill: 20, maxSkill: 160 },
      collection: { '49': { name: 'Daisy', album: { '0': 'School Daisy', '1': 'Lazy Daisy' } } },
    });
    expect(view).toMatchObject({
      shovel: { name: 'Bronze Shovel', skill: 20, maxSkill: 160 },
      wateringCan: null,
      flowersCollected: 2,
      flowerVarieties: 40,
      nextCan: null,
    });
    expect(gardenView(null)).toBeNull();
  });

  it('names the flowers collected, by species', () => {
    const view = gardenView({
      collection: {
        '49': { name: 'Daisy', album: { '0': 'School Daisy', '1': 'Lazy Daisy' } },
        '50': { name: 'Tulip', album: {} },
        '51': { album: { '0': 'Pink Tulip' } },
      },
    });
    expect(view?.album).toEqual([
      { species: 'Daisy', names: ['School Daisy', 'Lazy Daisy'] },
      { species: null, names: ['Pink Tulip'] },
    ]);
  });

  it('lists what a Tin Shovel at 45 skill plants: 2-bean flowers first, in bean order', () => {
    const view = gardenView({
      shovel: { id: 0, name: 'Tin Shovel', curSkill: 45, maxSkill: 80 },
      wateringCan: { id: 0, name: 'Small Watering Can', curSkill: 30, maxSkill: 100 },
      collection: { '49': { name: 'Daisy', album: { '0': 'School Daisy' } } },
    });
    expect(view?.planting?.beans).toBe(2);
    expect(view?.planting?.flowers).toHaveLength(10);
    expect(view?.planting?.flowers[0]).toEqual({
      name: 'Lazy Daisy',
      species: 'Daisy',
      color: 'Pink',
      beans: ['Y', 'R'],
      raisesSkill: true,
      collected: false,
    });
    expect(view?.planting?.flowers.find((flower) => flower.name === 'School Daisy')).toMatchObject({
      beans: ['Y'],
      raisesSkill: false,
      collected: true,
    });
    expect(view?.planting?.next).toEqual({ skill: 80, beans: 3, newShovel: 'Bronze Shovel' });
    expect(view?.nextCan).toEqual({ skill: 100, name: 'Medium Watering Can' });
  });

  it('leaves the planting out when the shovel or its skill is unknown', () => {
    expect(gardenView({ shovel: { name: 'Tin Shovel' } })?.planting).toBeNull();
    expect(gardenView({ shovel: { name: 'Mystery Shovel', curSkill: 3 } })?.planting).toBeNull();
    expect(gardenView({ shovel: null, collection: {} })?.planting).toBeNull();
  });
});
