/**
 * The public body that issues the solicitation.
 *
 * A name is read forward from where a cue says it starts: capitalised words,
 * "of"/"the"/"and" between them, "No. 4" after a district; it ends at a
 * comma, a parenthesis or prose. A state after the comma belongs to a board's
 * formal name ("Board of Commissioners of Pine County, North Dakota")
 * but not to a bare municipality ("City of Brookfield, Colorado"). Cues, most
 * telling first: a label ("Owner:"), the subject of a soliciting verb ("The
 * Town of Westhaven is seeking bids"), the agent of receipt ("received by the
 * Port of Westhaven"), the body that "reserves the right", the signature and
 * heading lines, and last any "City of X" in the text.
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import { compileCues, cueMatches } from '../shared/cues.js';
import * as C from './cues.js';
import { colonLabels, compileColonLabels } from './scan.js';
import type { HeadLine } from './headings.js';
import { orderingBody, signatureLine } from './agency-signature.js';
import { lowercaseBody } from './agency-lowercase.js';
import { countyAfter, stateAfter } from '../../recognizers/state-after.js';
import { formalName, headingSpelledOut, headingWithState, withGovernmentLine } from './agency-formal.js';
import { clauseStart, subjectBefore } from './agency-subject.js';
import { bodyEnd } from './agency-suffixes.js';
import { brokenAtEdge } from './wrap.js';
import { MUNICIPAL_OFFICER } from './municipal-officer.js';
import { AGENCY_HEADS, GENERIC_BODY_WORDS, NUMBERED_DISTRICT, OFFICER_PREFIXES, OFFICER_WORDS, PROCUREMENT_NOUNS } from './lexicon.js';
import type { Sentences } from './sentences.js';
import { wordAlternation } from '../../text/escape.js';
import { CAPS_NAME_STOPS } from '../../lexicon/bid-caps-stops.js';
import { MONTHS, WEEKDAYS } from '../../lexicon/dates.js';

export interface AgencyValue {
  name: string;
}

const BODY_AFTER_STATE = /^,\s(?:Department|Board|Office|Division|Bureau|Commission)\sof\s/;
/** A head noun printed as a name prints it: "Town" or "TOWN", not "town" ("repair of town culverts"). */
const HEAD = new RegExp(`\\b(?:${[...AGENCY_HEADS].flatMap((h) => [h.replace(/\b[a-z]/g, (c) => c.toUpperCase()), h.toUpperCase()]).map((h) => h.replace(/ /g, '\\s')).join('|')})\\b`);
const BARE_MUNICIPALITY = /^(?:(?:City|Town|Village|Borough|County|Township|Parish|State)\sof\s(?:the\s)?[A-Z][\w.'’ -]*|(?:[A-Z][\w.'’-]*\s){1,3}(?:County|Township|Parish|City|Town|Borough|Village))$/i;
const OFFICER = new RegExp(`^(?:the\\s)?(?:${OFFICER_PREFIXES.map(([p]) => p).join('|')})\\s(?:of|for)\\s(?:the\\s)?`, 'i');
/** Scraped text that lost a space: "the State Universityhereby requests". */
const GLUED_VERB = new RegExp(`^(.*(?:${[...AGENCY_HEADS].filter((h) => !h.includes(' ')).join('|')}))(?:hereby|will|shall|is|are|invites|requests|seeks)$`, 'i');

