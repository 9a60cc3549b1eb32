/**
 * Places and addresses the address finder lacks or reads too wide: a
 * "City, State" place, a street printed without a ZIP, a one-line PO box, a
 * spelled house number, a bar number joined to the street; and the town a
 * lawyer's signature prints under it where notices printed no street.
 */
import { STREET_SUFFIXES, UNIT_DESIGNATORS } from '../lexicon/street.js';
import { ABBREVIATED_STATE_SOURCE, STATE_NAME_SOURCE as STATE_NAMES, US_STATES } from '../lexicon/us-states.js';
import { matchAll, type NoticeDocument } from '../text/document.js';
import { escapeRegExp as esc } from '../text/escape.js';
import { gated, gatedMatches } from '../text/gated-scan.js';
import type { Span } from '../text/spans.js';

/** A town of one to three capitalised words and its state: "Hood River, Oregon", "EARLVILLE, IOWA". */
/** "Manheim, Pa.": an abbreviated state keeps its period, which tells it from a word. */
const TOWN = `[A-Z][A-Za-z.'-]+(?:\\s[A-Z][A-Za-z.'-]+){0,2}`;
// Postal codes too ("of Eastbury, MA"); the callers close every use with (?![A-Za-z]).
const POSTAL_CODES = US_STATES.map(([code]) => code).join('|');
const TOWN_AND_STATE = `${TOWN},\\s(?:${STATE_NAMES}|${ABBREVIATED_STATE_SOURCE}|${POSTAL_CODES})`;
const PLACE_AT = new RegExp(`^,?\\s(?:in|of|IN|OF)\\s(${TOWN_AND_STATE})(?![A-Za-z])`);
const TOWN_AT = new RegExp(`^\\s(${TOWN_AND_STATE})(?![A-Za-z])`);

/**
 * "of Ojai, California" / "in Hood River, Oregon" right at `at`: the span of the place. Without the preposition, a town
 * and its state past one space ("... address is Elm Springs, Texas.").
 */
export function readPlace(doc: NoticeDocument, at: number, preposition = true): Span | undefined {
  const m = (preposition ? PLACE_AT : TOWN_AT).exec(doc.norm.slice(at, at + 80));
  if (!m) return undefined;
  const ns = at + m[0].length - m[1].length;
  return { ns, ne: at + m[0].length };
}

const SUFFIX_WORDS = [...STREET_SUFFIXES.keys()].sort((a, b) => b.length - a.length).map(esc).join('|');
const UNIT_WORDS = [...UNIT_DESIGNATORS.keys()].filter((u) => u !== '#').map(esc).join('|');
const STREET_NO_ZIP = new RegExp(
  `^\\d{1,6}[A-Za-z]?\\s(?:[A-Z0-9][\\w.'-]*\\s){0,4}?(?:${SUFFIX_WORDS})\\.?(?:,?\\s(?:${UNIT_WORDS})\\.?\\s?#?[\\w-]{1,6})?,\\s[A-Z][A-Za-z.' ]{1,30}?,\\s(?:${STATE_NAMES}|${ABBREVIATED_STATE_SOURCE}|[A-Z]{2}(?![A-Za-z]))(?![A-Za-z])`,
  'i',
);

// The signature's date may close the line: "Lexington, S. C., Sept. 14, 1916."
// The line may open with the office's building ("512 Peyton Bldg., Spokane, Wash.", "Room 4, Elm Block, Elmton, Ore.").
const BUILDING_FIRST = `(?:(?:Room\\s\\d{1,4},?\\s)?(?:\\d{1,5}\\s)?(?:[A-Z][\\w'’.]*\\s){1,3}(?:Building|Bldg\\.|Block|Blk\\.),\\s)?`;
const PLACE_LINE = new RegExp(`^(${BUILDING_FIRST}${TOWN_AND_STATE})(?:,\\s[A-Z][a-z]{2,8}\\.?\\s\\d{1,2},\\s\\d{4})?[.,]?[ \\t]*(?:\\n|$)`);

/**
 * "the law office of Roe & Poe, in Elm City, Oregon", "the office of Roe &
 * Poe in the city of Elm, Alder County Oregon", "the office of Roe & Poe, her
 * attorneys, in the city of Elm, in said county", "the First National Bank
 * Building, Elm City, Utah": where claims went when
 * notices printed no street, read right at `at` (after "to said administrator at").
 */
