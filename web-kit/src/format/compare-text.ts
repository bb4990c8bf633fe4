/**
 * Alphabetical order for the game's English names (cogs, districts, streets), without
 * `localeCompare`: its first use builds an ICU collator, about 12 ms of the development machine's
 * time in the task that paints the Cog Radar (see number-format.ts). Case is ignored, then breaks ties.
 */
export function compareText(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
