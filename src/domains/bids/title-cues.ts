/**
 * Cue phrases of bid / RFP notices that name the title: labels, prose
 * phrases before what is procured, where a prose title ends, item lists and
 * envelope markings. Rows are [pattern source, example] and match
 * case-insensitively unless a comment says otherwise.
 */
import type { CueRow } from '../shared/cues.js';
import { escapeRegExp, wordAlternation } from '../../text/escape.js';
import { WORK_KIND_WORDS } from '../../lexicon/bid-work-kinds.js';
import { OFFEROR_WORDS } from '../../lexicon/bid-offeror-words.js';
import { SENTENCE_OPENERS } from './lexicon.js';
import { ABBREVIATED_STATE_SOURCE, STATE_NAME_SOURCE } from '../../lexicon/us-states.js';

/** A job's or project's number printed before the work it names, right after "bids for": "JOB NO. 27-114, ". */
/**
 * A title in capitals whose parts a comma joins, its number after it: "bids for ELM SCHOOL, COVERED WALKWAY REPAIRS, JOB
 * NO. Q28-417, will be received", "for the TANK REHABILITATION - CONTRACT NO. 2028-02 until" (the title is all before the number).
 */
export const CAPS_TITLE_BEFORE_NUMBER = /^(?:the\s)?[A-Z0-9][A-Z0-9 &'\u2019.,/()-]{2,150}?(?=(?:,|\s[-\u2013\u2014])\s(?:JOB|PROJECT|CONTRACT|BID|PROPOSAL|RFB|RFP|RFQ|ITB|IFB|SOLICITATION)\s(?:NO\.?|NUMBER|#))/;
export const TITLE_NUMBER_LEAD = /^(?:job|project|contract|bid|proposal|rfb|rfp|rfq|itb|ifb|solicitation)\s(?:no\.?|number|#)\s?[A-Z0-9][\w.-]*,\s/i;
export const TITLE_NUMBER_LEAD_REACH = 40;

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
const SOLICITED_FOR = '(?:bids?|proposals?|quotations?|quotes|offers|SOQs?|qualifications|statements\\sof\\squalifications)\\s(?:for|on)';
/** Or the services the firms invited are to provide: "requesting proposals from qualified engineering firms to provide X". */
const FIRMS_TO_PROVIDE = '(?:proposals|qualifications)\\sfrom\\s(?:qualified\\s)?(?:[a-z-]+\\s){0,3}(?:firms|companies|consultants)\\sto\\s(?:provide|perform)';
export const TITLE_AFTER = new RegExp(`\\b(?:${SOLICITED_FOR}|${FIRMS_TO_PROVIDE}|(?:accepted|received|opened)\\sfor)\\s?:?\\s`, 'gi');

/**
 * What bids are for, named in lower case after the body ("Bids are invited by
 * the Town of Elm for snow plowing"): the first "for" after the bid word, unless
 * it names an occasion or a time ("for public inspection", "for a short time").
 */
const BID_WORD = '\\b(?:bids|proposals|quotes|quotations)\\b';
/** The first "for" within 120 characters of the sentence (a body's name may be long), before a lower-case word. */
const UP_TO_FOR = '(?:(?!\\sfor\\s)[^.;:]){0,120}\\sfor\\s(?:the\\s)?(?=[a-z])';
const NOT_AN_OCCASION = '(?!(?:public|review|inspection|opening|consideration|award|same|such|any|all|each|a\\s(?:short\\s|brief\\s)?(?:time|period|term))\\b)';
export const BIDS_THEN_FOR = new RegExp(`${BID_WORD}${UP_TO_FOR}${NOT_AN_OCCASION}`, 'gi');

/** Capitalised items after a capitalised name, each after a comma, at most four ("Crack Sealant, Chip Seal & Aggregate"). Case-sensitive. */
export const CAP_LIST_ON = /^(?:,\s[A-Z0-9][\w'’.&/-]*(?:\s(?:(?:of|the|and|&)\s)*[A-Z0-9][\w'’.&/-]*)*){1,4}/;
/** The last item of such a list, joined by "&" or "and": without it the commas end the name. */
export const LIST_CLOSE = /\s(?:&|and)\s[^,]*$/;

/** "construction work on the Farm Lane waste handling improvements project": the work's object before the generic noun. */
export const WORK_ON_PROJECT = /^(?:construction\s)?work\son\sthe\s(.{3,120}?)\sproject$/;

/** A project named in prose: "the project known as 2031 Guardrail Repair Project", "The project is referred to as “Elm West”". */
// A drain or a ditch is named so too: "a certain drain known and designated as "Brink Drain"".
export const PROJECT_KNOWN_AS = /\b(?:project|work|improvements?|contract|drain|ditch)\s(?:is\s)?(?:known|designated|identified|described|entitled|titled|referred\sto)(?:\sand\s(?:known|designated))?\sas\s(?:the\s)?/gi;

/**
 * A solicitation heading run into the text by a scrape that lost line breaks
 * ("TOWN OF X INVITATION TO BID Safety Work on Hill Road The Town of X ..."):
 * the title follows it. Case-sensitive: printed in capitals or title case.
 */
const INVITATION_HEADING = 'INVITATIONS?\\s(?:TO|FOR)\\s(?:SEALED\\s)?BIDS?|Invitations?\\s(?:to|for)\\s(?:Sealed\\s)?Bids?';
const REQUEST_HEADING = 'REQUESTS?\\sFOR\\s(?:SEALED\\s)?(?:PROPOSALS?|QUOTES?|QUOTATIONS?|BIDS?|QUALIFICATIONS)'
  + '|Requests?\\sfor\\s(?:Sealed\\s)?(?:Proposals?|Quotes?|Quotations?|Bids?|Qualifications)';
const NOTICE_HEADING = 'NOTICE\\s(?:INVITING|TO|FOR)\\s(?:SEALED\\s)?(?:BIDS|BIDDERS|CONTRACTORS|PROPOSALS)|ADVERTISEMENT\\s(?:FOR|TO)\\s(?:SEALED\\s)?(?:BIDS|BIDDERS)';
const HEADING_ABBREVIATION = '(?:\\s\\((?:RFP|RFQ|ITB|IFB|RFB)\\))?';
/** "REQUEST FOR PROPOSAL FOR OAKMERE FIRE STATION ...": the "for" after the heading opens the title and is not part of it. */
const HEADING_FOR = '(?:\\s(?:FOR|For)(?=\\s[A-Z0-9]))?';
export const INLINE_TYPE_HEADING = new RegExp(`\\b(?:${INVITATION_HEADING}|${REQUEST_HEADING}|${NOTICE_HEADING})${HEADING_ABBREVIATION}${HEADING_FOR}\\s(?=[A-Z0-9])`, 'g');

/**
 * A title in title case that a scrape glued to the notice's first sentence ("Elm Road Milling and Overlay Replacement
 * The City of Birch is accepting bids ..."): a run of capitalised words right before "The City of", "The Town of", ...
 * Case-sensitive. Read only in the opening characters; the run must end in a noun of what is procured.
 */
export const GLUED_HEADING_TITLE = /^([A-Z0-9][\w&'’/-]*(?:\s(?:(?:and|of|&|the|for|to|at|on|in)\s)?[A-Z0-9][\w&'’/-]*){1,12})\s(?=The\s(?:City|Town|County|Village|Borough|Township|Board|State|Department|District|Parish)\b)/;

