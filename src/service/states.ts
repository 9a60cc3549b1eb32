/**
 * States as the service names them. Record paths carry the lowercase full
 * name; the public notice record prints the full name and the bid,
 * foreclosure and probate records the two-letter code (service.md §2).
 *
 * The service keeps its own table rather than reading the engine's lexicon,
 * so the path forms it accepts cannot change when the recognizers' data does.
 */

export interface UsState {
  /** USPS code, e.g. `NH`. */
  code: string;
  /** Full name, e.g. `New Hampshire`. */
  name: string;
  /** Canonical path segment, e.g. `new-hampshire`. */
  slug: string;
}

const TABLE: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'], ['GU', 'Guam'], ['VI', 'Virgin Islands'],
];

export const STATES: readonly UsState[] = TABLE.map(([code, name]) => ({
  code,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
}));

const BY_PATH = new Map<string, UsState>();
for (const s of STATES) {
  const lower = s.name.toLowerCase();
  // The three spellings of a multi-word name that a URL can carry: the
  // canonical hyphen, an underscore, and a (percent-decoded) space.
  for (const form of [s.slug, lower.replace(/ /g, '_'), lower]) BY_PATH.set(form, s);
}

const BY_ANY = new Map<string, UsState>(BY_PATH);
for (const s of STATES) {
  BY_ANY.set(s.code.toLowerCase(), s);
  BY_ANY.set(s.name.toLowerCase(), s);
}

/**
 * The state a path segment names: the lowercase full name with `-`, `_` or a
 * space between words (`new-hampshire`, `new_hampshire`, `new hampshire`).
 * Anything else, codes and capitals included, names no state.
 */
export function stateFromPath(segment: string): UsState | undefined {
  return BY_PATH.get(segment);
}

/**
 * The state a data file names, more leniently than a path: any case, the
 * code, the full name or a path form (`NH`, `New Hampshire`, `new_hampshire`).
 */
export function stateFromInput(value: string): UsState | undefined {
  return BY_ANY.get(value.trim().toLowerCase().replace(/\s+/g, ' ')) ??
    BY_ANY.get(value.trim().toLowerCase().replace(/[\s_]+/g, '-'));
}

/** What a 404 for an unknown state tells the caller. */
export function stateFormsHint(): string {
  return 'a state is its lowercase full name, words joined by "-" (canonical), "_" or an encoded space ' +
    '(new-hampshire, new_hampshire, new%20hampshire); valid states: ' + STATES.map((s) => s.slug).join(', ');
}
