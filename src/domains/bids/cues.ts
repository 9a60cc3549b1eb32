/**
 * Cue phrases of bid / RFP notices, by the role they announce. Rows are
 * [pattern source, example] and match case-insensitively unless a comment
 * says otherwise; the pipeline reads what follows or precedes them.
 */
import type { IdLabelRow } from '../../lexicon/identifiers.js';
import type { CueRow } from '../shared/cues.js';
import type { SolicitationType } from './entity.js';

/** "No.", "Number", "#" after a label, on the label's line ("INVITATION TO BID\\nNO. 4 DIESEL FUEL" is no number). */
const NO = '(?:[ \\t]?(?:No|Nos|Number|Num)\\b\\.?|[ \\t]?#)';

// ---------------------------------------------------------------- bid numbers

/** Labels before a bid, solicitation, project or contract number. The label is not part of the number. */
export const BID_NUMBER_LABELS: readonly IdLabelRow[] = [
  [`(?:Invitation\\s(?:to|for)\\s)?Bids?(?:\\sPackage)?${NO}`, 'Bid No. 2031-17'],
  [`(?:RFP|RFQ|RFI|ITB|IFB|RFB|IFQ|RFSQ|CSP|SOQ)(?:${NO}|(?=\\s[A-Z0-9-]*\\d))`, 'RFP #31-04, ITB 2031-08'],
  [`Request\\sfor\\s(?:Proposals?|Quotations?|Qualifications|Bids?)${NO}`, 'Request for Proposals No. 24-7'],
  [`Solicitation${NO}?(?=\\s?:)|Solicitation${NO}`, 'Solicitation Number: ITB-FY31-02'],
  [`(?:Federal\\s|State\\s(?:Aid\\s)?|County\\s|City\\s)?Projects?${NO}`, 'Project No.: RD-SW-2031-05, State Aid Projects No. SAP 031-615-012'],
  [`(?:Port\\s|Public\\sWorks\\s)?Contract${NO}`, 'Contract No. KQX402'],
  [`Section${NO}`, 'Section No. 31-00117-00-RS'],
  [`(?:Proposal|Quote|Quotation|Tender|Job|Event)${NO}`, 'Proposal No. 7'],
];

/**
 * A contract named by its number alone ("Contract 7"): the word stays with
 * the number, which is then its name. Case-sensitive, so prose "contract" is not read.
 */
export const NAMED_CONTRACT = /\b(?:Contract|CONTRACT)\s(\d{1,3}[A-Z]?)\b(?![-/.]\d)/g;

/** Numbers that carry their solicitation prefix ("ITB-FY31-02"): the prefix stays. Case-sensitive. */
export const PREFIXED_NUMBER = /(?<![\w-])(?:RFP|RFQ|RFI|ITB|IFB|RFB|IFQ|RFSQ)-[A-Z0-9][A-Z0-9-]{1,30}(?<!-)(?![\w])/g;

/** Shapes of a project code: letters then grouped digits ("WR 31-06", "B15002", "RX2207"), or grouped digits ("2031-04"). */
const PROJECT_CODE = '[A-Z]{1,4}\\s?\\d{2,4}-\\d{1,4}[A-Z]?|[A-Z]{1,4}-?\\d{3,8}[A-Z]?|\\d{2,4}-\\d{2,4}(?:-\\d{1,4})?[A-Z]?';

/**
 * A project code printed right after the title: as an appositive ("REPLACEMENT,
 * WR 31-06, will"), in parentheses ("Water Main Relocation (B15002)") or after
 * "#" ("Loader Bucket #19415"). Case-sensitive.
 */
export const TITLE_CODE_AFTER = new RegExp(`^(?:,\\s(${PROJECT_CODE})(?=[,.;)\\s])|\\s?\\((${PROJECT_CODE})\\)|\\s#\\s?(\\d{3,8})(?![\\w-]))`);

// ---------------------------------------------------------------- dates

