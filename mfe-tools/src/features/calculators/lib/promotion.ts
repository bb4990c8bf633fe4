// The promotion rules live in shared-contracts (one copy for the Cog Suits calculator and the Toon
// dashboard); this module keeps the calculator's imports where they were.
export {
  type FacilityRuns,
  fewestRunsPlan,
  type MixedPlan,
  runsPerFacility,
  stillNeeded,
} from 'trinket-game/data';
