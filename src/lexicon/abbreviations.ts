/**
 * Abbreviations whose period does not end a sentence in probate notices
 * ("Sec. 733.702", "Fla. Stat.", "John Doe, Jr."): statute and section words,
 * company forms, generations, state abbreviations, times of day.
 * Compared case-insensitively; single initials ("J.", "U.S.") are matched apart.
 */
export const PERIOD_ABBREVIATIONS: readonly string[] = [
  'no', 'nos', 'sec', 'secs', 'stat', 'stats', 'ann', 'rev', 'st', 'co', 'inc', 'jr', 'sr',
  'minn', 'fla', 'ariz', 'tenn', 'wash', 'neb', 'colo', 'mich', 'cal', 'calif', 'ore',
  'a.m', 'p.m', 'u.s',
];
