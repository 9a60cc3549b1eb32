/**
 * Cue phrases of probate notices (notices to creditors, petitions to
 * administer, surrogate's citations), by the slot they announce. Rows are
 * [pattern source, example]; patterns are matched case-insensitively on the
 * normalized text unless a comment says otherwise. The pipeline reads what
 * follows or precedes a cue; the rows hold no logic.
 */
import type { CueRow } from '../shared/cues.js';

/**
 * A word as OCR'd columns may print it: split by a line break (or the space
 * a scraper left for one) at any point, "grant\ned", "Coun ty". Linear: each
 * gap is optional and one character wide.
 */
export function lineSplit(word: string): string {
  return [...word].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\n ]?');
}

// ---------------------------------------------------------------- decedent

/**
 * Phrases after which the decedent's name is printed. Tier 0 rows name the
 * estate itself; tier 1 rows are weaker (a will, "the decedent, X,") and are
 * read only when no tier 0 row gives a name.
 */
export const DECEDENT_CUES: ReadonlyArray<readonly [pattern: string, tier: 0 | 1, example: string]> = [
  ['(?:in\\sthe\\smatter\\sof\\s(?:the\\s)?|in\\sre:?\\s(?:the\\s)?|re:\\s)?estate\\sof\\b:?', 0, 'In the Matter of the Estate of: JOHN A. DOE, Deceased'],
  ['(?:^|\\n)[ \\t]{0,4}estate\\s?:', 0, 'Estate: DOE, JOHN A.'],
  ['(?:^|\\n)[ \\t]{0,4}(?:name\\sof\\s)?(?:decedent|deceased)\\s?:', 0, 'Decedent: John A. Doe'],
  ['(?:probate\\sproceeding,?\\s)?(?:last\\s)?will\\s(?:and\\stestament\\s)?of', 1, 'PROBATE PROCEEDING, Will of JOHN A. DOE'],
  ['\\bthe\\sdecedent,', 1, 'The decedent, John A. Doe, died January 2, 2025'],
  // A trust's notice names the settlor who died: "NOTICE IS GIVEN that JANE DOE died on May 1, 2025".
  ['\\bthat\\s(?=[A-Z][^;\\n]{3,60}?\\s(?:died|passed\\saway)\\b)', 1, 'NOTICE IS HEREBY GIVEN that JANE Q. DOE died on January 30, 2025'],
  ['\\b(?:guardianship|conservatorship)(?:\\s(?:of|and)\\s(?:a\\s)?(?:guardianship|conservatorship))?\\s(?:of|for)\\b:?', 1, 'In the Matter of the Conservatorship of JOHN A. DOE, An Adult/Now Deceased'],
  ['(?:^|\\n)[ \\t]{0,4}in\\sthe\\smatter\\sof\\b:?', 1, 'IN THE MATTER OF JOHN A. DOE, DECEASED'],
];

/**
 * Where the decedent's name ends: a role or status word, a residence, a case
 * label. Applied to the text right after a decedent cue (one line, unless the
 * next line opens with an alias marker).
 */