/** Letter-spaced print read by OCR as single letters ("P A R K IN G LOT"): no title can be read from it. */
export const LETTER_SPACED = /(?:^|\s)[A-Za-z](?:\s[A-Za-z]){2,}(?=\s|$)/;

/** Where a run-in heading title ends: the first words of the notice's prose or its first label. */
// A label in capitals run into a title in capitals ("... NEW MIDDLE SCHOOL DATE: July 14") is one of the words a label ends with.
const CAPS_LABEL_END = '(?:DATE|TIME|DEADLINE|LOCATION|DUE|ISSUED|PLACE|OWNER|CONTACT|NUMBER)\\s?:';
export const INLINE_TITLE_END = new RegExp(`\\s(?:NOTICE\\sIS|Notice\\sis|The\\s|THE\\s(?:[A-Z]+\\s){0,4}(?:WILL|SHALL|IS)\\b|Sealed\\s|SEALED\\s|Bids\\s|BIDS\\s|Proposals\\s|PROPOSALS\\s|Pursuant\\s|${CAPS_LABEL_END}|[A-Z](?:[a-z][A-Za-z ]{0,19}|[A-Z]*)\\s?:)`);

/** Who may bid, after "from": see OFFEROR_WORDS. Case-insensitive words in a case-sensitive pattern. */
const FROM_OFFERORS = OFFEROR_WORDS.map((w) => `[${w[0]}${w[0].toUpperCase()}]${escapeRegExp(w.slice(1))}`).join('|');
/**
 * A stage of the work after a comma ("Waterline Replacement Project, Phase 2", "..., Part B"): the title goes on.
 * Case-sensitive: the stage word is capitalised.
 */
