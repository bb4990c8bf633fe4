import type { ToonInputBody } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { migrateToons, migrationInput, migrationNotice } from './migration';
import { makeToon } from './testing';

const first = makeToon({ id: '1', user: 'guest', name: 'First Toon', rod: 'Steel', buckets: { Estate: 2 } });
const second = makeToon({ id: '2', user: 'guest', name: 'Second Toon' });
const third = makeToon({ id: '3', user: 'guest', name: 'Third Toon' });

describe('migrationInput', () => {
  it('carries the editable fields only', () => {
    const input = migrationInput(first);
    expect(input).toMatchObject({ name: 'First Toon', rod: 'Steel', buckets: { Estate: 2 } });
    expect(input).not.toHaveProperty('user');
    expect(input).not.toHaveProperty('createdAt');
    expect(input).not.toHaveProperty('id');
  });
});

describe('migrateToons', () => {
  it('posts every toon in order and removes each from the browser once stored', async () => {
    const posted: ToonInputBody[] = [];
    const removed: string[] = [];
    const result = await migrateToons(
      [first, second],
      async (input) => {
        posted.push(input);
      },
      (id) => removed.push(id),
    );
    expect(posted.map((input) => input.name)).toEqual(['First Toon', 'Second Toon']);
    expect(removed).toEqual(['1', '2']);
    expect(result).toEqual({ moved: 2, remaining: 0 });
    expect(migrationNotice(result)).toBeNull();
  });

  it('keeps every toon that was not stored when a post fails', async () => {
    const removed: string[] = [];
    const result = await migrateToons(
      [first, second, third],
      async (input) => {
        if (input.name === 'Second Toon') throw new Error('offline');
      },
      (id) => removed.push(id),
    );
    expect(removed).toEqual(['1']);
    expect(result).toEqual({ moved: 1, remaining: 2 });
    expect(migrationNotice(result)).toMatch(/^2 Toons .* could not be moved/);
  });
});
