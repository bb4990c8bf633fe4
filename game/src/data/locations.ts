/**
 * Where a toon can fish: the playgrounds, their streets, and the Estate.
 *
 * Source: data/locations.json of the npm package toonapi-calculator 1.8.3. Every listed place has a pond.
 */

export type Playground = {
  name: string;
  /** The playground's streets; empty for the Estate. */
  streets: readonly string[];
};

export const ESTATE = 'Estate';

/** fish.json's word for "every pond". */
export const ANYWHERE = 'Anywhere';

export const PLAYGROUNDS: readonly Playground[] = [
  { name: 'Toontown Central', streets: ['Loopy Lane', 'Silly Street', 'Punchline Place'] },
  { name: "Donald's Dock", streets: ['Barnacle Boulevard', 'Lighthouse Lane', 'Seaweed Street'] },
  { name: 'Daisy Gardens', streets: ['Elm Street', 'Maple Street', 'Oak Street'] },
  {
    name: "Minnie's Melodyland",
    streets: ['Alto Avenue', 'Baritone Boulevard', 'Tenor Terrace'],
  },
  { name: 'The Brrrgh', streets: ['Sleet Street', 'Walrus Way'] },
  { name: "Donald's Dreamland", streets: ['Lullaby Lane', 'Pajama Place'] },
  { name: ESTATE, streets: [] },
];

/** Every pond, grouped: each playground followed by its streets, the Estate last. */
export const FISHING_LOCATIONS: readonly string[] = PLAYGROUNDS.flatMap((playground) => [
  playground.name,
  ...playground.streets,
]);

const PLAYGROUND_OF_STREET: ReadonlyMap<string, string> = new Map(
  PLAYGROUNDS.flatMap((playground) => playground.streets.map((street) => [street, playground.name] as const)),
);

/** The playground a street belongs to; null for a playground, the Estate or an unknown name. */
export function playgroundOfStreet(location: string): string | null {
  return PLAYGROUND_OF_STREET.get(location) ?? null;
}

/** True when `location` is a pond of {@link FISHING_LOCATIONS}. */
export function isFishingLocation(location: string): boolean {
  return FISHING_LOCATIONS.includes(location);
}
