/**
 * Reading parties around cues, shared by the party slots (borrower, holder,
 * trustee, attorney): the names after a cue, before a role phrase, or under
 * a grid's label, each checked to be a name and not a word of the notice.
 */
import { judgedName, readParties, readPartiesBefore, type PartyValue } from '../../recognizers/names.js';
import { isValidPartyName } from '../../recognizers/name-validity.js';
import { wideGapBefore, type Hit, type NoticeDocument } from '../../text/document.js';
import { withinSorted, type Span } from '../../text/spans.js';
import { eachCue, type CueTable } from '../shared/cues.js';
import { ESQUIRE_AFTER, readPartyBefore } from '../shared/parties.js';
import type { Found } from './recognize.js';

/** A plat or survey named before a cue ("a plat of survey for A. B. DOE ... made by", "in a subdivision made by A and B"). */
const PLAT_WORD = /\b(?:plats?|plans?|survey|surveys|map|drawing|subdivision(?=\s*$|\smade\b))\b/gi;
/** A sentence's end: a semicolon, or a period before a word in lower case that follows no initial ("DONALD A. DOE", "NO. ONE" go on). */
const SENTENCE_END = /;|(?<!\b[A-Z])\.\s+[A-Z][a-z]/;
/** A cue that names who did something ("made by", "executed by"), the only kind a plat's maker can answer. */
const BY_CUE = /\bby\W*$/i;

/** Whether a plat is named in the same sentence, somewhere in `before`. */
function platInSentence(before: string): boolean {
  let last = -1;
  for (const m of before.matchAll(PLAT_WORD)) last = m.index + m[0].length;
  return last >= 0 && !SENTENCE_END.test(before.slice(last));
}
/** How far before a cue the plat or survey it belongs to may be named. */
const PLAT_REACH = 250;

/** The party's name cut where something else starts at `at` (its spaces and comma before it dropped). */
function endedAt(f: Found, p: Hit<PartyValue>, at: number): Hit<PartyValue> {
  let ne = at;
  while (ne > p.ns && /[\s,]/.test(f.doc.norm[ne - 1])) ne--;
  return { ...p, ne, value: { ...p.value, name: f.doc.valueOf(p.ns, ne) } };
}

/**
 * A value set in a column after its label, wide apart ("Current Holder of Evidence of Debt      ELM BANK\nDate of
 * Deed of Trust ..."), ends with its line: the next line opens the next label.
 */
export function withinColumnLine(f: Found, p: Hit<PartyValue>): Hit<PartyValue> {
  const { doc } = f;
  if (!wideGapBefore(doc, p.ns)) return p;
  const nl = doc.norm.indexOf('\n', p.ns);
  if (nl < 0 || nl >= p.ne) return p;
  return endedAt(f, p, nl);
}

/**
 * A name run into the address printed on the next line or column ("ZB N.A.\nOne West Harbor Street ...") ends
 * where the address starts. Only at a line break or a wide gap: within a line a number may be the name's own
 * ("... CERTIFICATES SERIES 2006-3").
 */
export function beforeAddress(f: Found, p: Hit<PartyValue>): Hit<PartyValue> {
  const { doc } = f;
  const apart = (at: number) => doc.norm[at - 1] === '\n' || doc.map[at] - doc.map[at - 1] > 1;
  const a = f.addresses.find((x) => x.ns > p.ns && x.ns < p.ne && apart(x.ns));
  return a ? endedAt(f, p, a.ns) : p;
}

/**
 * A line that names a county or parish (and its state) under a signer's name, "Jo Roe\nElm County, Ohio", "SHERIFF
 * JO ROE\nELM PARISH, LOUISIANA", or a court under a caption's defendants, "JO ROE AND AL ROE\nFOURTEENTH JUDICIAL
 * DISTRICT COURT".
 */
const COUNTY_OR_COURT = [
  /(?:[A-Z][a-z]+\s){1,2}(?:County|Parish)/, /(?:[A-Z]+\s){1,2}(?:COUNTY|PARISH)/,
  /(?:[A-Z][a-z]+\s){1,3}(?:Judicial\s)?(?:District\s)?Court/, /(?:[A-Z]+\s){1,3}(?:JUDICIAL\s)?(?:DISTRICT\s)?COURT/,
];
const COUNTY_LINE = new RegExp(`\\n[ \\t]*(?:${COUNTY_OR_COURT.map((re) => re.source).join('|')})\\b`);

/**
 * A line that opens with a label ("Deed of Trust Instrument/Reference No.: 2019...") or a dash-headed paragraph ("Terms
 * of Sale - The sale will be ..."): no name runs on into it.
 */