/** Phrases right before the deadline ("until 2:00 p.m.", "Bids Due: 5/22/31"). Matched at the end of the text before a date. */
export const DUE_IMMEDIATE: readonly CueRow[] = [
  ['until(?:\\sthe\\shour\\sof)?', 'will be received until 2:00 p.m.'],
  ['(?:no|not)\\slater\\sthan', 'no later than 4:00 p.m.'],
  ['prior\\sto', 'prior to 3:00 p.m.'],
  ['(?:on\\sor\\s)?before', 'on or before Monday, June 2, 2031'],
  ['(?:received|accepted|submitted|delivered|returned|due|filed|arrive|reach|sent|mailed|in\\shand)\\s(?:[^.;\\n]{0,80}?\\s)?by', 'Proposals must be received by 11:00 a.m.'],
  ['up\\sto(?:\\sthe\\shour\\sof)?', 'will receive bids up to 9:00 AM'],
  ['(?:bids?|proposals?|quotes?|quotations?|responses?|submittals?|SOQs?|statements?)?\\s?(?:are\\s|is\\s)?due(?:\\sdate|\\sdate\\sand\\stime)?(?:\\sis)?\\s?:?', 'Bids Due: 5/22/31'],
  ['(?:submission\\s|closing\\s|response\\s)?deadline(?:\\sis)?\\s?:?', 'Deadline: March 4, 2031'],
  ['(?:bids?\\s|proposals?\\s)?(?:close|closes|closing)(?:\\sdate(?:\\sand\\stime)?)?(?:\\s(?:at|on))?\\s?:?', 'BIDS CLOSE AT 2:00 P.M.'],
  ['(?:extended|postponed|rescheduled|changed|moved)\\s(?:to|until)', 'is extended to 3:00 p.m.'],
];

/** Receipt of bids anywhere earlier in the sentence ("sealed bids will be received"). */
export const RECEIPT: readonly CueRow[] = [
  ['(?:will|shall|must|to|are|is|may)\\s(?:now\\s)?be\\s(?:received|accepted|submitted|delivered|returned|filed|mailed)', 'Sealed bids will be received'],
  ['will\\s(?:now\\s)?(?:receive|accept)', 'the Board will receive sealed bids'],
  ['(?:is|are)\\s(?:now\\s)?accepting|will\\sbe\\saccepting', 'is accepting sealed bids'],
  ['(?:are|is)\\s(?:now\\s)?due', 'Sealed bids are due'],
  ['\\bsubmit\\s(?:sealed\\s)?(?:bids?|proposals?)', 'Please submit sealed bid to'],
  ['receipt\\sof\\s(?:sealed\\s)?(?:bids|proposals|quotations|responses|SOQs|statements|submittals)', 'The deadline for receipt of SOQs'],
  ['deadline', 'The deadline for submissions'],
  ['(?:it|bid|proposal)\\sis\\sreceived', 'No bid will be considered unless it is received'],
  ['(?:must|shall|should|are\\sto)\\s(?:be\\sin\\s(?:hand|receipt)|arrive|reach)\\b', 'Proposals must be in hand on Friday'],
];

/** Opening of bids ("publicly opened and read", "Bid Opening:"). */
export const OPENING: readonly CueRow[] = [
  ['\\bopen(?:ed)?\\b', 'Bids will be publicly opened and read aloud at 9:30 a.m.'],
  ['\\bopening\\b', 'Bid Opening: March 3, 2025'],
  ['\\bread\\s(?:aloud|publicly)', 'read aloud at 1:30 p.m.'],
];

/** Pre-bid / pre-proposal meetings and site visits. */
export const PREBID: readonly CueRow[] = [
  ['pre-?\\s?(?:bid|proposal|submittal|submission|quote)\\b', 'A mandatory pre-bid conference will be held'],
  ['site\\s(?:walk|visit|tour|inspection|meeting)', 'An optional site walk will be held'],
  ['walk-?\\s?through', 'facility walk-through'],
];

/**
 * Topics whose dates are never the deadline for bids: questions, clarifications, pre-bid meetings.
 * A digit may run into the word where a scrape lost a line break ("2/23/2031QUESTIONS DUE:"), so only a letter before it counts.
 */
export const NOT_DUE_TOPIC: readonly CueRow[] = [
  ['(?<![A-Za-z])questions?\\b', 'Questions are due by 5:00 p.m. on June 3, 2031'],
  ['(?<![A-Za-z])inquir(?:y|ies)\\b', 'inquiries must be received by'],
  ['(?<![A-Za-z])clarifications?\\b', 'Requests for clarification must be submitted no later than'],
  ['(?<![A-Za-z])requests?\\sfor\\s(?:information|interpretation|substitution|approval)', 'Requests for information must be submitted'],
  ["(?<![A-Za-z])RFI[’']?s\\b", "RFIs are due by, RFI's Deadline"],
  ['(?<![A-Za-z])pre-?\\s?(?:bid|proposal|submittal|quote)\\b', 'pre-bid conference'],
  ['(?<![A-Za-z])site\\s(?:walk|visit|tour|inspection)|\\bwalk-?\\s?through', 'site visit'],
  ['(?<![A-Za-z])request\\sfor\\sproposals\\smust\\sbe\\smade', 'Request for proposals must be made ... no later than'],
  ['(?<![A-Za-z])register(?:ed)?\\sas\\splan\\sholders?', ''],
];

