/**
 * Sentences of a notice, for cue context: a cue counts only in the sentence
 * of the value it qualifies ("Questions are due by ..." is not the bid
 * deadline). Computed once per notice; lookups are binary searches.
 */
import type { NoticeDocument } from '../../text/document.js';

/** Words whose trailing period does not end a sentence ("Mr. Davis", "P. O. Box", "10:00 a.m. on"). */
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'st', 'no', 'nos', 'inc', 'co', 'corp', 'jr', 'sr', 'ave', 'rd', 'blvd', 'dept', 'p.o', 'po',
  'u.s', 'a.m', 'p.m', 'vs', 'ft', 'mt', 'ste', 'bldg', 'hwy', 'rm', 'attn', 'approx', 'qty', 'e.g', 'i.e', 'ph', 'tel',
  'n.a', 'l.l.c', 'etc', 'sec', 'ann', 'stat', 'rev',
]);

/** A line made only of a label ("Time: 2:00 PM", "Location: ..."). */
const LABEL_LINE = /^[A-Z][A-Za-z ()'#/-]{0,40}:\s/;

export class Sentences {
  readonly starts: number[];

  constructor(readonly doc: NoticeDocument) {
    this.starts = splitSentences(doc);
  }

  private indexOf(pos: number): number {
    const s = this.starts;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Start of the sentence holding `pos`. */
  startOf(pos: number): number {
    return this.starts[this.indexOf(pos)];
  }

  /** End (exclusive) of the sentence holding `pos`. */
  endOf(pos: number): number {
    const i = this.indexOf(pos);
    return i + 1 < this.starts.length ? this.starts[i + 1] : this.doc.norm.length;
  }

  /** Text of the sentence holding `pos` before `pos`, at most `max` characters. */
  before(pos: number, max = 300): string {
    return this.doc.norm.slice(Math.max(this.startOf(pos), pos - max), pos);
  }

  /** Sentence ranges in text order. */
  *all(): Generator<{ ns: number; ne: number }> {
    const s = this.starts;
    for (let i = 0; i < s.length; i++) yield { ns: s[i], ne: i + 1 < s.length ? s[i + 1] : this.doc.norm.length };
  }
}

function splitSentences(doc: NoticeDocument): number[] {
  const text = doc.norm;
  const starts = [0];
  const push = (p: number) => {
    while (p < text.length && /\s/.test(text[p])) p++;
    if (p < text.length && p > starts[starts.length - 1]) starts.push(p);
  };
  const END = /[.!?]["”')]*\s+(?=[A-Z("“0-9])|\n/g;
  let m: RegExpExecArray | null;
  while ((m = END.exec(text)) !== null) {
    const at = m.index;
    if (m[0] === '\n') {
      const prevLine = text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
      const nextEnd = text.indexOf('\n', at + 1);
      const nextLine = text.slice(at + 1, nextEnd < 0 ? text.length : nextEnd);
      // A line break ends a sentence after a heading, a label line, a blank
      // line or a colon; inside running text it is only a wrap.
      const breaks = nextLine.trim() === '' || prevLine.trim() === '' || /[.!?:;]["”')]*\s*$/.test(prevLine) ||
        LABEL_LINE.test(nextLine) || LABEL_LINE.test(prevLine) || !/[a-z]/.test(prevLine) || !/[a-z]/.test(nextLine);
      if (breaks) push(at + 1);
      continue;
    }
    const word = /([A-Za-z.]+)$/.exec(text.slice(Math.max(0, at - 12), at))?.[1] ?? '';
    const bare = word.replace(/^\.+/, '').toLowerCase();
    if (ABBREVIATIONS.has(bare) || /^[a-z]$/.test(bare)) continue;
    push(at + m[0].length);
  }
  return starts;
}
