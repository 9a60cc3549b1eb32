/**
 * A delivery place printed by name only, with no street, city or ZIP ("received at the Elmwood City Hall until ...",
 * "filed in the office of the Auditor not later than ..."): the last reading of the deadline's sentence, taken only
 * when no address closes a place anywhere the submission reader looks. entities.md: the place is recorded "as far as
 * the notice prints [it] in one place", an office or building name included.
 */
import { BID_PLATFORMS } from '../../lexicon/bid-platforms.js';
import { ABBREVIATED_STATE_SOURCE, STATE_NAME_SOURCE } from '../../lexicon/us-states.js';
import { matchAll, type Hit, type NoticeDocument } from '../../text/document.js';
import { escapeRegExp } from '../../text/escape.js';
import type { Span } from '../../text/spans.js';
import * as C from './cues.js';
import { streetLinesWithTail } from './submission-places.js';

/** What a named place opens with after its preposition: a capital, or an office, hall, court house, farm house or residence in lower case. */
const NAMED_OPENING = "[A-Z]|offices?\\s(?:of|in|at)\\b|(?:town|city|village|county)\\shall\\b|court\\s?house\\b|farm\\s?house\\sof\\b|residence\\sof\\b";
/**
 * A preposition of delivery and its article ("at the", "in the", "to the", "with the", "at his office in"); "by" names a
 * body, not a place.
 */
const NAMED_START = new RegExp(`(?<![\\w'’])(?:at|in|to|with)\\s(?:the\\s|(?:his|her|its|their)\\s(?=offices?\\s(?:in|at)\\b))?(?=${NAMED_OPENING})`, 'g');
/**
 * The name: an opening "office of the", then capitalised words joined by "of", "in", "at", "and", "&" or a comma
 * ("County Auditor in the Courthouse", "office of the Parks, Recreation & Forestry Director", "office of the Board of
 * Commissioners of Elm County, Ohio, at Elmton", "office of the County Clerk of Elm county, Nebraska, at Elmton"); an
 * office may follow a possessive ("the Auditor's office in Elmton"), and a building printed in lower case go on with
 * it ("the Auditor's office in the court house at Elmton, Indiana").
 */
const NAME_WORD = "[A-Z][\\w'’&.-]*";
/** Words of a name printed in lower case: an office, a county, a building. */
const LOWER_NAME_WORD = '(?:offices?|county|parish|court\\s?house|(?:town|city|village)\\shall)\\b';
const NAME_JOINER = '(?:\\s(?:(?:of|in|at|and|&)\\s(?:the\\s)?)?|,\\s(?:(?:at|in)\\s(?:the\\s)?)?)';
const NAME = new RegExp(`(?:offices?\\s(?:of|in|at)\\s(?:the\\s)?)?${NAME_WORD}(?:${NAME_JOINER}(?:${NAME_WORD}|${LOWER_NAME_WORD})){0,7}`, 'y');
/**
 * The same in lower case, as older notices print offices, up to the place that names them: "office of the city clerk
 * of Hays City, Kansas", "town hall in the village of Elm, Wis.", "court house of Pine county", "town hall in said town",
 * "office of the clerk of the board".
 */
