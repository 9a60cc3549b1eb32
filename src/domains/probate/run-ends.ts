/**
 * What shows that a run of capitalised words is no person's name, by what
 * follows it: a firm's word ("ROE & POE, PLLC"), or a ZIP code (a city).
 */
import { US_STATES } from '../../lexicon/us-states.js';
import type { NoticeDocument } from '../../text/document.js';

const FIRM_WORD = /^(?:estate|law|legal|firm|group|office|offices|associates|partners|llc|pllc|llp|l\.l\.c|inc|corp|company|co|p\.?a|p\.?c|ltd|trust|bank|title|services)\.?$/i;
/** "RED MESA ESTATE LAW, PLLC": capitalised words that run into a firm's words are the firm's. */
export function firmFollows(toks: ReadonlyArray<{ text: string }>, last: number): boolean {
  if (FIRM_WORD.test(toks[last + 1]?.text ?? '')) return true;
  // "DYER BREGMAN & FERRIS, PLLC": names joined by "&" or "and" that end in a firm's word are partners' names.
  if (!/^(?:&|and)$/i.test(toks[last + 1]?.text ?? '')) return false;
  for (let k = last + 2; k < Math.min(toks.length, last + 6); k++) {
    const t = toks[k].text;
    if (FIRM_WORD.test(t)) return true;
    if (t !== ',' && !/^[A-Z]/.test(t)) return false;
  }
  return false;
}

const STATE_THEN_ZIP = new RegExp(`^(?:,?\\s{1,2}(?:${US_STATES.map(([, n]) => n.replace(/ /g, '\\s')).join('|')}|[A-Z]{2})\\.?,?\\s{1,2}|,?[ \\t]{1,2})\\d{5}(?!\\d)`);
/**
 * A run followed by a ZIP code, or by a state and ZIP, is a city ("Mesa AZ 85201", "Lake Park, Kansas 66100"),
 * not a person. Five digits opening the next line are a house number ("Jane Roe\n16435 N Main St").
 */
export function beforeZip(doc: NoticeDocument, ne: number): boolean {
  return STATE_THEN_ZIP.test(doc.norm.slice(ne, ne + 30));
}
