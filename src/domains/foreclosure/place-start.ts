/**
 * Where in running text a place of sale begins, as cue rows: the pipeline reads the place from the end of a match
 * (PLACE_STOP ends it, PLACE_NOUN checks it names a place). Rows are alternatives of one pattern.
 */
import { compileCues, type CueRow } from '../shared/cues.js';

/** Words that open a place after "at", "in", "on": a door, a floor, a building, an area. */
const PLACE_HEAD = [
  '\\d{1,2}(?:st|nd|rd|th)\\sfloor', 'area\\sdesignated', 'basement', 'main', 'front', 'north', 'south', 'east', 'west',
  'northeast', 'northwest', 'southeast', 'southwest', 'rear', 'outside', 'inside', 'steps', 'lobby', 'foyer', 'entrance',
  'door', 'doors', 'vestibule', 'courthouse', 'court\\shouse', 'courtyard', 'county', 'city', 'office', 'offices',
  'law\\soffices?', 'water', 'administrative',
  // "at the Sheriff's civil desk near the front door of the County Building".
  "sheriff['\u2019]?s",
  // "at the place in Hill County, Texas, designated by the Commissioner's Court".
  'place\\s(?:in\\s(?:[\\w.\'-]+\\s){1,3}(?:county|parish),\\s(?:[A-Za-z]+,\\s)?)?designated',
].join('|');
/** A building named before its kind: "the Fauquier County Circuit Courthouse", "the Trustee Corps Building". */
const NAMED_BUILDING = "[\\w'.-]+\\s(?:county\\s)?(?:circuit\\s)?(?:courthouse|court\\shouse|building|hall|justice\\scenter)";

export const SALE_PLACE_START_ROWS: readonly CueRow[] = [
  [`\\b(?:at|in|on|outside|inside)\\s(?=(?:the\\s){0,2}(?:${PLACE_HEAD}|${NAMED_BUILDING})\\b)`, 'at public auction at the front door of the courthouse'],
  // Georgia sells "before the court house door"; "before" opens a place only when a door or steps follow.
  ['\\bbefore\\s(?=the\\s(?:[\\w\'.-]+\\s){0,3}?(?:door|doors|steps)\\b)', 'there will be sold before the court house door in the city of Elmton'],
  // "at the Circuit Court for the City of Dunmore located at 300 Tannery Street"; only after "at", since
  // "IN THE CIRCUIT COURT FOR X COUNTY" heads a court's order, not a place of sale.
  ['\\bat\\s(?=(?:the\\s)?(?:circuit|superior|district|chancery)\\scourt\\b)', 'will offer for sale at public auction at the Circuit Court for the City of Dunmore'],
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
