/**
 * Golf and racing trophy thresholds.
 *
 * Source: data/golf_trophies.json and data/race_trophies.json of the npm package
 * toonapi-calculator 1.8.3 (compiled from the game). Re-expressed here; `stat` is the file's
 * `description`, which is also the statistic's name as ToonLink reports it (`golf`/`racing`
 * `[{ name, num }]`), so a toon's StatMap is keyed by it.
 */

/** One statistic and the values of it that earn a trophy each. */
export type TrophyTrack = {
  /** The statistic's name, e.g. "Courses Completed". */
  stat: string;
  /** Values that earn a trophy, ascending. */
  thresholds: readonly number[];
  /** The file's `weight` for this statistic, kept as given (the source does not say how the game uses it). */
  weight: number;
};

export const GOLF_TROPHIES: readonly TrophyTrack[] = [
  { stat: 'Courses Completed', thresholds: [1, 10, 100], weight: 2 },
  { stat: 'Courses Under Par', thresholds: [1, 10, 100], weight: 3 },
  { stat: 'Hole In One Shots', thresholds: [1, 5, 50], weight: 4 },
  { stat: 'Eagle Or Better Shots', thresholds: [1, 10, 100], weight: 6 },
  { stat: 'Birdie Or Better Shots', thresholds: [3, 30, 300], weight: 5 },
  { stat: 'Par Or Better Shots', thresholds: [4, 40, 400], weight: 4 },
  { stat: 'Multiplayer Courses Completed', thresholds: [2, 20, 200], weight: 3 },
  { stat: 'Walk In The Par Wins', thresholds: [1, 5, 25], weight: 2 },
  { stat: 'Hole Some Fun Wins', thresholds: [1, 5, 25], weight: 4 },
  { stat: 'The Hole Kit And Caboodle Wins', thresholds: [1, 5, 25], weight: 6 },
];

export const RACING_TROPHIES: readonly TrophyTrack[] = [
  { stat: 'Speedway Wins', thresholds: [1, 5, 25], weight: 2 },
  { stat: 'Rural Wins', thresholds: [1, 5, 25], weight: 4 },
  { stat: 'Urban Wins', thresholds: [1, 5, 25], weight: 6 },
  { stat: 'Total Wins', thresholds: [50], weight: 3 },
  { stat: 'Speedway Qualify Count', thresholds: [1, 10, 50], weight: 1 },
  { stat: 'Rural Qualify Count', thresholds: [1, 10, 50], weight: 2 },
  { stat: 'Urban Qualify Count', thresholds: [1, 10, 50], weight: 4 },
  { stat: 'Total Qualify Count', thresholds: [100], weight: 2 },
  { stat: 'Tournament Race Wins', thresholds: [5], weight: 3 },
  { stat: 'Tournament Race Qualify Count', thresholds: [1, 3, 5, 7, 9, 11, 13, 15], weight: 3 },
  { stat: 'Unique race tracks completed', thresholds: [12], weight: 1 },
];