/** Words right before a date that make it something else than a deadline or an opening (publication, completion, a superseded date). */
export const NOT_EVENT_NEAR: readonly CueRow[] = [
  ['(?:first\\s)?publish(?:ed)?(?:\\s(?:in|on|by)\\b[^.\\n]{0,50})?', '(First published in the Gazette, Friday, May 2, 2031.)'],
  ['publication(?:\\sdates?)?', 'Publication: March 7, 2031'],
  ['dated(?:\\sthis)?', 'Dated: May 2, 2031'],
  ['issued(?:\\son)?|issue\\sdate', 'Issued: April 9, 2031'],
  ['posted(?:\\son)?', 'Posted and published April 3, 2031'],
  ['run\\sdates?|run\\s\\d\\stimes', 'Run dates: April 3 and 10'],
  ['(?:beginning|begin|begins|starting|commenc\\w*|effective|from)(?:\\son)?', 'documents may be downloaded beginning Monday, March 3, 2031'],
  ['(?:completed?|completion|finished|substantially\\scomplete)(?:\\sdate)?(?:\\s(?:by|on|no\\slater\\sthan))?', 'all work completed by November 14, 2031'],
  ['(?:ending|ended|between|period)', 'for the years ending June 30, 2031'],
  // Bids accepted "through" a date are due then.
  ['(?<!(?:accept|receiv)\\w*\\s(?:sealed\\s)?(?:bids|proposals|quotes)?\\s?)(?:through|thru)', 'prices firm through May 31, 2032 (not: will accept sealed bids through May 15)'],
  // Bids "opened on or after" a time are opened then: that is the opening, not some other event.
  ['(?<!(?:opened|aloud|read|publicly)\\s(?:on\\sor\\s)?)(?:on\\sor\\s)?after', 'plans available on or after April 1, 2031'],
  ['(?:originally|previously|formerly|initially)(?:\\s(?:advertised|scheduled|set|due))?(?:\\s(?:for|on))?', 'originally scheduled for 1:00 p.m.'],
  ['advertised\\s(?:for|on)', ''],
  ['firm\\s(?:through|until)', 'prices firm through May 31, 2032'],
  ['(?:contract|term)\\sto\\sbegin', 'a three-year contract to begin July 1, 2031'],
];

/** Words right before a date that make it an award or a board meeting: never the deadline, though bids may be opened there. */
export const NOT_DUE_NEAR: readonly CueRow[] = [
  ['award(?:ed)?(?:\\s(?:on|at))?', 'The contract will be awarded on May 12, 2031'],
  ['meeting(?:\\s(?:at|on|of))?[^.\\n]{0,40}', 'at the regular board meeting at 7:00 p.m. on May 12, 2031'],
];

/** Phrases that announce a new deadline (an addendum): the new date wins. */
export const SUPERSEDING: readonly CueRow[] = [
  ['(?:extended|postponed|rescheduled|changed|moved|revised)\\s(?:to|until|for)', 'the deadline is extended to 2:00 p.m. on Friday, May 9, 2031'],
  ['(?:extended|postponed|rescheduled|changed|moved)\\sfrom\\s[^.;]{0,80}?\\s(?:to|until)', 'has been changed from May 2, 2031 to May 9, 2031'],
  ['will\\snow\\sbe\\s(?:received|accepted|due|opened)', 'Sealed bids will now be received'],
  ['(?:is|are)\\snow\\sdue', 'Bids are now due'],
  ['new\\s(?:bid\\s|due\\s|closing\\s|opening\\s|submission\\s)?(?:date|deadline)', 'The new bid date is'],
  ['revised\\s(?:bid\\s|due\\s|closing\\s|opening\\s)?(?:date|deadline)', 'Revised due date:'],
];

/**
 * A time and its date printed in two sentences: "by 3:00 p.m. EST. The bid
 * due date is Monday, June 9, 2031". Tested on the gap after a time
 * and its time-zone words.
 */
