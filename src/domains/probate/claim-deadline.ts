/**
 * The claim deadline as printed: a date after a deadline cue in a sentence
 * about claims, or a rule ("within four months after the date of the first
 * publication") to compute the date from.
 */
import { isGivenNameAbbreviation } from '../../lexicon/given-name-abbreviations.js';
import { matchAll, textBefore, type NoticeDocument } from '../../text/document.js';
import { within, type Span } from '../../text/spans.js';
import { ABBREVIATION_BEFORE_PERIOD, DEADLINE_DATE_END, DEATH_END, RULE_END } from './cue-patterns.js';
import { CLAIMS_TIME_IS, RULE_NAMED_AFTER, TERM_DAY } from './cues/dates.js';
import { MONTHS } from '../../lexicon/dates.js';
import { CLAIM_CONTEXT, LETTERS_ISSUED, NOT_CLAIM_CONTEXT, RULE_START, RULE_START_LATE } from './cues/dates.js';
import { beforeDate, dateSpan, type DateCand } from './date-candidates.js';
import { computeDeadline, parseDeadlineRule, parseStandardized, type DeadlineRule } from './deadlines.js';
import { firstInScopes, type Estate } from './estates.js';
import type { Found } from './recognize.js';
import { citedRule, ruleOfCitedStatute } from './state-rules.js';

/**
 * The date the notice itself bears: "Dated June 1st, 1916.", "Dated at Elmton, Iowa, this 27th day of March, 1916",
 * "Dated and first published this 15th day of October, 1926",
 * or the session of the probate court it issues from ("At a Court of Probate holden at Elm, within and for the
 * District of Elm, on the 14th day of September, A. D. 1916").
 */
const DATED = /\bdated(?:\sand\s(?:first\s)?published)?(?:\sat\s[^,\n]{1,40},(?:\s[A-Z][a-z]+,)?)?(?:\sthis)?\s*$|\bholden\sat\b[^.;]{0,120}?\bon\s(?:the\s)?$/i;
/** How far before its date the notice's dating words may start (a court's session names its district first). */
const DATED_REACH = 160;

function datedLine(f: Found, r: Span): DateCand | undefined {
  return within(f.dates, r).find((d) => !d.run && DATED.test(beforeDate(f.doc, d.ns, DATED_REACH)));
}

/** "Date of second publication: November 26, 2026", "Second publication: ...": the date Iowa's rules run from. */
const SECOND_PUBLICATION = /\b(?:date\sof\s(?:the\s)?second\spublication|second\spublication(?:\sdate)?)\s?:?\s*$/i;
const SECOND_PUBLICATION_REACH = 40;

function secondPublicationDate(f: Found, r: Span): DateCand | undefined {
  return within(f.dates, r).find((d) => !d.run && SECOND_PUBLICATION.test(beforeDate(f.doc, d.ns, SECOND_PUBLICATION_REACH)));
}

/** "... six months from date hereof, for the creditors of said estate": the creditors named right after the rule. */
const CREDITORS_AFTER = /^(?:,|\sbe\s(?:allowed|limited)(?:\sand\s(?:allowed|limited))?)\s(?:for|to)\s(?:the\s)?(?:creditors|claimants)\b/i;
/** Room for the verb and the creditors after a decreed period (" be allowed and limited for the creditors"). */
const CREDITORS_REACH = 60;

/**
 * The date letters were issued: a date printed in the sentence that says
 * letters were granted, issued or dated ("Letters ... were granted to the
 * undersigned on the 8th day of June, 1916"). Rules that run "from the date
 * of said letters" count from it.
 */
function lettersDate(f: Found, r: Span): DateCand | undefined {
  const { doc } = f;
  return within(f.dates, r).find((d) => {
    if (d.run) return false;
    const s = sentenceBefore(doc, d.ns);
    if (DEATH_END.test(beforeDate(doc, d.ns, 50))) return false;
    // "on the 28th day of August, 1916, the undersigned was ... duly appointed and qualified as executor".
    return LETTERS_ISSUED.test(s) || APPOINTED_AFTER.test(doc.norm.slice(d.ne, d.ne + APPOINTED_REACH)) || APPOINTED_BEFORE.test(beforeDate(doc, d.ns, APPOINTED_LABEL_REACH));
  });
}

