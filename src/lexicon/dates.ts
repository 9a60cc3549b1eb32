/** Calendar words, kept apart from the date parsers that read them. */

/** canonical month number | spellings (periods are optional in the parsers). */
export const MONTHS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [1, ['january', 'jan']], [2, ['february', 'feb', 'febr']], [3, ['march', 'mar']], [4, ['april', 'apr']],
  [5, ['may']], [6, ['june', 'jun']], [7, ['july', 'jul']], [8, ['august', 'aug']],
  [9, ['september', 'sept', 'sep']], [10, ['october', 'oct']], [11, ['november', 'nov']], [12, ['december', 'dec']],
];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun'] as const;

/** Spelled ordinals used in legal dates ("the fourth day of March"). */
export const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, 'twenty-first': 21, 'twenty-second': 22, 'twenty-third': 23,
  'twenty-fourth': 24, 'twenty-fifth': 25, 'twenty-sixth': 26, 'twenty-seventh': 27, 'twenty-eighth': 28,
  'twenty-ninth': 29, thirtieth: 30, 'thirty-first': 31,
};

/** Spelled clock hours ("ten o'clock"). */
export const HOUR_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};

/** Words that settle the half of the day: [pattern source, is afternoon, example]. A column may break the line between their words. */
export const MERIDIEM_WORDS: ReadonlyArray<readonly [string, boolean, string]> = [
  ['a\\.?\\s?m\\.?', false, '10:00 a.m.'],
  ['p\\.?\\s?m\\.?', true, '2:00 P.M.'],
  ['in\\s{1,2}the\\s{1,2}forenoon', false, "ten o'clock in the forenoon"],
  ['in\\s{1,2}the\\s{1,2}morning', false, "ten o'clock in the morning"],
  ['in\\s{1,2}the\\s{1,2}afternoon', true, "two o'clock in the afternoon"],
  ['in\\s{1,2}the\\s{1,2}evening', true, "seven o'clock in the evening"],
];

/** Two-digit years: 00-49 are 20xx, 50-99 are 19xx. */
export const TWO_DIGIT_YEAR_PIVOT = 50;