const LOWER_PLACE_NOUN = '(?:(?:town|city|village|county)\\shall|court\\s?house|offices?|farm\\s?house|residence)';
/** The place that names it: capitalised words (a county's in lower case), then its state. */
// The state: a name, a short form ("Mont."), its code, or its initials ("N. D.", "W. Va.").
// A word's period is an abbreviation's ("St.", "Mt."), not a sentence's end ("in Elm Springs. Plans may be seen").
const PLACE_WORD = "[A-Z](?:[\\w'’-]|\\.(?<![a-z]{3}\\.))*";
const NAMING_PLACE = `${PLACE_WORD}(?:\\s${PLACE_WORD}){0,3}(?:\\s(?:county|parish))?(?:,\\s(?:[A-Z][a-z]+(?:\\s[A-Z][a-z]+)?(?:(?<=\\b[A-Z][a-z]{1,4})\\.)?|[A-Z]{2}\\.?|[A-Z]\\.\\s?[A-Z][a-z]?\\.))?`;
/** The building an office is in, named after it ("office of said Board in the City Hall", "... in the court house"). */
const IN_BUILDING = `(?:\\s(?:in|at)\\s(?:the\\s)?(?:(?:${NAME_WORD}\\s){0,3}(?:Hall|Building|Courthouse|Annex)|court\\s?house)\\b)?`;
/** The town and county an old letting names its place in: ", in the township of Zeeland, in said county". */
// Or the town alone after its county and state: "office of the county clerk of Elm county, Oregon, at Elm Falls".
// The town's state may follow it: "... Nebraska, at Loup City Falls, Nebraska, up to noon".
const TOWN_STATE = `(?:,\\s(?:${STATE_NAME_SOURCE}|${ABBREVIATED_STATE_SOURCE})(?![\\w]))?`;
const IN_TOWN = `(?:,\\s(?:in|at)\\s(?:(?:the\\s)?(?:town(?:ship)?|city|village)\\sof\\s)?${PLACE_WORD}(?:\\s${PLACE_WORD}){0,2}${TOWN_STATE})?(?:,\\sin\\ssaid\\s(?:county|township|town))?`;
/** The town an office is in, named after the officer ("office of the township clerk in the village of Elmton"). */
/** The court house an officer's office is in, then its town ("office of the clerk of said board in the court house at Elm, Arizona"). */
const IN_COURT_HOUSE_AT = 'in\\sthe\\scourt\\s?house\\s(?:at|in)\\s';
const OFFICER_IN_TOWN = '(?:of|in)\\s(?:the\\s)?(?:town(?:ship)?|city|village)\\sof\\s';
/** The town the notice named before ("the town board of the town of Elm ... at the town hall in said town"). */
const IN_SAID_PLACE = 'in\\ssaid\\s(?:town(?:ship)?|city|village|county)\\b';
/** The office of the body's own officer, named by the body the notice named ("office of the clerk of the board"). */
const OF_BODYS_OFFICER = 'of\\s(?:the|said)\\s(?:[a-z]+\\s){0,2}(?:clerk|secretary|auditor)\\sof\\s(?:the|said)\\s(?:board|district|council|commission)\\b';
/** The office of the local officer of the town the notice named ("at the office of the town clerk, until ..."). */
// Or after the deadline, before what the bids are for ("up to 8 o'clock p. m. ..., at the office of the city clerk, for furnishing").
const OF_LOCAL_OFFICER = 'of\\sthe\\s(?:town(?:ship)?|city|village|county)\\s(?:clerk|auditor|treasurer|recorder|secretary)\\b(?=,?\\s(?:until|up\\sto|not\\slater|no\\slater|on\\sor|before|by)\\b|,\\sfor\\s)';
const LOWER_NAME = new RegExp(`${LOWER_PLACE_NOUN}\\s(?:${IN_SAID_PLACE}|(?:of|in|at)\\s(?:the\\s)?(?:[a-z]{2,}\\s){0,4}?(?:${OFFICER_IN_TOWN}|${IN_COURT_HOUSE_AT}|of\\s|in\\s|at\\s)?${NAMING_PLACE}${IN_BUILDING}${IN_TOWN}|${OF_BODYS_OFFICER}|${OF_LOCAL_OFFICER})`, 'y');
/** Nouns of a place; a name with none is an officer or an event, not a place ("with the Town Clerk", "at the Regular Meeting"). */
const PLACE_NOUN = /\b(?:[Oo]ffices?|Hall|Building|Court\s?[Hh]ouse|Center|Centre|Room|Annex|Department|Division)\b/;
/** The sentence delivers bids before the place ("Bids will be received at ...", "to be on file in"); "opened at" is where they are read. */
const DELIVERY_BEFORE = /\b(?:receive|received|accept|accepted|filed|submitted|delivered|mailed|on\sfile)\b/i;
const RECEIVED_AFTER = /^[^;.]*?,\s(?:(?:proceed\sto\s)?(?:receive|accept)\s(?:sealed\s)?(?:bids|proposals)|let\sto\sthe\slowest)\b/i;
const RECEIVED_AFTER_REACH = 160;
const OPENED_BEFORE = /\b(?:opened|opening|read)\b[^.;]{0,40}$/i;
/** Most characters a name-only place may have. */
const MAX_NAMED = 90;

