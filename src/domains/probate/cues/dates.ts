/**
 * Cue phrases before the date of death, the first publication date and the
 * claim deadline, and around a printed claim rule.
 */
import type { CueRow } from '../../shared/cues.js';
import { lineSplit } from './line-split.js';

/** Words right before the date of death. */
export const DEATH_BEFORE: readonly CueRow[] = [
  ['date\\sof\\sdeath(?:\\s(?:was|is|of))?(?:\\s?:)?', 'Date of Death: 08/17/2023'],
  ['date\\sof\\s(?:the\\s)?decedent\'?s\\sdeath(?:\\s(?:was|is))?(?:\\s?:)?', "Date of the decedent's death: January 12, 2025"],
  ['(?:who\\s|decedent\\s|and\\s)?died(?:\\s(?:testate|intestate))?(?:\\s(?:on|in))?(?:\\sor\\sabout)?', 'who died on or about November 5, 2023'],
  ['(?:passed\\saway|departed\\sthis\\slife)(?:\\son)?', 'passed away on May 1, 2025'],
  ['\\bd\\.?o\\.?d\\.?\\s?:', 'DOD: 5/1/2025'],
  ['deceased\\son', 'deceased on May 1, 2025'],
];

/** Labels of the first publication date, strongest first. */
export const FIRST_PUBLICATION_LABELS: readonly CueRow[] = [
  ['date\\sof\\s(?:the\\s)?first\\spublication(?:\\sof\\sthis\\snotice(?:\\sto\\screditors)?)?(?:\\s(?:is|was))?(?:\\s?:)?', 'The date of first publication of this notice is May 2, 2024.'],
  ['first\\s(?:date\\sof\\s)?publication(?:\\sdate)?(?:\\s(?:is|was|on))?(?:\\s?:)?', 'First Publication: June 4, 2024'],
  ['first\\sinsertion(?:\\s(?:on|was))?(?:\\s?:)?', 'First insertion June 16.'],
  ['(?:dated\\sand\\s)?first\\spublished(?:\\s(?:on|in\\s[^\\n.]{1,40}?\\son))?(?:\\s?:)?', 'Dated and first published on June 11, 2024.'],
  // Weakest: the rule naming the day it counts from: "within six months after the date of first publication of this notice, to-wit,
  // within six months after the 6th day of October, 1916".
  ['first\\spublication\\sof\\sthis\\snotice,?\\s(?:to-?\\s?wit|viz\\.?),?:?\\s(?:within\\s[^,;]{1,40}?\\safter\\s)?(?:the\\s)?', 'within six months after the date of first publication of this notice, to-wit, within six months after the 6th day of October, 1916'],
];
/** Publication lines that print the run (or the only date) of publication. */
export const PUBLICATION_LABELS: readonly CueRow[] = [
  ['(?<!last\\s)\\b(?:published|publish|publication\\sdates?|pub|run\\sdates?|dates?\\sof\\spublication)\\b\\.?(?:\\s(?:on|in|dates?))?(?:\\s?:)?', 'Pub: Aug. 1, 8, 15, 2024'],
];
/** "publication of this notice on May 3, 2024" (only with "on": "... of this notice." ends a rule). */
export const PUBLICATION_OF_NOTICE: CueRow = ['publication\\sof\\sthis\\snotice\\s(?:is\\s|was\\s)?on', 'Publication of this notice on May 3, 2024 and May 10, 2024'];
/** How far after a publication label its date may start ("Published in the X Gazette June 4 and ..."). */
export const PUBLICATION_REACH = 90;

// ---------------------------------------------------------------- claim deadline