// A lawyer's initials keep their periods ("the law office of W. H. Graves").
// Or the representative's own home: "to me at my residence near Elm Rock, Oregon".
const OFFICE = `(?:(?:the\\s)?(?:(?:law\\s)?offices?\\sof\\s(?:[^,.;]|(?<=\\b[A-Z])\\.){2,60}?|(?:[A-Z][\\w'’.]*\\s){1,4}(?:Building|Bldg\\.|Block))|(?:my|his|her|their)\\s(?:residence|home|farm))`;
/** What may follow the office's name before its town: the lawyers' role, their building ("Roe & Poe, attorneys, First National Bank Building, Elm City"). */
const OFFICE_ROLE = `(?:,\\s(?:(?:his|her|their|its)\\s)?(?:attorneys?|lawyers?)(?:\\sat\\slaw)?)?(?:,\\s(?:[A-Z][\\w'’.]*\\s){1,4}(?:Building|Bldg\\.|Block))?`;
/** The town's county and state, or the county the caption named ("in the city of Elm Point, in said county"). */
const OFFICE_TOWN_END = `(?:(?:,?\\s[A-Z][a-z]+\\s[Cc]ounty)?,?\\s(?:${STATE_NAMES}|${ABBREVIATED_STATE_SOURCE})|,?\\sin\\ssaid\\s[Cc]ounty)`;
const OFFICE_PLACE = new RegExp(`^[\\s:]*(${OFFICE}${OFFICE_ROLE},?\\s(?:(?:in|at|near)\\s(?:the\\s(?:city|town|village)\\sof\\s)?)?${TOWN}${OFFICE_TOWN_END})(?![A-Za-z])`);

/**
 * Where an office named by its lawyers stands, read after their name: ", attorneys, First National Bank Building,
 * Elm City, Oregon" or ", in Elm City, Oregon" gives the building (if printed), town and state.
 */
const OFFICE_SITE = new RegExp(`^(?:,\\s(?:attorneys?|lawyers?)(?:\\sat\\slaw)?)?,?\\s(?:(?:in|at)\\s(?:the\\s(?:city|town|village)\\sof\\s)?)?((?:(?:[A-Z][\\w'’.]*\\s){1,4}(?:Building|Bldg\\.|Block),?\\s)?${TOWN_AND_STATE})(?![A-Za-z])`);

export function readOfficeSite(doc: NoticeDocument, at: number): Span | undefined {
  const m = OFFICE_SITE.exec(doc.norm.slice(at, at + 160));
  return m ? { ns: at + m[0].length - m[1].length, ne: at + m[0].length } : undefined;
}

export function readOfficePlace(doc: NoticeDocument, at: number): Span | undefined {
  const m = OFFICE_PLACE.exec(doc.norm.slice(at, at + 200));
  return m ? { ns: at + m[0].length - m[1].length, ne: at + m[0].length } : undefined;
}

/**
 * A town and state standing alone on a line at `at`, as a signature prints
 * the signer's home where notices had no street or ZIP: "IDA ROE,
 * Executrix\nEarlville, Iowa".
 */
export function readPlaceLine(doc: NoticeDocument, at: number): Span | undefined {
  const m = PLACE_LINE.exec(doc.norm.slice(at, at + 120));
  return m ? { ns: at, ne: at + m[1].length } : undefined;
}

/** "12 Orchard Lane, Millbrook, New York" (street, city, state, no ZIP) right at `at`. */
export function readStreetNoZip(doc: NoticeDocument, at: number): Span | undefined {
  const m = STREET_NO_ZIP.exec(doc.norm.slice(at, at + 140));
  return m && !m[0].includes('\n\n') ? { ns: at, ne: at + m[0].length } : undefined;
}

// Few notices print a box: the scan runs only where "box" or "office" is printed.
const PO_BOX = gated(new RegExp(
  `(?<![\\w.])(?:P\\.?\\s?O\\.?\\s?Box|Post\\sOffice\\s(?:Box|Drawer))\\s\\d{1,6},\\s[A-Z][A-Za-z.' ]{1,30}?,\\s(?:${STATE_NAMES}|[A-Z]{2})\\s\\d{5}(?:-\\d{4})?(?![\\d-])`,
  'gi',
));

/** Post office boxes printed on one line with commas ("Post Office Box 1234, Aiken, SC 29801"). */
export function findBoxAddresses(doc: NoticeDocument): Span[] {
  return [...gatedMatches(PO_BOX, doc)].map((m) => ({ ns: m.index, ne: m.index + m[0].length }));
}

const SPELLED_STREET = new RegExp(
  `(?:^|[\\s,])((?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Twenty|Fifty|Hundred)\\s(?:[A-Z][A-Za-z'-]*\\s){0,3}(?:${SUFFIX_WORDS})\\.?),?\\s{1,3}$`,
  'i',
);

/**
 * A street line whose house number is spelled ("One Liberty Plaza")
 * printed before an address the shared finder anchored on a PO box or a
 * later line: the address starts at the spelled number.
 */
