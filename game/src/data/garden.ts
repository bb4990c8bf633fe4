/**
 * Gardening: the flowers a toon plants with jellybeans, and the shovels and watering cans.
 *
 * Source: the open Toontown source (Toontown Online, decompiled), github.com/open-toontown/open-toontown
 * at commit 2c7d1a27dae83f33b98099f631bd26235fdb642c:
 * - toontown/estate/GardenGlobals.py: `PlantAttributes` (flower species 49–56, each variety's recipe
 *   key, colour and bean count), `Recipes` (each recipe's jellybeans as a string of
 *   `BeanColorLetters`, in planting order), `BeanColors` (RGB 0–255), `FlowerColors` (RGB 0–1),
 *   `ShovelAttributes` and `WateringCanAttributes` (`skillPts`, `numBoxes`).
 * - toontown/toonbase/TTLocalizerEnglish.py: `FlowerSpeciesNames`, `FlowerFunnyNames` (the variety
 *   names the Flower Album shows), `FlowerColorStrings`, `BeanColorWords`, `ShovelTin`…`ShovelGold`
 *   (the source's second shovel is `SHOVEL_STEEL`, named "Bronze Shovel"), `WateringCanSmall`…`Huge`.
 * Rules built on these (garden-planting.ts) cite the functions they re-express.
 *
 * Left out, because these files do not say: how much skill one picked flower or one watering
 * earns (the server's side, not in the open source), what flowers sell for, and how long they take
 * to grow. The water a can pours per use (`getWateringCanPower`) is left out too: the source clamps
 * the skill against every smaller can, so its figures are not the ones the game shows. Toontown
 * Rewritten may have changed any of this since; what the running game sends wins where it sends it.
 */

/** Jellybean colours by the source's letters (`BeanColorLetters`). */
export const BEAN_COLOR_LETTERS = ['R', 'G', 'O', 'V', 'B', 'P', 'Y', 'C', 'S'] as const;
export type BeanColor = (typeof BEAN_COLOR_LETTERS)[number];

/** Each jellybean colour's word (`BeanColorWords`) and RGB 0–255 (`BeanColors`). */
export const BEAN_COLORS: Readonly<
  Record<BeanColor, { word: string; rgb: readonly [number, number, number] }>
> = {
  R: { word: 'red', rgb: [255, 0, 0] },
  G: { word: 'green', rgb: [0, 255, 0] },
  O: { word: 'orange', rgb: [255, 165, 0] },
  V: { word: 'violet', rgb: [148, 0, 211] },
  B: { word: 'blue', rgb: [0, 0, 255] },
  P: { word: 'pink', rgb: [255, 192, 203] },
  Y: { word: 'yellow', rgb: [255, 255, 0] },
  C: { word: 'cyan', rgb: [0, 255, 255] },
  S: { word: 'silver', rgb: [192, 192, 192] },
};

/** A flower's colour (`FlowerColorStrings`) and RGB 0–1 (`FlowerColors`), by the source's index. */
export const FLOWER_COLORS = {
  Red: [0.804, 0.2, 0.2],
  Orange: [0.922, 0.463, 0.0],
  Violet: [0.5, 0.2, 1.0],
  Blue: [0.4, 0.4, 1.0],
  Pink: [0.953, 0.545, 0.757],
  Yellow: [0.992, 0.843, 0.392],
  White: [1.0, 1.0, 1.0],
  Green: [0.5, 0.8, 0.5],
} as const satisfies Record<string, readonly [number, number, number]>;
export type FlowerColor = keyof typeof FLOWER_COLORS;

export interface FlowerVariety {
  /** The species' id in the source (49–56), the key of the game's flower collection. */
  speciesId: number;
  species: string;
  /** The variety's position in its species (0-based), as the source numbers varieties. */
  variety: number;
  name: string;
  color: FlowerColor;
  /** The source's recipe key. */
  recipe: number;
  /** The jellybeans to plant, in order, as the source's letters (its recipe string). */
  beans: string;
}

type VarietyRow = readonly [name: string, color: FlowerColor, recipe: number, beans: string];