/** A sentence saying letters were issued (its date starts rules that run "from the date of said letters"). */
export const LETTERS_ISSUED = new RegExp(`\\bletters\\b[^]{0,200}?\\b(?:${['granted', 'issued', 'dated'].map(lineSplit).join('|')})\\b`, 'i');
/** Words that make a sentence about creditors' claims (a deadline outside one is a hearing or an objection date). */
export const CLAIM_CONTEXT = /\b(?:claims?|creditors?|demands?)\b/i;
/** Sentences about something else whose dates are never the claim deadline. */
export const NOT_CLAIM_CONTEXT = /\b(?:objections?|hearing|contest\sthe\svalidity)\b/i;
/** Where a printed claim rule starts: "within ..." first; "on or before the earlier of ..." only where no "within" rule is printed. */
// OCR splits "with in" where two words of their own meet, which normalization leaves apart.
// "the time within which creditors may present claims ... is limited to six months": the period follows "limited to"
// (group 1 is the lead the rule's text leaves out).
// "hath limited and allowed six months from date hereof, for the creditors ... to exhibit their claims" (a probate
// court's order, as New England printed it); "The Court having allowed six months from the 12th day of September, 1916,
// for the creditors" (Vermont's commissioners).
// "This Court doth decree that six months be allowed and limited for the creditors": the period before the verb.
const DECREED_PERIOD = '(?:decree|order)s?\\s(?:that\\s)?(?=(?:\\d{1,2}|[a-z]+)\\s(?:months?|years?)\\sbe\\s(?:allowed|limited)\\b)';
// "and that six months from the 20th day of October, A. D. 1916, is the time limited by said court for said creditors"
// (Vermont's commissioners): the period first, then what it is.
const PERIOD_IS_TIME_LIMITED = 'that\\s(?=(?:\\d{1,2}|[a-z]+)\\s(?:months?|years?)\\sfrom\\s[^;]{1,60}?,?\\sis\\sthe\\stime\\slim)';
// Nebraska's county courts: "Six months are allowed for the creditors to present their claims, from the 20th day of ...".
const PERIOD_ALLOWED = '(?=(?:\\d{1,2}|[a-z]+)\\s(?:months?|years?)\\s(?:are|is|have\\sbeen|has\\sbeen)\\sallowed\\b)';
export const RULE_START = new RegExp(`\\bwith\\s?in\\s(?!which\\b)(?=\\S)|\\b(limited\\sto\\s|(?:limited\\sand\\sallowed|allowed\\sand\\slimited|having\\sallowed)\\s|${DECREED_PERIOD}|${PERIOD_IS_TIME_LIMITED})(?=\\S)|\\b${PERIOD_ALLOWED}`, 'gi');
/** A general rule that goes on to name the period: "within the time prescribed by law, namely within six months from ...". */
export const RULE_NAMED_AFTER = /^with\s?in\s(?:the\s)?time\s(?:prescribed|provided|fixed|limited)\sby\slaw,?\s(?:namely|to-?\s?wit|viz\.?|that\sis),?\s(?=with\s?in\s)/i;
// South Carolina's: "on or before the date that is eight months after the date of the first publication".
export const RULE_START_LATE = /\b(?:on\sor\sbefore|by|no\slater\sthan|not\slater\sthan)\s(?=the\s(?:earlier|later|latter)\b|(?:the\sdate\sthat\sis\s)?(?:\d{1,3}|[a-z]+)(?:\s\(\d{1,3}\))?\s(?:months?|days?|years?)\b)/gi;
/** Where a printed claim rule ends (the rule text stops before the match). */
export const RULE_END: readonly CueRow[] = [
  ['\\.(?=\\s|$)', '... of this notice. Dated'],
  // "... after the first publication of this notice, to the said administratrix at ...": where claims go is no part of when.
  [',\\s(?:to|with)\\s(?:the\\s|said\\s){1,2}(?:undersigned|administrat|execut|personal\\srepresentative|clerk)', '... of this notice, to the said administratrix at the office of'],
  // West Virginia's "... of this notice with the Fiduciary Commissioner, Jo Roe, 12 Elm Row": the office claims go to.
  ['\\swith\\sthe\\s(?:fiduciary\\scommissioner|clerk\\sof)\\b', '... of the first publication of this notice with the Fiduciary Commissioner, Jo Roe, 12 Elm Row'],
  // "... of this notice (unless otherwise allowed or paid) a claim is thereafter forever barred".
  ['\\s\\((?:unless|except)\\b', '... from the date of mailing of this notice (unless otherwise allowed or paid)'],
  [',?\\s(?:or|otherwise)[,\\s]{1,3}(?:the|their|such|all|said)\\s(?:claims?|persons|creditors|same)', '... of this notice, or the claims may be barred; ..., or the same will be barred'],
  [',?\\s(?:or\\s)?(?:will|shall)\\s(?:be\\s)?(?:forever\\s)?barred(?!\\sunless)', '... or will be forever barred'],
  [',?\\s(?:or\\s)?be\\sforever\\sbarred', ', or be forever barred'],
  [',?\\s(?:and\\s)?if\\s(?:their|such|the|any|said)\\s(?:claims?|demands?)', ', and if their demands are not thus exhibited'],
  [',?\\s(?:or\\s)?(?:they|such\\s(?:claims?|persons))\\s(?:will|shall|may)\\s', ', or they will be forever barred; or they may be precluded from any benefit'],
  [',\\s(?:for|to)\\s(?:the\\s)?(?:creditors|claimants)\\b', '... six months from date hereof, for the creditors of said estate to exhibit their claims'],
  ['\\sbe\\s(?:allowed|limited)\\b', 'that six months be allowed and limited for the creditors'],
  [',?\\sis\\sthe\\stime\\slim(?=-|ited\\b)', 'six months from the 20th day of October, A. D. 1916, is the time limited by said court'],
  ['\\n\\s*\\n', ''],
  [':\\s*\\n', 'otherwise their claims will be forever barred:\\n(1)(A)'],
  // A semicolon ends the rule unless the next numbered alternative follows ("...; or (2) four months after ...").
  [';(?!\\s(?:or|and)\\s\\(?(?:\\d|[a-z]\\)|[ivx]+\\)))', 'six months from and after the date hereof; and that Monday'],
];
/** "The time limited for the presentation of claims against said estate is the", "The deadline for filing a claim ... is": said at more length than the rows below. */
// Wisconsin's form: "The deadline for filing a claim against the decedent's estate is April 9, 2027."
export const CLAIMS_TIME_IS = /(?:(?:presentation|presenting|filing)\sof\sclaims\b[^.;]{0,40}?|deadline\sfor\s(?:filing|presenting|submitting)\s(?:a\s|all\s)?claims?\b[^.;:]{0,50}?)\sis(?:\s(?:the|this))?\s*$/i;
/** Words before a printed deadline date. */
export const DEADLINE_DATE_BEFORE: readonly CueRow[] = [

  ['on\\sor\\sbefore', 'on or before August 19, 2025'],
  ['(?:on\\sor\\sbefore\\sthe\\sfollowing\\s)?presentment\\sdate\\s?:', 'on or before the following presentment date: June 21, 2024'],
  ['(?:no|not)\\slater\\sthan', 'no later than August 19, 2025'],
  ['\\bby', 'must be presented by August 19, 2025'],
  // West Virginia's form labels the date it computed: "Claim Deadline: March 8, 2027".
  ['claims?\\sdeadline\\s?:', 'Claim Deadline: March 8, 2027'],
];

/**
 * A court's term day in old print, the day claims are adjusted: "at the November term, on the first Monday in November
 * next". A column's hyphen may break the month ("No-\nvember"): the month is checked by the reader.
 */
export const TERM_DAY = /\bthe\s(?:first|second|third|fourth|last)\s(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)\s(?:in|of)\s([A-Z][a-z]*(?:-\n[a-z]+)?)\snext\b/g;