export const STAGE_ON = '\\s(?:Phase|PHASE|Part|PART|Stage|STAGE|Schedule|SCHEDULE|Unit|UNIT)\\s(?:[IVX]+|\\d{1,2}|[A-Z])\\b';

/** A reference to the solicitation's documents ("... Services in the Invitations to Bid for all counties"). */
const IN_THE_DOCUMENTS = 'in\\s(?:the|this|these)\\s(?:[Ii]nvitations?\\s(?:to|for)\\s[Bb]ids?|[Rr]equests?\\sfor|[Bb]id\\s[Dd]ocuments|[Cc]ontract\\s[Dd]ocuments|RFP|RFQ|ITB|IFB)\\b';
/** A quotation mark ends a title, except around a short label inside it ("on ROADS “A” - “D”"). */
const QUOTE_STOP = '(?<!["“][A-Z0-9]{1,3})["“”](?![A-Z0-9]{1,3}["”])';
// "the erection of a school house at Elmton, Mont.": the state after a place's comma is the place's.
const STATE_AFTER_PLACE = `\\s(?:${ABBREVIATED_STATE_SOURCE}|${STATE_NAME_SOURCE})(?=[\\s,.;]|$)`;
// "the 2032 Street Maintenance Program (Mill and Overlay).": a capitalised aside of words closing the phrase is the
// name's (one holding a number, "(Bid # LB05210)", is a reference).
// The season or year procured for, in lower case after a capitalised name ("Food Service Produce for the 2027 school year").
export const SEASON_TAIL = '\\s(?:for\\s)?(?:the\\s)?(?:(?:FY\\s?)?\\d{4}(?:[-–/]\\d{2,4})?\\s)?(?:calendar|school|fiscal|winter|summer|construction|budget)\\s(?:year|season)\\b';
// (Or the noun after the name: "the CR 118 BRIDGE REPLACEMENT (Mill Creek Road) project".)
export const NAMED_ASIDE = `[A-Z][A-Za-z &'’/-]{0,40}\\)(?=[.,;]|\\s*$|\\s(?:project|PROJECT)\\b|${SEASON_TAIL})`;
/**
 * Where a prose title ends ("... as described below", "... will be received", "..., find specifications").
 * A comma inside a number ("1,500 yards") or before a place's state, a count in parentheses ("(0-1) 2031 Chip
 * Spreader", "(3.6) miles") and a capitalised aside closing the phrase do not end it.
 */
