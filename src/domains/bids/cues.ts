/**
 * Cue phrases of bid / RFP notices, by the role they announce. Rows are
 * [pattern source, example] and match case-insensitively unless a comment
 * says otherwise; the pipeline reads what follows or precedes them.
 */
import type { IdLabelRow } from '../../lexicon/identifiers.js';
import type { CueRow } from '../shared/cues.js';
import type { SolicitationType } from './entity.js';
import { wordAlternation } from '../../text/escape.js';
import { PLACE_STOP_WORDS } from '../../lexicon/bid-place-stops.js';

// The cues of the title and of the dates are kept apart (title-cues.ts, deadline-cues.ts); they are part of this table.
export * from './title-cues.js';
export * from './deadline-cues.js';

/**
 * "No.", "Number", "#" after a label, on the label's line ("INVITATION TO BID\\nNO. 4 DIESEL FUEL" is no number);
 * a "#" may open the next line, where a narrow column broke "Bid\\n#31-07".
 */
const NO = '(?:[ \\t]?(?:No|Nos|Number|Num)\\b\\.?|\\s?#)';

// ---------------------------------------------------------------- bid numbers

/** A number right after the label shaped as a year and a three-digit sequence ("2031-004"). */
const YEAR_SEQUENCE_AHEAD = '(?=\\s(?:19|20)\\d{2}-(?:\\d|\\d{3})(?![\\w-]))';

/** Labels before a bid, solicitation, project or contract number. The label is not part of the number. */
export const BID_NUMBER_LABELS: readonly IdLabelRow[] = [
  [`(?:Invitation\\s(?:to|for)\\s)?Bids?(?:\\sPackage)?${NO}`, 'Bid No. 2031-17'],
  [`(?:RFP|RFQ|RFI|ITB|IFB|RFB|IFQ|RFSQ|CSP|SOQ)(?:${NO}|(?=\\s[A-Z0-9-]*\\d))`, 'RFP #31-04, ITB 2031-08'],
  [`Request\\sfor\\s(?:Proposals?|Quotations?|Qualifications|Bids?)${NO}`, 'Request for Proposals No. 24-7'],
  [`Solicitation${NO}?(?=\\s?:)|Solicitation${NO}`, 'Solicitation Number: ITB-FY31-02'],
  // "Project 2031-004", "Contract 2031-012", "Contract 2031-1" with no "No.": a year and a sequence of one or three
  // digits, a shape no fiscal year ("2031-2032", "2031-32") or season has.
  [`(?:Federal\\s|State\\s(?:Aid\\s)?|County\\s|City\\s)?Projects?(?:${NO}|${YEAR_SEQUENCE_AHEAD})`, 'Project No.: RD-SW-2031-05, State Aid Projects No. SAP 031-615-012, Project 2031-004'],
  // A city's capital improvement project: "CIP NO. 31-104".
  [`(?:CIP|Capital\\sImprovements?\\sProject)${NO}`, 'CIP NO. 31-104, Capital Improvement Project No. 31-7'],
  [`(?:Port\\s|Public\\sWorks\\s)?Contract(?:${NO}|${YEAR_SEQUENCE_AHEAD})`, 'Contract No. KQX402, Contract 2031-012'],
  // Illinois prints its motor fuel tax section without "No.": "SECTION 31-00041-00-GM".
  [`Section(?:${NO}|(?=\\s\\d{2}-\\d{5}-\\d{2}-[A-Z]{2}\\b))`, 'Section No. 31-00117-00-RS, SECTION 31-00041-00-GM'],
  // An Illinois local improvement is known by its special assessment's number ("known as Special Assessment No. 214").
  [`Special\\sAssessment${NO}`, 'Special Assessment No. 214'],
  [`(?:Proposal|Quote|Quotation|Tender|Job|Event|Call)${NO}`, 'Proposal No. 7, Call No. B07'],
  // A call for bids numbered without "No." ("NOTICE OF CALL FOR BID 40517"): the number follows at once.
  [`Call\\sfor\\sBids?(?:${NO}|(?=\\s\\d))`, 'CALL FOR BID 40517'],
];

