/**
 * Where a court's name starts, before its head: a state's name printed before the court belongs to it at a line's
 * start ("ARIZONA SUPERIOR COURT"), and a scraper's run-on words before a head in capitals do not.
 */
import { US_STATES } from '../../lexicon/us-states.js';
import { breakBefore, type NoticeDocument } from '../../text/document.js';

const CAPTION_LEAD = /^[ \t]*(?:in\s)?the\s$/i;

/**
 * Where a head printed in capitals starts: a word before it in lower or
 * Title case is the end of what precedes it, run onto the line by a scraper
 * ("Filed by the Petitioner in person  SUPERIOR COURT OF ARIZONA").
 */
function capsStart(doc: NoticeDocument, ns: number, headEnd: number): number {
  const head = doc.norm.slice(ns, headEnd);
  if (!/\bCOURT\b/.test(head)) return ns;
  const lead = /^(?:[A-Z]?[a-z][A-Za-z'.-]*\s)+(?=[A-Z]{2})/.exec(head);
  return lead ? ns + lead[0].length : ns;
}

const STATE_WORDS = new Set(US_STATES.map(([, n]) => n.toLowerCase()));
/**
 * How many characters of state name open a court name printed mid-line:
 * "STATE OF MICHIGAN PROBATE COURT" names the "PROBATE COURT"; at the start
 * of a line, or after a scraper's wide gap, the state is part of it ("ARIZONA SUPERIOR COURT").
 */
function statePrefix(doc: NoticeDocument, ns: number): number {
  // A wide gap the scraper left where a line broke starts a line too; so does a caption's "In the" or "The" ("IN THE IOWA DISTRICT COURT", "THE IOWA DISTRICT COURT").
  if (breakBefore(doc, ns) || CAPTION_LEAD.test(doc.norm.slice(doc.lineStart(ns), ns))) return 0;
  const text = doc.norm.slice(ns, ns + 40);
  const m = /^(\S+)(?: (\S+))?/.exec(text)!;
  if (m[2] && STATE_WORDS.has(`${m[1]} ${m[2]}`.toLowerCase())) return m[1].length + m[2].length + 2;
  return STATE_WORDS.has(m[1].toLowerCase()) ? m[1].length + 1 : 0;
}

/** The start of the court whose head is read at `at`, its head ending at `headEnd`. */
export function courtStart(doc: NoticeDocument, at: number, headEnd: number): number {
  return capsStart(doc, at + statePrefix(doc, at), headEnd);
}
