/**
 * Where in running text a place of sale begins, as cue rows: the pipeline reads the place from the end of a match
 * (PLACE_STOP ends it, PLACE_NOUN checks it names a place). Rows are alternatives of one pattern.
 */
import { compileCues, type CueRow } from '../shared/cues.js';

/** "the usual place of sale", "the usual place of conducting Sheriff's sales": a place by custom, named as such. */
export const USUAL_PLACE_OF_SALE = "usual\\splace\\sof\\s(?:conducting\\s)?(?:sheriff['\u2019]?s\\s)?sales?";

/** Words that open a place after "at", "in", "on": a door, a floor, a building, an area. */
const PLACE_HEAD = [
  '\\d{1,2}(?:st|nd|rd|th)\\sfloor', 'area\\sdesignated', 'basement', 'main', 'front', 'north', 'south', 'east', 'west',
  'northeast', 'northwest', 'southeast', 'southwest', 'rear', 'outside', 'inside', 'steps', 'lobby', 'foyer', 'entrance',
  'door', 'doors', 'vestibule', 'courthouse', 'court\\shouse', 'courtyard', 'county', 'city', 'office', 'offices',
  'law\\soffices?', 'water', 'administrative', 'atrium', 'rotunda', 'auditorium', 'room\\s\\d+',
  // "at the Sheriff's civil desk near the front door of the County Building".
  "sheriff['\u2019]?s",
  // "at the place in Hill County, Texas, designated by the Commissioner's Court".
  'place\\s(?:in\\s(?:[\\w.\'-]+\\s){1,3}(?:county|parish),\\s(?:[A-Za-z]+,\\s)?)?designated',
  // "at the usual place of sale at the courthouse", "at the usual place of conducting Sheriff's sales", "at the place of
  // holding the circuit court within Elm County".
  USUAL_PLACE_OF_SALE, 'place\\sof\\sholding',
  // A mortgagee's sale on the land itself: "on the mortgaged premises".
  'mortgaged\\spremises',
  // A committee's or a mortgagee's sale on the land, named by its address: "on the premises known as 46 Elm Road".
  'premises\\s(?:known\\sas|located\\sat)',
  // "at 11:00 AM, on the premises, by virtue of the power of sale": the premises, named as such.
  'premises(?=,)',
  // An online sale: "at www.elm.realauction.com".
  '(?:https?:\\/\\/)?www\\.[\\w-]+\\.',
].join('|');
/**
 * Words that are no part of a building's name: what joins a place to the sentence ("at public auction at the entrance"),
 * and the recorder's office a deed was filed in ("recorded in the aforesaid Clerk's Office").
 */
const NOT_IN_BUILDING_NAME = ["at|the|an?|of|in|on|to|for|and|or|by|with|from|said|aforesaid|auction", "clerk['\u2019]?s", 'recorder[\'\u2019]?s', 'register[\'\u2019]?s'].join('|');
/**
 * A building or a door named before its kind, in up to five words: "the Fauquier County Circuit Courthouse", "the Elm
 * County Public Trustee's Office", "the Oak County Services Center", "the Birch Avenue entrance of the Courthouse", "the Elm
 * County Justice Complex", "the Commissioners' Meeting Room", "the Council Chambers".
 * A court is no such kind here: "in the Circuit Court of Elm County" heads a court's order (the court row below reads it).
 */
const NAMED_BUILDING = `(?:(?!(?:${NOT_IN_BUILDING_NAME})\\b)[\\w'\u2019.-]+\\s){1,5}(?:courthouse|court\\shouse|building|hall|justice\\scenter|center|complex|annex|office|offices|entrance|door|doors|steps|room|chambers)`;