const LABEL_LINE = /\n[ \t]*[A-Z][^\n:,;]{1,60}?(?::|\s[-\u2013\u2014]\s)/;

/** A name run into the label on the line under it ends at that line. */
export function beforeLabelLine(f: Found, p: Hit<PartyValue>): Hit<PartyValue> {
  const m = LABEL_LINE.exec(f.doc.norm.slice(p.ns, f.doc.lineEnd(p.ne)));
  if (!m || m.index === 0 || p.ns + m.index >= p.ne) return p;
  return endedAt(f, p, p.ns + m.index);
}

/** A name run into the county or court line printed under it ends at that line. */
export function beforeCountyLine(f: Found, p: Hit<PartyValue>): Hit<PartyValue> {
  const m = COUNTY_LINE.exec(f.doc.norm.slice(p.ns, p.ne));
  if (!m || m.index === 0) return p;
  return endedAt(f, p, p.ns + m.index);
}

/** "vs. Case No. 2027-FC-000100", "vs. Notice of Sale.": what a caption prints between "vs." and the defendants. */
const CAPTION_CASE_NUMBER = /\s(?:(?:civil\s)?case\s|suit\s|docket\s)?no\b\.?\s?:?\s?[A-Z0-9][\w-]{3,24}$|\snotice\sof\s(?:sale|suit)\.?$/i;

/** "V." (case-sensitive) after a title-case given name and before a title-case surname: a middle initial. */
const MIDDLE_INITIAL_V = /V\.\s[A-Z][a-z]+\b(?<=\b[A-Z][a-z]+\sV\.\s[A-Z][a-z]+)/y;
const INITIAL_WINDOW = 24;
function middleInitialV(text: string, at: number): boolean {
  const from = Math.max(0, at - INITIAL_WINDOW);
  MIDDLE_INITIAL_V.lastIndex = at - from;
  return MIDDLE_INITIAL_V.test(text.slice(from, at + INITIAL_WINDOW));
}

export function partiesAfterCues(f: Found, r: Span, cues: CueTable, accept: (p: Hit<PartyValue>) => boolean = () => true, judicial?: (p: Hit<PartyValue>) => boolean): Hit<PartyValue>[] {
  for (const m of cues.byPriority(f.doc, r.ns, r.ne)) {
    // "as shown on a plat made by X, Surveyors": who made a plat or survey is no party to the loan.
    if (BY_CUE.test(f.doc.norm.slice(m.ns, m.ne)) && platInSentence(f.doc.norm.slice(Math.max(r.ns, m.ns - PLAT_REACH), m.ns))) continue;
    // "Elena V. Ruiz": a middle initial between a given name and a surname in title case is no "v." of a caption.
    if (middleInitialV(f.doc.norm, m.ns)) continue;
    // Defendant lists name everyone with an interest; only the owners gave the mortgage.
    // A caption's case number printed after "vs." is no part of the cue's words.
    const cueWords = f.doc.norm.slice(m.ns, m.ne).replace(CAPTION_CASE_NUMBER, '');
    const isCaption = judicial && /(?:vs?\.?|versus|against|defendants?(?:\(s\))?)\W*$/i.test(cueWords);
    // The name-validity judge (`accept`) costs most: it runs last.
    // "Sheriff Jo Roe\nElm County, Ohio\nOak & Ash, Attorneys": a county line under a name ends the run of names.
    const read = readParties(f.doc, m.ne);
    const countyEnd = read.findIndex((p) => beforeCountyLine(f, p).ne < p.ne);
    const parties = (countyEnd < 0 ? read : read.slice(0, countyEnd + 1)).map((p) => withEsquireAfter(f.doc, beforeLabelLine(f, withinColumnLine(f, beforeCountyLine(f, beforeAddress(f, p))))))
      .filter((p) => p.ne <= r.ne && !/^(?:the\s)?(?:undersigned|said|above)/i.test(p.value.name) && (!isCaption || judicial(p)) && accept(p));
    if (parties.length) return withoutRepeats(parties);
  }
  return [];
}

/**
 * A list that prints its names again under an address line ("A, a married man and B, his wife, B A 1022
 * South ...") reads the repeat as one more name of those same words: it is dropped.
 */
function withoutRepeats(parties: Hit<PartyValue>[]): Hit<PartyValue>[] {
  const words = (p: Hit<PartyValue>) => p.value.name.toLowerCase().split(/[\s,]+/).filter(Boolean);
  const seen = new Set<string>();
  let longest = 0;
  return parties.filter((p) => {
    const w = words(p);
    const repeat = longest > 0 && w.length > longest && w.every((x) => seen.has(x));
    for (const x of w) seen.add(x);
    longest = Math.max(longest, w.length);
    return !repeat;
  });
}

