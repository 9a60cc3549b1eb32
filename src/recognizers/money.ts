/**
 * Money: "$271,784.94", "$271 784.94" (scraped text that lost its commas),
 * and amounts spelled out ("Two Hundred Thousand and 00/100 Dollars"). The
 * amount is an exact decimal string, never a float.
 */
import type { MoneyValue } from '../types.js';
import { matchAll, type Hit, type NoticeDocument } from '../text/document.js';
import { gated, gatedMatches } from '../text/gated-scan.js';
import { Coverage } from '../text/spans.js';

const FIGURE = /\$\s?(\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.(\d{1,2}))?(?![\d,]\d)/g;

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALES: Record<string, bigint> = { thousand: 1000n, million: 1000000n, billion: 1000000000n };
const NUMBER_WORD = `(?:${[...Object.keys(UNITS), 'hundred', ...Object.keys(SCALES)].join('|')})`;
// Every spelled amount ends in "dollars": a notice that never prints the word is not scanned for one.
const SPELLED = gated(new RegExp(`\\b${NUMBER_WORD}(?:[\\s-]{1,2}(?:and\\s)?${NUMBER_WORD}){0,12}(?:\\s(?:and\\s)?(\\d{1,2})[/-]100)?\\s(?:U\\.?S\\.?\\s)?dollars?\\b`, 'gi'));

/**
 * An amount spelled out right before its figure in brackets, the word "dollars" printed after the figure ("the sum of
 * One Thousand Eight Hundred Twelve and 40/100 ($1,812.40) Dollars"): the words a cue before the figure reaches over.
 */
export const SPELLED_BEFORE_FIGURE = new RegExp(`\\b${NUMBER_WORD}(?:[\\s-]{1,2}(?:and\\s)?${NUMBER_WORD}){0,12}(?:\\s(?:and\\s)?\\d{1,2}[/-]100)?\\s?[([]\\s?$`, 'i');

/** Whole-dollar value of spelled number words, or undefined when they do not form a number. */
export function wordsToInteger(words: string): bigint | undefined {
  let total = 0n;
  let group = 0n;
  let any = false;
  for (const w of words.toLowerCase().split(/[\s-]+/)) {
    if (w === 'and' || w === '') continue;
    if (w in UNITS) group += BigInt(UNITS[w]);
    else if (w === 'hundred') group = (group === 0n ? 1n : group) * 100n;
    else if (w in SCALES) {
      total += (group === 0n ? 1n : group) * SCALES[w];
      group = 0n;
    } else return undefined;
    any = true;
  }
  return any ? total + group : undefined;
}

export function findMoney(doc: NoticeDocument): Hit<MoneyValue>[] {
  const hits: Hit<MoneyValue>[] = [];
  const taken = new Coverage(doc.norm.length);
  for (const m of matchAll(FIGURE, doc.norm)) {
    taken.add(m.index, m.index + m[0].length);
    const whole = m[1].replace(/[, ]/g, '').replace(/^0+(?=\d)/, '');
    const cents = (m[2] ?? '').padEnd(2, '0');
    hits.push({ ns: m.index, ne: m.index + m[0].length, value: { amount: cents === '00' && !m[2] ? whole : `${whole}.${cents}`, currency: 'USD' }, source: 'money:figure' });
  }
  for (const m of gatedMatches(SPELLED, doc)) {
    if (taken.overlaps(m.index, m.index + m[0].length)) continue;
    const words = m[0].replace(/\s(?:and\s)?\d{1,2}[/-]100.*$/i, '').replace(/\s(?:U\.?S\.?\s)?dollars?$/i, '');
    const value = wordsToInteger(words);
    if (value === undefined) continue;
    const cents = m[1] ? m[1].padStart(2, '0') : undefined;
    taken.add(m.index, m.index + m[0].length);
    hits.push({ ns: m.index, ne: m.index + m[0].length, value: { amount: cents ? `${value}.${cents}` : String(value), currency: 'USD' }, source: 'money:spelled' });
  }
  return hits.sort((a, b) => a.ns - b.ns);
}
