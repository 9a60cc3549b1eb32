/**
 * A prose title that points back ("bids for the purchase of said equipment"):
 * the thing it points to is named earlier, as a phrase ending in the same
 * noun ("Voting machines and related equipment for use by the County."). That
 * phrase, from its sentence's start, is the title.
 */
import type { NoticeDocument } from '../../text/document.js';
import type { Sentences } from './sentences.js';
import { trim, type ProseTitle } from './title-text.js';

/** The work, then a word pointing back, then the noun pointed at ("purchase of said equipment"). */
const POINTS_BACK = /^(?:the\s)?(?:purchase|furnishing|supply|sale|delivery)\sof\s(?:the\s)?(?:said|such|same|above(?:-mentioned)?)\s([a-z]{3,20})\b/i;
/** How many words the antecedent phrase may have, from its sentence's start to the noun. */
const MAX_ANTECEDENT_WORDS = 10;

export function antecedentTitle(doc: NoticeDocument, sentences: Sentences, ns: number): ProseTitle | undefined {
  const m = POINTS_BACK.exec(doc.norm.slice(ns, ns + 80));
  if (!m) return undefined;
  const noun = new RegExp(`\\b${m[1]}\\b`, 'gi');
  let last: number | undefined;
  for (const n of doc.norm.slice(0, ns).matchAll(noun)) last = n.index! + n[0].length;
  if (last === undefined) return undefined;
  const s = trim(doc, sentences.startOf(last - 1), last);
  const text = doc.norm.slice(s.ns, s.ne);
  // The phrase opens its sentence as a name does (capitalised) and is a noun phrase, not a clause.
  if (!/^[A-Z]/.test(text) || text.split(/\s+/).length > MAX_ANTECEDENT_WORDS || /\b(?:is|are|will|shall|must|may)\b/.test(text)) return undefined;
  return { ...s, weak: false };
}
