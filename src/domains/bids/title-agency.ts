/**
 * A title is not the soliciting body's name: a body named after the work is
 * cut off, and a name that is only a body's is no title.
 */
import type { NoticeDocument } from '../../text/document.js';
import { isAgencyName } from './agency.js';
import { isAgencyLine } from './headings.js';
import { PROCUREMENT_NOUNS } from './lexicon.js';
import type { ProseTitle } from './title-text.js';

/** A name of capitalised words only ("Board of Education of X"), as an agency's is; a title has lower-case words. */
const capitalisedOnly = (text: string) => text.split(/\s+/).every((w) => /^[A-Z0-9&(]/.test(w) || /^(?:of|the|and|for|on|at|de)$/.test(w));
/** The last word names work or goods ("... Maintenance Contract", "... Paving Project"). */
const WORK_LAST = new RegExp(`(?:${PROCUREMENT_NOUNS.source}|\\bcontract)$`, 'i');
/** A word that heads a public body's name; work named before it is a title ("Paving on County Highway 15"). */
const BODY_WORD = /\b(?:County|City|Town|Village|Parish|Township|Borough|State|District|Board|Department|Authority)\b/;
/** Where a title hands over to the body it is for ("Chip Spreader for the Perry County Highway Dept"). */
const FOR_BODY = /\s(?:for|of)\s(?:the\s)?/g;

/**
 * A prose title that is not the agency's name: an agency named after "for"
 * is cut off ("Chip Spreader for the Perry County Highway Dept" gives "Chip
 * Spreader"); a title that is nothing but an agency's name is none.
 */
export function withoutAgency(doc: NoticeDocument, t: ProseTitle | undefined): ProseTitle | undefined {
  if (!t) return undefined;
  // "bids on the “Snow Plowing of Village Streets and Harbor Park” contract": a name printed in quotation marks is whole.
  if (/["“]/.test(doc.norm.charAt(t.ns - 1)) && /["”]/.test(doc.norm.charAt(t.ne))) return t;
  const text = doc.norm.slice(t.ns, t.ne);
  // "Parish Government Street Maintenance Contract": a name that ends in the work is a title, whatever body it names.
  if (!isAgencyName(text) || !capitalisedOnly(text) || WORK_LAST.test(text)) return t;
  for (const m of text.matchAll(FOR_BODY)) {
    const head = text.slice(0, m.index);
    if (head.split(/\s+/).length >= 2 && !isAgencyName(head) && isAgencyName(text.slice(m.index! + m[0].length))) return { ...t, ne: t.ns + m.index! };
  }
  return undefined;
}

/** A capitalised name that names a body and no work before it ("Pine County Highway Dept", not "Paving on County Highway 15"). */
export const namesBodyOnly = (name: string) => (isAgencyName(name) || isAgencyLine(name)) && !PROCUREMENT_NOUNS.test(name.split(BODY_WORD)[0]);
