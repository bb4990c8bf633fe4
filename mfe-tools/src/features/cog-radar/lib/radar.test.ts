import type { FieldOfficesResponse, Invasions } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { filterByDepartment, toFieldOfficeRows } from './field-office-rows';
import {
  cogsOf,
  filterByCog,
  invasionKey,
  recordObservations,
  startedInvasions,
  toInvasionRows,
} from './invasion-rows';

const invasions = (asOf: number, flunky: string): Invasions => ({
  error: null,
  lastUpdated: asOf,
  invasions: {
    Zapwood: { type: 'Flunky', asOf, progress: flunky },
    Boingbury: { type: 'Version 2.0 Cold Caller', asOf, progress: '5/3000' },
    Splashport: { type: 'Yesman (Skelecog)', asOf, progress: '10/1000000' },
  },
});

describe('invasion rows', () => {
  it('marks v2.0, skelecog and mega, and estimates the end once a rate is observed', () => {
    let log = recordObservations(new Map(), invasions(1000, '100/1000'));
    let rows = toInvasionRows(invasions(1000, '100/1000'), log);
    expect(rows.map((row) => [row.cog, row.isV2, row.isSkelecog, row.isMega])).toEqual([
      ['Cold Caller', true, false, false],
      ['Flunky', false, false, false],
      ['Yesman', false, true, true],
    ]);
    expect(rows.find((row) => row.cog === 'Flunky')?.endsAt).toBeNull();

    const later = invasions(1100, '300/1000');
    log = recordObservations(log, later);
    rows = toInvasionRows(later, log);
    // 200 cogs in 100 s; 700 left: 350 s after the last report.
    expect(rows.find((row) => row.cog === 'Flunky')?.endsAt).toBe(1450);
    expect(rows.find((row) => row.cog === 'Yesman')?.endsAt).toBeNull();
  });

  it('forgets invasions that ended and ignores a repeated report', () => {
    const log = recordObservations(new Map(), invasions(1000, '1/10'));
    const again = recordObservations(log, invasions(1000, '1/10'));
    expect(again.get(invasionKey('Zapwood', 'Flunky'))).toHaveLength(1);
    const none = recordObservations(again, { error: null, lastUpdated: 1200, invasions: {} });
    expect(none.size).toBe(0);
  });

  it('filters by cog and finds newly started invasions of the watched cog', () => {
    const rows = toInvasionRows(invasions(1000, '1/10'), new Map());
    expect(cogsOf(rows)).toEqual(['Cold Caller', 'Flunky', 'Yesman']);
    expect(filterByCog(rows, 'Flunky').map((row) => row.district)).toEqual(['Zapwood']);
    expect(filterByCog(rows, '')).toHaveLength(3);
    expect(startedInvasions(new Set([invasionKey('Zapwood', 'Flunky')]), rows, 'Flunky')).toEqual([]);
    expect(startedInvasions(new Set(), rows, 'Flunky').map((row) => row.district)).toEqual(['Zapwood']);
  });
});

describe('field office rows', () => {
  const response: FieldOfficesResponse = {
    lastUpdated: 1000,
    fieldOffices: {
      '5300': { department: 's', difficulty: 2, annexes: 0, open: false, expiring: 1600 },
      '3100': { department: 'l', difficulty: 0, annexes: 12, open: true, expiring: null },
    },
  };

  it('names streets and departments, counts stars from one and filters by department', () => {
    const rows = toFieldOfficeRows(response);
    expect(rows.map((row) => [row.street, row.departmentName, row.stars, row.open])).toEqual([
      ['Oak Street', 'Sellbot', 3, false],
      ['Walrus Way', 'Lawbot', 1, true],
    ]);
    expect(filterByDepartment(rows, 'l').map((row) => row.street)).toEqual(['Walrus Way']);
    expect(filterByDepartment(rows, '')).toHaveLength(2);
  });
});
