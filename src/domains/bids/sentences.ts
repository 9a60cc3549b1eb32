/**
 * Sentences of a notice, for cue context: a cue counts only in the sentence
 * of the value it qualifies ("Questions are due by ..." is not the bid
 * deadline). Computed once per notice; lookups are binary searches.
 */
import { brokenAtEdge } from './wrap.js';
import { STREET_SUFFIXES } from '../../lexicon/street.js';
import type { NoticeDocument } from '../../text/document.js';
import { firstAtOrAfter } from '../../text/spans.js';

/** Words whose trailing period does not end a sentence ("Mr. Quinn", "P. O. Box", "10:00 a.m. on"). */
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'st', 'no', 'nos', 'inc', 'co', 'corp', 'jr', 'sr', 'ave', 'rd', 'blvd', 'dept', 'p.o', 'po',
  'pob', 'u.s', 'a.m', 'p.m', 'vs', 'ft', 'mt', 'ste', 'bldg', 'hwy', 'rm', 'attn', 'approx', 'qty', 'e.g', 'i.e', 'ph', 'tel',
  'n.a', 'l.l.c', 'etc', 'sec', 'ann', 'stat', 'rev',
  ...streetAbbreviations(),
]);

/**
 * The shortened spellings of street suffixes ("Ext.", "Pkwy.", "Ln."): a
 * period after one closes the word, not the sentence ("PINE GROVE ROAD EXT.
 * OVER ..."). The full word of each suffix and its plural ("loop" of
 * "loops") are words that can end a sentence, and so are "is" and "via".
 */
function streetAbbreviations(): string[] {
  const byCanonical = new Map<string, string[]>();
  for (const [variant, canonical] of STREET_SUFFIXES) byCanonical.set(canonical, [...(byCanonical.get(canonical) ?? []), variant]);
  const out: string[] = [];
  for (const variants of byCanonical.values()) {
    const full = variants.reduce((a, b) => (b.length > a.length ? b : a));
    for (const v of variants) if (v.length < full.length && full !== `${v}s` && v !== 'is' && v !== 'via') out.push(v);
  }
  return out;
}

/** A list item ("• March 31, 2031 - Bids due"): each item is a unit of its own. */
const BULLET_LINE = /^\s*[•·▪◦*]\s/;

/** A line made only of a label ("Time: 2:00 PM", "Location: ..."). */
const LABEL_LINE = /^[A-Z][A-Za-z ()'#/-]{0,40}:\s/;

export class Sentences {
  readonly starts: number[];

  constructor(readonly doc: NoticeDocument) {
    this.starts = splitSentences(doc);
  }

  /** Index of the sentence holding `pos`: the last start at or before it (the first sentence for earlier positions). */
  private indexOf(pos: number): number {
    return Math.max(0, firstAtOrAfter(this.starts, pos + 1) - 1);
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
  // Ends are pushed in text order, so blanks skipped once are never read again (a run of line breaks stays linear).
  let skippedTo = 0;
  const push = (p: number) => {
    if (p < skippedTo) p = skippedTo;
    while (p < text.length && (text[p] === ' ' || text[p] === '\n')) p++;
    skippedTo = p;
    if (p < text.length && p > starts[starts.length - 1]) starts.push(p);
  };
  const END = /[.!?]["”')]*[ \t]+(?=[A-Z("“0-9])|\n/g;
  let m: RegExpExecArray | null;
  while ((m = END.exec(text)) !== null) {
    const at = m.index;
    if (m[0] === '\n') {
      const prevStart = text.lastIndexOf('\n', at - 1) + 1;
      const prevLine = text.slice(prevStart, at);
      // "will be received at the office of the\nBoard of Supervisors of Pine\nCounty, ...": a name line
      // that a line ending mid-sentence leads into is wrapped prose, not a line of its own.
      const ledInto = prevStart > 0 && /\b[a-z]+$/.test(text.slice(Math.max(0, prevStart - 24), prevStart - 1));
      const nextEnd = text.indexOf('\n', at + 1);
      const nextLine = text.slice(at + 1, nextEnd < 0 ? text.length : nextEnd);
      // Endings are read on the line's tail: paragraphs can be one long line.
      const tail = prevLine.slice(-24);
      // A line break ends a sentence after a heading, a label line, a blank
      // line or a colon; inside running text it is only a wrap.
      const ended = /[.!?:;]["”')]*\s*$/.test(tail) && !(endsWithAbbreviation(tail) && /^\s*[a-z]/.test(nextLine));
      const breaks = !/\S/.test(nextLine) || !/\S/.test(prevLine) || ended ||
        LABEL_LINE.test(nextLine) || LABEL_LINE.test(prevLine) || BULLET_LINE.test(nextLine) || isCapsLine(prevLine) || isCapsLine(nextLine) ||
        // A name line a narrow column filled to its edge runs on ("The Commissioners' Court of Hays\nCounty, Texas, will").
        (isNameLine(prevLine) && !ledInto && !/[,-]\s*$/.test(tail) && /^\s*[A-Z0-9]/.test(nextLine) && !brokenAtEdge(doc, at));
      if (breaks) push(at + 1);
      continue;
    }
    if (endsWithAbbreviation(text.slice(Math.max(0, at - 12), at + 1))) continue;
    // "Monterey, MA. 01245": a period before a ZIP code closes a state's abbreviation, not a sentence.
    if (/^[A-Z]{2}$/.test(text.slice(at - 2, at)) && /^\s+\d{5}(?![\d])/.test(text.slice(at + 1, at + 12))) continue;
    push(at + m[0].length);
  }
  return starts;
}

/** A heading in capitals ("NOTICE TO BIDDERS"); a line of digits ("555-0101.") is not one. */
const isCapsLine = (line: string) => !/[a-z]/.test(line) && /[A-Z]{2}/.test(line);

/** A short line of capitalised words: an address or heading line ("Westhaven, IL 60000", "Purchasing Office"), not wrapped prose. */
function isNameLine(line: string): boolean {
  if (line.length > 80) return false;
  const words = line.trim().split(/\s+/);
  return words.length <= 8 && words.every((w) => /^[A-Z0-9(#&"“-]/.test(w) || /^(?:of|and|de)$/.test(w));
}

/** Whether `text` ends with an abbreviation's period ("p.m.", "St.", "J."). */
function endsWithAbbreviation(text: string): boolean {
  const word = /([A-Za-z.]+)\.\s*$/.exec(text)?.[1] ?? '';
  const bare = word.replace(/^\.+/, '').toLowerCase();
  // Initials ("N.E. Court Circle", "J.") are abbreviations.
  return ABBREVIATIONS.has(bare) || /^[a-z](?:\.[a-z])*$/.test(bare);
}
