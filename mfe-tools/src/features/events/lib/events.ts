/**
 * The game's recurring events: weekly ones and yearly holidays.
 *
 * Every entry carries the page it comes from and what that page says, word for word where it
 * matters. Only what a source states is kept: a source that says "every Saturday" without hours
 * gives an all-day entry with no hours, and a holiday whose days no source gives keeps only its
 * month. Left out for want of a source this project could read: Trolley Tracks (only a Toontown
 * Online fan wiki names its day), Doodle Appreciation Week, and the hours of the Silly Saturday
 * Grand Prix ("a couple hours").
 */

/** The game's clock. Toontown Rewritten's news posts give times in "Toontown Time (PT)", e.g.
 * https://toontownrewritten.com/news/item/728/dont-sleep-on-the-cartoonival-finale: "until the
 * Cartoonival closes on October 20th at 11:59PM Toontown Time (PT)". */
export const TOONTOWN_TIME_ZONE = 'America/Los_Angeles';

export type EventSource = {
  url: string;
  /** What the source says that the entry relies on. */
  says: string;
};

/** 0 = Sunday … 6 = Saturday, as `Date.prototype.getDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type WeeklyEvent = {
  id: string;
  name: string;
  /** One sentence on what happens. */
  what: string;
  /** The days it runs all day, in Toontown Time. */
  weekdays: readonly Weekday[];
  sources: readonly EventSource[];
};

export type MonthDay = { month: number; day: number };

export type YearlyEvent = {
  id: string;
  name: string;
  what: string;
  /** The months it falls in (1–12), for the by-month view. */
  months: readonly number[];
  /** First day, when a source gives it. */
  start: MonthDay | null;
  /** Last day (inclusive), when a source gives it. */
  end: MonthDay | null;
  sources: readonly EventSource[];
};

const GRAND_PRIX: EventSource = {
  url: 'https://toontownrewritten.wiki/Grand_Prix',
  says: 'The Grand Prix occurs on Mondays for 24 hours and on Silly Saturdays for a couple hours.',
};
const FISH_BINGO: EventSource = {
  url: 'https://toontownrewritten.fandom.com/wiki/Fish_Bingo',
  says: 'Fish Bingo is a fishing event that occurs all day on Fish Bingo Wednesdays and Silly Saturdays.',
};

export const WEEKLY_EVENTS: readonly WeeklyEvent[] = [
  {
    id: 'grand-prix-monday',
    name: 'Grand Prix Monday',
    what: 'Goofy Speedway runs the Grand Prix: three races in a row for lots of tickets.',
    weekdays: [1],
    sources: [GRAND_PRIX],
  },
  {
    id: 'fish-bingo-wednesday',
    name: 'Fish Bingo Wednesday',
    what: 'Every fishing pond plays Fish Bingo for extra jellybeans.',
    weekdays: [3],
    sources: [FISH_BINGO],
  },
  {
    id: 'silly-saturday',
    name: 'Silly Saturday',
    what: 'Fish Bingo all day, and the Grand Prix for a couple of hours (the sources give no times).',
    weekdays: [6],
    sources: [FISH_BINGO, GRAND_PRIX],
  },
];

export const YEARLY_EVENTS: readonly YearlyEvent[] = [
  {
    id: 'valentoons',
    name: "ValenToon's Week",
    what: 'A week of ValenToon celebrations around February 14.',
    months: [2],
    start: null,
    end: null,
    sources: [
      {
        url: 'https://toontownrewritten.com/news/item/536/waiting-for-chocolate',
        says: 'Posted February 14, 2019: "As is tradition every year, ValenToon\'s Week is in full swing." (no dates given)',
      },
    ],
  },
  {
    id: 'april-toons-week',
    name: 'April Toons Week',
    what: "Toontown's silly levels rise: low gravity, beach balls and talking doodles.",
    months: [4],
    start: { month: 4, day: 1 },
    end: { month: 4, day: 8 },
    sources: [
      {
        url: 'https://toontownrewritten.fandom.com/wiki/April_Toons_Week',
        says: 'April Toons Week is an annual event that occurs on April 1st and ends on April 8th.',
      },
    ],
  },
  {
    id: 'skelecog-mega-invasion-june',
    name: 'Skelecog Mega-Invasion (June)',
    what: 'Skelecogs invade every district except the safe zones.',
    months: [6],
    start: { month: 6, day: 12 },
    end: { month: 6, day: 14 },
    sources: [
      {
        url: 'https://toontownrewritten.fandom.com/wiki/Skelecog_Mega-Invasion',
        says: 'The Skelecog Mega-Invasion takes place annually during the month of November (November 21st - November 23rd) and June (June 12th - June 14th).',
      },
    ],
  },
  {
    id: 'cartoonival',
    name: "Toontown's Cartoonival",
    what: "The game's anniversary party at the Cartoonival grounds (the end date changes by year).",
    months: [9, 10],
    start: { month: 9, day: 19 },
    end: null,
    sources: [
      {
        url: 'https://toontownrewritten.com/news/item/718/celebrate-toontown-rewrittens-8th-anniversary',
        says: "On September 19th 2021, we'll be celebrating Toontown Rewritten's eighth anniversary in-game with a carnival like no other -- Toontown's Cartoonival!",
      },
      {
        url: 'https://toontownrewritten.com/news/item/910/party-down-with-ten-years-of-toontowns-cartoonival',
        says: 'Posted September 19, 2024: "Party Down with TEN YEARS of Toontown\'s Cartoonival!"',
      },
    ],
  },
  {
    id: 'halloween',
    name: 'Halloween',
    what: "Jack O' Kazam's curse: spooky streets, trick-or-treating and a Halloween Cattlelog.",
    months: [10, 11],
    start: { month: 10, day: 25 },
    end: { month: 11, day: 1 },
    sources: [
      {
        url: 'http://toontownrewritten.wikia.com/wiki/Halloween',
        says: 'October 25 - November 1 (Every year).',
      },
    ],
  },
  {
    id: 'skelecog-mega-invasion-november',
    name: 'Skelecog Mega-Invasion (November)',
    what: 'Skelecogs invade every district except the safe zones.',
    months: [11],
    start: { month: 11, day: 21 },
    end: { month: 11, day: 23 },
    sources: [
      {
        url: 'https://toontownrewritten.fandom.com/wiki/Skelecog_Mega-Invasion',
        says: 'The Skelecog Mega-Invasion takes place annually during the month of November (November 21st - November 23rd) and June (June 12th - June 14th).',
      },
    ],
  },
  {
    id: 'winter-holiday',
    name: 'Winter Holiday',
    what: 'The Jingle Bell Jamboree: caroling, snowballs and a winter Cattlelog.',
    months: [12],
    start: { month: 12, day: 15 },
    end: { month: 12, day: 30 },
    sources: [
      {
        url: 'https://toontownrewritten.wiki/Winter_Holiday',
        says: 'The Winter Holiday, also known as the Jingle Bell Jamboree, is an annual event ... occurring on December 15th and ending on December 30th.',
      },
    ],
  },
];
