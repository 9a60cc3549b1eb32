/**
 * Words printed between a date and the time that belongs to it ("June 2,
 * 2026, at 10:00 AM", "on May 5, commencing at approximately 10 a.m."). Up to
 * four of them, with punctuation, may stand in the gap. Compared
 * case-insensitively; the longer phrases after their first word are kept in
 * the order the pattern tries them.
 */
export const DATE_TO_TIME_WORDS: readonly string[] = [
  'at', '@', 'commencing', 'beginning', 'starting', 'on or about', 'at or about', 'or about', 'approximately', 'about',
  'at approximately', 'between', 'between the hours of', 'from', 'the hour of', 'time of sale', 'time', 'hour',
  // "on Tuesday, the 2nd day of March, 2027, beginning not earlier than 10:00 AM".
  'not earlier than', 'no earlier than',
];
