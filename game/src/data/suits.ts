/**
 * Cog suits: each department's promotion currency and the facilities that earn it.
 *
 * Source: data/suits.json of the npm package toonapi-calculator 1.8.3 (compiled from the game): `suitTypes` (department and its
 * facility) and `facilities` (`value`: what one completed run earns). The file's `weight` is left
 * out: it does not say what it measures. The file holds no promotion quotas (what each suit level
 * needs): those come from another source, in suit-promotions.ts.
 */

export const SUIT_DEPARTMENTS = ['sellbot', 'cashbot', 'lawbot', 'bossbot'] as const;
export type SuitDepartment = (typeof SUIT_DEPARTMENTS)[number];

export type SuitFacility = {
  name: string;
  /** Promotion currency one completed run earns. */
  yield: number;
};

export type SuitDepartmentInfo = {
  department: SuitDepartment;
  name: string;
  /** The department's promotion currency, plural (the Shticker Book's word). */
  currency: string;
  /** Biggest yield first. */
  facilities: readonly SuitFacility[];
};

export const SUIT_DEPARTMENT_INFO: Readonly<Record<SuitDepartment, SuitDepartmentInfo>> = {
  sellbot: {
    department: 'sellbot',
    name: 'Sellbot',
    currency: 'merits',
    facilities: [
      { name: 'Steel Factory (short)', yield: 905 },
      { name: 'Scrap Factory (long)', yield: 600 },
      { name: 'Scrap Factory (short)', yield: 350 },
      { name: 'Five-story Sellbot building', yield: 270 },
    ],
  },
  cashbot: {
    department: 'cashbot',
    name: 'Cashbot',
    currency: 'cogbucks',
    facilities: [
      { name: 'Bullion Mint', yield: 1750 },
      { name: 'Coin Mint', yield: 750 },
      { name: 'Five-story Cashbot building', yield: 270 },
    ],
  },
  lawbot: {
    department: 'lawbot',
    name: 'Lawbot',
    currency: 'jury notices',
    facilities: [
      { name: 'Senior Wing', yield: 1950 },
      { name: 'Junior Wing', yield: 810 },
      { name: 'Five-story Lawbot building', yield: 280 },
    ],
  },
  bossbot: {
    department: 'bossbot',
    name: 'Bossbot',
    currency: 'stock options',
    facilities: [
      { name: 'Final Fringe', yield: 2200 },
      { name: 'First Fairway', yield: 940 },
      { name: 'Five-story Bossbot building', yield: 290 },
    ],
  },
};
