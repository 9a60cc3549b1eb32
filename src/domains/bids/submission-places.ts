/**
 * Where a place phrase ends when no ZIP code closes it: a street line with
 * what follows it in the place (direction, unit, city and a state printed
 * without ZIP), or, with no street at all, a city and its state. The state is
 * looked up in the state lexicon, not spelled out in a pattern.
 */
import { STATE_ABBREVIATIONS, stateCode } from '../../lexicon/us-states.js';
import { streetLines } from '../../recognizers/street-line.js';
import { matchAll, type NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';

/** A city's name: capitalised words, a capital inside one allowed ("DeFuniak Springs", "McAllen"). */
const CITY = '(?:[A-Z][a-z]+(?:[A-Z][a-z]+)?\\.?\\s){0,2}[A-Z][a-z]+(?:[A-Z][a-z]+)?';
/** What may follow a street line within the place: its direction ("410 7th Street N") and a unit ("Suite 428"). */
const UNIT_TAIL = /^(?:\s[NSEW]{1,2}\b)?(?:,?\s(?:Suite|Ste\.?|Room|Rm\.?|Unit)\s#?[\w-]{1,6})?/;
/**
 * Then the city and a state printed without ZIP ("..., Burgaw, North Carolina", "... in Palmyra, Missouri"). The
 * state is looked up in the state lexicon (a name, or a code in capitals), not spelled out in the pattern.
 */
const CITY_TAIL = new RegExp(`^(?:,?\\s|\\sin\\s)${CITY},?\\s([A-Z][A-Za-z]+(?:\\s[A-Z][a-z]+)?)`);
/**
 * Or a city printed without its state, closed by a phrase that is no longer the place ("..., 16 Elm Road, Oakdale,
 * at which time", "59 Elm Road, Oakdale during office hours").
 */
const BARE_CITY_TAIL = new RegExp(`^,\\s${CITY}(?=,?\\s(?:at|during|on|until|by|between|from|and|or|no|prior)\\s|[.;]\\s)`);
/** A place that ends with its city and state, no street and no ZIP ("at the office of the City Clerk, City Center, Elm Lake, Minnesota, until ...", "at the County Building in Elm Lake, Minnesota"). */
const CITY_STATE = new RegExp(`(?:,\\s?|\\sin\\s)${CITY},?\\s([A-Z][A-Za-z]+(?:\\s[A-Z][a-z]+)?)`, 'g');
/** A ZIP code after the state: the address anchors (state and ZIP) read that place already. */
const ZIP_AFTER = /^[\w\s]*\d{5}/;

/** The length of the state name that `words` opens with (two words, else one), or 0: full names, or codes in capitals. */
function stateLength(words: string): number {
  const two = words.split(' ');
  for (const w of two.length > 1 ? [words, two[0]] : [words]) {
    if (stateCode(w) && (w.length > 2 ? !STATE_ABBREVIATIONS[w] : w === w.toUpperCase())) return w.length;
  }
  return 0;
}

/** The end of a city-and-state match whose last group opens with a state, or -1. */
function cityStateEnd(text: string, m: RegExpExecArray): number {
  const n = stateLength(m[1]);
  if (!n) return -1;
  const end = m.index + m[0].length - m[1].length + n;
  return ZIP_AFTER.test(text.slice(end, end + 12)) ? -1 : end;
}

export function cityStates(doc: NoticeDocument, from: number, to: number): Span[] {
  const out: Span[] = [];
  for (const m of matchAll(CITY_STATE, doc.norm, from, to)) {
    const ne = cityStateEnd(doc.norm, m);
    if (ne > 0 && ne <= to) out.push({ ns: m.index + 1, ne });
    // ", City Center, Elm Lake, Minnesota": a match ending in no state may hide one starting at its next comma.
    else CITY_STATE.lastIndex = m.index + 1;
  }
  return out;
}

/** How far after a street line its city and state are looked for. */
const STREET_TAIL_REACH = 60;

/** The street lines in [from, to), each with what follows it within the place (direction, unit, city and state). */
export function streetLinesWithTail(doc: NoticeDocument, from: number, to: number): Span[] {
  return streetLines(doc.norm, from, to).map((l) => {
    const after = doc.norm.slice(l.ne, Math.min(to, l.ne + STREET_TAIL_REACH));
    const unit = UNIT_TAIL.exec(after)![0].length;
    const city = CITY_TAIL.exec(after.slice(unit));
    let end = city ? cityStateEnd(after.slice(unit), city) : -1;
    if (end < 0) end = BARE_CITY_TAIL.exec(after.slice(unit))?.[0].length ?? -1;
    return { ns: l.ns, ne: l.ne + unit + Math.max(0, end) };
  });
}
