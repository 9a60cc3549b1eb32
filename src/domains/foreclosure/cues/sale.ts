/**
 * Cue phrases of the sale itself: its date and time, a postponement, the notice's status, the place of sale.
 * Rows are [pattern source, example]; the readers read what follows or precedes.
 */
import { anyOf } from '../../../text/escape.js';
import type { CueRow } from '../../shared/cues.js';

/** Labels after which the sale date is printed. */
export const SALE_DATE_LABELS: readonly CueRow[] = [
  ['date\\s(?:and\\s(?:time\\s)?)?of\\s(?:the\\s)?(?:sale|auction)', 'Date of Sale: June 2, 2026'],
  // On one line: a heading "NOTICE OF TRUSTEE'S SALE" above a "DATE:" line dates the notice, not the sale.
  ['sale[^\\S\\n]date', 'Sale Date: 04/10/2025'],
  ['date\\sand\\stime\\sof\\s(?:the\\s)?(?:(?:substitute\\s|successor\\s)?trustee[\'’]?s\\s)?sale(?:\\sof\\s(?:the\\s)?property)?', "DATE AND TIME OF SUBSTITUTE TRUSTEE'S SALE OF PROPERTY: May 5, 2026"],
  ['auction\\sdate', 'Auction Date: 5/6/2025'],
  ['sale\\sinformation', 'Sale Information: June 02, 2026, at 10:00 AM'],
  ['notice\\sis\\shereby\\sgiven,?\\sthat\\son', 'PUBLIC NOTICE IS HEREBY GIVEN that on the 2nd day of June 2016 at the hour of 10:00 A.M.'],
  ['date,?\\s(?:time,?\\s)?(?:and\\s)?place\\sof\\s(?:the\\s)?sale[.:\\s]+date', '1. Date, Time, and Place of Sale. Date: May 06, 2025'],
];

/** Phrases near the sale date in running text. */
export const SALE_CONTEXT: readonly CueRow[] = [
  ['will\\sbe\\s(?:sold|offered)', 'will be sold at public auction ... on'],
  ['will\\s(?:sell|offer\\sfor\\ssale|proceed\\sto\\ssell)', 'the undersigned will sell'],
  ['(?:at|by)\\spublic\\s(?:auction|outcry|vendue|sale)', 'at public auction'],
  ['to\\sthe\\shighest\\s(?:and\\sbest\\s)?bidder', 'to the highest bidder'],
  ['sale\\s(?:will|shall)\\s(?:be\\sheld|occur|take\\splace|be\\sconducted)', 'the sale will be held'],
  ['foreclosure\\ssale', 'foreclosure sale'],
  ['(?:sheriff|referee|trustee|commissioner)\'?s?\\ssale', "Sheriff's Sale"],
  ['time\\sof\\ssale', 'Time of Sale: 10:00 AM'],
  ['on\\sor\\sabout', 'on or about 11:00 AM'],
  ['auction', 'auction'],
  // Texas sells on the first Tuesday of the month, and notices say so beside the date.
  ['first\\stuesday', 'on June 2, 2026, that being the first Tuesday of that month'],
];

/** Words right before a date that make it something other than the sale date. */
export const NOT_SALE_DATE: readonly CueRow[] = [
  ['dated(?:\\sas\\sof)?', 'Deed of Trust dated March 3, 2006'],
  ['recorded(?:\\son)?', 'recorded on July 29, 2009'],
  ['(?:of\\s)?record(?:ed)?\\son', 'placed of record on April 18, 2006, at 8:45 a.m.'],
  ['record(?:ed|ing)\\sdate(?:/time)?', 'Recorded Date/Time: March 3, 2027 02:17 PM'],
  ['executed(?:\\son)?', 'executed March 17, 2016'],
  ['entered(?:\\son|,?\\sthis)?', 'Judgment entered on May 1, 2024; Entered, this 3rd day of May, 2027'],
  ['filed(?:\\son)?', 'filed on'],
  // A clerk's stamp at the head of a recorded notice: "RECEIVED / MAR 3 2027".
  ['received(?:\\son)?', 'RECEIVED MAR 3 2027'],
  ['as\\sof', 'due as of 06/14/2016'],
  ['matur(?:ed|es|ity(?:\\sdate)?)(?:\\son)?', 'a note which matured on April 1, 2026'],
  ['date', 'Date: April 11, 2016'],
  ['(?:on\\sor\\s)?(?:before|prior\\sto|no\\slater\\sthan|until)', 'before March 1, 2025'],
  ['first\\spublished|publication|published', 'first published March 1'],
  ['effective', 'effective'],
  ['(?:mortgage|deed\\sof\\strust)(?:\\sdated)?', 'Mortgage dated'],
];

/**
 * Words right before a time that make it the sale's time though printed in a sentence or line of its own:
 * "The earliest time the sale will begin is 10:00 AM", "Time: The sale shall begin no earlier than 1:00 P.M.",
 * "The sale will begin at 10:00 a.m.". Read on at most 60 characters before the time.
 */
