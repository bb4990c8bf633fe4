import { describe, expect, it } from 'vitest';
import { makeToon } from '../lib/toons/testing';
import { pickToon } from './selected-toon';

describe('pickToon', () => {
  const toons = [makeToon({ id: '1', name: 'One' }), makeToon({ id: '2', name: 'Two' })];

  it('shows the remembered toon', () => {
    expect(pickToon(toons, '2')?.name).toBe('Two');
  });

  it('falls back to the first toon when the remembered one is gone', () => {
    expect(pickToon(toons, 'deleted')?.name).toBe('One');
    expect(pickToon(toons, null)?.name).toBe('One');
  });

  it('is null without toons', () => {
    expect(pickToon([], '1')).toBeNull();
  });
});
