import { type CogDepartment, FIELD_OFFICE_ZONES, type FieldOfficesResponse } from 'shared-contracts/domain';
import { compareText } from 'web-kit';

/** Department names by letter (`suitTypes` in data/suits.json of the npm package toonapi-calculator 1.8.3). */
export const DEPARTMENT_NAMES: Readonly<Record<CogDepartment, string>> = {
  c: 'Bossbot',
  l: 'Lawbot',
  m: 'Cashbot',
  s: 'Sellbot',
};

export interface FieldOfficeRow {
  zoneId: string;
  street: string;
  department: CogDepartment;
  departmentName: string;
  /** The game counts difficulty from 0; players count stars from 1. */
  stars: number;
  annexes: number;
  open: boolean;
  /** When the office closes for good (epoch seconds), once it is closing. */
  expiring: number | null;
}

export function toFieldOfficeRows(response: FieldOfficesResponse): FieldOfficeRow[] {
  return Object.entries(response.fieldOffices)
    .map(([zoneId, office]) => ({
      zoneId,
      street: FIELD_OFFICE_ZONES[zoneId] ?? `Zone ${zoneId}`,
      department: office.department,
      departmentName: DEPARTMENT_NAMES[office.department],
      stars: office.difficulty + 1,
      annexes: office.annexes,
      open: office.open,
      expiring: office.expiring,
    }))
    .sort((a, b) => compareText(a.street, b.street));
}

/** Offices of one department ('' keeps all). */
export function filterByDepartment(
  rows: readonly FieldOfficeRow[],
  department: CogDepartment | '',
): FieldOfficeRow[] {
  return department ? rows.filter((row) => row.department === department) : [...rows];
}
