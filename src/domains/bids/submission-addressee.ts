/**
 * The person a delivery place is addressed to, printed inside the place: a
 * contact's name is not part of the place (entities.md), so the place starts
 * after the person's part.
 */
import { wideGapBefore, type NoticeDocument } from '../../text/document.js';
import { OFFICER_WORDS, ROLE_WORDS } from './lexicon.js';

/** Where a street, or a post-office box, starts. */
export const STREET_START = /\b\d|\bP\.?\s?O\.?\s?Box\b|\bPost\sOffice\sBox\b/i;

/**
 * A person the bids are addressed to, printed before the place with their
 * office ("Mr. Ann Lee, Deputy Director, Town Hall, ..."; "the Office of Pat
 * Quinn, Town Manager, ..."; one part a line in a block): a contact's name is
 * not part of the place (entities.md), so the place starts after it.
 */
const ADDRESSEE_OFFICE_OF = '(?:(?:the\\s)?Office\\sof\\s)?';
const ADDRESSEE_HONORIFIC = '(?:(?:Mr|Mrs|Ms|Dr)\\.?\\s)?';
// A surname may have a capital inside ("LaVoy", "McKay").
const ADDRESSEE_NAME = "([A-Z][a-z'’-]+(?:\\s[A-Z]\\.)?(?:\\s(?:Ma?c|La|De|Di|O')?[A-Z][a-z'’-]+){1,2})";
/** The office printed after the name: up to five capitalised words on its line ("Deputy Director", "Parks and Grounds Superintendent"). */
const ADDRESSEE_TITLE = '((?:(?:[A-Z][A-Za-z-]*|and|of|&)[ \\t]){0,4}[A-Z][A-Za-z-]*)';
/** A part ends at a comma or at the end of its line. */
const ADDRESSEE_PART_END = '(?:,\\s*|[ \\t]*\\n\\s*)';
const ADDRESSEE = new RegExp(`^${ADDRESSEE_OFFICE_OF}${ADDRESSEE_HONORIFIC}${ADDRESSEE_NAME}${ADDRESSEE_PART_END}${ADDRESSEE_TITLE}${ADDRESSEE_PART_END}(?=\\S)`);
/** Words of a place or a body, never of a person's name ("Town Hall", "Jackson County"). */
const PLACE_WORD = /\b(?:City|County|Town|Village|Township|Borough|Hall|Building|Center|Centre|House|Court|Room|Street|Avenue|Road|Board|Authority|District|School)\b/;

/** Offices of an addressee that are not agency officers ("Parks and Grounds Superintendent"). */
const ADDRESSEE_OFFICE = /(?:Superintendent|Coordinator|Buyer|Specialist)$/;

export function afterAddressee(doc: NoticeDocument, ns: number): number {
  const m = ADDRESSEE.exec(doc.norm.slice(ns, ns + 160));
  if (!m || ROLE_WORDS.test(m[1]) || PLACE_WORD.test(m[1]) || !(OFFICER_WORDS.test(m[2]) || ADDRESSEE_OFFICE.test(m[2]))) return ns;
  // "to Ann Lee, Clerk, at 14 Rock Road": the preposition after the addressee is not part of the place.
  const at = /^(?:at|in)\s/.exec(doc.norm.slice(ns + m[0].length, ns + m[0].length + 4));
  return ns + m[0].length + (at ? at[0].length : 0);
}

/**
 * An attention line inside the place ("City of Elmwood\nAttn: Pat Quinn, Clerk\n12 Rock Road", "Parks Board, c/o: Ann Lee
 * Town Administrator, Town of Elmwood 9 Mill Rd."): the person is a contact, not part of the place, and the place is
 * what is printed after their part (the part ends with its line, else at its comma, with an office after it).
 */
const ATTENTION = /(?<![\w/])(?:Attn|ATTN|Attention|ATTENTION|c\/o|C\/O)\b\.?\s?:?\s*/;
const ATTENTION_PERSON = new RegExp(`^${ADDRESSEE_HONORIFIC}${ADDRESSEE_NAME}`);
const ATTENTION_OFFICE = /^\s*((?:[A-Z][A-Za-z-]*[ \t]){0,4}[A-Z][A-Za-z-]*),\s*/;

export function afterAttention(doc: NoticeDocument, ns: number, ne: number): number {
  const m = ATTENTION.exec(doc.norm.slice(ns, ne));
  if (!m) return ns;
  const at = ns + m.index + m[0].length;
  const rest = doc.norm.slice(at, ne);
  const who = ATTENTION_PERSON.exec(rest);
  // The name's first two words: an office may follow on the line ("Ann Lee Town Administrator").
  const name = who?.[1].split(' ').slice(0, 2).join(' ');
  if (!name || ROLE_WORDS.test(name) || PLACE_WORD.test(name)) return ns;
  // The part ends with its line, a scraper's wide gap standing for one ("Ann Lee  12 Rock Road"), else at its comma.
  let line = -1;
  for (let i = 0; i < rest.length && line < 0; i++) if (rest[i] === '\n' || (rest[i] === ' ' && wideGapBefore(doc, at + i + 1))) line = i;
  let end = line >= 0 ? line : rest.indexOf(',');
  if (end < 0) return ns;
  if (line < 0) {
    const office = ATTENTION_OFFICE.exec(rest.slice(end + 1));
    if (office && (OFFICER_WORDS.test(office[1]) || ADDRESSEE_OFFICE.test(office[1]))) end += 1 + office[0].length;
  }
  let start = at + end + 1;
  while (start < ne && /\s/.test(doc.norm[start])) start++;
  // What is left is still a place: a street or box, and more than a state and ZIP.
  const left = doc.norm.slice(start, ne);
  return STREET_START.test(left) && /,/.test(left) ? start : ns;
}
