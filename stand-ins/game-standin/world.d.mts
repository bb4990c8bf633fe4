export declare function invasionAt(
  districtIndex: number,
  now: number,
): { type: string; asOf: number; progress: string } | null;
export declare function invasions(now: number): unknown;
export declare function population(now: number): unknown;
export declare function fieldOffices(now: number): unknown;
export declare function doodles(now: number): unknown;
export declare function sillyMeter(now: number): unknown;
export declare function cavalcade(now: number): unknown;
