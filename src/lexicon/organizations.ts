/**
 * Words that end or mark an organisation name, and legal name forms. Data
 * for the name recognizer; each row carries an example.
 */
import { wordAlternation } from '../text/escape.js';

/** Corporate and entity suffixes: [pattern source (case-insensitive), example]. */
export const ORG_SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['L\\.?\\s?L\\.?\\s?C\\.?', 'New American Funding, LLC'],
  ['L\\.?\\s?L\\.?\\s?P\\.?', 'Logs Legal Group LLP'],
  ['P\\.?\\s?L\\.?\\s?L\\.?\\s?C\\.?', 'Smith Law PLLC'],
  ['P\\.?\\s?L\\.?\\s?C\\.?', 'Tidewater Law Firm, PLC'],
  ['P\\.?\\s?C\\.?', 'Samuel Grey, P.C.'],
  ['P\\.?\\s?A\\.?', 'Brock & Scott, P.A.'],
  // A service corporation (Wisconsin's firms of doctors and lawyers): "Elm Lahti S.C.", "Elm Valley Physicians, S.C.".
  ['S\\.C\\.', 'Gerber Lahti S.C.'],
  ['L\\.?\\s?P\\.?', 'Loan Holdings, L.P.'],
  ['Inc\\.?', 'Pacific Coach, Inc.'],
  ['Incorporated', 'Acme Incorporated'],
  ['Corp\\.?', 'Metal Corp.'],
  ['Corporation', 'CN Metal Corporation'],
  ['Co\\.?', 'Trust Co.'],
  ['Company', 'Bank of X Trust Company'],
  ['Ltd\\.?', 'Holdings Ltd.'],
  ['N\\.?\\s?A\\.?', 'Wells Fargo Bank, N.A.'],
  ['F\\.?\\s?S\\.?\\s?B\\.?', 'Savings Bank, FSB'],
  ['National Association', 'PNC Bank, National Association'],
  ['Association', 'Owners Association'],
  ['Bank', 'Commonwealth Business Bank'],
  ['Trust', 'Revocable Trust'],
  ['Credit Union', 'Navy Federal Credit Union'],
  ['Mortgage', 'Rocket Mortgage'],
  ['Services', 'Carrington Mortgage Services'],
  ['Servicing', 'Loan Servicing'],
  ['Group', 'Padgett Law Group'],
  ['Agency', 'Housing Development Agency'],
  ['Authority', 'Housing Authority'],
  ['Partners', 'Law Partners'],
  ['Associates', 'Rosicki & Associates'],
  ['Trustee Services', 'Cimarron Trustee Services'],
  ['Fund', 'Investment Fund'],
];

export const ORG_SUFFIX_PATTERN = new RegExp(`(?:^|[\\s,])(?:${ORG_SUFFIXES.map(([p]) => p).join('|')})(?=$|[\\s,.;)])`, 'i');

/** Words inside a name that make it an organisation even without a suffix. */
export const ORG_WORD_LIST: readonly string[] = [
  'bank', 'mortgage', 'trust', 'association', 'llc', 'inc', 'corp', 'company', 'fund', 'lending', 'financial', 'funding',
  'savings', 'credit', 'loan', 'loans', 'services', 'servicing', 'law', 'group', 'secretary', 'department', 'federal',
  'national', 'capital', 'holdings', 'partners', 'associates', 'estate', 'properties', 'realty', 'homes', 'investments',
  'firm', 'office', 'offices', 'title', 'county', 'city', 'state', 'united states', 'housing', 'authority', 'agency',
  'church', 'bureau',
];
export const ORG_WORDS = new RegExp(`\\b(?:${wordAlternation(ORG_WORD_LIST)})\\b`, 'i');

/** Words of a lender's or servicer's name, which no law firm's carries. */
export const LENDER_WORD_LIST: readonly string[] = ['bank', 'mortgage', 'servicing', 'servicer', 'loan', 'lending', 'financial', 'credit', 'savings', 'federal', 'trust'];
export const LENDER_WORDS = new RegExp(`\\b(?:${wordAlternation(LENDER_WORD_LIST)})\\b`, 'i');

/**
 * Descriptions that follow a party's name and are not part of it:
 * [pattern source, example]. A name reader stops where one starts.
 */
export const PARTY_DESCRIPTORS: ReadonlyArray<readonly [string, string]> = [
  ['(?:an?\\s)?(?:single|married|unmarried)\\s(?:man|woman|person)', 'JOHN DOE, a single man'],
  ['an?\\s(?:widow|widower|divorced\\s(?:man|woman|person))', 'JOHN DOE A WIDOWER'],
  ['husband and wife', 'JOHN AND JANE DOE, husband and wife'],
  ['wife and husband', ''],
  ['(?:and )?(?:his|her) (?:wife|husband|spouse)', ''],
  ['and (?:wife|husband)', 'JOHN S. DOE, Jr., and wife JANE J. DOE'],
  ['spouses?', ''],
  ['(?:as )?joint tenants', ''],
  ['(?:as )?tenants (?:by|in) the entirety', ''],
  ['(?:as )?community property', ''],
  ['an? (?:individual|adult)', ''],
  ['as (?:his|her|their) sole and separate property', ''],
  ['as (?:grantor|grantors|trustor|trustors|mortgagor|mortgagors|borrower|borrowers)', 'JOHN DOE, as Trustor'],
  ['(?:a|an) (?:[a-z]+ )?(?:non-?profit )?(?:limited liability company|corporation|partnership)', 'ACME LLC, a Texas limited liability company'],
  ['(?:the )?(?:plaintiff|defendants?|petitioner|respondent)s?|(?:plf|pltf|plff|defts?)\\.', 'BANK, Plaintiff; BANK, Plf.'],
  ['an? member of the (?:state )?bar(?: of [a-z]+)?', 'JOHN DOE, a member of the State Bar of Texas, DOE LAW PLLC'],
  ['et\\.? ?al\\.?', 'JOHN DOE, et al.'],
  ['et\\.? ?ux\\.?', 'JOHN DOE et ux'],
  ['et\\.? ?vir\\.?', 'JANE DOE et vir'],
  ['deceased', ''],
  // A lawyer's title after the name, unless a corporate form makes it part of a firm's name ("Jo Roe, Attorney at Law, PLC").
  ['attorney at law(?!,? (?:PLC|PLLC|P\\.?C|LLC|P\\.?A)\\b)', 'Piedmont Trustees, LLC, Jo Roe, Attorney at Law and/or Pine Posting LLC, Substitute Trustees'],
];

/** Alias markers: the name after one is another name of the same party. */
export const ALIAS_MARKERS = /\s*,?\s*\b(?:a\/k\/a|aka|a\.k\.a\.?|f\/k\/a|fka|f\.k\.a\.?|n\/k\/a|nka|also known as|formerly known as|now known as)\b\s*/i;