/**
 * A plan room's own number for the documents ("Quest Project No. 5550123", "QuestCDN eBid #5550123"): the
 * service's listing id, not the agency's number. The same digits under another label are dropped too.
 * Its site may come first, then the number: "at www.questcdn.com, project number 5550123". Written out in each case
 * printed (capitalised, capitals, the site's lower case) rather than with a flag, so the scan can skip ahead by its letters.
 */
export const PLAN_ROOM_ID = /\b(?:Quest|QUEST|quest)(?:\s?CDN|cdn)?(?:\.[a-z]{2,8})?[,.]?\s(?:[Rr]eference\s)?(?:Project|PROJECT|project|eBid)\s?(?:No\b\.?|NO\b\.?|Number|number|#)?\s?:?\s?#?(\d{5,9})\b/g;

/**
 * A contract named by its number alone ("Contract 7"): the word stays with
 * the number, which is then its name. Case-sensitive, so prose "contract" is not read.
 */
export const NAMED_CONTRACT = /\b(?:Contract|CONTRACT)\s(\d{1,3}[A-Z]?)\b(?![-/.]\d)/g;

/** Numbers that carry their solicitation prefix ("ITB-FY31-02"): the prefix stays. Case-sensitive. */
export const PREFIXED_NUMBER = /(?<![\w-])(?:RFP|RFQ|RFI|ITB|IFB|RFB|IFQ|RFSQ)-[A-Z0-9][A-Z0-9-]{1,30}(?<!-)(?![\w])/g;
/**
 * Road projects designated by their funding ("SAP 057-611-019" state aid, "SP 5706-84" state, "CP 057-26-02" county):
 * the letters belong to the number (entities.md: "CP 24-11").
 */
export const FUNDING_DESIGNATED = /(?<![\w.-])(?:SAP|SP|CP|S\.A\.P\.|S\.P\.|C\.P\.)\s\d{2,4}-\d{2,4}(?:-\d{2,4})?(?![\w-])/g;

/**
 * Shapes of a project code: letters then grouped digits ("WR 31-06", "B15002", "RX2207"), grouped digits ("2031-04"),
 * or a road project's letters, route and serial in parentheses ("C-12(318)", "STP-31(177)").
 */
const PROJECT_CODE = '[A-Z]{1,4}\\s?\\d{2,4}-\\d{1,4}[A-Z]?|[A-Z]{1,4}-?\\d{3,8}[A-Z]?|\\d{2,4}-\\d{2,4}(?:-\\d{1,4})?[A-Z]?|[A-Z]{1,5}-\\d{1,5}\\(\\d{1,4}\\)';

/**
 * A project code printed right after the title: as an appositive ("REPLACEMENT,
 * WR 31-06, will", closing a quotation: "“Elm West, C-12(318)”"), in parentheses ("Water Main Relocation (B15002)") or after
 * "#" ("Loader Bucket #19415"). Case-sensitive.
 */
export const TITLE_CODE_AFTER = new RegExp(`^(?:,\\s(${PROJECT_CODE})(?=[,.;)\\s"”])|\\s?\\((${PROJECT_CODE})\\)|\\s#\\s?(\\d{3,8})(?![\\w-]))`);

// ---------------------------------------------------------------- agency

/** Verbs a public body solicits with; its name is the subject ("The City of X is seeking bids"). */
const SOLICITATION_MANNER = '(?:sealed\\s|competitive\\s|electronic\\s|formal\\s)';
/** What a body invites or requests ("invites proposals", "requests statements of qualifications"). */
const SOLICITED_THINGS = '(?:bids|proposals|quotations|quotes|statements|qualifications|information|offers|responses|submittals|SOQs)';
export const SOLICITING_VERBS: readonly CueRow[] = [
  ['(?:will|shall)\\s(?:now\\s)?(?:receive|accept|open)', 'the Board of Commissioners ... will receive sealed bids'],
  // A letting: "The County Court of Elm county, Missouri, will let to the lowest responsible bidder ... the contract for".
  ['(?:will|shall)\\slet(?=\\s(?:to|the|a|at|on)\\b)', 'The County Court of Elm county will let the contract'],
  ['(?:is|are)\\s(?:now\\s|hereby\\s)?(?:requesting|seeking|soliciting|accepting|inviting|issuing|advertising\\sfor|receiving|taking|calling\\sfor|extending\\san\\sInvitation)', 'The City of Brookfield is seeking bids; the Board of Trustees is calling for bids'],
  ['will\\sbe\\s(?:accepting|receiving|requesting|soliciting|taking)', 'The City of Brookfield will be accepting bids'],
  [`(?:hereby\\s)?(?:invites?|requests?|seeks?|solicits?)\\s${SOLICITATION_MANNER}?${SOLICITED_THINGS}`, 'The University invites proposals'],
  ['(?:are|is)\\s(?:hereby\\s)?invited', 'Sealed bids are invited by the Board of Education'],
  ['(?:hereby\\s)?(?:invites?|requests?|solicits?)\\sthe\\ssubmission\\sof', 'The Village of Westhaven hereby invites the submission of sealed bids'],
  // The body that issues the notice: "The Board of County Commissioners of Elm County gives notice that the bid opening ...".
  ['(?:hereby\\s)?gives?\\s(?:public\\s)?notice\\sthat', 'The Board of County Commissioners of Elm County gives notice that the bid opening has been postponed'],
  // An addendum's: "The Town of Elm hereby notifies all prospective bidders that the deadline has been extended".
  ['(?:hereby\\s)?notifies\\s(?:all\\s)?(?:prospective\\s|interested\\s)?(?:bidders|proposers|offerors|vendors|contractors)\\sthat', 'The Town of Elm hereby notifies all prospective bidders that the deadline for sealed bids has been extended'],
];

/**
 * The time of receipt printed between "will" and its verb ("the Board of Supervisors will at 9:00 o'clock A.M., on the
 * 6th day of May, 2031, at the Courthouse, receive sealed bids"): read only where no soliciting verb named a body.
 */
// "will, on Monday, August 7, 2031, at the hour of 10 o'clock a. m., at the Auditor's office, receive": the clause may
// open with a comma and run over a narrow column's lines.
export const SOLICITING_AFTER_TIME = /\b(?:will|shall),?\s(?:at|on)\s[^;]{0,200}?,\s(?:receive|accept|open|let)\b/g;

/** Phrases after which the soliciting body is named ("received by the Port of Westhaven"). */
export const AGENCY_AFTER: readonly CueRow[] = [
  ['(?:received|accepted|opened|invited|requested|solicited|passed|adopted|authorized)\\s(?:electronically\\s)?by\\s', 'Sealed bids will be received by the Port of Westhaven; sealed bids will be received electronically by the City Council of Elm'],
  ['(?:received|accepted)\\s(?:at|in)\\s(?:the\\s)?[A-Z][^.;:\\n\\d]{0,50}?\\sby\\s', 'bids will be received at the City Hall by the City Clerk of Westhaven'],
  ['(?:received|accepted)\\suntil\\s[^;]{0,60}?,\\sby\\s(?:the\\s)?(?=[A-Z])', 'will be received until 5 o\'clock P. M. October 2, 2031, by the City Council of Westhaven'],
  ['\\boffices?\\sof\\s(?:the\\s)?', 'received at the office of the Treasurer of the Board of Education of X'],
  ['\\bby\\s(?:the\\s)?order\\sof\\s(?:the\\s)?', 'By Order of Pine County, Minnesota; By the order of the Board of County Commissioners'],
  ['(?:delivered|mailed|addressed)\\sto\\s(?:the\\s)?', 'sealed and delivered to the Perry County Highway Department'],
];

/** A body named before "reserves the right to reject" is the soliciting agency. */
export const RESERVES = /\b(?:hereby\s)?reserves?\sthe\sright/gi;

/** Labels before the agency's name. */
export const AGENCY_LABELS: readonly CueRow[] = [
  ['(?:Owner|Agency|Issuing\\sAgency|Issuing\\sOffice|Entity|Purchaser|Public\\sBody|Awarding\\sAuthority|Contracting\\sAgency|Jurisdiction|Issued\\sby)\\s?:\\s{0,3}', 'Owner: Pine County Board of Commissioners'],
];

/** Municipal names anywhere ("City of Brookfield"), the last resort for the agency. Case-sensitive. */
/** A county or parish named in the text ("Janitorial Services for Shelby County"), after any "City of X". Case-sensitive. */
export const NAMED_COUNTY = /\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)?\s(?:County|Parish)\b/g;
/** The county's school system is named after it ("Pine County Public Schools"): that body, not the county. Read right after NAMED_COUNTY. */
export const COUNTY_SCHOOLS = /\s(?:Public\sSchools|Schools|School\sDistrict|Board\sof\sEducation)\b/y;