export const DECEDENT_END: readonly CueRow[] = [
  [',?\\s{0,2}\\(?\\b(?:deceased|decedent|dec\'d)\\b', 'JOHN A. DOE, Deceased'],
  [',?\\s{0,2}\\ban?\\s(?:adult|minor|incapacitated|protected)\\b', 'JOHN A. DOE An Adult deceased'],
  // OCR reads the l of "late" as I, 1 or H.
  [',?\\s{0,2}\\b(?:[lI1H]ate|lately)\\s(?:of|domiciled|a\\sresident|resident)\\b', 'John A. Doe, late of Salem; Jane Roe Hate of Delaware County'],
  [',?\\s{0,2}\\bwho\\s(?:died|departed|was|at|is|resided|lived)\\b', 'John A. Doe, who died 10/2/24'],
  [',?\\s{0,2}\\bwhose\\b', 'John A. Doe, whose date of death was'],
  [',?\\s{0,2}\\b(?:date\\sof\\s(?:birth|death)|born|died|d\\.o\\.d)\\b', 'John A. Doe. Date of birth: 06/11/1938'],
  [',?\\s{0,2}\\b(?:docket|case|file|cause|estate|probate|index)\\s?(?:no\\b|number|#)', 'JOHN A. DOE, Docket No. 12345-6'],
  [',?\\s{0,2}\\b(?:relating|admitting|granting|if\\sliving|to\\stheir|and\\sto)\\b', 'JOHN A. DOE, relating to'],
  ['\\s(?:were|was|has|have|had|is|are|in\\sthe|pending|filed|issued|to|by|for|(?<!known\\s|called\\s)as)\\s', 'Estate of John A. Doe were issued'],
  // A parenthesised word inside the name is a maiden or known-as name ("JANET E. (SHIRA) ROE").
  ['[;\\[]|\\((?![A-Z][A-Za-z\'.-]{1,20}\\)\\s[A-Z])', 'ESTATE OF John A. Doe (Deceased)'],
  ['[,\\s]\\s?(?:adult|minor|settlor)\\b', 'Estate of John A. Doe  Adult (a scraper dropped the comma and article)'],
  ['\\sand\\sthe\\s', 'Estate of John A. Doe and The Doe Family Trust'],
  [',\\s(?:notice|all|take|you|the|this|pursuant|letters|whereas|having|and)\\b', 'the estate of JOHN A. DOE, Notice is given that'],
  ['\\s_{2,}', 'JOHN A. DOE ____'],
];

/** Alias markers inside a decedent's name segment ("a/k/a", "also known as", "a k a" where a scraper dropped the slashes). */
export const ALIAS_MARKERS: readonly CueRow[] = [
  ['\\ba\\/k\\/a\\b', 'JOHN A. DOE a/k/a JACK DOE'],
  ['\\ba\\.k\\.a\\.?', 'JOHN A. DOE a.k.a. JACK DOE'],
  ['\\baka\\b', 'JOHN A. DOE, AKA JACK DOE'],
  ['\\ba\\sk\\sa\\b', 'John A. Doe a k a Jack Doe'],
  ['\\bf\\/k\\/a\\b|\\bfka\\b|\\bf\\.k\\.a\\.?', 'JANE DOE f/k/a JANE ROE'],
  ['\\bn\\/k\\/a\\b|\\bnka\\b', 'JANE ROE n/k/a JANE DOE'],
  ['\\b(?:also|formerly|now)\\s(?:known|called)\\sas\\b', 'JOHN A. DOE, also known as JACK DOE'],
];

/** Line-start estate headings that open one estate of a combined notice. */
export const ESTATE_HEADING: readonly CueRow[] = [
  ['(?:^|\\n)[ \\t]{0,4}(?:in\\sre:?\\s|re:\\s)?(?:the\\s)?estate\\sof\\b:?', 'ESTATE OF JOHN A. DOE, Docket No. 12345-6;'],
  ['(?:^|\\n)[ \\t]{0,4}estate\\s?:', 'Estate: DOE, JOHN A.'],
  ['(?:^|\\n)[ \\t]{0,4}in\\sthe\\smatter\\sof\\sthe\\sestate\\sof\\b:?', 'In the Matter of the Estate of JOHN A. DOE'],
];

// ---------------------------------------------------------------- case number

