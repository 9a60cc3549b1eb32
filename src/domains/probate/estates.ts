/**
 * The estates of a notice: a combined notice to creditors lists several,
 * each under its own heading.
 */
import { matchAll, type NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { HEADINGS } from './cue-patterns.js';
import { readDecedent } from './decedent.js';
import { sameName } from './names.js';

/**
 * Cuts a combined notice into estates: each starts at a line-start estate
 * heading naming a decedent not named before. One estate (the whole notice)
 * unless two or more different decedents head lines.
 */
export function splitEstates(doc: NoticeDocument): Span[] {
  const starts: Array<{ at: number; name: string }> = [];
  for (const m of matchAll(HEADINGS, doc.norm)) {
    const d = readDecedent(doc, m.index + m[0].length, doc.norm.length);
    if (!d) continue;
    const name = doc.norm.slice(d.name.ns, d.name.ne);
    if (starts.some((s) => sameName(s.name, name))) continue;
    starts.push({ at: doc.lineStart(m.index + (doc.norm[m.index] === '\n' ? 1 : 0)), name });
  }
  if (starts.length < 2) return [{ ns: 0, ne: doc.norm.length }];
  return starts.map((s, i) => ({ ns: s.at, ne: starts[i + 1]?.at ?? doc.norm.length }));
}