const SALE_TIME_WORDS = [
  /\btime\s?[:;]/,
  /\b(?:time|hours?)\sof\s(?:the\s)?(?:sale|auction)\b[^.\n]{0,30}?/,
  // "the sale to begin at 10:00 o'clock a.m.": the infinitive too.
  // A scan may misread "will" ("wiil", "wi1l").
  /\b(?:sale|auction)\s(?:(?:w[il1]{3}|shall)\s(?:begin|commence|start|be\sheld)|to\s(?:begin|commence|start))\b[^.\n]{0,30}?/,
  /\bearliest\stime\b[^.\n]{0,40}?/,
  /\bno\searlier\sthan/,
  // "within legal hours (being between the hours of 11:00 a.m. and 4:00 p.m.)": the window, read from its start (entities.md).
  /\blegal\shours,?\s?\(?(?:being\s|which\sare\s)?/,
];
// Scanned forms print a rule or a stray mark between the label and the time: "Time: — 10:00 AM", "Time; _ 10 AM".
export const SALE_TIME_BEFORE = new RegExp(`(?:${anyOf(SALE_TIME_WORDS, '').source})[\\s:;=_—–-]*$`, 'i');
/** The same words inside a date hit that took its time across them ("06/02/2026 Time: 10:00 AM"). */
export const SALE_TIME_WITHIN = new RegExp(anyOf(SALE_TIME_WORDS, '').source, 'i');

/**
 * A clerk's received stamp: "APR 23 2026", a capitalized month abbreviation with no comma, printed in the
 * filing header beside the heading. A sale date in the notice's own words is spelled or punctuated.
 */
export const CLERK_STAMP_DATE = /^[A-Z]{3}\s\d{1,2}\s\d{4}$/;

/**
 * A form's revision date in a page footer, after the form file's code: "FCTX_NTSS.rpt (11/17/2020)" (an OCR scan
 * may misread the extension or drop its period). A code with an underscore is a file name, never the sale's words.
 */
export const FORM_CODE_BEFORE = /\b[A-Z0-9]+_[A-Z0-9]+(?:[.\s][a-z]{2,4})?\s?\($/;

/**
 * A paper's masthead opening the notice, before its issue date: "Elmford Courier, The Friday, May 15, 2026"
 * (a scraped listing keeps the masthead of the page it came from). The issue date is no sale date.
 */
export const MASTHEAD_BEFORE = /^(?:(?:[A-Z][\w'’.-]*|&),?\s){1,6}$/;
/** Where a masthead can stand: at the very start of the notice. */
export const MASTHEAD_REACH = 70;

/** What follows a filing stamp's date, never a sale date: "04/23/2026 10:08 AM Page 1 of 4". */
export const NOT_SALE_AFTER = /^[ \t]?(?:\d{1,2}:\d{2}\s?[AP]M\s)?(?:Page\s\d|\d+\s?of\s?\d)/i;

/** Phrases announcing a new (postponed / adjourned) sale date. */
export const POSTPONED: readonly CueRow[] = [
  ['(?:has\\sbeen|was|is\\shereby|is|been)?\\s?(?:postponed|adjourned|continued|rescheduled|reset)(?:\\suntil|\\sto|\\sfrom\\s[^.]{0,80}?\\sto)?', 'the sale has been postponed to April 8, 2025'],
];

export const STATUS_CUES: ReadonlyArray<readonly [string, 'postponed' | 'cancelled' | 'sold', string]> = [
  // Not a condition the notice explains: "If the Sheriff's Sale is postponed, the property will be relisted", "unless the sale is postponed".
  ['\\b(?:sale|auction)(?<!\\b(?:if|unless|when|should)\\s(?:the\\s|this\\s|said\\s)?(?:[\\w\'\u2019]+\\s){0,2}(?:sale|auction))\\s(?:has\\sbeen|was|is\\shereby|is)\\s(?:postponed|adjourned|continued|rescheduled)', 'postponed', 'the sale has been postponed'],
  ['\\bnotice\\sof\\s(?:postponement|adjournment|continuance)', 'postponed', 'NOTICE OF POSTPONEMENT'],
  ['\\bnotice\\sof\\s(?:adjourned|postponed|continued|rescheduled)\\s(?:(?:foreclosure|trustee[\'\u2019]?s|sheriff[\'\u2019]?s)\\s)?sale', 'postponed', 'NOTICE OF ADJOURNED SALE'],
  ['\\b(?:postponed|adjourned)\\s(?:to|until)\\s', 'postponed', 'adjourned to May 1, 2025'],
  // "The sale was originally scheduled for February 10, 2027 and was postponed by the Substitute Trustee."
  ['\\boriginally\\s(?:scheduled|set|advertised)\\s(?:for|on)\\s[^.;]{0,60}?\\b(?:postponed|adjourned|continued|rescheduled)\\b', 'postponed', 'The sale was originally scheduled for February 10, 2027 and was postponed by the Substitute Trustee'],
  ['\\b(?:sale|auction)(?<!\\b(?:if|unless|when|should)\\s(?:the\\s|this\\s|said\\s)?(?:[\\w\'\u2019]+\\s){0,2}(?:sale|auction))\\s(?:has\\sbeen|was|is\\shereby|is)\\s(?:cancel+ed|withdrawn|rescinded)', 'cancelled', 'the sale is hereby cancelled'],
  // A heading over a cancelled sale, or a sentence whose clause stands between the sale and the word:
  // "*** SALE CANCELLED ***", "The sale described below, scheduled for 05/04/2027, has been CANCELLED by the trustee".
  ['\\b(?:sale|auction)\\s(?:cancel+ed|withdrawn)\\b', 'cancelled', '*** SALE CANCELLED ***'],
  ['\\bhas\\sbeen\\s(?:cancel+ed|withdrawn)\\sby\\b', 'cancelled', 'The sale described below, scheduled for 05/04/2027, has been CANCELLED by the trustee'],
  ['\\bnotice\\sof\\s(?:cancel+ation|rescission|withdrawal)', 'cancelled', 'NOTICE OF CANCELLATION'],
  ['\\b(?:property|premises)\\s(?:was|has\\sbeen)\\ssold\\b', 'sold', 'the property was sold'],
];

/** Labels before the place of sale. */
export const SALE_PLACE_LABELS: readonly CueRow[] = [
  // A label, not the phrase in prose ("day, time, and place of sale"): a colon follows.
  ['place\\sof\\s(?:the\\s)?(?:(?:substitute\\s|successor\\s)?trustee[\'’]?s\\s)?(?:sale|auction)(?:\\sof\\s(?:the\\s)?property)?(?:\\s(?:shall|will)\\sbe)?(?=\\s?:)', 'PLACE OF SUBSTITUTE TRUSTEE’S SALE OF PROPERTY: In Hill County, Texas, at the south entrance'],
  // Only where a label ends is read: the words that open it ("at", "the sale", a two-letter or common word that slows
  // the whole table's scan) are checked in a lookbehind after the rarer ones.
  ['following\\s(?:location|place)(?<=(?:at|in)\\sthe\\sfollowing\\s(?:location|place))(?=\\s?:)', 'to the highest bidder for cash at the following location: At the south entrance'],
  ['sale\\s(?:location|place(?=\\s?:))', 'Sale Location: County Courthouse; Sale Place: At the south entrance of the Elm County Courthouse'],
  // A form's bare label after the terms of the sentence or opening a line: "..., CASHIER'S CHECK DRAWN ON A STATE OR
  // NATIONAL BANK, At: the Front Entrance of the Elm Legal News". The comma or line before is looked back at from the word.
  ['at(?<=(?:,|\\n)[ \\t]{0,2}at)\\s?:(?=[ \\t])', 'FOR CASH, CASHIER\'S CHECK DRAWN ON A STATE OR NATIONAL BANK, At: the Front Entrance of the Elm Legal News, 930 Elm Street'],
  ['location\\sof\\s(?:the\\s)?sale', ''],
  ['following\\slocation(?<=the\\ssale\\swill\\sbe\\sheld\\sat\\sthe\\sfollowing\\slocation)', 'The sale will be held at the following location: At the main entrance'],
  // A label of a "Date / Time / Place" block, its colon misread as ")" or "|" by OCR: "Place) THE SOUTH ENTRANCE".
  // The test of what precedes "place" follows the word: a row opening with a lookbehind slows its whole table.
  ['place(?<=(?:^|\\n|[.;|:]\\s{0,3}|\\d\\s|[AP]\\.?M\\.?\\s|thereafter\\.?\\s|time\\.?\\s)place)(?:\\sof\\s(?:the\\s)?(?:sale|auction)(?:\\sof\\s(?:the\\s)?property)?)?\\s?[:)|](?!\\s*(?:\\n|$))', 'Time: 10:00 AM Place: Hill County Courthouse'],
  ['will\\stake\\splace(?<=(?:sale|auction)\\swill\\stake\\splace)\\s(?:in\\s[A-Z][a-z]+\\sCounty,\\s(?:[A-Z][a-z]+,\\s)?)?at(?=\\sthe\\s(?:area|place))', 'The sale will take place at the area designated by the Commissioners Court'],
];
/** Phrases of the sale itself after which the place is printed: "will offer for sale at public auction in the lobby of". */
export const SALE_PLACE_CUE = /\b(?:public\s(?:auction|outcry|venue|vendue|sale)|will\sbe\s(?:held|conducted)|will\stake\splace|sale\swill\sbe\s(?:held|conducted))\b/gi;
/** Where in running text a place of sale begins: place-start.ts. */
export { SALE_PLACE_START } from '../place-start.js';