/** A municipality read as "Marlow City" (from "the Marlow City Clerk"), and its formal name printed elsewhere ("CITY OF MARLOW"). */
export const PLACE_THEN_KIND = /^([A-Z][\w'’.-]*(?:\s[A-Z][\w'’.-]*)?)\s(City|Town|Village)$/;

export const MUNICIPALITY_OF = /\b(?:City|Town|Village|Borough|Township|County|Parish|CITY|TOWN|VILLAGE|BOROUGH|TOWNSHIP|COUNTY|PARISH)\s(?:of|OF)\s(?:the\s|THE\s)?[A-Z]/g;

// ---------------------------------------------------------------- submission

/**
 * Words that start the place bids go to: "received at the office of ...",
 * "mailed to ...", "located at ...", "submitted through the Clerk's Office, ...". `at`/`in`/`to` starts win over `by`
 * ("received by the Board ... at the Board's office").
 */
export const PLACE_START = /(?<![\w'’])(?:(at|in|to|by|located\sat|(?<=\b(?:filed|lodged|deposited)\s)with|(?<=\b(?:submitted|delivered|filed|mailed)\s)through)\s(?:the\s|its\s|their\s)?)|(?:(to|at)\s?:\s*)/g;

/** Sentences whose address is where bids go. */
export const SUBMISSION_SENTENCE: readonly CueRow[] = [
  ['\\b(?:received|delivered|submitted|returned|mailed|addressed|accepted|accepting|due|deliver|mail|submit|send|sent|remit|remitted|hand\\s?-?delivered)\\b', 'Bids should be mailed to; Please remit sealed bids to'],
  ['\\bdeliver\\sto\\b|\\bsubmit\\sto\\b', 'Deliver To: Procurement Division'],
];

/** Sentences whose address is for something else (documents, meetings, the work site). */
const DOCUMENT_VERBS = 'obtained|examined|picked\\sup|inspected|available|purchased|downloaded|copies\\smay';
const MEETING_WORDS = 'pre-?\\s?(?:bid|proposal)|conference|walk|site\\svisit|tour';
const WORK_SITE_WORDS = 'engineer|architect|work\\s(?:site|consists)|delivered\\sby\\s(?:tank|truck)|located\\son';
/** A meeting named between the deadline and a place in one run-on sentence: the place is the meeting's ("... CONFERENCE: July 28 at 11:00 am at the School Board Office"). */
export const MEETING_BETWEEN = new RegExp(`\\b(?:${MEETING_WORDS})\\b`, 'i');
export const NOT_SUBMISSION_SENTENCE = new RegExp(`\\b(?:${DOCUMENT_VERBS}|${MEETING_WORDS}|${WORK_SITE_WORDS})\\b`, 'i');

/** Words that cannot occur inside a place phrase ("... will be received at", "... until"). */
export const NOT_IN_PLACE = new RegExp(`\\b(?:${wordAlternation(PLACE_STOP_WORDS)}|bids?|proposals?|time|the\\sfollowing)\\b`, 'i');

/** Labels before the place of submission. */
export const SUBMISSION_LABELS: readonly CueRow[] = [
  ['(?:Deliver|Submit|Mail|Return)\\s(?:bids\\s|proposals\\s)?(?:to|at)\\s?:', 'Deliver To: Westhaven Utility Authority'],
  ['(?:Bid\\s|Submission\\s|Delivery\\s)?(?:Location|Address|Place)(?:\\sfor\\s(?:Submission|Delivery))?\\s?:', 'Location: Pine County Courthouse'],
];

/** A line ending with this starts an address block ("addressed to the following office:", "accepted at the address below until 2:00 PM, May 1, 2031:"). */
export const PLACE_BLOCK = /(?:\b(?:to|at|(?<=\b(?:received|delivered|submitted)\s)by)(?:\sthe\sfollowing(?:\s(?:office|address|location))?)?|following\s(?:office|address|location)|\baddress\sbelow\b[^\n]{0,80}?)\s?:\s*\n/gi;

// ---------------------------------------------------------------- solicitation type

/** What kind of solicitation the notice is: [pattern source, type, example]. The earliest match wins. */
export const SOLICITATION_TYPES: ReadonlyArray<readonly [string, SolicitationType, string]> = [
  ['\\brequest\\sfor\\s(?:statements?\\sof\\s)?qualifications?\\b|\\bstatements?\\sof\\squalifications?\\b|\\bRFSQ\\b|\\bSOQs?\\b', 'qualifications', 'REQUEST FOR STATEMENTS OF QUALIFICATIONS'],
  ['\\brequests?\\sfor\\s(?:competitive\\s(?:sealed\\s)?)?proposals?\\b|\\bRFP\\b|\\bcompetitive\\ssealed\\sproposals?\\b|\\b(?:requesting|seeking|soliciting|invites)\\sproposals\\b', 'rfp', 'REQUEST FOR PROPOSALS'],
  ['\\brequests?\\sfor\\squot(?:ations?|es?)\\b|\\bRFQ\\b|\\binvites?\\squotations\\b', 'rfq', 'REQUEST FOR QUOTATIONS'],
  ['\\brequests?\\sfor\\sinformation\\b|\\bRFI\\b', 'rfi', 'REQUEST FOR INFORMATION'],
  ['\\binvitations?\\s(?:to|for)\\sbids?\\b|\\bnotice\\s(?:to|of|for)\\s(?:[a-z]+\\s)?(?:bids?|bidders|contractors|letting)\\b|\\badvertisement\\sfor\\s(?:sealed\\s)?bids?\\b|\\bcall\\sfor\\sbids\\b|\\bbids\\swanted\\b|\\bletting\\b|\\bIFB\\b|\\bsealed\\sbids\\b|\\b(?:requesting|seeking|accepting|soliciting|seeks?|invites?|requests?|solicits?)\\s(?:sealed\\s)?bids\\b', 'bid', 'NOTICE TO BIDDERS'],
];

/** When no row names the kind, sealed bids or proposals, or any word "bid", make it a bid. */
export const SOLICITATION_FALLBACK = /\bsealed\s(?:bids|proposals)\b|\bbids?\b/i;

/** The bid family printed with the ITB acronym is an invitation to bid ("ITB No. 2031-08"). Case-sensitive. */
export const ITB_ACRONYM = /\bITB\b/;
