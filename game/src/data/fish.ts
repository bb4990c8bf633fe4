import { type FishKey, fishKey } from 'shared-contracts/domain';

/**
 * The game's 70 fish species, grouped by genus.
 *
 * Names, weight ranges (lb), rarity (1 most common .. 10 rarest) and where each is found come from
 * data/fish.json of the npm package toonapi-calculator 1.8.3 (compiled from the game).
 *
 * Genus and species ids are the game's own (ToonLink reports the album as
 * `collection[genusId].album[speciesId]`). Toontown Rewritten keeps Toontown Online's numbering:
 * toontown/fishing/FishGlobals.py (`__fishDict`) in the open Toontown source
 * (github.com/open-toontown/open-toontown) keys genera 0, 2, 4 .. 34 and numbers the species of a
 * genus 0.. in the order listed there (the localizer table `FishSpeciesNames` in public copies of
 * that source names them in the same order).
 * fish.json lists the species in exactly that order (checked species by species against
 * `__fishDict`'s weights, rarities and zones), so the groups below follow fish.json's order and
 * take their ids from FishGlobals. A few species' numbers or places differ between Toontown
 * Online and the game today (e.g. Rock Star Fish, Shining Star Fish, All Star Fish, Holey
 * Mackerel, Grizzly Bear Acuda, Devil Ray); the values here are fish.json's.
 *
 * We show a genus under the name of its first species (species id 0).
 */

/** Where a species bites, as fish.json says: a playground, a street, 'Estate' or 'Anywhere'. */
export type FishLocationName = string;

export type FishSpecies = {
  key: FishKey;
  genusId: number;
  speciesId: number;
  /** The genus's display name. */
  genus: string;
  name: string;
  minWeightLb: number;
  maxWeightLb: number;
  /** 1 (most common) .. 10 (rarest). */
  rarity: number;
  /**
   * Where it bites, in the game's order (the order matters: see fishing-odds.ts). Playground
   * names, street names, 'Estate', or 'Anywhere' (every pond).
   */
  locations: readonly FishLocationName[];
};

export type FishGenus = {
  genusId: number;
  name: string;
  species: readonly FishSpecies[];
};

/** [name, min lb, max lb, rarity, locations] */
type SpeciesRow = readonly [string, number, number, number, readonly string[]];