// "150 tons, more or less, of lump coal": an aside of quantity goes on with the title; "the Jo Roe et al. road": "al." ends no sentence.
const QUANTITY_ASIDE = '(?:more\\sor\\sless|approximately|estimated),';
// "ending June 30, 2031": a date's year after its day.
const YEAR_OF_DATE = '\\s(?:1[6-9]|20)\\d{2}\\b(?<=\\b\\d{1,2},\\s\\d{4})';
const PUNCTUATION_STOP = `,(?!\\d{3}\\b|${STAGE_ON}|${STATE_AFTER_PLACE}|\\s${QUANTITY_ASIDE}|${YEAR_OF_DATE})(?<!\\s${QUANTITY_ASIDE})|[;:]|\\((?!\\d{1,3}(?:[-.]\\d{1,3})?\\)|${NAMED_ASIDE})|(?<!\\b(?:No|St|Mt|Ft|Co|Inc|Jr|Sr|et\\sal|[A-Z]))\\.(?=\\s|$)|\\n\\s*\\n|${QUOTE_STOP}`;
const VERB_STOP = 'until|will|shall|must|may|is|are|was|to\\sbe|be';
const REFERENCE_STOP = `as\\s(?:described|specified|shown|listed|set\\sforth|more\\sfully|per)|in\\saccordance|${IN_THE_DOCUMENTS}|according|per\\s|including|from\\s(?:(?:all|any)\\s)?(?:${FROM_OFFERORS})\\b`;
// "by the" ends a title before a deadline or the receiving office, not after a participle ("roads maintained by the Town").
const CLAUSE_STOP = 'which|that|who|being|located|no\\slater|not\\slater|on\\sor\\sbefore|(?<![a-z]{2}ed\\s)by\\s(?:the|\\d)|at\\s(?:the|their|its|\\d|any)';
// "for winter maintenance from November 1, 2031 to ...": the term after "from" a date is not part of the title. "Between"
// the hours of receipt ends it, not the places a work runs between ("a bridge between sections 10 and 11").
const RECEIPT_STOP = 'received|opened|between(?=\\s(?:the\\s)?(?:hours|dates|\\d{1,2}(?::\\d{2})?\\s?(?:[ap]\\.?\\s?m|o[\'’]clock))|\\snow\\b)|during|with\\s(?:the\\s)?(?:following|specifications)|find|pursuant|under|through|within|from\\s(?=[A-Z][a-z]{2,8}\\.?\\s\\d|\\d{1,2}\\/)';
const FOR_LISTED = '\\sfor\\s(?:the\\s)?(?:\\w+\\s){0,2}(?:listed|described|herein|identified|below|above)\\b';
// "a sanitary sewer system for said city": the body the notice named, no part of the work's name.
const FOR_SAID = '\\sfor\\s(?:the\\s)?said\\s(?:city|town(?:ship)?|village|county|parish|district|board)\\b';
// "the 2027 Road Improvement Program - Contract No. 2027-03": the number after a dash is no part of the name.
export const NUMBER_AFTER_DASH = '\\s[-\u2013\u2014]\\s(?:contract|bid|project|job|proposal|Contract|Bid|Project|Job|Proposal|CONTRACT|BID|PROJECT|JOB)\\s(?:No\\b\\.?|NO\\b\\.?|no\\b\\.?|Number|#)';
const WORD_STOPS = `\\s(?:${VERB_STOP}|${REFERENCE_STOP}|${CLAUSE_STOP}|${RECEIPT_STOP})\\b|${FOR_LISTED}|${FOR_SAID}|${NUMBER_AFTER_DASH}`;
export const TITLE_STOP = new RegExp(`${PUNCTUATION_STOP}|${WORD_STOPS}`);
/** The words of prose that end a title (TITLE_STOP without its punctuation), read in a lower-cased phrase printed in capitals. */
export const TITLE_WORD_STOP = new RegExp(WORD_STOPS);

/**
 * A line that opens a new sentence ("...for the Winter Season\nSuch sealed bids must be filed"): a title set on its own
 * line ends with the line. The line opens with a word that starts sentences, not names (a narrow column may break
 * "the Elm\nStreet bridge will be received" anywhere), a few words in lower case, then a verb.
 */
export const NEXT_SENTENCE_LINE = new RegExp(`\\n[ \\t]*(?:${wordAlternation(SENTENCE_OPENERS)})(?:\\s[a-z]+){0,3}\\s(?:must|will|shall|are|is|may|can)\\b`);

/**
 * A reference to the documents closing a heading's title ("JANITORIAL SERVICES AS PER SPECIFICATIONS",
 * "Road Salt per Specifications"): not part of the title. Case-insensitive, to the end of the title.
 */
export const HEADING_REFERENCE_TAIL = /\s(?:as\s(?:per|described\sin|specified\sin|shown\sin|listed\sin)|per|according\sto|in\saccordance\swith)\s(?:the\s)?(?:attached\s|enclosed\s)?(?:plans\s(?:and|&)\s)?specifications?$/i;

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
/** The same list in capitals: ", AGGREGATE AND ROAD MATERIALS". */
export const CAPS_LIST_ON = /^,\s(?:[A-Z0-9][A-Z0-9-]*\s){0,3}?[A-Z0-9][A-Z0-9-]*(?:,\s(?:[A-Z0-9][A-Z0-9-]*\s){0,3}?[A-Z0-9][A-Z0-9-]*)*,?\s(?:AND|OR)\s/;

/**
 * More prose titles that name nothing: a set of projects ("the various projects"), a duration ("a period of not to
 * exceed five days"), the ground a body rejects bids on ("reserves the right to reject any or all bids for just cause").
 */