/** Labels before the probate case / file number; the value reader takes what follows. */
export const CASE_LABELS: readonly CueRow[] = [
  ['(?:court\\s)?file\\s(?:no\\b\\.?|number|#)', 'File No. 25-CP-001234'],
  ['(?:civil\\s|probate\\s)?case\\s(?:no\\b\\.?|number|#)(?:\\sand\\sjudge)?', 'CASE NO. and JUDGE: 25-123456-DE'],
  ['docket\\s(?:no\\b\\.?|number|#)', 'Docket No. 12345-6'],
  ['cause\\s(?:no\\b\\.?|number|#)', 'Cause No. C-1-PB-25-001234'],
  ['estate\\s(?:no\\b\\.?|number|#)', 'ESTATE NO. 25ES001234'],
  ['probate\\s(?:no\\b\\.?|number|#)', 'Probate No. 2025-0113'],
  ['index\\s(?:no\\b\\.?|number|#)', 'Index No. 2025-0413'],
  ['(?:^|\\n)[ \\t]{0,4}no\\b\\.?', 'NO. PB 2019-012345'],
  ['(?<=\\b(?:deceased|decedent|adult|minor)[.,]?\\s{1,3})no\\b\\.?', 'RONALD E. BAKER, Deceased. NO. 25-4-00321-1'],
];
/** A number in parentheses closing an estate heading line (Connecticut style). */
export const CAPTION_CASE_NUMBER = /\((\d{2,4}-\d{3,7}[A-Z]?)\)/;

// ---------------------------------------------------------------- court

/**
 * Court grammar, matched case-sensitively with keywords in any of lower,
 * Title or UPPER case (pipeline `kw`). A court is a head ("Superior Court",
 * "Court of Probate") followed by qualifiers ("of Arizona", "Maricopa County",
 * "Probate Division"). Rows: [kind, pattern with {KW} tokens, example].
 */
export const COURT_TYPES = [
  'superior', 'circuit', 'chancery', 'probate', 'district', 'county', "surrogate's", 'surrogates', "orphans'",
  'orphans', 'family', 'municipal', 'justice', 'statutory probate', 'common pleas', 'probate and family',
] as const;
/**
 * Court names as printed and as read (the grammar in readers.ts): a caption
 * keeps its qualifier lines, running text its qualifiers up to the prose.
 */