export function partyBeforeCue(f: Found, r: Span, cue: RegExp): Hit<PartyValue> | undefined {
  for (const [s] of eachCue(f.doc, cue, r.ns, r.ne)) {
    const p = readPartyBefore(f.doc, s, Math.max(r.ns, s - 250));
    if (p && notGeneric(p)) return p;
  }
  return undefined;
}

/** The party under the right label of a two-label grid (`grid` ends where the line of values starts), when that line names two. */
export function rightColumnParty(f: Found, r: Span, grid: RegExp): Hit<PartyValue> | undefined {
  for (const [, e] of eachCue(f.doc, grid, r.ns, r.ne)) {
    const parties = readParties(f.doc, e, f.doc.lineEnd(e) - e).filter(notGeneric);
    if (parties.length === 2) return parties[1];
  }
  return undefined;
}

export function partiesBeforeCue(f: Found, r: Span, cue: RegExp): Hit<PartyValue>[] {
  for (const [s, e] of eachCue(f.doc, cue, r.ns, r.ne)) {
    // "on or about JO DOE March 1, 2026 ("Borrower")": a date printed between the names and their role.
    const date = withinSorted(f.dates, { ns: Math.max(r.ns, s - 40), ne: s }).find((d) => s - d.ne <= 2);
    let end = date ? date.ns : s;
    while (date && end > r.ns && /\s/.test(f.doc.norm[end - 1])) end--;
    const parties = readPartiesBefore(f.doc, end, Math.max(r.ns, end - 300)).filter(notGeneric);
    if (parties.length) return withEsquire(f.doc, parties, s, e);
  }
  return [];
}

/** "Esq." printed right after a name stays with it (entities.md, General rules), though the cue began with it. */
function withEsquire(doc: NoticeDocument, parties: Hit<PartyValue>[], cueStart: number, cueEnd: number): Hit<PartyValue>[] {
  const esq = /^,?\s(?:esq\.?|esquire)/i.exec(doc.norm.slice(cueStart, cueEnd));
  const last = parties[parties.length - 1];
  if (!esq || !last) return parties;
  const ne = cueStart + esq[0].length;
  return [...parties.slice(0, -1), { ...last, ne, value: { ...last.value, name: doc.valueOf(last.ns, ne) } }];
}

/** "Trustee: Jo Q. Roe  Esq.  an attorney ...": "Esq." printed right after a name stays with it (entities.md, General rules). */
export function withEsquireAfter(doc: NoticeDocument, p: Hit<PartyValue>): Hit<PartyValue> {
  const esq = p.value.kind === 'person' ? ESQUIRE_AFTER.exec(doc.norm.slice(p.ne, p.ne + ESQUIRE_REACH)) : null;
  if (!esq) return p;
  const ne = p.ne + esq[0].length;
  return { ...p, ne, value: { ...p.value, name: doc.valueOf(p.ns, ne) } };
}
const ESQUIRE_REACH = 12;

/** Owners among defendants: people, not lienholders, governments or placeholders ("UNKNOWN TENANT", "JOHN DOE"). */
export const isOwnerDefendant = (p: Hit<PartyValue>) => p.value.kind === 'person' &&
  !/\b(?:unknown|tenants?|occupants?|john\sdoe|jane\sdoe|people|state\sof|united\sstates|heirs|devisees|spouse|claimants?|parties|persons?|city|county|board|commissioner)\b/i.test(p.value.name) &&
  !/^(?:the|all|any|of|and)\b/i.test(p.value.name) && p.value.name.split(/\s+/).length >= 2 &&
  // "MR. DOE, HUSBAND OF JO DOE": a spouse the caption names by title and surname only, whose name is unknown.
  !/^(?:mr|mrs|ms)\.?\s\S+$/i.test(p.value.name);

/** A party's name passes the shared validity check and is not a generic word of the notice. */
export const notGeneric = (p: Hit<PartyValue>) => isValidPartyName(judgedName(p.value)) && !/^(?:mortgage|deed|trust|note|beneficiary|lender|trustee|grantor|the\s(?:mortgage|deed)|deed\sof\strust)$/i.test(p.value.name) &&
  // An office is no party ("the Sales Office"), but a law office is a firm ("Elm Hagen Law Office").
  !/\b(?:department|(?<!\blaw\s)office|division|desk|section)$/i.test(p.value.name) &&
  // A month opens a date, not a name; "August Radtke" is a man.
  !/^(?:january|february|march|april|may|june|july|august|september|october|november|december)\b\.?(?:\s*(?:\d|$))/i.test(p.value.name);
