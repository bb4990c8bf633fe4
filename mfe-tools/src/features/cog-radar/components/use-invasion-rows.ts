import { useMemo, useRef } from 'react';
import type { Invasions } from 'shared-contracts/domain';
import {
  type InvasionRow,
  type ObservationLog,
  recordObservations,
  toInvasionRows,
} from '../lib/invasion-rows';

/** Rows of the current invasions, remembering each response's reports to estimate time left. */
export function useInvasionRows(invasions: Invasions | undefined): InvasionRow[] {
  const log = useRef<ObservationLog>(new Map());
  return useMemo(() => {
    if (!invasions) return [];
    log.current = recordObservations(log.current, invasions);
    return toInvasionRows(invasions, log.current);
  }, [invasions]);
}
