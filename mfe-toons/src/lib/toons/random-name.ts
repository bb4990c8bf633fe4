/**
 * Random names for new toons: a colour and an animal, e.g. "Purple Dog". The animals are the
 * game's toon species; the colours are plain English colour words. Every name fits the
 * 32-character toon name limit.
 */

export const NAME_COLOURS: readonly string[] = [
  'Red',
  'Orange',
  'Yellow',
  'Green',
  'Blue',
  'Purple',
  'Pink',
  'Brown',
  'Black',
  'White',
  'Grey',
  'Gold',
  'Silver',
  'Teal',
  'Cyan',
  'Magenta',
  'Lime',
  'Maroon',
  'Navy',
  'Olive',
  'Peach',
  'Lavender',
  'Turquoise',
  'Crimson',
  'Beige',
  'Coral',
];

export const NAME_ANIMALS: readonly string[] = [
  'Dog',
  'Cat',
  'Horse',
  'Mouse',
  'Rabbit',
  'Duck',
  'Monkey',
  'Bear',
  'Pig',
  'Deer',
  'Crocodile',
];

function pick(list: readonly string[], random: () => number): string {
  // Clamp so a generator returning exactly 1 (or slightly out of range) still picks an item.
  const index = Math.min(list.length - 1, Math.max(0, Math.floor(random() * list.length)));
  return list[index] ?? list[0] ?? '';
}

/** A random "<Colour> <Animal>" name; pass `random` (values in [0, 1)) to make it repeatable. */
export function randomToonName(random: () => number = Math.random): string {
  return `${pick(NAME_COLOURS, random)} ${pick(NAME_ANIMALS, random)}`;
}
