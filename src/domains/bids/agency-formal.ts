/**
 * A municipality read from an officer's title ("the Marlow City Clerk" gives
 * "Marlow City") where the notice prints the body's formal name elsewhere
 * ("CITY OF MARLOW"): that printing is the agency.
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import type { HeadLine } from './headings.js';
import { escapeRegExp } from '../../text/escape.js';
import * as C from './cues.js';
import { US_STATES } from '../../lexicon/us-states.js';

interface AgencyValue {
  name: string;
}

/** The state names in capitals, as a heading prints them after the body's name ("ELM COUNTY, MARYLAND"). */
const STATE_IN_CAPS = `(?:${US_STATES.map(([, name]) => name.toUpperCase()).join('|')})`;
/** How far into the notice its heading lines are looked for. */
const HEADING_REACH = 400;

/**
 * The body read in the text ("Elm County", "City of Elm") printed in the heading with its state ("ELM COUNTY,
 * MARYLAND", "CITY OF ELM, MASSACHUSETTS"): the heading's name is the one the notice gives itself in full. So is a
 * heading read without the state its line prints ("ROCK COUNTY" of "ROCK COUNTY, MINNESOTA").
 */
export function headingWithState(doc: NoticeDocument, h: Hit<AgencyValue> | undefined): Hit<AgencyValue> | undefined {
  if (!h) return h;
  // A scraper may glue the next heading on ("MASSACHUSETTSRELEASE DATE"): the state ends where no lower-case letter follows.
  const inHeading = new RegExp(`${escapeRegExp(h.value.name.toUpperCase())},\\s${STATE_IN_CAPS}(?![a-z])`).exec(doc.norm.slice(0, HEADING_REACH));
  if (!inHeading) return h;
  const ne = inHeading.index + inHeading[0].length;
  return { ns: inHeading.index, ne, value: { name: doc.valueOf(inHeading.index, ne) }, source: 'bids:agency-heading' };
}

/** "Marlow City" read from an officer's title, where the notice prints the body's formal name ("CITY OF MARLOW"): that name. */
export function formalName(doc: NoticeDocument, h: Hit<AgencyValue> | undefined): Hit<AgencyValue> | undefined {
  const m = h && C.PLACE_THEN_KIND.exec(h.value.name);
  if (!h || !m) return h;
  const formal = new RegExp(`\\b${m[2]}\\sof\\s${escapeRegExp(m[1])}\\b`, 'i').exec(doc.norm);
  if (!formal) return h;
  const ne = formal.index + formal[0].length;
  return { ns: formal.index, ne, value: { name: doc.valueOf(formal.index, ne) }, source: 'bids:agency-formal' };
}

/** A department, office or bureau by its function ("DEPARTMENT OF WATER SUPPLY"), which names no government. */
const DEPARTMENT = /^(?:department|office|division|bureau)\s(?:of|for)\s/i;
/** A government's own name on a heading line ("COUNTY OF ELM", "CITY OF ELM", "ELM COUNTY"). */
const GOVERNMENT_LINE = /^\s*(?:(?:county|city|town|village|borough|township|parish|state)\sof\s[a-z][a-z.' -]*|[a-z][a-z.' -]*\s(?:county|parish))\s*$/i;

/**
 * A department's heading line with its government's on the line under it ("DEPARTMENT OF WATER SUPPLY\nCOUNTY OF
 * ELM"): the body is the department of that government, both lines as printed.
 */
export function withGovernmentLine(doc: NoticeDocument, h: Hit<AgencyValue> | undefined, head: HeadLine[]): Hit<AgencyValue> | undefined {
  const k = h ? head.findIndex((l) => l.kind === 'agency' && l.ns <= h.ns && h.ne <= l.ne) : -1;
  const next = head[k + 1];
  if (!h || k < 0 || next?.kind !== 'agency' || !DEPARTMENT.test(h.value.name) || !GOVERNMENT_LINE.test(doc.norm.slice(next.ns, next.ne))) return h;
  if (!/^\s*\n\s*$/.test(doc.norm.slice(h.ne, next.ns))) return h;
  const { ne } = trimmedLine(doc, next);
  return { ...h, ne, value: { name: doc.valueOf(h.ns, ne) }, source: 'bids:agency-heading' };
}

/** A heading line's span without the spaces around it. */
function trimmedLine(doc: NoticeDocument, l: HeadLine): { ns: number; ne: number } {
  const text = doc.norm.slice(l.ns, l.ne);
  const ns = l.ns + (text.length - text.trimStart().length);
  return { ns, ne: l.ns + text.trimEnd().length };
}

/** How many words a notice's running text may drop from the middle of the name its heading prints. */
const MAX_DROPPED_WORDS = 2;

/**
 * The body's name shortened in the running text ("received by the Elm Government" under the heading "Elm Parish
 * Government"): the heading's name, which holds the same first and last words with a word or two between.
 */
export function headingSpelledOut(doc: NoticeDocument, h: Hit<AgencyValue> | undefined, head: HeadLine[]): Hit<AgencyValue> | undefined {
  const words = (s: string) => s.toLowerCase().replace(/[.,]/g, '').split(/\s+/).filter(Boolean);
  const read = h ? words(h.value.name) : [];
  if (!h || read.length < 2) return h;
  for (const l of head) {
    if (l.kind !== 'agency' || (l.ns <= h.ns && h.ne <= l.ne)) continue;
    const line = trimmedLine(doc, l);
    const full = words(doc.norm.slice(line.ns, line.ne));
    const dropped = full.length - read.length;
    if (dropped < 1 || dropped > MAX_DROPPED_WORDS || full[0] !== read[0] || full.at(-1) !== read.at(-1)) continue;
    // Every word read is in the heading, in order.
    let k = 0;
    for (const w of full) if (w === read[k]) k++;
    if (k !== read.length) continue;
    return { ...line, value: { name: doc.valueOf(line.ns, line.ne) }, source: 'bids:agency-heading' };
  }
  return h;
}
