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

const startIn = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const endIn = (text: string, at: number) => {
  const e = text.indexOf('\n', at);
  return e < 0 ? text.length : e;
};

/**
 * Whether the line ending at the break `breakAt` was broken by its column's
 * edge. Widths are read as the column printed them: normalization rejoins a
 * word the column split ("pro\nposals") and moves the break after it, which
 * would make that line look wider than the column; where the break is the
 * original's, the original's lines are measured.
 */
export function brokenAtEdge(doc: NoticeDocument, breakAt: number): boolean {
  if (doc.norm[breakAt] !== '\n') return false;
  const asPrinted = doc.original[doc.map[breakAt]] === '\n';
  const text = asPrinted ? doc.original : doc.norm;
  const le = asPrinted ? doc.map[breakAt] : breakAt;
  const ls = startIn(text, le);
  const next = le + 1;
  const opening = text.slice(next, next + 40);
  const word = /^\S+/.exec(opening);
  if (!word || LABEL_LINE.test(opening)) return false;
  // The column's width, read from the lines around: a line longer than all of them is set wider, not broken.
  let width = 0;
  let at = ls;
  for (let i = 0; i < NEIGHBOURS && at > 0; i++) at = startIn(text, at - 1);
  for (let i = 0; i <= 2 * NEIGHBOURS && at < text.length; i++) {
    const end = endIn(text, at);
    if (at !== ls) width = Math.max(width, end - at);
    at = end + 1;
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
