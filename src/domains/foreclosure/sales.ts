/**
 * A notice cut into sales (a sheriff's list holds several), and the lookups
 * a sale uses to read only the addresses in its own stretch of text.
 */
import type { AddressValue } from '../../types.js';
import { breakBefore, matchAll, type Hit } from '../../text/document.js';
import { firstStartingAt, withinSorted, type Span } from '../../text/spans.js';
import { overlapping } from '../shared/cues.js';
import type { Found } from './recognize.js';

/**
 * Cuts a sheriff's list into sales: each starts at a line that opens with a
 * case / sale number label, when at least two such lines each hold an
 * address. Text before the first sale is shared (sale date and place).
 */
export function splitSales(f: Found): { preamble: Span; sales: Span[] } {
  const { doc } = f;
  const whole = { ns: 0, ne: doc.norm.length };
  const starts = new Set<number>();
  const seen = new Set<string>();
  for (const id of f.caseIds) {
    // A page footer repeats one file number; a list prints a new number per sale.
    if (seen.has(id.value.id)) continue;
    seen.add(id.value.id);
    const ls = lineOpening(doc, id.ns);
    if (CASE_LINE.test(doc.norm.slice(ls, id.ns))) starts.add(ls);
  }
  if (FIRST_LINE_HEADING.test(doc.norm)) starts.add(0);
  for (const m of doc.norm.matchAll(SALE_HEADING)) starts.add(m.index! + 1);
  // Scraped: a heading alone between two wide gaps where its line broke ("...  SALE NO. 2  Case No. ...").
  for (const m of matchAll(GAPPED_HEADING, doc.norm)) {
    const heading = m.index + 1;
    if (breakBefore(doc, heading) && breakBefore(doc, m.index + m[0].length + 1)) starts.add(heading);
  }
  const sorted = [...starts].sort((a, b) => a - b);
  // A heading and the case line under it open one sale: merge sections that hold no address.
  const merged: number[] = [];
  for (const start of sorted) {
    if (merged.length && !hasAddressBetween(f, merged[merged.length - 1], start)) continue;
    merged.push(start);
  }
  const sales = merged.map((s, i) => ({ ns: s, ne: merged[i + 1] ?? doc.norm.length }));
  if (sales.filter((s) => hasAddressBetween(f, s.ns, s.ne)).length < 2) return { preamble: { ns: 0, ne: 0 }, sales: [whole] };
  return { preamble: { ns: 0, ne: merged[0] }, sales };
}

/** Headings that open one sale of a list: "SALE NO. 2", "Sale #3". */
// A heading stands alone on its line ("SALE NO. 2"), unlike "PARCEL NO. 80-4386-07" inside a sale.
// Sought after a line break and, apart, on the first line: a pattern opening with "^ or a line break" is tried at every position.
const HEADING_WORDS = '(?:(?:sale|parcel|property|item)\\s(?:no\\.?|number|#)\\s?\\d{1,3}[.:)]?|no\\.\\s?\\d{2,4}-\\d{2,6}\\.?)';
// A heading may carry a starred note on its line: "SALE NO. 4  ***SALE CANCELLED***".
const HEADING = `[ \\t]*${HEADING_WORDS}(?:[ \\t]+\\*{2,}[^\\n*]{1,40}\\*{2,})?[ \\t]*(?=\\n|$)`;
// The space before a gapped heading is matched, not looked behind for: the space, a rare first character, lets the
// engine skip ahead, where a lookbehind opening the pattern made it try every position (3x slower). No match can
// start at the end of the one before: a heading ends with a digit or a mark, never with the space a next one needs.
const GAPPED_HEADING = new RegExp(` ${HEADING_WORDS}(?= )`, 'gi');
/** What may open a sale's case line before its label: a list number, a court's or county's word ("1. Civil Case No."). */
const CASE_LINE = /^\s*(?:\d{1,3}[.)]\s*)?(?:[A-Z][\w.' ]{0,20}\s)?(?:case|docket|file|index|writ)\b/i;
/** How far before a case label its line's opening words may be printed (CASE_LINE's longest lead). */
const CASE_LINE_LEAD = 32;

/** Where the line holding `at` opens: its line start, or the last wide gap a scraper left there within the lead. */
function lineOpening(doc: Found['doc'], at: number): number {
  const ls = doc.lineStart(at);
  for (let k = at; k > Math.max(ls, at - CASE_LINE_LEAD); k--) if (doc.norm[k - 1] === ' ' && breakBefore(doc, k)) return k;
  return ls;
}
const SALE_HEADING = new RegExp(`\\n${HEADING}`, 'gi');
const FIRST_LINE_HEADING = new RegExp(`^${HEADING}`, 'i');

/** Whether a stretch holds a street address other than where the sale is held ("at the south door of the Hall, 200 Elm St"). */
function hasAddressBetween(f: Found, ns: number, ne: number): boolean {
  const place = new Set(withinSorted(f.courthouseAddresses, { ns, ne }));
  return withinSorted(f.addresses, { ns, ne }).some((a) => a.source === 'address:full' && !place.has(a));
}

/** The addresses of `from` (sorted, none longer than `longest`) sharing a position with `r`: only those starting within `longest` before it can. */
export function addressesOverlapping(from: Hit<AddressValue>[], r: Span, longest: number): Hit<AddressValue>[] {
  const out: Hit<AddressValue>[] = [];
  for (let i = firstStartingAt(from, r.ns - longest); i < from.length && from[i].ns < r.ne; i++) {
    if (overlapping(from[i], r)) out.push(from[i]);
  }
  return out;
}

/** Hits in text order, each once. */
export function inTextOrder<T extends Span>(hits: T[]): T[] {
  return [...new Set(hits)].sort((a, b) => a.ns - b.ns);
}