export const COURT_EXAMPLES: ReadonlyArray<readonly [printed: string, court: string]> = [
  ['IN THE CIRCUIT COURT FOR SARASOTA COUNTY, FLORIDA\nPROBATE DIVISION\nFile No. 25-1', 'CIRCUIT COURT FOR SARASOTA COUNTY, FLORIDA PROBATE DIVISION'],
  ['IN THE CIRCUIT COURT OF THE SIXTH JUDICIAL CIRCUIT\nIN AND FOR PASCO COUNTY, FLORIDA\nPROBATE DIVISION\nIN RE:', 'CIRCUIT COURT OF THE SIXTH JUDICIAL CIRCUIT IN AND FOR PASCO COUNTY, FLORIDA PROBATE DIVISION'],
  ['IN THE SUPERIOR COURT OF THE STATE OF ARIZONA IN AND FOR THE COUNTY OF COCHISE\nIn the Matter of', 'SUPERIOR COURT OF THE STATE OF ARIZONA IN AND FOR THE COUNTY OF COCHISE'],
  ['ARIZONA SUPERIOR COURT\nPINAL COUNTY\nNOTICE TO CREDITORS', 'ARIZONA SUPERIOR COURT PINAL COUNTY'],
  ["SURROGATE'S COURT - ULSTER COUNTY\nCITATION", "SURROGATE'S COURT - ULSTER COUNTY"],
  ["SURROGATE'S COURT, DUTCHESS COUNTY SUPPLEMENTAL CITATION", "SURROGATE'S COURT, DUTCHESS COUNTY"],
  ['STATE OF MICHIGAN\nPROBATE COURT\nCOUNTY OF INGHAM\nNOTICE TO CREDITORS', 'PROBATE COURT COUNTY OF INGHAM'],
  ['IN THE CHANCERY COURT OF MAURY COUNTY,\n\nTENNESSEE AT COLUMBIA\nPROBATE DIVISION\nCase No. 9', 'CHANCERY COURT OF MAURY COUNTY, TENNESSEE AT COLUMBIA PROBATE DIVISION'],
  ['IN THE EIGHTH JUDICIAL DISTRICT COURT\nCLARK COUNTY, NEVADA\nIn the Matter', 'EIGHTH JUDICIAL DISTRICT COURT CLARK COUNTY, NEVADA'],
  ['present them to the Personal Representative or to the District Court of Weld County, Colorado on or before', 'District Court of Weld County, Colorado'],
  ['has been filed in the Superior Court of California, County of Kern. THE PETITION', 'Superior Court of California, County of Kern'],
  ['pending in the County Court at Law No. 3 of Bell County, Texas, to: Jane Doe', 'County Court at Law No. 3 of Bell County, Texas'],
  ['Judge of the Court of Probate, Lower Valley Probate District, by decree', 'Court of Probate, Lower Valley Probate District'],
  ['with the Probate Court of Aiken County, the address of which is', 'Probate Court of Aiken County'],
  ['Supreme Court Reg. No. 0098765', ''],
  ['NOTICE TO CREDITORS OF INFORMAL PROBATE OF WILL SUPERIOR COURT OF ARIZONA MARICOPA COUNTY Case No. PB2025-1', 'SUPERIOR COURT OF ARIZONA MARICOPA COUNTY'],
  ["SURROGATE'S COURT ? SCHOHARIE COUNTY\nCITATION", "SURROGATE'S COURT ? SCHOHARIE COUNTY"],
  ['In the Superior Court of the State of\nWashington, in and for King\nCounty.\nIn the Matter', 'Superior Court of the State of Washington, in and for King County'],
  ["has obtained from the Orphans'\nCourt of Carroll county, Md., letters", "Orphans' Court of Carroll county, Md."],
  ['In the Probate Court in and for said\ncounty.\nIn the matter of', 'Probate Court in and for said county'],
];
/** Keywords that cannot be part of a place name inside a court name. */
export const COURT_NAME_STOP = [
  'in', 'and', 'for', 'the', 'of', 'at', 'to', 'on', 'county', 'state', 'notice', 'case', 'file', 'docket', 'estate',
  'division', 'department', 'citation', 're', 'no', 'court', 'probate', 'judicial', 'district', 'circuit', 'city',
  'parish', 'holden', 'within', 'matter', 'supplemental', 'legal', 'by', 'as', 'is', 'said',
  // Heading words a scraper runs into the caption ("... INFORMAL PROBATE OF WILL SUPERIOR COURT OF ARIZONA").
  'will', 'creditors', 'representative', 'representatives', 'publication', 'appointment', 'petition', 'heirs',
] as const;

// ---------------------------------------------------------------- dates

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
export const RULE_START = /\bwithin\s(?=\S)/gi;
export const RULE_START_LATE = /\b(?:on\sor\sbefore|no\slater\sthan|not\slater\sthan)\s(?=the\s(?:earlier|later|latter)\b|(?:\d{1,3}|[a-z]+)(?:\s\(\d{1,3}\))?\s(?:months?|days?|years?)\b)/gi;
/** Where a printed claim rule ends (the rule text stops before the match). */
export const RULE_END: readonly CueRow[] = [
  ['\\.(?=\\s|$)', '... of this notice. Dated'],
  [',?\\s(?:or|otherwise)[,\\s]{1,3}(?:the|their|such|all|said)\\s(?:claims?|persons|creditors)', '... of this notice, or the claims may be barred'],
  [',?\\s(?:or\\s)?(?:will|shall)\\s(?:be\\s)?(?:forever\\s)?barred(?!\\sunless)', '... or will be forever barred'],
  [',?\\s(?:or\\s)?be\\sforever\\sbarred', ', or be forever barred'],
  [',?\\s(?:and\\s)?if\\s(?:their|such|the|any|said)\\s(?:claims?|demands?)', ', and if their demands are not thus exhibited'],
  [',?\\s(?:or\\s)?(?:they|such\\s(?:claims?|persons))\\s(?:will|shall|may)\\s', ', or they will be forever barred; or they may be precluded from any benefit'],
  ['\\n\\s*\\n', ''],
  [':\\s*\\n', 'otherwise their claims will be forever barred:\\n(1)(A)'],
];
/** Words before a printed deadline date. */
export const DEADLINE_DATE_BEFORE: readonly CueRow[] = [
  ['on\\sor\\sbefore', 'on or before August 19, 2025'],
  ['(?:on\\sor\\sbefore\\sthe\\sfollowing\\s)?presentment\\sdate\\s?:', 'on or before the following presentment date: June 21, 2024'],
  ['(?:no|not)\\slater\\sthan', 'no later than August 19, 2025'],
  ['\\bby', 'must be presented by August 19, 2025'],
];

