/**
 * Domain detection: which kind of notice a text is. Each kind's cue rows
 * (cues.ts) add their weight once when found; the best-scoring kind wins if
 * it clears MIN_SCORE and beats the `other` cues, else the notice is `other`.
 * Only the head of a long notice is read: a notice announces its kind early.
 */
import { NoticeDocument } from '../text/document.js';
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
  rows: CLASS_CUES[domain].map(([p, weight]) => ({ re: new RegExp(p, 'i'), weight })),
}));

export function classifyDocument(doc: NoticeDocument): Classification {
  const head = doc.norm.slice(0, HEAD);
  const scores: Record<ClassDomain, number> = { foreclosure: 0, bids: 0, probate: 0, other: 0 };
  const found: ClassifyCue[] = [];
  for (const { domain, rows } of COMPILED) {
    for (const { re, weight } of rows) {
      const m = re.exec(head);
      if (!m) continue;
      scores[domain] += weight;
      const span = doc.mention({ ns: m.index, ne: m.index + m[0].length, value: null, source: 'classify' });
      found.push({ domain, text: span.text, weight, start: span.start, end: span.end });
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
