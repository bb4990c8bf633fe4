import { describe, expect, it } from 'vitest';
import { NAME_ANIMALS, NAME_COLOURS, randomToonName } from './random-name';

function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe('randomToonName', () => {
  it('joins a colour and an animal', () => {
    expect(randomToonName(sequence(0, 0))).toBe(`${NAME_COLOURS[0]} ${NAME_ANIMALS[0]}`);
    expect(randomToonName(sequence(0.999999, 0.999999))).toBe(
      `${NAME_COLOURS.at(-1)} ${NAME_ANIMALS.at(-1)}`,
    );
  });

  it('stays in range when the generator returns 1 or a negative number', () => {
    expect(randomToonName(sequence(1, 1))).toBe(`${NAME_COLOURS.at(-1)} ${NAME_ANIMALS.at(-1)}`);
    expect(randomToonName(sequence(-0.5, -0.5))).toBe(`${NAME_COLOURS[0]} ${NAME_ANIMALS[0]}`);
  });

  it("uses the game's eleven toon species", () => {
    expect([...NAME_ANIMALS].sort()).toEqual(
      ['Bear', 'Cat', 'Crocodile', 'Deer', 'Dog', 'Duck', 'Horse', 'Monkey', 'Mouse', 'Pig', 'Rabbit'].sort(),
    );
  });

  it('makes only names of at most 32 characters, from letters and one space', () => {
    for (const colour of NAME_COLOURS) {
      for (const animal of NAME_ANIMALS) {
        const name = `${colour} ${animal}`;
        expect(name.length).toBeLessThanOrEqual(32);
        expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      }
    }
  });

  it('varies with Math.random by default', () => {
    const names = new Set(Array.from({ length: 200 }, () => randomToonName()));
    expect(names.size).toBeGreaterThan(20);
    for (const name of names) expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });
});
