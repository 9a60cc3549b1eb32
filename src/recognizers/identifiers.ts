/**
 * Numbers introduced by a label: case, trustee-sale and file numbers, parcel
 * numbers, and (with their own labels) bid and contract numbers. The label
 * table is data; this reads the value that follows a label.
 */
import { matchAll, type Hit, type NoticeDocument } from '../text/document.js';
import type { IdLabelRow } from '../lexicon/identifiers.js';
import { RowPattern } from '../text/row-pattern.js';

export interface IdentifierValue {
  /** The number without its label. */
  id: string;
  /** The label as printed. */
  label: string;
  /** Which row of the label table matched: earlier rows are stronger labels. */
  row: number;
}

/**
 * One identifier: tokens of letters and digits joined by - . / ( ), with
 * a digit somewhere; a short letter prefix or court code may stand apart
 * ("PB 2018-093156", "25 SP 123", "24 CH 1234"); an older court's number may group its digits ("Case No. 14,823").
 */
const VALUE = /(?:\d{1,3}(?:,\d{3})+(?!\d|,\d)|\d{2,4}\s[A-Z]{2,3}\s\d{1,8}(?:-\d+)?(?![\w-])|[A-Z]{1,4}\s\d[\dA-Z]*(?:[-./][\dA-Z]+)*(?![\w-])|[A-Za-z0-9]+(?:[-./][A-Za-z0-9()]+|\([A-Za-z0-9]+\))*)/y;

/**
 * Parcel numbers print in space-separated groups ("113-31-451 7", "007H C 01100 000",
 * "118-44-138 & 118-44-139"): a group after a space must hold a digit or be one letter, and stay on the line
 * (a numbered form's next item, "11. LEGAL DESCRIPTION", opens the next line); a lone letter is no abbreviation's
 * first ("APN: 163-29-814-022 T.S. No. 26-0001": the next label). Hawaii's key opens with its island's division
 * in brackets ("TMK: (1) 9-5-049-022").
 */
export const PARCEL_VALUE = /(?:\(\d{1,2}\)[ \t])?[A-Za-z0-9]+(?:[-./][A-Za-z0-9]+)*(?:[ \t](?:[A-Z](?!\.[A-Z])|[A-Z0-9]*\d[A-Z0-9]*)(?:[-./][A-Z0-9]+)*(?=[\s,;]|\.?$|\.\s)){0,4}(?:\s?&\s?[A-Za-z0-9]+(?:[-./][A-Za-z0-9]+)*)?/y;

/** Compiles a label table into one case-insensitive pattern ending where the value starts. */
export function compileLabels(rows: readonly IdLabelRow[]): RowPattern {
  return new RowPattern(rows.map(([p]) => p), 'gi', (labels) => `(?<![A-Za-z])(?:${labels})(?:\\s?[:#.]){0,3}\\s{0,2}`);
}

/** Rows of a table whose label must be printed in capitals. */
export function capsRows(rows: readonly IdLabelRow[]): Set<number> {
  return new Set(rows.flatMap((r, i) => (r[2] === 'caps' ? [i] : [])));
}

export function findLabelledIds(doc: NoticeDocument, labels: RowPattern, source: string, value: RegExp = VALUE, caps: Set<number> = new Set()): Hit<IdentifierValue>[] {
  const hits: Hit<IdentifierValue>[] = [];
  for (const m of matchAll(labels.re, doc.norm)) {
    const at = m.index + m[0].length;
    value.lastIndex = at;
    const v = value.exec(doc.norm);
    if (!v) continue;
    const id = v[0].replace(/[.)]+$/, (p) => (p.startsWith(')') && v[0].includes('(') ? p : ''));
    if (!/\d/.test(id)) continue;
    const row = labels.rowOf(m);
    if (caps.has(row) && !/^[^a-z]*$/.test(labels.rowText(m, row).replace(/No\.?$/, ''))) continue;
    hits.push({ ns: at, ne: at + id.length, value: { id, label: m[0].trim(), row }, source });
  }
  return hits;
}

/**
 * A court docket number printed on a line of its own, with no label, as
 * caption blocks often set it: "PB2019-095382", "CV 2019-004512",
 * "2021-CP-001234", "P-2015-0412". The shape holds a year, so a bare
 * publication or order number ("RR-3071946") does not pass.
 */
const DOCKET_LINE = /^[ \t]*((?:[A-Z]{1,4}[ -]?)?(?:19|20)\d{2}-(?:[A-Z]{1,4}-)?\d{3,8}(?:-[A-Z0-9]{1,4})?)[ \t.]*$/gm;