export const TIME_DATE_BRIDGE = /^[.;]?\s{0,3}(?:the\s)?(?:bid|proposal|response|submittal|submission|quotation|quote)s?\s(?:due|closing|submission|opening)\s(?:date|day)\s(?:is|will\sbe|shall\sbe)\s?:?\s$/i;

/** A line that labels a time printed lines away from its date ("Bids Due: 5/22/31\nPlace: City Hall\nTime: 2:00 PM"). */
export const TIME_LABEL_LINE = /(?:^|\n)[ \t]*(?:(?:bid|proposal|due|closing|opening|submission|deadline)\s){0,2}time\s?:\s*$/i;

/** Words allowed between a date and the time printed after it ("June 4, 2031, at 6:30 pm", "5/22/31\nTime: 2:00 PM"). */
export const DATE_TO_TIME_WORDS: readonly CueRow[] = [
  ['at|@|by|before|until|till|from', 'June 4, 2031, at 6:30 pm'],
  ['(?:no|not)\\slater\\sthan|prior\\sto|on\\sor\\sbefore|up\\sto', 'Friday, June 6, 2031, no later than 4:30 p.m.'],
  ['(?:that\\s|the\\s)?same\\sday', 'Monday, June 2, 2031, that same day, at 7:30pm'],
  ['(?:(?:bid|proposal|submission|closing|opening|due)\\s){0,2}time|hour|the\\shour\\sof', 'Bid Due Time: 11:00 a.m.'],
  // A schedule line: the date, a dash, the event and its time ("• March 31, 2031 - Bids are due by 10:00 a.m.").
  ['[-–—]\\s(?:bids?|proposals?|quotes?|quotations?|responses?|submittals?|submissions?)\\s(?:are\\s|is\\s)?due(?:\\s(?:by|at|before))?', 'March 31, 2031 - Bids are due by 10:00 a.m.'],
  ['the|of|on', ''],
];

/** Words allowed between a time and the date printed after it ("10:00 AM local time, on Monday"). */
export const TIME_TO_DATE_WORDS: readonly CueRow[] = [
  ['on|the|of|day|of\\sthe', '3:00 p.m. on Wednesday, June 4, 2031'],
  ['in\\sthe\\s(?:morning|forenoon|afternoon|evening)', '8:00 AM in the morning, on Monday'],
];

// ---------------------------------------------------------------- agency

/** Verbs a public body solicits with; its name is the subject ("The City of X is seeking bids"). */
export const SOLICITING_VERBS: readonly CueRow[] = [
  ['(?:will|shall)\\s(?:now\\s)?(?:receive|accept|open)', 'the Board of Commissioners ... will receive sealed bids'],
  ['(?:is|are)\\s(?:now\\s|hereby\\s)?(?:requesting|seeking|soliciting|accepting|inviting|issuing|advertising\\sfor|receiving|taking)', 'The City of Brookfield is seeking bids'],
  ['will\\sbe\\s(?:accepting|receiving|requesting|soliciting|taking)', 'The City of Brookfield will be accepting bids'],
  ['(?:hereby\\s)?(?:invites?|requests?|seeks?|solicits?)\\s(?:sealed\\s|competitive\\s|electronic\\s|formal\\s)?(?:bids|proposals|quotations|quotes|statements|qualifications|information|offers|responses|submittals|SOQs)', 'The University invites proposals'],
  ['(?:are|is)\\s(?:hereby\\s)?invited', 'Sealed bids are invited by the Board of Education'],
  ['(?:hereby\\s)?(?:invites?|requests?|solicits?)\\sthe\\ssubmission\\sof', 'The Village of Westhaven hereby invites the submission of sealed bids'],
];