export function extendSpelledStreet(doc: NoticeDocument, s: Span): Span {
  const m = SPELLED_STREET.exec(doc.norm.slice(Math.max(0, s.ns - 60), s.ns));
  return m && /^[A-Z]/.test(m[1]) ? { ns: s.ns - m[0].length + m[0].indexOf(m[1]), ne: s.ne } : s;
}

// Scanned with matchAll: String.prototype.matchAll would copy the pattern on every call.
const WORD = /\S+/g;
const HOUSE_NUMBER_TOKEN = /^\d{1,6}[A-Za-z]?$/;

/**
 * Where the street line really starts. The shared finder takes the earliest
 * number that reads as a house number, so a bar number or a date printed
 * before the street on the same line joins it ("SBN 001234 1500 West 12th
 * Street", "2025 Jane Doe 1800 Elm Street"): the street starts at the last
 * number of its first piece that a street word follows within five words.
 */
export function trimAddressStart(doc: NoticeDocument, s: Span): Span {
  const text = doc.norm.slice(s.ns, s.ne);
  const piece = text.split(/[,\n]/)[0];
  const words = [...matchAll(WORD, piece)];
  let start = 0;
  for (let i = 1; i < words.length - 1; i++) {
    // A unit's number is no house number ("6900 East Elm Row Suite 700 Beverly Hills AZ": "Hills" is the town's word),
    // nor is a box's ("PO Box 2378 Litchfield Park AZ": "Park" is the town's word too).
    const before = words[i - 1][0].toLowerCase().replace(/[.,#]$/, '');
    if (!HOUSE_NUMBER_TOKEN.test(words[i][0]) || UNIT_DESIGNATORS.has(before) || before === 'box') continue;
    const next = words.slice(i + 1, i + 6).map((w) => w[0].toLowerCase().replace(/[.,]$/, ''));
    if (next.some((w) => STREET_SUFFIXES.has(w))) start = words[i].index!;
  }
  return start ? { ns: s.ns + start, ne: s.ne } : s;
}

/** How far after the lawyer's name the role closing the signature may run ("W. A. ROE, Attorney for Estate,"). */
const SIGNATURE_ROLE_REACH = 40;
/** The role on the signature's line, or on a line of its own under the name ("ROE & POE,\nAttorneys for Plaintiff,"). */
// The party the lawyers act for may come first ("ROE & POE, Plaintiff's Attorneys,\nElmton, N. Y.").
const SIGNATURE_ROLE = /^,?\s(?:(?:plaintiff|complainant|petitioner|mortgagee)(?:'s|s'|’s)?\s)?(?:attorneys?|counsel)\b[^\n]*$/i;
/** The role and then the town on the signature's line, which a column may break ("ROE & POE, Attorneys for Execu-\ntrix, Elmton, S. D."). */
const SIGNATURE_ROLE_THEN_PLACE = /^,?[ \t](?:attorneys?|counsel)\b(?:[^\n,]|-\n(?=[a-z]))*,\s/i;

/**
 * "W. A. ROE, Attorney for Estate,\nElmton, Washington.", "ROE & POE,\nAttorneys for Plaintiff,\nElmton, Wash.": a town
 * and state on the line under the lawyer's signature and role, or closing the role's line.
 */
export function placeUnderSignature(doc: NoticeDocument, nameEnd: number): Span | undefined {
  const roleThenPlace = SIGNATURE_ROLE_THEN_PLACE.exec(doc.norm.slice(nameEnd, nameEnd + SIGNATURE_ROLE_REACH * 2));
  const closing = roleThenPlace && readPlaceLine(doc, nameEnd + roleThenPlace[0].length);
  if (closing) return closing;
  let nl = doc.norm.indexOf('\n', nameEnd);
  if (nl >= 0 && /^,?[ \t]*$/.test(doc.norm.slice(nameEnd, nl))) {
    // The role on a line of its own.
    const next = doc.norm.indexOf('\n', nl + 1);
    if (next < 0 || next - nl > SIGNATURE_ROLE_REACH || !SIGNATURE_ROLE.test(doc.norm.slice(nl, next))) return undefined;
    return labelledPlaceLine(doc, next + 1);
  }
  if (nl < 0 || nl - nameEnd > SIGNATURE_ROLE_REACH || !SIGNATURE_ROLE.test(doc.norm.slice(nameEnd, nl))) return undefined;
  return labelledPlaceLine(doc, nl + 1);
}

/** "Business Address: Grand Rapids, Mich.": the town line may carry its label (Michigan's lawyers print one). */
const ADDRESS_LABEL = /^(?:business\s|office\s|post\soffice\s)?address\s?:[ \t]*/i;

function labelledPlaceLine(doc: NoticeDocument, at: number): Span | undefined {
  const label = ADDRESS_LABEL.exec(doc.norm.slice(at, at + 30));
  return readPlaceLine(doc, at + (label ? label[0].length : 0));
}