/** Docket numbers standing alone on a line between `ns` and `ne`. */
export function findDocketLines(doc: NoticeDocument, ns: number, ne: number): Hit<IdentifierValue>[] {
  const hits: Hit<IdentifierValue>[] = [];
  for (const m of matchAll(DOCKET_LINE, doc.norm, ns, ne)) {
    const at = m.index + m[0].indexOf(m[1]);
    if (at + m[1].length <= ne) hits.push({ ns: at, ne: at + m[1].length, value: { id: m[1], label: '', row: -1 }, source: 'id:docket-line' });
  }
  return hits;
}

/**
 * A trustee's file number printed with no label, which the firm marks with its state's code:
 * "VA-310422-1", "27-004518-TX". The code must be a state's; the rest is digits in two groups.
 */
const STATE_FILE_NUMBER = /(?<![\w-])(?:([A-Z]{2})-\d{2,6}-\d{1,7}|\d{2,4}-\d{3,7}-([A-Z]{2}))(?![\w-])/g;

export function findStateFileNumbers(doc: NoticeDocument, states: ReadonlySet<string>): Hit<IdentifierValue>[] {
  const hits: Hit<IdentifierValue>[] = [];
  for (const m of matchAll(STATE_FILE_NUMBER, doc.norm)) {
    if (!states.has(m[1] ?? m[2])) continue;
    hits.push({ ns: m.index, ne: m.index + m[0].length, value: { id: m[0], label: '', row: -1 }, source: 'id:state-file' });
  }
  return hits;
}

/**
 * Court numbers printed with no label, told by their shape: a North Carolina special proceeding ("27 SP 412") and a
 * civil docket with its year glued to the court's letters ("CV2027-000123", as a sheriff's notice heads its text). A
 * court's number, it is the strongest case number of its notice.
 */
const COURT_NUMBER_SHAPE = /(?<![\w-])(?:\d{2}\s?SP\s?\d{1,6}|CV(?:19|20)\d{2}-\d{5,7})(?![\w-])/g;

export function findCourtNumberShapes(doc: NoticeDocument): Hit<IdentifierValue>[] {
  return [...matchAll(COURT_NUMBER_SHAPE, doc.norm)].map((m) => ({ ns: m.index, ne: m.index + m[0].length, value: { id: m[0], label: '', row: -1 }, source: 'id:court-number' }));
}

/**
 * A parcel designated by its tax map's divisions, printed whole with no label before it: New York's "Section 063.1
 * Block 02 Lot 017.000" (a "District" may lead), the District of Columbia's "LOT 0117, SQUARE 5102", New Jersey's "Tax Lot No. 9 in Block 144", New England's "Tax Map 214, Lot 9". The value is the
 * whole designation, as the notice prints it.
 */
/** New York's "Section 063.1 Block 02 Lot 017.000" (a "District" may lead). */
const SECTION_BLOCK_LOT = /\b(?:District:?\s[\dA-Z.]+,?\s)?Section:?\s[\dA-Z.]+,?\s(?:Block|Blk\.?):?\s[\dA-Z.]+,?\s(?:and\s)?Lot:?\s[\dA-Z.]*\d[\dA-Z]*(?:\.\d+)*/;
/** The District of Columbia's "LOT 0117, SQUARE 5102", "Lot 0118 in Square 5731". */
const LOT_AND_SQUARE = /\bLot\s\d{1,5}(?:,?\s|\sin\s)Square\s\d{1,5}\b/;
/** New Jersey's "Tax Lot No. 9 in Block 144", "Tax Lot 18, Block 1204.07" (a legal description's "Lot 31 in Block 4" names no tax parcel). */
const TAX_LOT_IN_BLOCK = /\b(?:Tax\sLot\s(?:No\.\s?)?\d{1,5}[A-Z]?(?:\sin|,)|Lot\sNo\.\s?\d{1,5}[A-Z]?\sin)\sBlock\s\d{1,6}(?:\.\d{1,3})?[A-Z]?\b/;
/** A tax map's sheet and its lot or parcel, as New England and West Virginia print them: "Tax Map 214, Lot 9", "Tax Map 12A, Parcel 44". */
const TAX_MAP_LOT = /\bTax\sMap\s(?=[\dA-Z.-]*\d)[\dA-Z][\dA-Z.-]*,?\s(?:Lot|Parcel)\s\d[\dA-Za-z-]*(?:\.\d+)*/;
const LOT_DESIGNATION = new RegExp([SECTION_BLOCK_LOT, LOT_AND_SQUARE, TAX_LOT_IN_BLOCK, TAX_MAP_LOT].map((re) => re.source).join('|'), 'gi');

export function findLotDesignations(doc: NoticeDocument): Hit<IdentifierValue>[] {
  return [...matchAll(LOT_DESIGNATION, doc.norm)].map((m) => ({
    // As printed: a word a column hyphenated ("Sec- tion 118.04") keeps its hyphen, as in the notice.
    ns: m.index, ne: m.index + m[0].length, value: { id: doc.valueOf(m.index, m.index + m[0].length), label: '', row: 0 }, source: 'id:parcel-designation',
  }));
}