/** Phrases after which the soliciting body is named ("received by the Port of Westhaven"). */
export const AGENCY_AFTER: readonly CueRow[] = [
  ['(?:received|accepted|opened|invited|requested|solicited|passed|adopted|authorized)\\sby\\s', 'Sealed bids will be received by the Port of Westhaven'],
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

export const MUNICIPALITY_OF = /\b(?:City|Town|Village|Borough|Township|County|Parish|CITY|TOWN|VILLAGE|BOROUGH|TOWNSHIP|COUNTY|PARISH)\s(?:of|OF)\s(?:the\s|THE\s)?[A-Z]/g;

// ---------------------------------------------------------------- title

/** Labels before a project title ("Project: Route 9 Culvert Replacement"). */
export const TITLE_LABELS: readonly CueRow[] = [
  ['(?:Project|Bid|Solicitation|Contract|RFP|RFQ|ITB)\\s(?:Name|Title)\\s?:', 'Project Name: Elm Street Reconstruction'],
  ['Project\\s?:', 'Project: Route 9 Culvert Replacement'],
  ['Title\\s?:', 'TITLE: Architectural Services, New Middle School'],
  ['Description\\s?:', 'Description: Janitorial Services'],
  ['(?:Re|Subject|For)\\s?:', 'RE: Roof Replacement'],
  ['Name\\sof\\s(?:Project|Contract)\\s?:', 'Name of Project: Well House Repairs'],
  ['(?:Invitations?\\s(?:to|for)\\s(?:[A-Z][a-z]+\\s)?Bids?|Requests?\\sfor\\s(?:Proposals?|Quotes?|Quotations?|Bids?|Qualifications)|Notice\\sto\\sBidders|Advertisement\\sfor\\sBids)\\s?:', 'Invitation to Bid: Roadside Mowing'],
];

/** What is solicited, in prose: "sealed bids for the purchase of a street sweeper". */
export const TITLE_AFTER = /\b(?:(?:bids?|proposals?|quotations?|quotes|offers|SOQs?|qualifications|statements\sof\squalifications)\s(?:for|on)|(?:accepted|received|opened)\sfor)\s?:?\s/gi;

/**
 * What bids are for, named in lower case after the body ("Bids are invited by
 * the Town of Elm for snow plowing"): the first "for" after the bid word, unless
 * it names an occasion or a time ("for public inspection", "for a short time").
 */
export const BIDS_THEN_FOR = /\b(?:bids|proposals|quotes|quotations)\b(?:(?!\sfor\s)[^.;:]){0,80}\sfor\s(?:the\s)?(?=[a-z])(?!(?:public|review|inspection|opening|consideration|award|same|such|any|all|each|a\s(?:short\s|brief\s)?(?:time|period|term))\b)/gi;

/** A project named in prose: "the project known as 2031 Guardrail Repair Project". */
export const PROJECT_KNOWN_AS = /\b(?:project|work|improvements?|contract)\s(?:known|designated|identified|described|entitled|titled)\sas\s(?:the\s)?/gi;

/**
 * A solicitation heading run into the text by a scrape that lost line breaks
 * ("TOWN OF X INVITATION TO BID Safety Work on Hill Road The Town of X ..."):
 * the title follows it. Case-sensitive: printed in capitals or title case.
 */
export const INLINE_TYPE_HEADING = /\b(?:INVITATIONS?\s(?:TO|FOR)\s(?:SEALED\s)?BIDS?|Invitations?\s(?:to|for)\s(?:Sealed\s)?Bids?|REQUESTS?\sFOR\s(?:SEALED\s)?(?:PROPOSALS?|QUOTES?|QUOTATIONS?|BIDS?|QUALIFICATIONS)|Requests?\sfor\s(?:Sealed\s)?(?:Proposals?|Quotes?|Quotations?|Bids?|Qualifications)|NOTICE\s(?:INVITING|TO|FOR)\s(?:SEALED\s)?(?:BIDS|BIDDERS|CONTRACTORS|PROPOSALS)|ADVERTISEMENT\s(?:FOR|TO)\s(?:SEALED\s)?(?:BIDS|BIDDERS))(?:\s\((?:RFP|RFQ|ITB|IFB|RFB)\))?\s(?=[A-Z0-9])/g;

/** Where a run-in heading title ends: the first words of the notice's prose or its first label. */
export const INLINE_TITLE_END = /\s(?:NOTICE\sIS|Notice\sis|The\s|THE\s(?:[A-Z]+\s){0,4}(?:WILL|SHALL|IS)\b|Sealed\s|SEALED\s|Bids\s|BIDS\s|Proposals\s|PROPOSALS\s|Pursuant\s|[A-Z][A-Za-z ]{0,20}:)/;

/**
 * Where a prose title ends ("... as described below", "... will be received", "..., find specifications").
 * A comma inside a number ("1,500 yards") and a count in parentheses ("(0-1) 2031 Chip Spreader") do not end it.
 */
export const TITLE_STOP = /,(?!\d{3}\b)|[;:]|\((?!\d{1,3}(?:-\d{1,3})?\))|(?<!\b(?:No|St|Mt|Ft|Co|Inc|Jr|Sr|[A-Z]))\.(?=\s|$)|\n\s*\n|["“”]|\s(?:until|will|shall|must|may|is|are|was|to\sbe|as\s(?:described|specified|shown|listed|set\sforth|more\sfully|per)|in\saccordance|according|per\s|from\s(?:qualified|all|interested|any|eligible)|which|that|who|located|no\slater|not\slater|on\sor\sbefore|by\s(?:the|\d)|at\s(?:the|their|its|\d|any)|received|opened|between|during|with\s(?:the\s)?(?:following|specifications)|find|pursuant|under|through|within)\b|\sfor\s(?:the\s)?(?:\w+\s){0,2}(?:listed|described|herein|identified|below|above)\b/;

/** A title's end before a list it introduces ("road gravel in the following approximate amounts"). */
export const TITLE_STOP_FOLLOWING = /\sin\sthe\sfollowing\b/;

/**
 * A prose title that is the subject of the receipt ("Sealed proposals for the
 * construction of a pier under the north end of the bridge at Court Street,
 * will be received until ..."): the comma before the verb closes it, and the
 * words that would stop a title elsewhere ("under", "at the") are inside it.
 */
export const SUBJECT_TITLE = /^[^,;:"“”]{3,200}?(?=,\s(?:will|shall|must|are\sto)\s(?:now\s)?be\s(?:received|opened|accepted))/;

/** A list that a title's first comma opens ("street, sanitary sewer and storm drainage improvements"): read to its "and". */
export const TITLE_LIST_ON = /^,\s(?:[A-Za-z][\w-]*\s){0,3}?[A-Za-z][\w-]*(?:,\s(?:[A-Za-z][\w-]*\s){0,3}?[A-Za-z][\w-]*)*,?\s(?:and|or)\s/;

/** More prose titles that name nothing: a set of projects ("the various projects"), a duration ("a period of not to exceed five days"). */
export const NAMELESS_TITLE = /^(?:the\s)?(?:various|multiple|other|individual)\s(?:projects?|items?|contracts?|bids?)\b|^(?:a\s)?(?:period|term)\sof\b/i;

/** Prose titles that name nothing ("bids for the following projects", "proposals for same"). */
export const GENERIC_TITLE = /^(?:the\s)?(?:following|same|above|below|this|these|said|such|any|all|each|furnishing|basis|services\sdescribed|work\sdescribed|items?\slisted)\b|\bthe\sfollowing\b|^(?:bid|rfp|rfq|itb|ifb|contract|project|solicitation)\s?(?:no\b|#|number)/i;

/** Marking instructions that quote the title ("marked “Gravel Bid”"). */
export const MARKING_QUOTED = /\b(?:marked|labeled|labelled|designated|titled|entitled|identified|inscribed)\b[^"“\n]{0,80}?["“]([^"”\n]{2,150}?)["”]/gi;

/** Marking instructions followed by the text on its own line ("on the outside of a sealed envelope:"). */
export const MARKING_LINE = /(?:outside\sof\s(?:the\s|a\s|each\s)?(?:sealed\s)?(?:envelope|package|container)|(?:marked|labeled|labelled)(?:\sas\sfollows)?)\s?:\s*\n+/gi;

/** A solicitation prefix on a marking ("BID – 2031 Crack Sealing", "SOQ - Tank No. 2", "ITB 2031-08 Transit Vans"). */
export const MARKING_PREFIX = /^(?:(?:sealed\s)?(?:bid|proposal|quote|quotation|rfp|rfq|itb|ifb|soq|request\sfor\s(?:proposals?|quotations?|bids?))\b(?:\s?(?:no\.?|#)?\s?[A-Z0-9-]*\d[A-Z0-9-]*)?\s?[-–—:]?\s)/i;

/** A body named at the end of a marking ("... – City of Brookfield"). */
export const MARKING_AGENCY_SUFFIX = /\s[-–—]\s(?:the\s)?(?:(?:City|Town|County|Village|Borough|Township|State)\sof\s.+|.+\b(?:County|City|Town|District|Authority|Department))$/i;

/** A line ending in this introduces the items bid ("for the following:", "for the purchase of:"). */
export const ITEMS_FOLLOW = /(?:\bthe\sfollowing\b(?!\s(?:address|office|location))[^\n:]{0,200}?[:.]|\s(?:of|for)\s?:)[ \t]*\n/gi;

/** The same, with the first item on the colon's line ("for the following: WATER LINE AIR GAP", "to wit: quarry stone"). */
export const ITEMS_FOLLOW_INLINE = /(?:\bthe\sfollowing(?:,?\sto\swit)?|\bto\swit|\bas\sfollows|\sfor)\s?:[ \t]+(?=\S)/gi;

/** A line that opens the notice's prose, though printed like a heading ("NOTICE IS HEREBY GIVEN THAT SEALED BIDS FOR THE"). */
export const PROSE_OPENING = /^notice\s(?:is\s)?hereby\b/i;

/**
 * The work bid on, named by its kind in prose: "for the construction of a
 * school building", "for the erection of two buildings". The title starts at the kind.
 */
export const WORK_OF = /\bfor\s(?:the\s)?(?=(?:construction|construc\s?tion|erection|building|reconstruction|repair|repairing|repairs|replacement|rehabilitation|renovation|improvement|installation|painting|paving|grading|graveling|resurfacing|demolition|removal|purchase|lease|hauling)\s(?:of|on|to|at)\s)/gi;

/** The work named by its verb: "will receive bids ... in order to construct two pavilions". */
export const WORK_TO_DO = /\bin\sorder\sto\s(?=(?:construct|build|erect|install|replace|repair|renovate|rehabilitate|purchase|furnish|remove|demolish|pave|resurface)\s)/gi;

/** What is supplied, after a verb of supply: "for furnishing and/or placing road gravel" gives "road gravel". */
export const WORK_SUPPLIED = /\bfor\s(?:furnishing|supplying|providing|delivering)\s(?:and\/or\s[a-z]+\s)?(?=(?!all\b|the\b|said\b)[a-z])/gi;

// ---------------------------------------------------------------- contact

/** Sentences that invite questions; their name, phone and e-mail make the contact. */
export const CONTACT_TOPIC: readonly CueRow[] = [
  ['\\bquestions?\\b', 'Questions must be submitted in writing to'],
  ['\\binquir(?:y|ies)\\b', 'Direct inquiries to: Pat Quinn'],
  ['\\bclarifications?\\b', 'Requests for clarification must be submitted to'],
  ['\\brequests?\\sfor\\s(?:information|interpretation)', 'Requests for information must be submitted in writing to'],
  ['\\b(?:further|more|additional|technical)\\sinformation\\b', 'For further information please call'],
];

/** Sentences that name someone to reach even without the word "questions" ("by calling the Town Office"). */
export const CONTACT_ACTION: readonly CueRow[] = [
  ['\\bcontact(?:ing)?\\b', 'Contact Brookfield City Hall at 555-210-2000'],
  ['\\bcall(?:ing)?\\b', 'by calling the Town Office at'],
  ['\\btelephone\\b', 'or by telephone at'],
];

/** A contact sentence that turns people away ("proposers shall not contact ..."). */
export const CONTACT_NEGATIVE = /\b(?:shall|must|may|will|should)\snot\s(?:contact|respond|be\sanswered|answer)|\bno\s(?:contact|communication)\b|\bnot\sbinding\b/i;

/** Words after which the contact's name is printed. */
export const CONTACT_LEAD = /\b(?:to|contact(?:ing)?|call(?:ing)?|attention|attn\.?)(?:\s?:)?\s{1,3}(?:the\s)?/gi;

/** A phone extension printed after the number ("(555) 210-4400 x12"). */
export const PHONE_EXTENSION = /^\s?,?\s?(?:x|ext\.?|extension)\s?\d{1,5}\b/i;

/** What a phone number is for when it is not to be called ("Fax: ..."). */
export const FAX_BEFORE = /(?:fax|facsimile|tdd|tty)[\s.:#no]*$/i;

// ---------------------------------------------------------------- submission

/**
 * Words that start the place bids go to: "received at the office of ...",
 * "mailed to ...", "located at ...". `at`/`in`/`to` starts win over `by`
 * ("received by the Board ... at the Board's office").
 */
export const PLACE_START = /(?<![\w'’])(?:(at|in|to|by|located\sat|(?<=\b(?:filed|lodged|deposited)\s)with)\s(?:the\s|its\s|their\s)?)|(?:(to|at)\s?:\s*)/g;

/** Sentences whose address is where bids go. */
export const SUBMISSION_SENTENCE: readonly CueRow[] = [
  ['\\b(?:received|delivered|submitted|returned|mailed|addressed|accepted|accepting|due|deliver|mail|submit|send|sent|hand\\s?-?delivered)\\b', 'Bids should be mailed to'],
  ['\\bdeliver\\sto\\b|\\bsubmit\\sto\\b', 'Deliver To: Procurement Division'],
];

/** Sentences whose address is for something else (documents, meetings, the work site). */
export const NOT_SUBMISSION_SENTENCE = /\b(?:obtained|examined|picked\sup|inspected|available|purchased|downloaded|copies\smay|pre-?\s?(?:bid|proposal)|conference|walk|site\svisit|tour|engineer|architect|work\s(?:site|consists)|delivered\sby\s(?:tank|truck)|located\son)\b/i;

/** Words that cannot occur inside a place phrase ("... will be received at", "... until"). */
export const NOT_IN_PLACE = /\b(?:will|shall|must|until|later|prior|before|between|during|upon|which|where|sealed|envelope|marked|copies|documents|specifications|fee|received|opened|read|publicly|accepted|submitted|bids?|proposals?|time|the\sfollowing)\b/i;

/** Labels before the place of submission. */
export const SUBMISSION_LABELS: readonly CueRow[] = [
  ['(?:Deliver|Submit|Mail|Return)\\s(?:bids\\s|proposals\\s)?(?:to|at)\\s?:', 'Deliver To: Westhaven Utility Authority'],
  ['(?:Bid\\s|Submission\\s|Delivery\\s)?(?:Location|Address|Place)(?:\\sfor\\s(?:Submission|Delivery))?\\s?:', 'Location: Pine County Courthouse'],
];

/** A line ending with this starts an address block ("addressed to the following office:"). */
export const PLACE_BLOCK = /(?:\b(?:to|at|(?<=\b(?:received|delivered|submitted)\s)by)(?:\sthe\sfollowing(?:\s(?:office|address|location))?)?|following\s(?:office|address|location))\s?:\s*\n/gi;

// ---------------------------------------------------------------- solicitation type

/** What kind of solicitation the notice is: [pattern source, type, example]. The earliest match wins. */
export const SOLICITATION_TYPES: ReadonlyArray<readonly [string, SolicitationType, string]> = [
  ['\\brequest\\sfor\\s(?:statements?\\sof\\s)?qualifications?\\b|\\bstatements?\\sof\\squalifications?\\b|\\bRFSQ\\b|\\bSOQs?\\b', 'qualifications', 'REQUEST FOR STATEMENTS OF QUALIFICATIONS'],
  ['\\brequests?\\sfor\\s(?:competitive\\s(?:sealed\\s)?)?proposals?\\b|\\bRFP\\b|\\bcompetitive\\ssealed\\sproposals?\\b|\\b(?:requesting|seeking|soliciting|invites)\\sproposals\\b', 'rfp', 'REQUEST FOR PROPOSALS'],
  ['\\brequests?\\sfor\\squot(?:ations?|es?)\\b|\\bRFQ\\b|\\binvites?\\squotations\\b', 'rfq', 'REQUEST FOR QUOTATIONS'],
  ['\\brequests?\\sfor\\sinformation\\b|\\bRFI\\b', 'rfi', 'REQUEST FOR INFORMATION'],
  ['\\binvitations?\\s(?:to|for)\\sbids?\\b|\\bnotice\\s(?:to|of|for)\\s(?:bids?|bidders|contractors|letting)\\b|\\badvertisement\\sfor\\s(?:sealed\\s)?bids?\\b|\\bcall\\sfor\\sbids\\b|\\bbids\\swanted\\b|\\bletting\\b|\\bIFB\\b|\\bsealed\\sbids\\b|\\b(?:requesting|seeking|accepting|soliciting|seeks?|invites?|requests?|solicits?)\\s(?:sealed\\s)?bids\\b', 'bid', 'NOTICE TO BIDDERS'],
];

/** When no row names the kind, sealed bids or proposals, or any word "bid", make it a bid. */
export const SOLICITATION_FALLBACK = /\bsealed\s(?:bids|proposals)\b|\bbids?\b/i;

/** The bid family printed with the ITB acronym is an invitation to bid ("ITB No. 2031-08"). Case-sensitive. */
export const ITB_ACRONYM = /\bITB\b/;
