/**
 * Words of bid and RFP notices, kept apart from the rules that read them.
 * Lists are lower-case unless a comment says the case matters.
 */
import { wordAlternation } from '../../text/escape.js';
import { CONTACT_ROLE_WORDS } from '../../lexicon/bid-role-words.js';
import { PROCUREMENT_NOUN_WORDS } from '../../lexicon/bid-procurement-nouns.js';

/**
 * Words a solicitation heading is made of ("NOTICE TO BIDDERS", "REQUEST FOR
 * STATEMENTS OF QUALIFICATIONS", "PUBLIC NOTICE BIDS WANTED"). A top line
 * made only of these (and numbers) names the kind of notice, not the project.
 */
export const TYPE_HEADING_WORDS: ReadonlySet<string> = new Set([
  'notice', 'notices', 'to', 'bidders', 'bidder', 'bid', 'bids', 'invitation', 'invitations', 'for', 'advertisement',
  'advertisements', 'request', 'requests', 'proposal', 'proposals', 'quotation', 'quotations', 'quote', 'quotes',
  'qualifications', 'qualification', 'statement', 'statements', 'of', 'information', 'legal', 'public', 'official',
  'call', 'sealed', 'contractors', 'contractor', 'competitive', 'solicitation', 'section', 'wanted', 'letting', 'contract',
  'hearing', 'and', 'by', 'publication', 'rfp', 'rfq', 'rfi', 'itb', 'ifb', 'rfb', 'soq', 'soqs', 'summary',
  'invites', 'invited', 'offerors', 'vendors', 'procurement', 'formal', 'informal', 'electronic', 'the', 'a',
  'expressions', 'expression', 'interest', 'letters', 'sale', 'advertised', 'no', 'number', 'ad', 'reissued', 'revised', 'submit',
  // the role printed under an agency's name in a heading ("ACADIA PARISH POLICE JURY\nOWNER")
  'owner',
]);

/** Words that make a heading's lead-in a solicitation ("BIDS", "PROPOSALS", "INVITATION"), not just "NOTICE" or "PUBLIC". */
export const CORE_TYPE_WORDS = /^(?:bids?|proposals?|quotes?|quotations?|qualifications|invitations?|bidders|contractors|letting|rfp|rfq|itb|ifb|rfb)$/;

/**
 * Nouns that name a class of work or goods, not a project ("PROPOSALS FOR PAVING", "NOTICE OF LETTING OF ROAD
 * WORK"): a heading title of at most two words ending in one gives way to the prose that names the work itself.
 */
export const GENERIC_WORK_NOUNS: ReadonlySet<string> = new Set([
  'work', 'works', 'paving', 'printing', 'coal', 'fuel', 'supplies', 'materials', 'lumber', 'gravel', 'grading',
  'repairs', 'improvements', 'construction',
]);

/** Works named by their kind alone ("DRAIN", "GRAVEL ROAD CONTRACT"): a heading of one is no title where the prose names the work. */
export const GENERIC_WORKS: ReadonlySet<string> = new Set(['road', 'drain', 'ditch', 'bridge', 'culvert', 'sewer']);

/** Verbs of a solicitation heading's lead-in ("BIDS ACCEPTED FOR ...", "PROPOSALS REQUESTED FOR ..."). */
export const LEAD_IN_VERBS: ReadonlySet<string> = new Set(['accepted', 'requested', 'sought', 'solicited', 'needed']);

/**
 * Words that may open a heading's lead-in before its solicitation words ("Project Bid Solicitation – Elm Trail",
 * "Construction Bid: Pump House"); alone, or with no solicitation word after them, they are part of the title.
 */
export const LEAD_IN_QUALIFIERS: ReadonlySet<string> = new Set(['project', 'construction']);

/**
 * Nouns that head the name of a public body. A capitalised run without one of
 * these ("Sealed Bids", "Jane Roe") is not an agency.
 */
export const AGENCY_HEADS = [
  'city', 'town', 'village', 'borough', 'county', 'township', 'parish', 'district', 'authority', 'board', 'department',
  'commission', 'university', 'college', 'schools', 'school district', 'school unit', 'agency', 'office', 'council',
  'port', 'bureau', 'commissioners', 'commissioner', 'trustees', 'supervisors', 'selectmen', 'government',
  'corporation', 'division', 'utilities', 'regents', 'directors', 'aldermen', 'legislature', 'conservancy',
  'cooperative', 'consortium', 'commonwealth', 'police jury', 'fire company', 'fire protection district', 'isd', 'cisd',
  'usd', 'cusd', 'dept',
  // A Kentucky county's governing body.
  'fiscal court',
  // A parish's or county's schools and works as printed on their headings ("ELM PARISH SCHOOL SYSTEM", "Elm County Public Works").
  'school system', 'public works',
] as const;

/** School-district abbreviations that a district number follows ("Oak Valley ISD 212"). */
export const NUMBERED_DISTRICT = /^(?:ISD|CISD|USD|CUSD|District|DISTRICT)$/;

/** Words that leave a body nameless when nothing else is printed ("the Board of Trustees", "the City Council"). */
export const GENERIC_BODY_WORDS: ReadonlySet<string> = new Set([
  'the', 'board', 'of', 'city', 'town', 'village', 'county', 'borough', 'township', 'council', 'trustees', 'education',
  'commissioners', 'commission', 'selectmen', 'select', 'supervisors', 'directors', 'aldermen', 'authority', 'district',
  'department', 'university', 'school', 'committee', 'purchasing', 'procurement', 'office', 'owner', 'and', 'mayor',
  'agency', 'state', 'port', 'governing', 'body', 'chairman', 'clerk', 'administrator', 'manager', 'finance',
  'public', 'works', 'regents', 'college', 'parish', 'fire', 'water',
]);

