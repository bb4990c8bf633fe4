import { beforeEach, describe, expect, it } from 'vitest';
import { mergeRecords, readLocalRecords, saveLocalRecord } from './local-records';

describe('browser records', () => {
  beforeEach(() => window.localStorage.clear());

  it('keep the highest toons-up score and the fastest time per level', () => {
    saveLocalRecord('toons-up', 300);
    saveLocalRecord('toons-up', 200);
    saveLocalRecord('beginner', 30_000);
    saveLocalRecord('beginner', 25_000);
    expect(readLocalRecords()).toEqual({ 'toons-up': 300, beginner: 25_000 });
  });

  it('ignore corrupt or foreign storage', () => {
    window.localStorage.setItem('trinket.arcade.records', '{nope');
    expect(readLocalRecords()).toEqual({});
    window.localStorage.setItem(
      'trinket.arcade.records',
      JSON.stringify({ 'toons-up': -4, expert: 'fast', x: 1 }),
    );
    expect(readLocalRecords()).toEqual({});
  });

  it('merge the better of browser and account records', () => {
    expect(
      mergeRecords({ 'toons-up': 100, expert: 90_000 }, { 'toons-up': 250, expert: 95_000, beginner: 9000 }),
    ).toEqual({ 'toons-up': 250, expert: 90_000, beginner: 9000 });
  });
});