// ---------------------------------------------------------------- personal representatives

/** Role words of a personal representative (after a name: "X, Executrix"; "X - Co-Admin/CTA"). */
export const PR_ROLE =
  '\\b(?:as\\s)?(?:the\\s)?(?:duly\\sappointed\\s)?(?:independent\\s|successor\\s|special\\s|temporary\\s|ancillary\\s)?(?:\\bco-? ?)?' +
  '(?:personal\\srepresentatives?|executors?|executrix|executrices|administrat(?:or|rix|ors|rices)|admin(?=\\/|\\b)|fiduciar(?:y|ies)|petitioners?|trustees?)' +
  '(?:\\sad\\slitem|\\s?\\/\\s?c\\.?t\\.?a\\.?|\\sc\\.t\\.a\\.|\\swith\\sthe\\swill\\sannexed)?\\b';

/** Labels followed by the representatives' names (and often their addresses). */
export const PR_LABELS: readonly CueRow[] = [
  [`(?:co-?)?personal\\srepresentatives?(?:\\(s\\))?\\s?:`, 'Personal Representative: Jane Doe, 12 Elm St, Salem, OR 97301'],
  ['(?:independent\\s)?(?:co-?)?(?:executors?|executrix|executrices|administrat(?:or|rix|ors))(?:\\(s\\))?\\s?:', 'Executor: Jane Doe'],
  ['(?:the\\s)?fiduciar(?:y\\sis|ies\\sare)\\s?:?', 'The fiduciary is:\\nJane Doe'],
  ['petitioners?(?:\\(s\\))?(?:\\sin\\spro\\sper)?\\s?:', 'Petitioner in pro per:\\nJane Doe'],
  ['(?:the\\s)?(?:co-?)?personal\\srepresentatives?\'?s?\'?\\s(?:business\\s|mailing\\s)?(?:name\\sand\\s)?address(?:es)?\\s(?:is|are)\\s?:', "The personal representative's business address is: Jane Doe, 812 Oak Ave., Kirkwood, MO 63122"],
];

/** Verbs after a representative's name ("X has been appointed"). */
export const PR_VERB_AFTER: readonly CueRow[] = [
  ['(?:has|have)\\sbeen(?:\\s[^.\\n]{1,30}?)?\\s(?:duly\\s|informally\\s|formally\\s)?appointed', 'Jane Doe has been appointed Personal Representative'],
  ['(?:was|were)(?:,?\\s[^.\\n]{1,40}?,?)?\\s(?:duly\\s|informally\\s|formally\\s)?appointed', 'Jane Doe was, on the 5th day of March, 2025, appointed personal representative'],
  ['(?:has|have)\\s(?:petitioned|applied)', 'Jane Doe has petitioned to be appointed Administrator'],
  ['(?:(?:has|have)\\s)?(?:filed|presented|fil\\w{0,3})\\s(?:a|his|her|hi|their|the)\\spetition', 'JANE DOE filed a petition for Formal Probate'],
  ['having\\s(?:presented|filed)\\s(?:a|the)\\spetition', 'Jane Doe of Salem, Oregon, having presented a Petition'],
  ['(?:is|are)\\s(?:hereby\\s)?appointed', 'Jane Doe is appointed as Personal Representative of this Estate'],
  // A trust's notice to creditors: the trustees stand where an estate's representatives do.
  ['(?:is|are)\\s(?:now\\s)?(?:the\\s)?(?:duly\\s)?(?:appointed\\s)?(?:acting\\s)?(?:successor\\s)?(?:co-?)?trustees?\\b', 'JOHN DOE and JANE DOE are the Successor Co-Trustees of the Doe Trust'],
];