export const NAMELESS_TITLE = /^(?:the\s)?(?:various|multiple|other|individual)\s(?:projects?|items?|contracts?|bids?)\b|^(?:a\s)?(?:period|term)\sof\b|^(?:just|good|any)\s(?:cause|reason)\b/i;

/** Prose titles that name nothing ("bids for the following projects", "proposals for same"). */
// "all" refers back only before a class of things ("all labor and materials"); "all bridges to be built in 1916" names the work.
const REFERRING_ALL = 'all(?=\\s(?:the\\s)?(?:labor|work|materials?|equipment|items?|services?|supplies|necessary|required|such|said|bids|proposals|of)\\b)';
const REFERRING_WORDS = `following|same|above|below|this|these|said|such|any|${REFERRING_ALL}|each|furnishing|basis|services\\sdescribed|work\\sdescribed|items?\\slisted`;
const NUMBER_ONLY = '^(?:bid|rfp|rfq|itb|ifb|contract|project|solicitation)\\s?(?:no\\b|#|number)';
/** "the purchase of said equipment": the kind of work may come first, then the word that points elsewhere. */
const WORK_OF_REFERRED = '(?:(?:purchase|furnishing|supply|construction|sale)\\sof\\s(?:the\\s)?)?';
/** A generic noun alone ("project", "the work"): it names no project. */
const LONE_GENERIC = '^(?:the\\s)?(?:project|work|contract|bid|services?|items?)$';
/**
 * Goods named only by their class, as a pair or after "the" ("the materials or supplies", "the equipment"): they
 * likely refer back to goods named elsewhere, so they are the title only when nothing else names any.
 */
const GOODS = '(?:materials?|supplies|equipment|goods|products|services?|items?)';
export const CLASS_ONLY_TITLE = new RegExp(`^(?:the\\s)?${GOODS}\\s(?:or|and|and\\/or)\\s${GOODS}$|^the\\s${GOODS}$`, 'i');
export const GENERIC_TITLE = new RegExp(`^(?:the\\s)?${WORK_OF_REFERRED}(?:${REFERRING_WORDS})\\b|\\bthe\\sfollowing\\b|${NUMBER_ONLY}|${LONE_GENERIC}`, 'i');

