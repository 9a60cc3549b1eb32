/**
 * Cue data of the bid contact: the sentences that invite questions or name whom to call, the words the contact's
 * name follows, and what a number printed after a phone means. Kept as data apart from the reader (contact.ts).
 */
import type { CueRow } from '../shared/cues.js';

/** Sentences that invite questions; their name, phone and e-mail make the contact. */
export const CONTACT_TOPIC: readonly CueRow[] = [
  ['\\bquestions?\\b', 'Questions must be submitted in writing to'],
  ['\\binquir(?:y|ies)\\b', 'Direct inquiries to: Pat Quinn'],
  ['\\bclarifications?\\b', 'Requests for clarification must be submitted to'],
  ['\\brequests?\\sfor\\s(?:information|interpretation)', 'Requests for information must be submitted in writing to'],
  ['\\b(?:further|more|additional|technical)\\sinformation\\b', 'For further information please call'],
];

const NUMBER_AHEAD = '\\s\\(?\\d{3}\\)?[\\s.-]\\d{3}[\\s.-]\\d{4}';
/**
 * Whom documents come from is a contact when a number to call them "at" follows in the sentence; where they are obtained
 * is, when the sentence gives a bare number to call ("obtained at the Road Department, ..., or by calling 555-0100"),
 * not another office to call ("obtained at the Village Hall or by calling the Village Office at ...").
 */
// An initial's period ("Jo L. Roe") is inside the sentence.
const IN_SENTENCE = '(?:[^.\\n]|(?<=\\b[A-Z])\\.)';
const CALL_AHEAD = `(?:(?<=from)(?=${IN_SENTENCE}{0,120}?\\s(?:at|by\\scalling)${NUMBER_AHEAD})|(?<=at)(?=${IN_SENTENCE}{0,120}?\\sby\\scalling${NUMBER_AHEAD}))`;

/** Sentences that name someone to reach even without the word "questions" ("by calling the Town Office"). */
export const CONTACT_ACTION: readonly CueRow[] = [
  ['\\bcontact(?:ing|ed)?\\b', 'Contact Brookfield City Hall at 555-210-2000; The Director may be contacted at 1 Elm St'],
  // "On-Call Prices" is no call to make.
  ['(?<!-)\\bcall(?:ing)?\\b', 'by calling the Town Office at'],
  // Not the label of a number ("(Telephone: 585-555-0142)", ", telephone (219) 555-0183" after where documents are obtained).
  ['\\btelephone\\b(?!\\s?:|\\s\\(?\\d)', 'or by telephone at'],
  // Documents from someone to call: "Specifications may be obtained from the Highway Superintendent, Jo Roe, at (605) 555-0100".
  [`\\b(?:obtained|available)\\s(?:from|at)${CALL_AHEAD}`, 'Specifications may be obtained from the Highway Superintendent, Jo Roe, at (605) 555-0100; Specifications are available from the Superintendent, Jo Roe, at (406) 555-0128'],
  // Documents someone sends by e-mail: "Bid documents may be obtained by e-mail from the Public Works Director, Jo Roe, at ...".
  ['\\b(?:obtained|requested|available)\\s(?:by|via)\\se-?mail\\sfrom\\b', 'Bid documents may be obtained by e-mail from the Public Works Director, Jo Roe, at jroe@elm.example'],
];

/** A sentence that only adds another way to reach the contact named before it: "Or by calling 301-555-0100." */
export const CONTACT_GOES_ON = /^\s*(?:or|and)\s(?:by\s)?(?:call(?:ing)?|contact(?:ing)?|telephon(?:e|ing)|phon(?:e|ing)|e-?mail(?:ing)?)\b/i;

/** Documents to ask for by e-mail ("Bid packets are available from the Town Clerk via email at ..."): that address answers questions too. */
export const DOCUMENTS_BY_EMAIL = /\b(?:available|obtained|requested)\s(?:from|by|at)\b[^.\n]{0,80}?\b(?:(?:via|by)\se-?mail|by\se-?mailing)\b/i;

/** A contact sentence that turns people away ("proposers shall not contact ..."). */
export const CONTACT_NEGATIVE = /\b(?:shall|must|may|will|should)\snot\s(?:contact|respond|be\sanswered|answer)|\bno\s(?:contact|communication)\b|\bnot\sbinding\b/i;

/** A person named as the one who answers ("Supervisor Dale Orton can answer any questions at ..."): the name is group 1. Case-sensitive. */
export const CONTACT_ANSWERS = /\b([A-Z][a-z'’-]+(?:\s[A-Z]\.)?\s[A-Z][a-z'’-]+)\s(?:can|will|may|shall)\s(?:answer|respond\sto|address)\b/g;

/**
 * A person or office named as the one to reach ("The City Engineer may be contacted at ...", "from Jo Roe, who can be
 * reached at ..."): group 1. Case-sensitive.
 */
export const CONTACT_PASSIVE = /\b(?:[Tt]he\s)?([A-Z][\w'’-]*(?:\s[A-Z][\w'’.-]*){0,3}),?\s(?:who\s)?(?:may|can|should)\sbe\s(?:contacted|reached|called)\b/g;

/** Words after which the contact's name is printed ("CALL FOR BID" names the solicitation, not a contact; "arrange an appointment with Trustee Ann Lee"). */
export const CONTACT_LEAD = new RegExp(`\\b(?:to|contact(?:ing|\\sperson|\\sname)?|(?<!-)call(?:ing)?(?!\\sfor\\b)|attention|attn\\.?|(?<=\\b(?:appointment|arrangements?|speak|meet|coordinate)\\s)with|(?<=\\b(?:obtained|available)\\s)(?:from|at)${CALL_AHEAD}|(?<=\\b(?:by|via)\\se-?mail\\s)from)(?:\\s?:)?\\s{1,3}(?:the\\s)?`, 'gi');

/** A phone extension printed after the number ("(555) 210-4400 x12"). */
export const PHONE_EXTENSION = /^\s?,?\s?(?:x|ext\.?|extension)\s?\d{1,5}\b/i;

/** What a phone number is for when it is not to be called ("Fax: ..."). */