export function namedPlace(doc: NoticeDocument, s: Span, timed: (ns: number, ne: number) => boolean): Hit<string> | undefined {
  for (const m of matchAll(NAMED_START, doc.norm, s.ns, s.ne)) {
    const before = doc.norm.slice(s.ns, m.index);
    // "... MANDATORY PRE-PROPOSAL CONFERENCE: July 30 at 11:00 am at the School Board Office": the meeting's place.
    // "will, on May 7, 2031, at 10 a. m., at the Auditor's office in the court house, receive sealed proposals": the
    // verb of delivery may follow the place.
    const delivered = DELIVERY_BEFORE.test(before) || RECEIVED_AFTER.test(doc.norm.slice(m.index, Math.min(s.ne, m.index + RECEIVED_AFTER_REACH)));
    if (!delivered || OPENED_BEFORE.test(before) || C.MEETING_BETWEEN.test(before)) continue;
    const ns = m.index + m[0].length;
    NAME.lastIndex = ns;
    LOWER_NAME.lastIndex = ns;
    // A name in lower case opens with its place noun.
    const lower = /^[a-z]/.test(doc.norm[ns]) && !/^offices?\s(?:of|in|at)\s(?:the\s)?[A-Z]/.test(doc.norm.slice(ns, ns + 20));
    const name = lower ? LOWER_NAME.exec(doc.norm) : NAME.exec(doc.norm);
    if (!name || name[0].length > MAX_NAMED) continue;
    let ne = ns + name[0].length;
    // "at the Town Office, Tuesday, May 5": the comma parts that are the date are not the place's.
    for (let text = name[0]; timed(ns, ne) && text.includes(', '); ne = ns + text.length) text = text.slice(0, text.lastIndexOf(', '));
    if (ne > s.ne || timed(ns, ne) || (!lower && !PLACE_NOUN.test(doc.norm.slice(ns, ne)))) continue;
    return { ns, ne, value: doc.valueOf(ns, ne), source: 'bids:submission-named' };
  }
  return undefined;
}

