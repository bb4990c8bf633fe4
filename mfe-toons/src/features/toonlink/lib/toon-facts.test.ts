import { describe, expect, it } from 'vitest';
import { countText, currentMaxText, ofText } from './game-numbers';
import {
  colorWords,
  headColorView,
  invasionView,
  npcText,
  placeText,
  speciesText,
  taskProgressText,
  taskTypeText,
} from './toon-facts';

describe('game numbers (one format for the port card and the dashboard)', () => {
  it('groups thousands', () => {
    expect(countText(1523)).toBe('1,523');
    expect(ofText(1523, 2500)).toBe('1,523 / 2,500');
    expect(currentMaxText({ current: 12000 })).toBe('12,000');
    expect(currentMaxText({ current: 3000, max: 12000 })).toBe('3,000 / 12,000');
    expect(currentMaxText(null)).toBeNull();
  });
});

describe('toon facts', () => {
  it('names a place once when zone and neighbourhood are the same', () => {
    expect(placeText('Toontown Central', 'Toontown Central')).toBe('Toontown Central');
    expect(placeText('Silly Street', 'Toontown Central')).toBe('Silly Street, Toontown Central');
    expect(placeText('', null)).toBeNull();
  });

  it('writes a Toon of a task with its building, zone and neighbourhood', () => {
    expect(
      npcText({ name: 'Flippy', building: '', zone: 'Toontown Central', neighborhood: 'Toontown Central' }),
    ).toBe('Flippy, Toontown Central');
    expect(
      npcText({ name: 'Clerk', building: 'Toon Hall', zone: 'Elm Street', neighborhood: 'Daisy Gardens' }),
    ).toBe('Clerk, Toon Hall, Elm Street, Daisy Gardens');
    expect(npcText(null)).toBeNull();
  });

  it('shows a task’s progress as a fraction only towards a target above 0', () => {
    expect(taskProgressText({ text: '2 of 6', current: 2, target: 6 })).toBe('2 / 6');
    expect(taskProgressText({ text: '1523 of 2500', current: 1523, target: 2500 })).toBe('1,523 / 2,500');
    expect(taskProgressText({ text: '0 of 0', current: 0, target: 0 })).toBeNull();
    expect(taskProgressText({ text: 'Complete', current: 0, target: 0 })).toBe('Complete');
    expect(taskProgressText(null)).toBeNull();
    expect(taskTypeText({ type: '  ' })).toBeNull();
    expect(taskTypeText({ type: 'Just for fun!' })).toBe('Just for fun!');
  });

  it('describes the invasion in the district: Cog, how many, mega', () => {
    expect(invasionView({ cog: 'Version 2.0 Flunky', quantity: 3000, mega: true }, 'Zapwood')).toEqual({
      label: 'Invasion in Zapwood',
      text: 'Version 2.0 Flunky · 3,000 Cogs · mega-invasion',
    });
    expect(invasionView({ cog: 'Tightwad', quantity: 1, mega: false }, null)).toEqual({
      label: 'Invasion in this district',
      text: 'Tightwad · 1 Cog',
    });
    expect(invasionView(null, 'Zapwood')).toBeNull();
    expect(invasionView({ cog: '', quantity: 10 }, 'Zapwood')).toBeNull();
  });

  it('gives the species and the head colour in words, keeping only a hex colour', () => {
    expect(speciesText({ species: 'dog' })).toBe('Dog');
    expect(speciesText({})).toBeNull();
    expect(headColorView({ headColor: '#E4A23C' })).toEqual({ hex: '#e4a23c', words: 'orange' });
    expect(headColorView({ headColor: 'red; background: url(x)' })).toBeNull();
    expect(headColorView({ headColor: null })).toBeNull();
    expect(colorWords('#f49ac1')).toBe('light pink');
    expect(colorWords('#7fb3ff')).toBe('blue');
    expect(colorWords('#fff')).toBe('white');
    expect(colorWords('#1a237e')).toBe('dark blue');
    expect(colorWords('#808080')).toBe('grey');
  });
});
