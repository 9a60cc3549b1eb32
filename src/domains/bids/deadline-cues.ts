/**
 * Cue phrases of bid / RFP notices around dates: deadline phrases, receipt,
 * opening, pre-bid meetings, topics and events that are not the deadline,
 * and the words allowed between a date and its time. Rows are [pattern
 * source, example] and match case-insensitively unless a comment says otherwise.
 */
import type { CueRow } from '../shared/cues.js';

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
  ['(?:bids?\\s|proposals?\\s)?(?:close|closes|closing)(?:\\sdate(?:\\sand\\stime|\\s?\\/\\s?time)?)?(?:\\s(?:at|on))?\\s?:?', 'BIDS CLOSE AT 2:00 P.M.; Closing Date/Time: 3/12/2031 2:00 PM'],
  ['(?:extended|postponed|rescheduled|changed|moved)\\s(?:to|until)', 'is extended to 3:00 p.m.'],
];

/** Receipt of bids anywhere earlier in the sentence ("sealed bids will be received"). */
export const RECEIPT: readonly CueRow[] = [
  ['(?:will|shall|must|to|are|is|may)\\s(?:now\\s)?be\\s(?:received|accepted|submitted|delivered|returned|filed|mailed)', 'Sealed bids will be received'],
  ['(?:will|shall)\\s(?:now\\s)?(?:receive|accept)', 'the Board will receive sealed bids; The Township Manager shall receive all bids by'],
  ['(?:is|are)\\s(?:now\\s)?accepting|will\\sbe\\saccepting', 'is accepting sealed bids'],
  ['(?:are|is)\\s(?:now\\s)?due', 'Sealed bids are due'],
  ['\\bsubmit\\s(?:sealed\\s)?(?:bids?|proposals?)', 'Please submit sealed bid to'],
  ['receipt\\sof\\s(?:sealed\\s)?(?:bids|proposals|quotations|responses|SOQs|statements|submittals)', 'The deadline for receipt of SOQs'],
  ['deadline', 'The deadline for submissions'],
  ['(?:it|bid|proposal)\\sis\\sreceived', 'No bid will be considered unless it is received'],
  ['(?:must|shall|should|are\\sto)\\s(?:be\\sin\\s(?:hand|receipt)|arrive|reach)\\b', 'Proposals must be in hand on Friday'],
  // A letting set on its day: "the County Court will on the 12th day of October, 2031, at 10 o'clock a. m., at the court
  // house, let to the lowest responsible bidder the contract".
  ['(?:will|shall)(?=\\s(?:on|at)\\s[^;]{0,200}?,\\slet\\sto\\b)', 'the County Court will on the 12th day of October, 2031, at 10 o\'clock a. m., at the court house, let to the lowest bidder'],
];

/** Opening of bids ("publicly opened and read", "Bid Opening:"). */
export const OPENING: readonly CueRow[] = [
  ['\\bopen(?:ed)?\\b', 'Bids will be publicly opened and read aloud at 9:30 a.m.'],
  ['\\bopening\\b', 'Bid Opening: March 3, 2025'],
  ['\\bread\\s(?:aloud|publicly)', 'read aloud at 1:30 p.m.'],
];

/** An opening whose time is printed first ("At 10:30 a.m. they will be opened and read publicly"): read after the time. */
export const OPENING_AFTER = /^,?\s(?:they|(?:all\s|the\s)?(?:bids|proposals))\s(?:will|shall)\sbe\s(?:publicly\s)?opened\b/i;