/** A building named between an office and its street ("Town Hall, "). */
const BUILDING_PART = /^(?:[A-Z][\w'’.-]*\s){0,3}(?:Hall|Building|Center|Centre|Annex|Courthouse|Complex),\s/;
/** How many printings of a place's name are looked at for its address; how far its street and its ZIP may be. */
const MAX_PRINTINGS = 4;
const STREET_REACH = 80;
const ZIP_REACH = 40;

/**
 * The name-only place, read where the notice prints it again with its street ("received at the Town Office by noon"
 * ... "picked up at the Town Office, 59 Elm Road, Oakdale during office hours"): that printing, to its city or ZIP.
 * `ends` are the notice's state-and-ZIP endings.
 */
export function withAddressElsewhere(doc: NoticeDocument, hit: Hit<string>, ends: Span[]): Hit<string> {
  const name = `${doc.norm.slice(hit.ns, hit.ne)}, `;
  for (let at = doc.norm.indexOf(name), n = 0; at >= 0 && n < MAX_PRINTINGS; at = doc.norm.indexOf(name, at + 1), n++) {
    const from = at + name.length;
    // "the Office of the Town Administrator, Town Hall, 10 Main Street, ...": the building may come before the street.
    const streetFrom = from + (BUILDING_PART.exec(doc.norm.slice(from, from + STREET_REACH))?.[0].length ?? 0);
    const street = streetLinesWithTail(doc, streetFrom, Math.min(doc.norm.length, streetFrom + STREET_REACH))[0];
    if (!street || street.ns !== streetFrom) continue;
    const zip = ends.find((a) => a.ne > street.ne && a.ns - street.ne <= ZIP_REACH);
    const ne = zip ? zip.ne : street.ne;
    return { ns: at, ne, value: doc.valueOf(at, ne), source: 'bids:submission-named-address' };
  }
  return hit;
}

/** A bidding service's brand ("DemandStar", "Bonfire"), with any service words printed after it. */
const PLATFORM = `(?:${BID_PLATFORMS.map(escapeRegExp).join('|').replace(/ /g, '\\s')})(?:\\s(?:online|electronic|e-?bid(?:ding)?|bid(?:ding)?|service|system|portal|platform))*\\b`;
/**
 * Bids received on line, through a bidding service named as the place ("received through the Bid Express online
 * service", "received via Elm County BidVault", "through the Rocky Mountain E-Purchasing System"): the service's name, with
 * its words of kind (capitalised as part of a name or not). Case-sensitive: the
 * service is printed by its name (not "the District's bidding portal"), and a word of bidding alone is no name.
 */
const ONLINE_PLACE = new RegExp(
  // The hour's periods ("until 10:00 a.m. CST on March 1, 2028, via QuestCDN") end no sentence.
  "\\b(?:received|submitted|accepted)\\b(?:[^.;]|\\.(?=[a-z])|(?<=\\b[ap]\\.m)\\.){0,180}?\\b(?:via|through|using)\\s(?:the\\s)?" +
    `(${PLATFORM}|(?:[A-Z][\\w-]*\\s){0,4}(?:[A-Z][\\w-]*(?:\\s(?:online|electronic|e-?bid(?:ding)?|bid(?:ding)?))*\\s(?:[Ss]ervice|[Ss]ystem|[Pp]ortal|[Pp]latform)\\b|(?:[A-Za-z]+(?:Bid|BID)[A-Za-z]*|(?:Bid|BID)[A-Za-z]+)\\b))`,
  'g',
);

export function onlinePlace(doc: NoticeDocument, s: Span): Hit<string> | undefined {
  for (const m of matchAll(ONLINE_PLACE, doc.norm, s.ns, s.ne)) {
    const ns = m.index + m[0].length - m[1].length;
    return { ns, ne: ns + m[1].length, value: doc.valueOf(ns, ns + m[1].length), source: 'bids:submission-online' };
  }
  return matchAll(GENERIC_PORTAL, doc.norm, s.ns, s.ne).next().done ? undefined : portalAddress(doc);
}

/**
 * Bids received through a portal of no name ("electronic bids through the County's e-procurement portal at
 * https://...", "submitted electronically through the platform", "through the District's eBid system at https://..."):
 * the web address the notice prints for that portal.
 */
const GENERIC_PORTAL = new RegExp(
  "\\b(?:received|submitted|accepted|accept|submit)\\b(?:[^.;]|\\.(?=[a-z])|(?<=\\b[ap]\\.m)\\.){0,180}?\\b(?:via|through|using|on)\\s(?:the\\s)?" +
    "(?:[A-Z][\\w'\u2019]*\\s){0,3}(?:(?:e-?procurement|electronic|online|e-?bidding|bidding|procurement|[Ee]-?[Bb]id)\\s){0,2}(?:portal|platform|system)\\b",
  'g',
);
const PORTAL_ADDRESS = /\b(?:portal|platform|system)\s(?:at|located\sat)\s((?:https?:\/\/|www\.)[^\s<>"'\])]{1,200})/i;

function portalAddress(doc: NoticeDocument): Hit<string> | undefined {
  const m = PORTAL_ADDRESS.exec(doc.norm);
  if (!m) return undefined;
  const ns = m.index + m[0].length - m[1].length;
  const ne = ns + m[1].replace(/[.,;:]+$/, '').length;
  return { ns, ne, value: doc.valueOf(ns, ne), source: 'bids:submission-portal' };
}