/**
 * Officers printed before the body they act for ("the City Clerk of the City of
 * X", "the Chairman of the Town of Y"): [pattern source, example]. The body is
 * the agency; an officer with no body after it is not. Matched case-insensitively:
 * offices are printed in capitals too ("TREASURER OF THE BOARD OF EDUCATION").
 */
export const OFFICER_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['(?:[A-Z][A-Za-z]+\\s){0,2}(?:Clerk|Administrator|Manager|Treasurer|Auditor|Secretary|Recorder|Controller|Comptroller|Engineer|Agent)', 'City Clerk of the City of Brookfield; County Engineer for the Elm County Commission; Qualified Purchasing Agent for the Borough of Elm'],
  ['(?:Chairman|Chairperson|Chair|President|Mayor)', 'the Chairman of the Town of Westhaven'],
  // Illinois' road districts let their work through their highway commissioner.
  ['(?:Highway|Road)\\sCommissioner', 'the Highway Commissioner of the Elm Road District'],
  ['(?:Purchasing|Procurement|Contracting)\\s(?:Agent|Officer|Director|Manager|Division|Department|Office)', 'Purchasing Agent of the County of X'],
  ['Director(?:\\sof\\s[A-Z][a-z]+)?', 'Director of Finance of the City of X'],
  ['Mayor\\sand\\s(?:the\\s)?[^,]{0,60}?(?=\\sof\\s(?:the\\s)?(?:City|Town|Village|Borough|County)\\b)', 'The Mayor and Board of Aldermen of the City of Brookfield'],
];

/** A run ending in one of these names a person's office, not a public body. */
export const OFFICER_WORDS = /(?:Clerk|Administrator|Manager|Agent|Officer|Director|Treasurer|Auditor|Secretary|Chairman|Chairperson|Engineer|Supervisor|Recorder|Representative|Designee)$/i;

/** Honorifics and ranks dropped before a contact's name ("Chief Pat Quinn"). Case matters. */
export const HONORIFICS = /^(?:Mr|Mrs|Ms|Miss|Dr|Chief|Capt|Captain|Lt|Sgt|Deputy\sChief|Fire\sChief)\.?\s/;

/** Words that make a comma piece an office or a role rather than a person ("the Business Manager"). */
export const ROLE_WORDS = new RegExp(`\\b(?:${wordAlternation(CONTACT_ROLE_WORDS)})\\b|'s\\b|’s\\b`, 'i');

/**
 * Nouns of what is procured. A mixed-case top line with one of these is a
 * project title even without a solicitation heading ("Leaf Pickup & Hauling Bid").
 */
export const PROCUREMENT_NOUNS = new RegExp(`\\b(?:${wordAlternation(PROCUREMENT_NOUN_WORDS).replace(/ /g, '\\s')})\\b`, 'i');

/** Quantity words that open a weak prose title ("three new, ½ ton, vans"). */
export const QUANTITY_START = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|several|various|\d+)\b/i;

/**
 * Time-zone and clock words printed between a time and its date ("2:00 p.m.
 * Mountain Daylight Time on", "10:00 a.m. (local time) on"). Lower case; the
 * reader adds "time".
 */
export const TIME_ZONE_WORDS = [
  'local', 'prevailing', 'standard', 'daylight', 'saving', 'savings', 'central', 'eastern', 'mountain', 'pacific',
  'atlantic', 'alaska', 'hawaii', 'hawaiian', 'arizona', 'current', 'official', 'u.s.', 'us',
] as const;

/** Time-zone abbreviations ("CST", "C.D.T.", "ET", "(MST)"). Case matters: "at" is not "AT". */
export const TIME_ZONE_ABBREVIATION = '\\(?(?:[ECMPAH]\\.?\\s?[SD]\\.?\\s?T\\.?|[ECMP]\\.?T\\.?|AK[SD]T|HST)\\)?(?![A-Za-z])';

/**
 * Words that open a sentence of a bid notice and never a name ("Such sealed bids must ...", "All bids shall ...").
 * Case-sensitive: capitalised, as at a sentence's start.
 */
export const SENTENCE_OPENERS: readonly string[] = [
  'Such', 'The', 'All', 'Each', 'Every', 'These', 'This', 'Said', 'Any', 'No', 'Sealed', 'Bids', 'Proposals', 'Bidders',
  'Quotes', 'Quotations',
];

/**
 * Words that open a notice's first sentence whatever follows them, as printed (case matters: a heading in capitals
 * or title case does not open with them); the other SENTENCE_OPENERS open one when a word in lower case follows
 * ("Bids will be", not the heading "Bids Wanted"). Read where a scrape ran a heading block into the prose.
 */
export const FIRST_SENTENCE_OPENERS: readonly string[] = [
  'The', 'This', 'Such', 'Sealed', 'SEALED', 'Separate', 'Pursuant', 'PURSUANT',
  'Notice is', 'NOTICE IS', 'Notice IS', 'NOTICE is', 'Please take', 'PLEASE TAKE', 'By the', 'BY THE',
];
