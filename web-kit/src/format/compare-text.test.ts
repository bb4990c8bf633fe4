import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text.js';

describe('compareText', () => {
  it('orders names alphabetically, ignoring case', () => {
    const names = ['Tightwad', 'bottom Feeder', 'Ambulance Chaser', 'Big Cheese', 'The Big Cheese'];
    expect([...names].sort(compareText)).toEqual([
      'Ambulance Chaser',
      'Big Cheese',
      'bottom Feeder',
      'The Big Cheese',
      'Tightwad',
    ]);
  });

  it('agrees with localeCompare on the game names the site sorts', () => {
    const districts = [
      'Zoink Falls',
      'Blam Canyon',
      'Boingbury',
      'Gulp Gulch',
      'Hiccup Hills',
      'Splat Summit',
    ];
    expect([...districts].sort(compareText)).toEqual([...districts].sort((a, b) => a.localeCompare(b)));
  });

  it('is zero only for the same text', () => {
    expect(compareText('Flunky', 'Flunky')).toBe(0);
    expect(compareText('flunky', 'Flunky')).not.toBe(0);
  });
});