/** Phrases after which the representatives' names are printed. */
export const PR_BEFORE: readonly CueRow[] = [
  ['(?:filed|petitioned|applied)(?:[^.;\\n]|\\n(?!\\n)){0,120}?\\sby\\s', 'A petition having been duly filed by Jane Doe, who is domiciled at'],
  ['letters(?:[^.;]|\\.(?=\\S)|(?<=\\b(?:No|Co|Inc|St|[A-Z]))\\.){0,260}?\\b(?:issued|issue|granted|grant)(?:[^.;]|\\.(?=\\S)|(?<=\\b(?:No|Co|Inc|St|[A-Z]))\\.){0,200}?\\b(?:to|unto):?\\s(?:(?:the\\s)?petitioners?,?\\s)?', 'Letters Testamentary issued September 19, 2024 to: Jane Doe, Executrix'],
  ['letters\\s(?:testamentary|of\\sadministration)\\sto\\s(?:(?:the\\s)?petitioners?,?\\s)?', 'directing issuance of Letters Testamentary to Petitioner, Jane Doe.'],
  ['granting\\sletters[^.;]{0,120}?\\sto\\s', 'granting Letters of Administration upon the estate of the decedent to Jane Doe'],
  ['(?:has|have)\\s(?:informally\\s|formally\\s)?appointed\\s', 'the Registrar has informally appointed Jane Doe, whose address is'],
  ['for\\sthe\\sappointment\\sof\\s', 'for the appointment of Jane Doe, whose address is'],
  ['(?:^|\\n)[ \\t]{0,4}representing\\s?:\\s(?:the\\s)?(?:co-?)?(?:personal\\srepresentatives?|executors?|executrix|administrat\\w{2,5}|petitioners?)[,:]?\\s', 'Representing: Personal Representative JANE DOE'],
  ['\\bundersigned\\s(?:ancillary\\s|successor\\s|special\\s)?(?:co-?)?(?:personal\\srepresentatives?|executors?|executrix|administrat\\w{2,5}|trustees?)[,:]?\\s', 'presented to the undersigned Personal Representative, Jane Doe, at'],
  ['(?:^|\\n|[.:]\\s|\\bthat\\s)(?:the\\s)?(?:co-?)?petitioners?,?\\s(?=[A-Z])', 'NOTICE IS GIVEN that Petitioner JANE DOE has filed a Petition'],
  ['\\brepresents\\s(?=[^.\\n]{3,60}?\\sas\\s(?:the\\s)?(?:co-?)?(?:personal\\srepresentatives?|executors?|executrix|administrat\\w{2,5})\\b)', 'Attorney Jane Roe represents John Doe as the Personal Representative'],
];

/**
 * The notice says its signer is the representative ("the undersigned has been
 * appointed", "issued to the undersigned"): the names signed under it are.
 */
