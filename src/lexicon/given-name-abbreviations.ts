/**
 * Given names as older notices abbreviate them ("Geo. W. Brandt", "Thos. B.
 * Warfield", "Jno. T. Haskins"): the period ends the abbreviation, not a
 * sentence, so a name reader reads on past it.
 */
export const GIVEN_NAME_ABBREVIATIONS: readonly string[] = [
  'Geo', 'Wm', 'Chas', 'Thos', 'Jas', 'Jno', 'Robt', 'Saml', 'Edw', 'Benj', 'Jos', 'Alex', 'Danl', 'Richd', 'Nathl',
  'Hy', 'Fredk', 'Eliz', 'Margt', 'Cath', 'Abr', 'Steph', 'Theo', 'Zach', 'Jere', 'Sol', 'Gust',
];

const SET = new Set(GIVEN_NAME_ABBREVIATIONS.map((a) => a.toLowerCase()));

/** Whether `word` ("Geo.", "THOS.") is an abbreviated given name with its period. */
export const isGivenNameAbbreviation = (word: string): boolean => word.endsWith('.') && SET.has(word.slice(0, -1).toLowerCase());