/** A combined notice's line for each estate: "Appointed November 2, 2027.", "Date of appointment: ...". */
const APPOINTED_BEFORE = /\b(?:appointed|date\sof\sappointment)(?:\s?:)?\s(?:on\s)?$/i;
const APPOINTED_LABEL_REACH = 30;

/** The representative's appointment said after its date, in the same sentence, no death between. */
const APPOINTED_AFTER = /^(?:(?!\bdie[ds]\b|\bdeath\b)[^.;])*?\b(?:duly\s)?appointed\b/i;
const APPOINTED_REACH = 160;

/** How far before a date its deadline cue may start ("no later than the"); the time limited for claims is said at more length. */
const DEADLINE_CUE_REACH = 25;
const CLAIMS_TIME_REACH = 80;

/** Whether a deadline cue ends right before `ns`: "on or before the", "The time limited for the presentation of claims ... is the". */
function deadlineCueBefore(doc: NoticeDocument, ns: number): boolean {
  return DEADLINE_DATE_END.test(beforeDate(doc, ns, DEADLINE_CUE_REACH)) || CLAIMS_TIME_IS.test(beforeDate(doc, ns, CLAIMS_TIME_REACH));
}

// Scanned with matchAll (String.prototype.matchAll would copy it on every call).
const SENTENCE_END = /(?:[a-z]{3,}|\d)\.\s+(?=[A-Z(])|\n\s*\n/g;

/** The sentence before `pos` (back to a sentence end or a blank line, at most 400 characters). */
function sentenceBefore(doc: NoticeDocument, pos: number): string {
  const text = textBefore(doc, pos, 400);
  let start = 0;
  for (const m of matchAll(SENTENCE_END, text)) {
    // "the late Thos. B. Doe": an abbreviated given name's period ends no sentence.
    if (m[0][0] !== '\n' && isGivenNameAbbreviation(/\S+\.$/.exec(text.slice(Math.max(0, m.index - 8), m.index + m[0].indexOf('.') + 1))?.[0] ?? '')) continue;
    start = m.index + m[0].length;
  }
  return text.slice(start);
}

function aboutClaims(doc: NoticeDocument, pos: number, rest = ''): boolean {
  const s = sentenceBefore(doc, pos);
  return CLAIM_CONTEXT.test(s + rest) && !NOT_CLAIM_CONTEXT.test(s);
}

function ruleEnd(doc: NoticeDocument, start: number, limit: number): number {
  const hard = Math.min(limit, start + 450);
  for (const m of matchAll(RULE_END, doc.norm, start + 7, hard)) {
    // Only the period row matches at a period, so skipping an abbreviation's skips no other row's end.
    if (m[0] === '.' && ABBREVIATION_BEFORE_PERIOD.test(doc.norm.slice(Math.max(start, m.index - 6), m.index))) continue;
    return m.index;
  }
  return hard;
}

/**
 * The periods of a printed rule. "On or before the earlier of the dates
 * prescribed in (1) or (2) ...: (1)(A) Four (4) months ...; (2) Twelve (12)
 * months ..." prints its periods in the list after the rule: they are read
 * from there, up to a blank line, with the combination the rule states.
 */
/** How far after a rule's words its numbered list may open. */
const LIST_OPEN_REACH = 120;

function ruleTerms(doc: NoticeDocument, text: string, end: number, limit: number): DeadlineRule | undefined {
  const own = parseDeadlineRule(text);
  if (own || !/\b(?:earlier|later|latter)\b/i.test(text)) return own;
  // The list may open after the sentence's close and a blank line ("... forever barred:\n\n(1)(A) Four (4) months ...").
  const first = doc.norm.slice(end, Math.min(limit, end + LIST_OPEN_REACH)).search(/\(1\)/);
  const from = first >= 0 ? end + first : end;
  let listEnd = Math.min(limit, from + 900);
  const blank = doc.norm.slice(from, listEnd).search(/\n\s*\n/);
  if (blank >= 0) listEnd = from + blank;
  const listed = parseDeadlineRule(doc.norm.slice(from, listEnd));
  if (!listed) return undefined;
  return { combine: /\bearlier\b/i.test(text) ? 'earlier' : 'later', terms: listed.terms };
}

/** A claim deadline as printed: a date, or a rule to compute from. */
export interface Deadline { span: Span; date?: DateCand; rule?: DeadlineRule }

export function claimDeadline(f: Found, r: Span): Deadline | undefined {
  const { doc } = f;
  const date = within(f.dates, r).find((d) => !d.run && deadlineCueBefore(doc, d.ns) && aboutClaims(doc, d.ns));
  if (date) return { span: dateSpan(doc, date), date };
  // A window that runs only from service on each creditor is not the estate's deadline; it is printed
  // as the deadline only when the notice states no other.
  let fromService: Deadline | undefined;
  for (const start of [RULE_START, RULE_START_LATE]) {
    let tries = 0;
    for (const m of matchAll(start, doc.norm, r.ns, r.ne)) {
      // A notice prints a handful of "within"s; text with thousands of them is not worth reading all.
      if (++tries > 40) break;
      // "within the time prescribed by law, namely within six months from ...": the rule is the one named.
      const ns = m.index + (m[1]?.length ?? 0) + (RULE_NAMED_AFTER.exec(doc.norm.slice(m.index, m.index + RULE_NAMED_REACH))?.[0].length ?? 0);
      const end = ruleEnd(doc, ns, r.ne);
      const text = doc.norm.slice(ns, end);
      const rule = ruleTerms(doc, text, end, r.ne) ?? ruleOfCitedStatute(text);
      if (!rule || !aboutClaims(doc, ns, text + (CREDITORS_AFTER.exec(doc.norm.slice(end, end + CREDITORS_REACH))?.[0] ?? ''))) continue;
      if (rule.terms.every((t) => t.from === 'service')) fromService ??= { span: { ns, ne: end }, rule };
      else return { span: { ns, ne: end }, rule };
    }
  }
  return fromService ?? termDay(f, r);
}

/** Room for the general rule before the one it names ("within the time prescribed by law, namely "). */
const RULE_NAMED_REACH = 70;

/** The month names, lower-cased, that a term day may name. */
const MONTH_NAMES = new Set(MONTHS.map(([, names]) => names[0].toLowerCase()));
/** How far after a term day the claims it is for may be named ("..., at which time all persons having claims ..."). */
const TERM_CLAIMS_REACH = 160;

/** A court's term day that claims are adjusted on ("the first Monday in November next"): printed, with no date to give. */
function termDay(f: Found, r: Span): Deadline | undefined {
  const { doc } = f;
  for (const m of matchAll(TERM_DAY, doc.norm, r.ns, r.ne)) {
    if (!MONTH_NAMES.has(m[1].replace('-\n', '').toLowerCase())) continue;
    if (aboutClaims(doc, m.index, doc.norm.slice(m.index, m.index + TERM_CLAIMS_REACH))) return { span: { ns: m.index, ne: m.index + m[0].length } };
  }
  return undefined;
}

/** A deadline's standard form: the printed date's, or the date its rule gives, which the text did not state. */
export interface StandardizedDeadline { value: string; source: string; stated: boolean }

/** The standardized deadline, a rule counted from the first publication, the death or the letters. */
export function standardizeDeadline(
  e: Estate, deadline: Deadline | undefined, publication: string | undefined, death: string | undefined,
): StandardizedDeadline | undefined {
  if (deadline?.date?.standardized) return { value: deadline.date.standardized, source: 'probate:deadline-date', stated: true };
  if (!deadline?.rule) return undefined;
  const rule = deadline.rule;
  const computed = computeDeadline(rule, {
    firstPublication: parseStandardized(publication),
    death: parseStandardized(death),
    letters: rule.terms.some((t) => t.from === 'letters') ? parseStandardized(firstInScopes(e, lettersDate)?.standardized) : undefined,
    notice: rule.terms.some((t) => t.from === 'notice') ? parseStandardized(firstInScopes(e, datedLine)?.standardized) : undefined,
    secondPublication: rule.terms.some((t) => t.from === 'secondPublication') ? parseStandardized(firstInScopes(e, secondPublicationDate)?.standardized) : undefined,
    printed: rule.terms.some((t) => t.from === 'printed') ? parseStandardized(within(e.found.dates, deadline.span).find((d) => !d.run)?.standardized) : undefined,
  });
  if (!computed) return undefined;
  const row = citedRule(e.found.doc.norm, rule);
  return { value: computed, source: row ? `deadline:${row.state} ${row.statute}` : 'deadline:rule', stated: false };
}