export const UNDERSIGNED_IS_PR = /\bundersigned\s(?:(?:has|have|is|are|was|were)\s(?:been\s)?(?:duly\s|informally\s|formally\s)?appointed|(?:ancillary\s|successor\s|special\s)?(?:co-?)?(?:personal\srepresentatives?|executors?|executrix|administrat\w{2,5}|trustees?)\b)|\b(?:issued|granted)\sto\sthe\sundersigned\b/i;
/** A signature mark before a signer's name: "/s/", "(s)", "s/", "Signed:". */
export const SIGNATURE_MARK = /(?:^|\s)(?:by:?\s?)?(?:\/s\/|\(s\)|s\/|signed\s?:)\s?/gi;
/** Words under a signature that make the signer someone other than a representative. */
export const NOT_PR_SIGNER = /\b(?:attorneys?|esq(?:uire)?|counsel|bar\s(?:no|number|#)|clerk|notary|judge|registrar)\b/i;

/** Public offices and fiduciary companies that act as representatives without a company suffix. */
export const PUBLIC_FIDUCIARY = /\b(?:department|public\s(?:administrator|fiduciary|guardian)|fiduciary\sservices|trust\scompany|veterans)\b/i;

/** Between a name and its address ("X, whose address is 12 Elm St"). */
export const ADDRESS_INTRO = /^[\s,]{0,3}(?:whose\s(?:mailing\s|post\soffice\s)?address\sis|who\sis\sdomiciled\sat|domiciled\sat|having\san\saddress\sof|residing\sat|who\sresides\sat|of)\s{1,2}/i;
/** Confirmation after "X, whose address is ADDR" that X is a representative. */
export const PR_AFTER_ADDRESS = /^[\s,]{0,3}(?:(?:and\s[^\n]{0,120}?)?(?:was|were|has\sbeen|have\sbeen|is|are)\s[^.\n]{0,40}?appointed|as\s(?:the\s)?(?:independent\s|proposed\s)?(?:co-?)?(?:personal\srepresentatives?|executors?|executrix|administrat\w{2,5})|proposed\s(?:executor|executrix|administrat\w{2,5}|personal\srepresentative)|requesting\sthat)/i;

/**
 * Where an address for presenting claims is printed without a name before
 * it: the representatives' address when they print none of their own.
 */
export const CLAIMS_ADDRESS: readonly CueRow[] = [
  ['address\\sfor\\smailing\\sor\\sservice\\s?:?', 'Address for Mailing or Service:\\nc/o Smith Law, 1 Main St, Yakima, WA 98901'],
  ['addressed\\sas\\sfollows\\s?:?', 'Claims may be presented ... addressed as follows: Estate of ... c/o'],
  ['(?:mailing\\s)?address\\sof\\sthe\\s(?:co-?)?personal\\srepresentatives?\\s(?:is|are)', 'The address of the Personal Representative is c/o'],
  ['\\bc\\/o\\b:?', 'c/o Jane Roe, Esq. 1500 West 12th Street'],
  ['(?:^|\\n|\\.\\s)address\\s?:', '... appointed Personal Representative on 4/2/19. Address: 1400 W. 9th Pl. Mesa AZ 85201.'],
  ['to\\sthe\\s(?:named\\s|undersigned\\s)?(?:co-?)?personal\\srepresentatives?\\sat\\s?:?', 'a written statement of the claim to the Personal Representative at 12 Elm St'],
];

// ---------------------------------------------------------------- attorney

/**
 * Labels of the estate's attorney: [pattern, direction, example]. 'after':
 * the name follows ("Attorney for Personal Representative: Jane Roe");
 * 'before': the name precedes ("Jane Roe, Attorney at Law"); 'both': either,
 * tried in that order.
 */
export const ATTORNEY_LABELS: ReadonlyArray<readonly [pattern: string, direction: 'after' | 'before' | 'both', example: string]> = [
  // OCR misreads the f of "for" as t ("attorney tor administrator").
  ['attorneys?\\s(?:for|to|tor)\\s(?:the\\s)?(?:independent\\s)?(?:co-?)?(?:independent\\s)?(?:personal\\srepresentatives?|petitioners?|estate|applicants?|executors?|executrix|administrat\\w{2,5}|fiduciar\\w{1,3}|plaintiff|movant|co-administrators?|co-executors?)(?:\\(s\\))?\\s?:?', 'both', 'Attorney for Personal Representative:\\nJane Roe'],
  ['(?:^|\\n|\\.\\s)[ \\t]{0,4}attorneys?(?:\\sof\\srecord)?\\s?:', 'after', 'Attorney: Jane Roe, 800 S. Gay Street'],
  ['(?:^|\\n)[ \\t]{0,4}(?:prepared\\sand\\ssubmitted|prepared|submitted)\\sby\\s?:', 'after', 'Prepared and submitted by:\\nJane Roe, #19873'],
  ['(?:the\\s)?attorney\\sfor\\sthe\\s(?:co-?)?personal\\srepresentatives?,', 'after', 'or the attorney for the personal representative, Jane Roe.'],
  ['office\\so\\s?f\\s(?:his|her|their|the)\\sattor\\s?ney,', 'after', 'at the office of their attorney, Jane Roe, 300 NE Second Avenue'],
  ['print\\sname\\sof\\sattorney', 'before', 'Jane Roe\\nPrint Name of Attorney'],
  ['(?:whose|his|her|their|its)\\sattorneys?\\s(?:is|are|of\\srecord\\sis)\\s?:?', 'after', 'to John Doe, as Independent Executor, whose attorney is Jane Roe, 55 W. Monroe St.'],
  ['attorney\'?s\\sname[^:\\n]{0,60}:', 'after', "The personal representative's attorney's name, business address and phone number is: Jane Roe, 7700 Forsyth Blvd."],
  ['attorney\\s(?:no\\b\\.?|number|#|i\\.?d\\.?(?:\\sno\\.?)?)', 'before', 'Jane Roe, Attorney No. 12345-49'],
  ['counsel\\sfor\\s(?:the\\s)?(?:co-?)?(?:personal\\srepresentatives?|petitioners?|estate|executors?|executrix|administrat\\w{2,5})\\s?:?', 'both', 'Counsel for the Estate:\\nJane Roe'],
  ['attorneys?\\sat\\slaw', 'before', 'c/o Jane Roe, Attorney at Law'],
  ['att(?:\'?ys?\'?s?|ys)\\.?-?\\s(?:for|at)\\b', 'before', "JANE ROE, Att'y for Admr."],
  [',\\s(?:attorneys?|counsel)(?:\\sat\\slaw)?(?=\\s{0,2}(?:\\n|$))', 'before', 'Roe & Poe, Attorneys\\n400 Main Street'],
];
/** "Esq." after a name marks an attorney where no label does ("c/o Jane Roe, Esq."). */
export const ESQUIRE = /,?\s?Esq(?:uire|\.)?(?![a-z])/g;

/** Official titles: a name followed by one is a court officer, not the attorney or a representative. */
export const OFFICIAL_AFTER = /^[\s,]{0,3}(?:-\s)?(?:chief\s|deputy\s|assistant\s)?(?:clerk|judge|surrogate|registrar|magistrate|court\sadministrator|notary)\b/i;

/** A line that belongs to a signature / contact block (continues an attorney's zone). */
export const CONTACT_LINE: readonly CueRow[] = [
  ['^(?:tel(?:ephone)?|ph(?:one)?|fax|facsimile|e-?mail|primary|secondary|direct|cell|office)\\b', 'Telephone: (352) 555-0100'],
  ['\\b(?:bar|sbn|wsba|osb|reg(?:istration)?\\.?\\sno|license\\sno|atty\\.?\\sreg)\\b', 'Florida Bar No. 0123456'],
  ['^(?:by:?\\s)?(?:\\/s\\/|\\(s\\)|s\\/)', 'By: /s/ Jane Roe'],
  ['^(?:p\\.?\\s?o\\.?\\sbox|post\\soffice\\sbox|suite|ste\\.?)\\b', 'PO Box 1149'],
  ['^\\d', '410 South Main Street, Suite 2'],
  ['^\\(?\\d{3}\\)?[\\s.-]?\\d{3}[\\s.-]\\d{4}', '(308) 555-0100'],
  ['\\b\\d{5}(?:-\\d{4})?$', 'Lincoln, NE 68502'],
  ['@', 'jane@example.com'],
  ['^respectfully\\ssubmitted', 'Respectfully submitted,'],
  ['\\b(?:law|legal|attorneys?|llc|pllc|llp|p\\.?a\\.?|p\\.?c\\.?|l\\.?p\\.?a\\.?|group|firm|associates|office|offices|esq\\.?)\\b', 'ROE & POE, PLLC'],
];
