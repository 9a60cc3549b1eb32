/** USPS state and territory codes with their names. */
export const US_STATES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'], ['GU', 'Guam'], ['VI', 'Virgin Islands'],
];

/** Old-style abbreviations still printed in notices: variant -> code. */
export const STATE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  'Ariz': 'AZ', 'Calif': 'CA', 'Cal': 'CA', 'Colo': 'CO', 'Conn': 'CT', 'Fla': 'FL', 'Ill': 'IL', 'Ind': 'IN',
  'Kan': 'KS', 'Mass': 'MA', 'Mich': 'MI', 'Minn': 'MN', 'Miss': 'MS', 'Neb': 'NE', 'Nev': 'NV', 'Okla': 'OK',
  'Ore': 'OR', 'Penn': 'PA', 'Tenn': 'TN', 'Tex': 'TX', 'Wash': 'WA', 'Wis': 'WI', 'Wyo': 'WY',
  'Ala': 'AL', 'Ark': 'AR', 'Ga': 'GA', 'Kans': 'KS', 'Ky': 'KY', 'Md': 'MD', 'Mo': 'MO', 'Mont': 'MT', 'Va': 'VA', 'Vt': 'VT',
  'Pa': 'PA', 'Del': 'DE', 'Nebr': 'NE', 'Oreg': 'OR',
};

/** Full state names as printed and in capitals ("South Dakota", "SOUTH DAKOTA"), spaces as \\s: a regex source. */
export const STATE_NAME_SOURCE = US_STATES.flatMap(([, name]) => [name, name.toUpperCase()]).map((name) => name.replace(/ /g, '\\s')).join('|');

/** The old-style abbreviations as printed, each with its period ("Pa.", "Minn.", "S. C."): a regex source. */
/** States abbreviated by their initials, as older print set them ("N. C.", "S. D.", "W. Va."): a regex source. */
const INITIALS_STATE_SOURCE = '(?:[NS]\\.\\s?[CD]|N\\.\\s?[HJYM]|W\\.\\s?Va|R\\.\\s?I|D\\.\\s?C)\\.';
export const ABBREVIATED_STATE_SOURCE = `(?:(?:${Object.keys(STATE_ABBREVIATIONS).join('|')})\\.|${INITIALS_STATE_SOURCE})`;

const BY_LOWER = new Map<string, string>();
for (const [code, name] of US_STATES) {
  BY_LOWER.set(code.toLowerCase(), code);
  BY_LOWER.set(name.toLowerCase(), code);
}
for (const [v, code] of Object.entries(STATE_ABBREVIATIONS)) BY_LOWER.set(v.toLowerCase(), code);

/** Two-letter code for a printed state ("Tennessee", "TN", "Tenn."), or undefined. */
export function stateCode(printed: string): string | undefined {
  return BY_LOWER.get(printed.toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' '));
}

export function stateName(code: string): string | undefined {
  return US_STATES.find(([c]) => c === code.toUpperCase())?.[1];
}