/** Marking instructions that quote the title ("marked “Gravel Bid”"). */
export const MARKING_QUOTED = /\b(?:marked|labeled|labelled|designated|titled|entitled|identified|inscribed)\b[^"“\n]{0,80}?["“]([^"”\n]{2,150}?)["”]/gi;

/** Marking instructions followed by the text on its own line ("on the outside of a sealed envelope:"). */
export const MARKING_LINE = /(?:outside\sof\s(?:the\s|a\s|each\s)?(?:sealed\s)?(?:envelope|package|container)|(?:marked|labeled|labelled)(?:\sas\sfollows)?)\s?:\s*\n+/gi;

/** A solicitation prefix on a marking ("BID – 2031 Crack Sealing", "SOQ - Tank No. 2", "ITB 2031-08 Transit Vans"). */
export const MARKING_PREFIX = /^(?:(?:sealed\s)?(?:bid|proposal|quote|quotation|rfp|rfq|itb|ifb|soq|request\sfor\s(?:proposals?|quotations?|bids?))\b(?:\s?(?:no\.?|#)?\s?[A-Z0-9-]*\d[A-Z0-9-]*)?\s?[-–—:]?\s)/i;

/** A body named at the end of a marking ("... – City of Brookfield"). */
export const MARKING_AGENCY_SUFFIX = /\s[-–—]\s(?:the\s)?(?:(?:City|Town|County|Village|Borough|Township|State)\sof\s.+|.+\b(?:County|City|Town|District|Authority|Department))$/i;

/** A line ending in this introduces the items bid ("for the following:", "for the purchase of:"). */
// A time's colon ("until 10:00 a.m.") may stand between "the following" and the colon that opens the list (not a period).
export const ITEMS_FOLLOW = /(?:\bthe\sfollowing\b(?!\s(?:address|office|location))(?:[^\n:]{0,200}?[:.]|(?:[^\n:]|:(?=\d\d)){0,200}?:)|\s(?:of|for)(?:\sthe)?\s?:)[ \t]*\n/gi;

/** The same, with the first item on the colon's line ("for the following: WATER LINE AIR GAP", "to wit: quarry stone", "for the purchase of: Fuel", "for the following work: Grading ..."). */
export const ITEMS_FOLLOW_INLINE = /(?:\bthe\sfollowing(?:\s(?:work|project|improvements?))?(?:,?\sto\swit)?|\bto\swit|\bas\sfollows|\sfor|\s(?:purchase|furnishing|supply|delivery)\sof)\s?:[ \t]+(?=\S)/gi;

/** A line that opens the notice's prose, though printed like a heading ("NOTICE IS HEREBY GIVEN THAT SEALED BIDS FOR THE"). */
/** Prose opens a notice: "Notice is hereby given", "Public notice is hereby given", "Legal notice hereby". */
export const PROSE_OPENING = /^(?:(?:public|legal)\s)?notice\s(?:is\s)?hereby\b/i;

/**
 * The work bid on, named by its kind in prose: "for the construction of a
 * school building", "for the erection of two buildings". The title starts at the kind.
 */
// Two kinds of work may share the object: "for the erection and completion of a two room addition"; a road's work
// may be measured before it: "for grading and graveling two miles of the Elm road".
const WORK_MEASURE = '(?:\\s(?:[a-z]+|\\d[\\d.,]*)\\s(?:miles?|feet|yards|rods|blocks))?';
export const WORK_OF = new RegExp(`\\bfor\\s(?:the\\s)?(?=(?:${wordAlternation(WORK_KIND_WORDS)}|construc\\s?tion)(?:\\s(?:and|&)\\s[a-z]{4,})?${WORK_MEASURE}\\s(?:of|on|to|at)\\s)`, 'gi');

/** The work named by its verb: "will receive bids ... in order to construct two pavilions". */
export const WORK_TO_DO = /\bin\sorder\sto\s(?=(?:construct|build|erect|install|replace|repair|renovate|rehabilitate|purchase|furnish|remove|demolish|pave|resurface)\s)/gi;

/** A list of the work that "include(s), but (are) not limited to:" introduces. */
export const INCLUDED_WORK = /\binclude[sd]?,?\sbut\s(?:are\s|is\s)?not\slimited\sto\s?:\s*/gi;

/** Contracts counted before what they provide ("seven regional contracts to provide Debris Removal Services"): what is provided is the title. */
export const CONTRACTS_TO_PROVIDE = /^(?:[a-z-]+\s){0,3}contracts?\sto\s(?:provide|furnish|supply|perform)\s/i;

/** A prose title opened by a verb of supply ("furnishing lawn mowing services for Elm Park"): what is supplied is the title. */
// "the furnishing of 150 tons of lump coal": an amount may open what is supplied.
export const SUPPLY_LEAD = /^(?:furnishing|supplying|providing|delivering)\s(?:(?:and\/or|and|&)\s[a-z]+ing\s)?(?:of\s)?(?=(?!(?:all|the|said|any|same|such|and|or|of)\b)[a-z\d])/i;

/** What is supplied, after a verb of supply: "for furnishing and/or placing road gravel" gives "road gravel", "for furnishing 150 tons of coal" its amount too. */
// "for furnishing the county with 300 barrels of cement": what the body is furnished with.
// "for furnishing and delivering 2,000 cubic yards of gravel": both verbs of supply go.
const SECOND_SUPPLY_VERB = '(?:(?:and\\/or|and|&)\\s[a-z]+ing\\s|and\\/or\\s[a-z]+\\s)';
const BODY_FURNISHED = '(?:the|said)\\s(?:county|city|town|village|district|board|state|school)\\swith\\s';
// "for the furnishing of 200 tons of coal": the same after the article, "of" before what is supplied. "for furnishing the
// lumber and piling for ...": what is supplied may have its article (not "the following", "the necessary labor").
export const WORK_SUPPLIED = new RegExp(
  `\\bfor\\s(?:(?:furnishing|supplying|providing|delivering)\\s(?:${SECOND_SUPPLY_VERB}|${BODY_FURNISHED})?|the\\s(?:furnishing|supplying|delivering)\\sof\\s)(?:the\\s(?!(?:following|necessary|same|labor|materials|said)\\b))?(?=(?!all\\b|the\\b|said\\b|and\\b)[a-z0-9])`,
  'gi',
);
