/**
 * Cheap scans for patterns that end at a rare character. A label ends with
 * ":" and an address with a ZIP code; searching for those first and testing
 * a short window before each keeps alternations of many rows (label tables,
 * fifty state names) off the rest of the text.
 */
import type { NoticeDocument } from '../../text/document.js';
import type { CueRow } from '../shared/cues.js';

const WINDOW = 60;

/** An end-anchored pattern of label rows ("Deliver To:"), tested on the text before each colon. */
export function compileColonLabels(rows: readonly CueRow[]): RegExp {
  return new RegExp(`(?<![A-Za-z])(?:${rows.map(([p]) => p).join('|')})$`, 'i');
}

/** [start, end] of each label ending at a colon; `end` is after the colon and any spaces. */
export function colonLabels(doc: NoticeDocument, label: RegExp, from = 0, to = doc.norm.length): Array<[number, number]> {
  const text = doc.norm;
  const out: Array<[number, number]> = [];
  for (let at = text.indexOf(':', from); at >= 0 && at < to; at = text.indexOf(':', at + 1)) {
    const before = text.slice(Math.max(0, at - WINDOW), at + 1);
    const m = label.exec(before);
    if (!m) continue;
    let end = at + 1;
    while (text[end] === ' ' || text[end] === '\t') end++;
    out.push([at + 1 - m[0].length, end]);
  }
  return out;
}

/** Positions of five-digit ZIP codes (with an optional "-1234"). */
export function zipCodes(doc: NoticeDocument): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = /(?<![\d-])\d{5}(?:-\d{4})?(?![\d-])/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(doc.norm)) !== null) out.push([m.index, m.index + m[0].length]);
  return out;
}
