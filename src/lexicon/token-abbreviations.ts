/**
 * Abbreviations whose period does not end a sentence in any notice ("Mr.
 * Lee", "Wells Fargo Bank, N.A.", "Bk. 12 Pg. 40", "10:00 a.m.", "et al.").
 * Case matters: compared as printed, without the period. Single initials
 * ("J.", "U.S.") are matched apart.
 */
/** Titles printed before a person's name ("Rev. Jane Doe", "Hon. John Roe"). */
export const PERSONAL_TITLES: readonly string[] = ['Mr', 'Mrs', 'Ms', 'Dr', 'Rev', 'Hon', 'Msgr', 'Prof', 'Capt', 'Sgt', 'Lt', 'Col', 'Maj', 'Gen'];

export const SENTENCE_ABBREVIATIONS: readonly string[] = [
  ...PERSONAL_TITLES, 'Jr', 'Sr', 'St', 'Ave', 'Blvd', 'Rd', 'Ste', 'No', 'Nos', 'Co', 'Corp', 'Inc', 'Ltd', 'Esq',
  'N.A', 'P.C', 'P.A', 'L.L.C', 'U.S', 'Bk', 'Pg', 'Vol', 'Sec', 'Twp', 'Hwy', 'Mt', 'Ft',
  'Jan', 'Feb', 'Mar', 'Apr', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec',
  'a.m', 'p.m', 'A.M', 'P.M', 'et al', 'seq',
];