const CONNECTOR = /^(?:of|the|and|&|for|on|de|del|la)$/;
/** A head noun alone ("County", "DISTRICT"). */
const HEAD_WORD = new RegExp(`^${HEAD.source.replace(/^\\b/, '')}`);
/** Words that end a name printed in capitals ("THE CITY OF LAKE VIEW UNTIL 2:00 P.M."). */
const CAPS_STOP = new RegExp(`^(?:${wordAlternation(CAPS_NAME_STOPS)})$`);
const TOKEN = /[A-Za-z0-9][A-Za-z0-9.'’&/-]*|[,()"“”;:/]|\n/g;
/** Two words a scrape ran together ("City of SomervilleProcurement"): the name ends where the second starts. Short heads ("McHenry", "DeKalb") are names. */
const GLUED_WORDS = /^[A-Z][a-z]{3,}(?=[A-Z])/;
const CAPS_TOKEN = /^[A-Z][A-Z.'’&-]+$/;
/** What a body's name never runs into: the next sentence's subject ("... Replacement The City of X is"). */
const NEXT_SUBJECT = /^(?:The|THE)$/;

/** Reads an organisation name starting at `ns` ("the" skipped). */
export function readOrganization(doc: NoticeDocument, ns: number, max = 160, validate = true): Hit<AgencyValue> | undefined {
  const text = doc.norm;
  const municipal = MUNICIPAL_OFFICER.exec(text.slice(ns, ns + 100));
  if (municipal) {
    // "the County Clerk of Elm county": the body printed after its officer, in lower case, is read as printed.
    const kind = new RegExp(`^\\s${municipal[1]}\\b`, 'i').exec(text.slice(ns + municipal[0].length));
    const place = ns + municipal[0].length - municipal[2].length;
    if (kind) return { ns: place, ne: place + municipal[2].length + kind[0].length, value: { name: doc.valueOf(place, place + municipal[2].length + kind[0].length) }, source: 'bids:agency-officer' };
    const start = ns + municipal[0].indexOf(municipal[1]);
    return { ns: start, ne: ns + municipal[0].length, value: { name: `${municipal[1]} of ${municipal[2]}` }, source: 'bids:agency-officer' };
  }
  const limit = Math.min(text.length, ns + max);
  TOKEN.lastIndex = ns;
  const toks: Array<{ t: string; s: number; e: number; nl: boolean }> = [];
  let nl = false;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(text)) !== null && m.index < limit && toks.length < 30) {
    if (m[0] === '\n') {
      nl = true;
      continue;
    }
    toks.push({ t: m[0], s: m.index, e: m.index + m[0].length, nl });
    nl = false;
  }
  let i = 0;
  // "the said Board of Supervisors": the article and "said" are not part of the name.
  while (i < 2 && toks[i] && /^(?:the|said)$/i.test(toks[i].t)) i++;
  const first = i;
  let last = -1;
  for (; i < toks.length; i++) {
    const t = toks[i].t;
    // Running text wraps inside a name ("Board of\nthe X District"), after a capitalised word before a head noun, which may
    // come a word or two into the next line ("Navajo\nCounty, Arizona", "Union\nFree School District No. 4"), and anywhere
    // at a narrow column's edge ("Elm Valley Housing\nAuthority").
    const headAt = (k: number) => HEAD_WORD.test(toks[i + k]?.t ?? '') && toks.slice(i, i + k + 1).every((x, j) => /^[A-Z][a-z]/.test(x.t) && (j === 0 || !x.nl));
    const wrapsHead = /^[A-Z][a-z]/.test(t) && /^[A-Z]/.test(toks[i - 1]?.t ?? '') && [0, 1, 2].some(headAt) && !/^of$/i.test(toks[i + 1]?.t ?? '');
    if (toks[i].nl && i > first && !CONNECTOR.test(toks[i - 1].t) && !CONNECTOR.test(t) && !wrapsHead && !brokenAtEdge(doc, doc.lineStart(toks[i].s) - 1)) break;
    if (CAPS_STOP.test(t) || (i > first && NEXT_SUBJECT.test(t) && !CONNECTOR.test(toks[i - 1].t.toLowerCase()))) break;
    const glued = GLUED_WORDS.exec(t);
    if (glued) {
      last = i;
      toks[i] = { ...toks[i], e: toks[i].s + glued[0].length };
      break;
    }
    // A name printed in capitals ends where words in title case follow it ("TOWN OF ELM By: Jane Roe").
    if (i > first + 1 && /[a-z]/.test(t) && CAPS_TOKEN.test(toks[i - 1].t) && CAPS_TOKEN.test(toks[i - 2].t)) break;
    if (/^[A-Z]/.test(t)) {
      // A sentence ends inside the run ("... County. The District ...").
      if (/[a-z]{2}\.$/.test(t) && !/^(?:St|No|Mt|Ft)\.$/.test(t)) {
        last = i;
        toks[i] = { ...toks[i], e: toks[i].e - 1 };
        break;
      }
      last = i;
      continue;
    }
    // "Township Board of Sumner township": older notices print the place's kind in lower case after its name.
    if (LOWER_PLACE_KIND.test(t) && i > first && /^[A-Z][a-z]/.test(toks[i - 1].t)) {
      last = i;
      continue;
    }
    // "Library Sub-district #1": the "#" is no token, but it is printed right before the number.
    const numberMark = () => /#\s?$/.test(text.slice(toks[i - 1].e, toks[i].s));
    if (/^\d+[A-Z]?\.?$/.test(t) && i > first && (/^(?:No\.?|#)$/i.test(toks[i - 1].t) || NUMBERED_DISTRICT.test(toks[i - 1].t) || numberMark())) {
      last = i;
      // "School District No. 14." closing a signature: the period ends the sentence, not the number.
      if (!t.endsWith('.')) continue;
      toks[i] = { ...toks[i], e: toks[i].e - 1 };
      break;
    }
    // "the Board of School Trustees for the Renovation of Elm School": what follows "for" is the work, not the body.
    if (/^for$/i.test(t) && PROCUREMENT_NOUNS.test(text.slice(toks[i].e, Math.min(text.length, toks[i].e + 100)).split(/[,.;\n]/)[0])) break;
    if (CONNECTOR.test(t) && i > first) {
      // A connector belongs to the name only when a capitalised word follows ("of the City of X").
      let j = i + 1;
      while (j < toks.length && CONNECTOR.test(toks[j].t)) j++;
      // "received by the Borough of Elm on Wednesday, April 14": a day or month after "on" is the date, not the name.
      if (j < toks.length && /^[A-Z]/.test(toks[j].t) && !(/^on$/i.test(t) && CALENDAR_WORD.test(toks[j].t))) continue;
    }
    break;
  }
  if (last < first) return undefined;
  let ne = toks[last].e;
  // Logic reads the normalized text; the value is the printed one.
  const glued = GLUED_VERB.exec(text.slice(toks[first].s, ne));
  if (glued) ne = toks[first].s + glued[1].length;
  let start = toks[first].s;
  const officer = OFFICER.exec(text.slice(start, ne));
  if (officer) start += officer[0].length;
  const name = () => text.slice(start, ne).replace(/\s+/g, ' ');
  ne = bodyEnd(text, start, ne, isAgencyName);
  if (validate && !isAgencyName(name())) return undefined;
  // A state after the name: part of a board's formal name, not of a bare municipality; a (numbered) district's county with it.
  const county = /\d$|\b(?:District|DISTRICT)$/.test(name()) ? countyAfter(text, ne) : 0;
  if (county) return { ns: start, ne: ne + county, value: { name: doc.valueOf(start, ne + county) }, source: 'bids:agency' };
  const state = stateAfter(text, ne);
  if (state) {
    const after = text.slice(ne + state, ne + state + 40);
    if (BODY_AFTER_STATE.test(after)) {
      const body = readOrganization(doc, ne + state + 2, 80, false);
      if (body) return { ns: start, ne: body.ne, value: { name: doc.valueOf(start, body.ne) }, source: 'bids:agency' };
    }
    if (!BARE_MUNICIPALITY.test(name())) ne += state;
  }
  return { ns: start, ne, value: { name: doc.valueOf(start, ne) }, source: 'bids:agency' };
}

/** "that the town board of the town of Elm, Oak county, Wisconsin, will receive": a body in lower case as the verb's whole subject. */
function lowercaseSubject(doc: NoticeDocument, from: number, verb: number): Hit<AgencyValue> | undefined {
  const h = lowercaseBody(doc, from);
  return h && h.ne <= verb && /^[\s,]*$/.test(doc.norm.slice(h.ne, verb)) ? h : undefined;
}

const LOWER_PLACE_KIND = /^(?:county|township|parish)$/;
/** A weekday or month named in full. */
const CALENDAR_WORD = new RegExp(`^(?:${[...WEEKDAYS.slice(0, 7), ...MONTHS.map(([, names]) => names[0])].join('|')})$`, 'i');

/** A public body's name: it has a head noun, is not a bare office, and says which body it is. */
export function isAgencyName(name: string): boolean {
  if (!HEAD.test(name) || OFFICER_WORDS.test(name)) return false;
  const words = name.toLowerCase().replace(/[.,]/g, '').split(/\s+/);
  return !words.every((w) => GENERIC_BODY_WORDS.has(w));
}

const LABELS = compileColonLabels(C.AGENCY_LABELS);
const VERBS = compileCues(C.SOLICITING_VERBS);
const AFTER = compileCues(C.AGENCY_AFTER);
export function findAgency(doc: NoticeDocument, sentences: Sentences, head: HeadLine[]): Hit<AgencyValue> | undefined {
  const read = findAgencyAsRead(doc, sentences, head);
  // The body a label or a soliciting verb names is the notice's own wording; one read elsewhere (a delivery line, a
  // signature) yields to the heading that prints it with its state.
  const named = read?.source === NAMED_SOURCE;
  const h = formalName(doc, named ? { ...read, source: 'bids:agency' } : read);
  return withGovernmentLine(doc, headingSpelledOut(doc, named ? h : headingWithState(doc, h), head), head);
}

const NAMED_SOURCE = 'bids:agency-named';
function findAgencyAsRead(doc: NoticeDocument, sentences: Sentences, head: HeadLine[]): Hit<AgencyValue> | undefined {
  for (const [, e] of colonLabels(doc, LABELS)) {
    const h = readOrganization(doc, e);
    if (h) return { ...h, source: NAMED_SOURCE };
  }
  // The time of receipt between "will" and its verb is read only where no soliciting verb named a body.
  // A clause's subject starts after a heading block a scrape ran into its sentence.
  const last = head[head.length - 1];
  // A title line over the text ("Janitorial Services for County Administration Building\nElm County is soliciting") is no
  // part of the clause's subject either, though no punctuation ends it.
  const headEnd = last?.runOn || last?.kind === 'title' ? last.ne : 0;
  for (const verbs of [VERBS, C.SOLICITING_AFTER_TIME]) {
    for (const [s] of cueMatches(doc, verbs)) {
      const start = clauseStart(doc, sentences, s);
      const from = headEnd > start && headEnd < s ? headEnd : start;
      const h = subjectBefore(doc, from, s, readOrganization) ?? lowercaseSubject(doc, from, s);
      if (h) return { ...h, source: NAMED_SOURCE };
    }
  }
  for (const [, e] of cueMatches(doc, AFTER)) {
    const h = readOrganization(doc, e) ?? lowercaseBody(doc, e);
    if (h) return { ...h, source: NAMED_SOURCE };
  }
  for (const [s] of cueMatches(doc, C.RESERVES)) {
    const h = readOrganization(doc, clauseStart(doc, sentences, s));
    if (h && h.ne <= s) return h;
  }
  const signature = signatureLine(doc, readOrganization);
  if (signature) return signature;
  for (const l of head) {
    if (l.kind !== 'agency') continue;
    const h = readOrganization(doc, l.ns, l.ne - l.ns);
    if (h) return h;
  }
  for (const [s] of cueMatches(doc, C.MUNICIPALITY_OF)) {
    const h = readOrganization(doc, s);
    if (h) return h;
  }
  for (const [s, e] of cueMatches(doc, C.NAMED_COUNTY)) {
    C.COUNTY_SCHOOLS.lastIndex = e;
    const schools = C.COUNTY_SCHOOLS.exec(doc.norm);
    const h = readOrganization(doc, s, (schools ? C.COUNTY_SCHOOLS.lastIndex : e) - s);
    if (h) return h;
  }
  return orderingBody(doc, (name) => HEAD.test(name));
}
