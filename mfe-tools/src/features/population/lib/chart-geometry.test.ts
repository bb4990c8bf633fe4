import { describe, expect, it } from 'vitest';
import { chartGeometry, niceMax } from './chart-geometry';

const BOX = { width: 100, height: 60, left: 10, right: 0, top: 0, bottom: 10 };
const HOUR = 3_600_000;

describe('niceMax', () => {
  it.each([
    [0, 10],
    [7, 10],
    [1234, 2000],
    [4999, 5000],
    [5001, 10000],
  ])('%i rounds up to %i', (value, max) => {
    expect(niceMax(value)).toBe(max);
  });
});

describe('chartGeometry', () => {
  it('maps the first and last samples to the plot edges and values to heights', () => {
    const geometry = chartGeometry(
      [
        { at: 2 * HOUR, value: 50 },
        { at: 0, value: 100 },
      ],
      BOX,
    );
    expect(geometry.yMax).toBe(100);
    expect(geometry.line).toBe('M10,0L100,25');
    expect(geometry.area).toBe('M10,0L100,25L100,50L10,50Z');
    expect(geometry.xTicks.map((tick) => tick.x)).toEqual([10, 55, 100]);
    expect(geometry.yTicks[0]).toEqual({ value: 0, y: 50 });
  });

  it('draws nothing without samples', () => {
    expect(chartGeometry([], BOX)).toMatchObject({ line: '', area: '', xTicks: [] });
  });
});