export const SALE_PLACE_START_ROWS: readonly CueRow[] = [
  [`\\b(?:at|in|on|outside|inside|within)\\s(?=(?:the\\s){0,2}(?:${PLACE_HEAD}|${NAMED_BUILDING})\\b)`, 'at public auction at the front door of the courthouse; within the offices of Elm Auctioneers'],
  // Georgia sells "before the court house door"; "before" opens a place only when a door or steps follow.
  ['\\bbefore\\s(?=the\\s(?:[\\w\'.-]+\\s){0,3}?(?:door|doors|steps)\\b)', 'there will be sold before the court house door in the city of Elmton'],
  // "at the Circuit Court for the City of Dunmore located at 300 Tannery Street"; only after "at", since
  // "IN THE CIRCUIT COURT FOR X COUNTY" heads a court's order, not a place of sale.
  ['\\bat\\s(?=(?:the\\s)?(?:[\\w\'.-]+\\s){0,3}(?:circuit|superior|district|chancery|supreme)\\scourt\\b)', 'will offer for sale at public auction at the Circuit Court for the City of Dunmore; at the Elm County Supreme Court'],
  // A mortgagee's sale on the premises, printed as their address right after the sale's date or hour:
  // "at Public Auction at 10:00 AM on May 6, 2027, at 14 Birch Lane, Elmford, MA 01000" (the place must be an address).
  ['\\bat\\s(?<=(?:\\d{4}|[AP]\\.?M\\.?|noon),?\\sat\\s)(?=\\d{1,6}\\s[A-Za-z])', 'will be sold at Public Auction at 10:00 AM on May 6, 2027, at 14 Birch Lane, Elmford; at 10:00 AM on Tuesday, March 30, 2027 at 211 Elm Road'],
  // A place named by its address after the sale's verb, on the premises or at a hall of any name: "The sale will take
  // place at 15 Elm Highway, Elmton, VA 22000 and via simultaneous online auction", "... at the Elm Fire & Rescue, 10 Oak Lane".
  ['\\bat\\s(?<=\\b(?:take\\splace|be\\s(?:held|conducted))\\sat\\s)(?=(?:the\\s)?(?:[^,.;\\n]{2,60},\\s)?\\d{1,6}\\s[A-Za-z])', 'The sale will take place at 15 Elm Highway, Elmton, VA 22000 and via simultaneous online auction; will take place at the Elm Fire & Rescue, 10 Oak Lane, Elmton'],
  // Some layouts print the place right after the bidder phrase, with no preposition; what is not a place there
  // (terms, the property) is left out, and PLACE_NOUN checks the rest.
  ['\\bhighest\\s(?:and\\sbest\\s)?bidder,?\\s(?!(?:at|in|on|upon|for|by|with|subject|payable|under|pursuant|without|and|or|as|of|cash|all|any|said|that|this|who|whose)\\b)(?!the\\s(?:following|property|premises|real|land|lands|lots?|described|sale|terms)\\b)(?=[a-z])',
    'to the highest bidder Trustee Corps Building located at 1 Elm St'],
  // The place right after the sale's time, with no preposition, when it opens with a door, an entrance or a front;
  // a scraper may glue the time to "in" ("10:00 AMin front of the building").
  ['(?:,\\s|,?\\s?in\\s)(?<=\\b(?:[AP]\\.?M\\.?|noon)(?:,\\s|,?\\s?in\\s))(?=(?:the\\s)?(?:(?:(?:front|main|north|south|east|west|rear)\\s)?(?:entrance|door|doors|steps)|front\\sof)\\b)',
    'will sell at public auction on 7/16/2026 at 12:45 PM, Front of building of the Circuit Court'],
  // "will offer for sale at public auction Ferris County Circuit Court (VA), 12 Tannery Road": no preposition.
  ['\\bpublic\\s(?:auction|outcry)\\s(?!(?:at|in|on|upon|to|the|for|by)\\b)(?=(?:[\\w\'.-]+\\s){1,4}(?:circuit\\scourt|court\\s?house)\\b)', 'at public auction Ferris County Circuit Court, 12 Tannery Road'],
];

export const SALE_PLACE_START = compileCues(SALE_PLACE_START_ROWS);