/** Pre-bid / pre-proposal meetings and site visits. */
export const PREBID: readonly CueRow[] = [
  ['pre-?\\s?(?:bid|proposal|submittal|submission|quote)\\b', 'A mandatory pre-bid conference will be held'],
  ['site\\s(?:walk|visit|tour|inspection|meeting)', 'An optional site walk will be held'],
  ['walk-?\\s?through', 'facility walk-through'],
  // California schools call the pre-bid site visit a job walk.
  ['job\\s?-?\\s?(?:walk|site\\s(?:walk|visit|tour|meeting))', 'A Non-Mandatory Job Walk will be held on Monday'],
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
  ['(?<![A-Za-z])site\\s(?:walk|visit|tour|inspection)|\\bwalk-?\\s?through|\\bjob\\s?-?\\s?walk', 'site visit, job walk'],
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
  // Not a street named for a meeting house ("11 Meeting House Lane, Elmton, CT 06499 until 11:00 AM"), nor Meeting Street.
  // Nor the meeting bids are received at ("will receive bids at the meeting of the Board on Monday, October 16, 1916").
  ['meeting(?<!\\b(?:receive|received|accept|accepted)\\s(?:sealed\\s)?(?:bids|proposals)\\sat\\s(?:the\\s|its\\s)?(?:regular\\s|next\\s)?meeting)(?!\\s?house\\b|\\s(?:street|st|road|rd|lane|ln)\\b)(?:\\s(?:at|on|of))?[^.\\n]{0,40}', 'at the regular board meeting at 7:00 p.m. on May 12, 2031 (not: at Town Hall, 11 Meeting House Lane, Elmton, CT 06499 until May 4; nor: will receive bids at the meeting of the Board on May 4, 2031)'],
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
export const TIME_LABEL_LINE = /(?:^|\n)[ \t]*(?:(?:bid|proposal|quote|quotation|due|closing|opening|submission|deadline)\s){0,2}time\s?:\s*$/i;

/** Words allowed between a date and the time printed after it ("June 4, 2031, at 6:30 pm", "5/22/31\nTime: 2:00 PM"). */
export const DATE_TO_TIME_WORDS: readonly CueRow[] = [
  ['at|@|by|before|until|till|from', 'June 4, 2031, at 6:30 pm'],
  ['(?:no|not)\\slater\\sthan|prior\\sto|on\\sor\\sbefore|up\\sto', 'Friday, June 6, 2031, no later than 4:30 p.m.'],
  ['(?:that\\s|the\\s)?same\\sday', 'Monday, June 2, 2031, that same day, at 7:30pm'],
  ['(?:commencing|beginning|starting)(?:\\sat)?', 'on Thursday, May 1, 2031, commencing at 5:00 p.m.'],
  ['(?:by\\s)?(?:the\\s)?close\\sof\\sbusiness(?:\\sday)?\\s?\\(', 'Responses Due May 1, 2031 by Close of Business Day (5:00 P.M.)'],
  ['(?:(?:bid|proposal|submission|closing|opening|due)\\s){0,2}time|hour|the\\shour\\sof', 'Bid Due Time: 11:00 a.m.'],
  // A schedule line: the date, a dash, the event and its time ("• March 31, 2031 - Bids are due by 10:00 a.m.").
  ['(?:[-–—]\\s)?(?:bids?|proposals?|quotes?|quotations?|responses?|submittals?|submissions?)\\s(?:are\\s|is\\s)?due(?:\\s(?:by|at|before))?', 'March 31, 2031 - Bids are due by 10:00 a.m.'],
  ['the|of|on', ''],
];

/** Words allowed between a time and the date printed after it ("10:00 AM local time, on Monday"). */
export const TIME_TO_DATE_WORDS: readonly CueRow[] = [
  ['on|the|of|day|of\\sthe', '3:00 p.m. on Wednesday, June 4, 2031'],
  ['in\\sthe\\s(?:morning|forenoon|afternoon|evening)', '8:00 AM in the morning, on Monday'],
  // The meeting bids are opened at, named by its hour ("At the 9:00 A.M. Meeting on May 4, 2031 all bids will be opened").
  ['(?:regular\\s|board\\s|council\\s)?meeting\\son', '9:00 A.M. Meeting on May 4, 2031'],
];

/**
 * A statute's citation right before a number that reads as a time ("N.J.S.A. 18:25-2", "N.J.A.C. 11:15",
 * "§ 12:30", "Section 10:15"): the number is its section. Case-sensitive (the abbreviations are printed in capitals).
 */
export const STATUTE_BEFORE = /(?:\b[A-Z]\.(?:[A-Z]\.){1,4}|§|\bSection|\bSec\.|\bChapter|\bTitle)\s?$/;

/**
 * The verb of receipt printed after the date, its place and hour between: "I ... will, on Saturday, the 21st day of
 * October, 1916, at the farm house of Jo Roe, ..., at ten o'clock in the forenoon of that day, proceed to receive bids".
 */
export const RECEIPT_AFTER = /^(?:[^.;]|\.(?=\s?[a-z\d])){0,220}?,\s(?:proceed\sto\s)?(?:receive|accept|open)\s(?:sealed\s)?(?:bids|proposals)\b/i;
