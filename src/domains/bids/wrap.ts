/**
 * Lines a narrow column broke: a value read to the end of its line may go on
 * below when the line was full. A line is full when the next line's first
 * word would not have fit on it within the width of the lines around it; a
 * short line (a label line, a heading) ends its value as printed.
 */
import type { NoticeDocument } from '../../text/document.js';

/** How many lines either side give the column's width. */
const NEIGHBOURS = 3;
/** How many characters a full line may run past the widest line around it (a justified line, a hyphen). */
const WIDTH_SLACK = 2;
/** A line opening with a label ("Project No.: ...", "Bids Due: ..."): a line of its own. */
const LABEL_LINE = /^[A-Z][\w.#&'’-]*(?:[ \t][\w.#&'’-]+){0,3}[ \t]?:(?!\d)/;
/** Most lines a value read on across line breaks may take. */
const MAX_WRAPPED_LINES = 3;

function lineWidth(doc: NoticeDocument, ls: number): number {
  return doc.lineEnd(ls) - ls;
}

/** Whether the line ending at the break `le` was broken by its column's edge. */
export function brokenAtEdge(doc: NoticeDocument, le: number): boolean {
  if (doc.norm[le] !== '\n') return false;
  const ls = doc.lineStart(le);
  const next = le + 1;
  const opening = doc.norm.slice(next, next + 40);
  const word = /^\S+/.exec(opening);
  if (!word || LABEL_LINE.test(opening)) return false;
  // The column's width, read from the lines around: a line longer than all of them is set wider, not broken.
  let width = 0;
  let at = ls;
  for (let i = 0; i < NEIGHBOURS && at > 0; i++) at = doc.lineStart(at - 1);
  for (let i = 0; i <= 2 * NEIGHBOURS && at < doc.norm.length; i++) {
    if (at !== ls) width = Math.max(width, lineWidth(doc, at));
    at = doc.lineEnd(at) + 1;
  }
  const used = le - ls;
  return used <= width + WIDTH_SLACK && used + 1 + word[0].length > width;
}

/** Where a value running to the line end at `le` ends when read on across the lines its column broke (`le` when none). */
export function wrappedEnd(doc: NoticeDocument, le: number): number {
  let end = le;
  for (let i = 0; i < MAX_WRAPPED_LINES && brokenAtEdge(doc, end); i++) end = doc.lineEnd(end + 1);
  return end;
}