// Species → varieties in the source's order: [album name, colour, recipe key, recipe beans].
const SPECIES_ROWS: ReadonlyArray<readonly [id: number, name: string, varieties: readonly VarietyRow[]]> = [
  [
    49,
    'Daisy',
    [
      ['School Daisy', 'Yellow', 10, 'Y'],
      ['Lazy Daisy', 'Pink', 11, 'YR'],
      ['Midsummer Daisy', 'White', 12, 'YRG'],
      ['Freshasa Daisy', 'Red', 13, 'YRCO'],
      ['Whoopsie Daisy', 'Orange', 14, 'YROOO'],
      ['Upsy Daisy', 'Blue', 15, 'YBCVBB'],
      ['Crazy Daisy', 'Green', 16, 'YGROGGG'],
      ['Hazy Dazy', 'Violet', 17, 'YBVCVROV'],
    ],
  ],
  [
    50,
    'Tulip',
    [
      ['Onelip', 'Violet', 20, 'VRBVV'],
      ['Twolip', 'Red', 21, 'VRRRVV'],
      ['Threelip', 'Yellow', 22, 'VYYVYOVY'],
    ],
  ],
  [
    51,
    'Carnation',
    [
      ['What-in Carnation', 'Pink', 30, 'P'],
      ['Instant Carnation', 'Yellow', 31, 'PY'],
      ['Hybrid Carnation', 'Red', 32, 'PRR'],
      ['Side Carnation', 'White', 33, 'PRGBR'],
      ['Model Carnation', 'Green', 34, 'PGGGGYG'],
    ],
  ],
  [
    52,
    'Lily',
    [
      ['Lily-of-the-Alley', 'White', 40, 'C'],
      ['Lily Pad', 'Green', 41, 'CG'],
      ['Tiger Lily', 'Orange', 42, 'COO'],
      ['Livered Lily', 'Pink', 43, 'COOP'],
      ['Chili Lily', 'Red', 44, 'CRRRR'],
      ['Silly Lily', 'Violet', 45, 'CRVVVV'],
      ['Indubitab Lily', 'Blue', 46, 'CVCBCBB'],
      ['Dilly Lilly', 'Yellow', 47, 'CBYYCBYY'],
    ],
  ],
  [
    53,
    'Daffodil',
    [
      ['Laff-o-dil', 'Green', 50, 'G'],
      ['Daffy Dill', 'White', 51, 'GC'],
      ['Giraff-o-dil', 'Yellow', 52, 'GPYY'],
      ['Time and a half-o-dil', 'Pink', 53, 'GPBPP'],
    ],
  ],
  [
    54,
    'Pansy',
    [
      ['Dandy Pansy', 'Orange', 60, 'O'],
      ['Chim Pansy', 'White', 61, 'OC'],
      ['Potsen Pansy', 'Red', 62, 'ORR'],
      ['Marzi Pansy', 'Yellow', 63, 'OYYR'],
      ['Smarty Pansy', 'Pink', 64, 'OPPOBP'],
    ],
  ],
  [
    55,
    'Petunia',
    [
      ['Car Petunia', 'Blue', 70, 'BVBVCBB'],
      ['Platoonia', 'Pink', 71, 'BPPBROYY'],
    ],
  ],
  [
    56,
    'Rose',
    [
      ["Summer's Last Rose", 'Red', 0, 'RRR'],
      ['Corn Rose', 'Yellow', 1, 'RYOY'],
      ['Tinted Rose', 'Pink', 2, 'RPOROP'],
      ['Stinking Rose', 'White', 3, 'RCOPVCC'],
      ['Istilla Rose', 'Blue', 4, 'RBVVBBPB'],
    ],
  ],
];

/** Every flower variety, species by species in the source's order. */
export const FLOWER_VARIETIES: readonly FlowerVariety[] = SPECIES_ROWS.flatMap(([speciesId, species, rows]) =>
  rows.map(([name, color, recipe, beans], variety) => ({
    speciesId,
    species,
    variety,
    name,
    color,
    recipe,
    beans,
  })),
);

export interface GardenTool {
  /** The tool's index in the source (0 = the first tool). */
  index: number;
  name: string;
  /** The tool's skill points (`skillPts`): reaching them earns the next tool. */
  skillPts: number;
}

export interface Shovel extends GardenTool {
  /** Jellybeans this shovel adds to what a flower can take (`numBoxes`). */
  beanSlots: number;
}

/** The shovels, smallest first (`ShovelAttributes`). */
export const SHOVELS: readonly Shovel[] = [
  { index: 0, name: 'Tin Shovel', skillPts: 80, beanSlots: 2 },
  { index: 1, name: 'Bronze Shovel', skillPts: 160, beanSlots: 2 },
  { index: 2, name: 'Silver Shovel', skillPts: 320, beanSlots: 2 },
  { index: 3, name: 'Gold Shovel', skillPts: 640, beanSlots: 2 },
];

/** The watering cans, smallest first (`WateringCanAttributes`). */
export const WATERING_CANS: readonly GardenTool[] = [
  { index: 0, name: 'Small Watering Can', skillPts: 100 },
  { index: 1, name: 'Medium Watering Can', skillPts: 200 },
  { index: 2, name: 'Large Watering Can', skillPts: 400 },
  { index: 3, name: 'Huge Watering Can', skillPts: 1000 },
];

const isBeanColor = (letter: string): letter is BeanColor =>
  (BEAN_COLOR_LETTERS as readonly string[]).includes(letter);

/** A recipe's jellybeans, in planting order, as colours. */
export function beanColors(beans: string): BeanColor[] {
  return [...beans].filter(isBeanColor);
}
