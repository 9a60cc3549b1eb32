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

interface Lines {
  text: string;
  start(at: number): number;
  end(at: number): number;
}

/**
 * The lines as the column printed them. Normalization rejoins a word the
 * column split ("pro\nposals") and moves the break after it, which would
 * make its line look wider than the column: widths are read in the original
 * text wherever the break is the original's.
 */
function printedLines(doc: NoticeDocument, le: number): { lines: Lines; le: number } {
  const o = doc.map[le];
  if (doc.original[o] === '\n') {
    const text = doc.original;
    return { lines: { text, start: (at) => text.lastIndexOf('\n', at - 1) + 1, end: (at) => { const e = text.indexOf('\n', at); return e < 0 ? text.length : e; } }, le: o };
  }
  return { lines: { text: doc.norm, start: (at) => doc.lineStart(at), end: (at) => doc.lineEnd(at) }, le };
}

/** Whether the line ending at the break `le` was broken by its column's edge. */
export function brokenAtEdge(doc: NoticeDocument, breakAt: number): boolean {
  if (doc.norm[breakAt] !== '\n') return false;
  const { lines, le } = printedLines(doc, breakAt);
  const ls = lines.start(le);
  const next = le + 1;
  const opening = lines.text.slice(next, next + 40);
  const word = /^\S+/.exec(opening);
  if (!word || LABEL_LINE.test(opening)) return false;
  // The column's width, read from the lines around: a line longer than all of them is set wider, not broken.
  let width = 0;
  let at = ls;
  for (let i = 0; i < NEIGHBOURS && at > 0; i++) at = lines.start(at - 1);
  for (let i = 0; i <= 2 * NEIGHBOURS && at < lines.text.length; i++) {
    if (at !== ls) width = Math.max(width, lines.end(at) - at);
    at = lines.end(at) + 1;
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