const GENUS_ROWS: readonly { genusId: number; name: string; species: readonly SpeciesRow[] }[] = [
  {
    genusId: 0,
    name: 'Balloon Fish',
    species: [
      ['Balloon Fish', 1, 3, 1, ['Anywhere']],
      ['Hot Air Balloon Fish', 1, 1, 4, ['Toontown Central', 'Anywhere']],
      ['Weather Balloon Fish', 3, 5, 5, ['Punchline Place', 'The Brrrgh']],
      ['Water Balloon Fish', 3, 5, 3, ['Silly Street', 'Daisy Gardens']],
      ['Red Balloon Fish', 1, 5, 2, ['Loopy Lane', 'Toontown Central']],
    ],
  },
  {
    genusId: 2,
    name: 'Cat Fish',
    species: [
      ['Cat Fish', 2, 6, 1, ['Daisy Gardens', 'Anywhere']],
      ['Siamese Cat Fish', 2, 6, 9, ['Elm Street', 'Daisy Gardens']],
      ['Alley Cat Fish', 5, 11, 4, ['Lullaby Lane']],
      ['Tabby Cat Fish', 2, 6, 3, ['Daisy Gardens', 'Estate']],
      ['Tom Cat Fish', 5, 11, 2, ["Donald's Dreamland", 'Estate']],
    ],
  },
  {
    genusId: 4,
    name: 'Clown Fish',
    species: [
      ['Clown Fish', 2, 8, 1, ['Toontown Central', 'Anywhere']],
      ['Sad Clown Fish', 2, 8, 4, ['Toontown Central', 'Anywhere']],
      ['Party Clown Fish', 2, 8, 2, ['Toontown Central', 'Anywhere']],
      ['Circus Clown Fish', 2, 8, 6, ['Toontown Central', "Minnie's Melodyland"]],
    ],
  },
  {
    genusId: 6,
    name: 'Frozen Fish',
    species: [['Frozen Fish', 8, 12, 1, ['The Brrrgh']]],
  },
  {
    genusId: 8,
    name: 'Star Fish',
    species: [
      ['Star Fish', 1, 5, 1, ['Anywhere']],
      ['Five Star Fish', 2, 6, 2, ["Minnie's Melodyland", 'Anywhere']],
      ['Rock Star Fish', 5, 11, 5, ["Minnie's Melodyland", 'Anywhere']],
      ['Shining Star Fish', 4, 9, 7, ['Estate', 'Anywhere']],
      ['All Star Fish', 1, 5, 10, ['Toontown Central', "Donald's Dock", 'Estate']],
    ],
  },
  {
    genusId: 10,
    name: 'Holey Mackerel',
    species: [['Holey Mackerel', 6, 10, 9, ['Estate', 'Toontown Central', "Donald's Dock"]]],
  },
  {
    genusId: 12,
    name: 'Dog Fish',
    species: [
      ['Dog Fish', 7, 15, 1, ["Donald's Dock", 'Anywhere']],
      ['Bull Dog Fish', 18, 20, 6, ["Donald's Dock", 'Estate']],
      ['Hot Dog Fish', 1, 5, 5, ["Donald's Dock", 'Estate']],
      ['Dalmatian Dog Fish', 3, 7, 4, ["Donald's Dock", 'Estate']],
      ['Puppy Dog Fish', 1, 2, 2, ["Donald's Dock", 'Anywhere']],
    ],
  },
  {
    genusId: 14,
    name: 'Amore Eel',
    species: [
      ['Amore Eel', 2, 6, 1, ['Daisy Gardens', 'Estate', 'Anywhere']],
      ['Electric Amore Eel', 2, 6, 3, ['Daisy Gardens', 'Estate']],
    ],
  },
  {
    genusId: 16,
    name: 'Nurse Shark',
    species: [
      ['Nurse Shark', 4, 12, 5, ["Minnie's Melodyland", 'Anywhere']],
      ['Clara Nurse Shark', 4, 12, 7, ['Baritone Boulevard', "Minnie's Melodyland"]],
      ['Florence Nurse Shark', 4, 12, 8, ['Tenor Terrace', "Minnie's Melodyland"]],
    ],
  },
  {
    genusId: 18,
    name: 'King Crab',
    species: [
      ['King Crab', 2, 4, 3, ["Donald's Dock", 'Anywhere']],
      ['Alaskan King Crab', 5, 8, 7, ['The Brrrgh']],
      ['Old King Crab', 4, 6, 8, ['Lighthouse Lane']],
    ],
  },
  {
    genusId: 20,
    name: 'Moon Fish',
    species: [
      ['Moon Fish', 4, 6, 1, ["Donald's Dreamland"]],
      ['Full Moon Fish', 14, 18, 10, ["Donald's Dreamland"]],
      ['Half Moon Fish', 6, 10, 8, ['Lullaby Lane']],
      ['New Moon Fish', 1, 1, 3, ["Donald's Dreamland"]],
      ['Crescent Moon Fish', 2, 6, 6, ['Lullaby Lane']],
      ['Harvest Moon Fish', 10, 14, 4, ["Donald's Dreamland", 'Daisy Gardens']],
    ],
  },
  {
    genusId: 22,
    name: 'Sea Horse',
    species: [
      ['Sea Horse', 12, 16, 2, ['Estate', 'Daisy Gardens', 'Anywhere']],
      ['Rocking Sea Horse', 14, 18, 3, ['Estate', 'Daisy Gardens', 'Anywhere']],
      ['Clydesdale Sea Horse', 14, 20, 5, ['Estate', 'Daisy Gardens']],
      ['Arabian Sea Horse', 14, 20, 7, ['Estate', 'Daisy Gardens']],
    ],
  },
  {
    genusId: 24,
    name: 'Pool Shark',
    species: [
      ['Pool Shark', 9, 11, 3, ['Anywhere']],
      ['Kiddie Pool Shark', 8, 12, 5, ['Daisy Gardens', "Donald's Dock"]],
      ['Swimming Pool Shark', 8, 12, 6, ['Daisy Gardens', "Donald's Dock"]],
      ['Olympic Pool Shark', 8, 16, 7, ['Daisy Gardens', "Donald's Dock"]],
    ],
  },
  {
    genusId: 26,
    name: 'Brown Bear Acuda',
    species: [
      ['Brown Bear Acuda', 10, 18, 2, ['The Brrrgh']],
      ['Black Bear Acuda', 10, 18, 3, ['The Brrrgh']],
      ['Koala Bear Acuda', 10, 18, 4, ['The Brrrgh']],
      ['Honey Bear Acuda', 10, 18, 5, ['The Brrrgh']],
      ['Polar Bear Acuda', 12, 20, 6, ['The Brrrgh']],
      ['Panda Bear Acuda', 14, 20, 7, ['The Brrrgh']],
      ['Kodiac Bear Acuda', 14, 20, 8, ['Sleet Street', 'The Brrrgh']],
      ['Grizzly Bear Acuda', 16, 20, 10, ['The Brrrgh', 'Walrus Way']],
    ],
  },
  {
    genusId: 28,
    name: 'Cutthroat Trout',
    species: [
      ['Cutthroat Trout', 2, 10, 2, ["Donald's Dock", 'Anywhere']],
      ['Captain Cutthroat Trout', 4, 10, 6, ['Barnacle Boulevard', "Donald's Dock"]],
      ['Scurvy Cutthroat Trout', 4, 10, 7, ['Seaweed Street', "Donald's Dock"]],
    ],
  },
  {
    genusId: 30,
    name: 'Piano Tuna',
    species: [
      ['Piano Tuna', 13, 17, 5, ["Minnie's Melodyland", 'Anywhere']],
      ['Grand Piano Tuna', 16, 20, 10, ["Minnie's Melodyland", 'Alto Avenue']],
      ['Baby Grand Piano Tuna', 12, 18, 9, ['Tenor Terrace', "Minnie's Melodyland"]],
      ['Upright Piano Tuna', 12, 18, 6, ["Minnie's Melodyland"]],
      ['Player Piano Tuna', 12, 18, 7, ["Minnie's Melodyland"]],
    ],
  },
  {
    genusId: 32,
    name: 'Peanut Butter & Jellyfish',
    species: [
      ['Peanut Butter & Jellyfish', 1, 5, 2, ['Toontown Central', 'Estate', 'Anywhere']],
      ['Grape PB&J Fish', 1, 5, 3, ['The Brrrgh', 'Estate', 'Anywhere']],
      ['Crunchy PB&J Fish', 1, 5, 4, ['Daisy Gardens', 'Estate']],
      ['Strawberry PB&J Fish', 1, 5, 5, ["Donald's Dreamland", 'Estate', 'Anywhere']],
      ['Concord Grape PB&J Fish', 1, 5, 10, ['The Brrrgh', "Donald's Dreamland"]],
    ],
  },
  {
    genusId: 34,
    name: 'Devil Ray',
    species: [['Devil Ray', 1, 20, 9, ["Donald's Dreamland", 'Daisy Gardens']]],
  },
];

function toGenus(row: (typeof GENUS_ROWS)[number]): FishGenus {
  const species = row.species.map(
    ([name, minWeightLb, maxWeightLb, rarity, locations], speciesId): FishSpecies => ({
      key: fishKey(row.genusId, speciesId),
      genusId: row.genusId,
      speciesId,
      genus: row.name,
      name,
      minWeightLb,
      maxWeightLb,
      rarity,
      locations,
    }),
  );
  return { genusId: row.genusId, name: row.name, species };
}

/** Every genus, in the game's order, each with its species in species-id order. */
export const FISH_GENERA: readonly FishGenus[] = GENUS_ROWS.map(toGenus);

/** Every species, ordered by genus id then species id. */
export const FISH_SPECIES: readonly FishSpecies[] = FISH_GENERA.flatMap((genus) => genus.species);

/** Species by {@link FishKey}. */
export const FISH_BY_KEY: ReadonlyMap<FishKey, FishSpecies> = new Map(
  FISH_SPECIES.map((species) => [species.key, species]),
);
