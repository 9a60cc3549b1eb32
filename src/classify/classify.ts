/**
 * Domain detection: which kind of notice a text is. Each kind's cue rows
 * (cues.ts) add their weight once when found; the best-scoring kind wins if
 * it clears MIN_SCORE and beats the `other` cues, else the notice is `other`.
 * Only the head of a long notice is read: a notice announces its kind early.
 * When the printed cues leave the kind open, a cue missing from the text is
 * sought again in its OCR-folded form (ocr-fold.ts), so "NOTICE TO BID DERS"
 * or "INVITATlON" still count.
 */
import { NoticeDocument } from '../text/document.js';
import { foldPattern, foldText, type FoldedText } from '../text/ocr-fold.js';
import { CLASS_CUES, MIN_SCORE, type ClassDomain } from './cues.js';

export interface ClassifyCue {
  domain: ClassDomain;
  /** The phrase as printed. */
  text: string;
  weight: number;
  start: number;
  end: number;
}

export interface Classification {
  domain: ClassDomain;
  /** Confidence in [0, 1]: the winner's share of all cue weight, damped for thin evidence. */
  score: number;
  /** Per-kind cue weight. */
  scores: Record<ClassDomain, number>;
  /** The cues that decided, strongest first. */
  cues: ClassifyCue[];
}

const HEAD = 6000;
const COMPILED = (Object.keys(CLASS_CUES) as ClassDomain[]).map((domain) => ({
  domain,
  rows: CLASS_CUES[domain].map(([p, weight]) => {
    const folded = foldPattern(p);
    return { re: new RegExp(p, 'i'), folded: folded === undefined ? undefined : new RegExp(folded, 'g'), weight };
  }),
}));

/** [start, end) in the normalized head of an OCR-folded cue that starts a printed word. */
function findFolded(head: string, folded: FoldedText, foldedRe: RegExp): [number, number] | undefined {
  foldedRe.lastIndex = 0;
  let f: RegExpExecArray | null;
  while ((f = foldedRe.exec(folded.text)) !== null) {
    if (!f[0]) {
      foldedRe.lastIndex++;
      continue;
    }
    const ns = folded.at[f.index];
    // The cue starts a printed word: "THE STATE OF" holds the letters of "estate of" but not the cue.
    if (ns === 0 || !/[A-Za-z0-9]/.test(head[ns - 1])) return [ns, folded.at[f.index + f[0].length - 1] + 1];
    foldedRe.lastIndex = f.index + 1;
  }
  return undefined;
}

/** Whether printed cues already decide: one kind of ours (or `other`) leads by a full MIN_SCORE and is well evidenced. */
function decided(scores: Record<ClassDomain, number>): boolean {
  const sorted = Object.values(scores).sort((a, b) => b - a);
  return sorted[0] >= 2 * MIN_SCORE && sorted[0] - sorted[1] >= MIN_SCORE;
}

export function classifyDocument(doc: NoticeDocument): Classification {
  const head = doc.norm.slice(0, HEAD);
  const scores: Record<ClassDomain, number> = { foreclosure: 0, bids: 0, probate: 0, other: 0 };
  const found: ClassifyCue[] = [];
  const add = (domain: ClassDomain, weight: number, m: [number, number]) => {
    scores[domain] += weight;
    const span = doc.mention({ ns: m[0], ne: m[1], value: null, source: 'classify' });
    found.push({ domain, text: span.text, weight, start: span.start, end: span.end });
  };
  const missing: Array<{ domain: ClassDomain; foldedRe: RegExp; weight: number }> = [];
  for (const { domain, rows } of COMPILED) {
    for (const { re, folded: foldedRe, weight } of rows) {
      const m = re.exec(head);
      if (m) add(domain, weight, [m.index, m.index + m[0].length]);
      else if (foldedRe) missing.push({ domain, foldedRe, weight });
    }
  }
  // Folding costs a pass over the head per cue: it is done only when the printed cues leave the kind open.
  if (!decided(scores)) {
    const folded = foldText(head);
    for (const { domain, foldedRe, weight } of missing) {
      const m = findFolded(head, folded, foldedRe);
      if (m) add(domain, weight, m);
    }
  }
  const ours = (['foreclosure', 'bids', 'probate'] as const).reduce((a, b) => (scores[b] > scores[a] ? b : a));
  const best = scores[ours];
  const domain: ClassDomain = best >= MIN_SCORE && best > scores.other ? ours : 'other';
  const total = scores.foreclosure + scores.bids + scores.probate + scores.other;
  const share = total === 0 ? 1 : scores[domain] / total;
  const evidence = domain === 'other' && scores.other === 0 ? 1 : Math.min(1, scores[domain] / (2 * MIN_SCORE));
  return {
    domain,
    score: Math.round(share * evidence * 1000) / 1000,
    scores,
    cues: found.filter((c) => c.domain === domain).sort((a, b) => b.weight - a.weight),
  };
}

/** Classifies notice text: foreclosure, bids, probate or other. */
export function classify(text: string): Classification {
  return classifyDocument(new NoticeDocument(text));
}
