/**
 * Cue phrases around the personal representatives: their role words,
 * labels, appointment verbs and phrases, signatures, addresses.
 */
import type { CueRow } from '../../shared/cues.js';

/** Role words of a personal representative (after a name: "X, Executrix"; "X - Co-Admin/CTA"). */
export const PR_ROLE =
  '\\b(?:as\\s)?(?:the\\s)?(?:duly\\sappointed\\s)?(?:independent\\s|successor\\s|special\\s|temporary\\s|ancillary\\s|foreign\\s)?(?:\\bco-? ?)?' +
  '(?:personal\\srepresentatives?|executors?|executrix|executrices|administrat(?:or|rix|ors|rices)|admin(?=\\/|\\b)|fiduciar(?:y|ies)(?!\\s(?:supervisor|commissioner))|petitioners?|trustees?)' +
  '(?:\\sad\\slitem|\\s?\\/\\s?c\\.?t\\.?a\\.?|\\sc\\.t\\.a\\.|\\swith\\sthe\\swill\\sannexed)?\\b';

/** Labels followed by the representatives' names (and often their addresses). */
export const PR_LABELS: readonly CueRow[] = [
  [`(?:co-?)?personal\\srepresentatives?(?:\\(s\\))?\\s?:`, 'Personal Representative: Jane Doe, 12 Elm St, Salem, OR 97301'],
  ['(?:independent\\s)?(?:co-?)?(?:executors?|executrix|executrices|administrat(?:or|rix|ors))(?:\\(s\\))?\\s?:', 'Executor: Jane Doe'],
  ['(?:the\\s)?fiduciar(?:y\\sis|ies\\sare)\\s?:?', 'The fiduciary is:\\nJane Doe'],
  ['petitioners?(?:\\(s\\))?(?:\\sin\\spro\\sper)?\\s?:', 'Petitioner in pro per:\\nJane Doe'],
  // Washington's nonprobate notice: the notice agent stands where a representative does.
  ['notice\\sagent\\s?:', 'Notice Agent: Jane Doe\\nAttorney for Notice Agent: Jo Roe'],
  ['(?:the\\s)?(?:co-?)?personal\\srepresentatives?\'?s?\'?\\s(?:business\\s|mailing\\s)?(?:name\\sand\\s)?address(?:es)?\\s(?:is|are)\\s?:', "The personal representative's business address is: Jane Doe, 812 Oak Ave., Kirkwood, MO 63122"],
  // The same label worded the other way round.
  ['(?:the\\s)?names?\\sand\\s(?:business\\s|mailing\\s)?address(?:es)?\\sof\\s(?:the\\s)?(?:co-?)?personal\\srepresentatives?\\s(?:is|are)\\s?:', 'The name and business address of the personal representative is: Jane Doe, 1 Elm Drive, Elmton, MO 65000'],
];

/** Verbs after a representative's name ("X has been appointed"). */
export const PR_VERB_AFTER: readonly CueRow[] = [
  ['(?:has|have)\\sbeen(?:\\s[^.\\n]{1,30}?)?\\s(?:duly\\s|informally\\s|formally\\s)?appointed', 'Jane Doe has been appointed Personal Representative'],
  ['(?:was|were)(?:,?\\s[^.\\n]{1,40}?,?)?\\s(?:duly\\s|informally\\s|formally\\s)?appointed', 'Jane Doe was, on the 5th day of March, 2025, appointed personal representative'],
  ['(?:has|have)\\s(?:petitioned|applied)', 'Jane Doe has petitioned to be appointed Administrator'],
  // The court may be named between ("JANE DOE has filed with the above-named Court a Petition for Formal Probate").
  ['(?:(?:has|have)\\s)?(?:filed|presented|fil\\w{0,3})\\s(?:with\\s(?:the\\s)?[^.\\n]{1,40}?\\s)?(?:a|his|her|hi|their|the)\\spetition', 'JANE DOE filed a petition for Formal Probate; JANE DOE has filed with the above-named Court a Petition for Formal Probate'],
  ['having\\s(?:presented|filed)\\s(?:a|the)\\spetition', 'Jane Doe of Salem, Oregon, having presented a Petition'],
  ['(?:is|are)\\s(?:hereby\\s)?appointed', 'Jane Doe is appointed as Personal Representative of this Estate'],
  // Maine's listing of estates: "Jane Doe, 14 Elm Road, Elmton, ME 04399, appointed Personal Representative."
  ['(?<=,\\s)(?:duly\\s)?appointed\\s(?:as\\s)?(?:the\\s)?(?:co-?)?(?:personal\\srepresentatives?|executors?|executrix|administrat\\w{2,5})\\b', 'Jane Doe, 14 Elm Road, Elmton, ME 04399, appointed Personal Representative.'],
  // A listing's fiduciary with the role after the address, as a sentence of its own or after a comma
  // ("Jane Doe, 14 Elm Road, Elmton, NH 03399. Executor.", "Jane Doe, 14 Elm Road, Elmton, KY 42199, Executrix.").
  ['(?:co-?)?(?:personal\\srepresentatives?|executors?|executrix|administrat\\w{2,5})(?<=\\b\\d{5}(?:-\\d{4})?[.,]\\s(?:co-?)?(?:personal\\srepresentatives?|executors?|executrix|administrat\\w{2,5}))(?=[.,;])', 'Jane Doe, 14 Elm Road, Elmton, NH 03399. Executor.; Jane Doe, 14 Elm Road, Elmton, KY 42199, Executrix.'],
  // A trust's notice to creditors: the trustees stand where an estate's representatives do.
  ['(?:is|are)\\s(?:now\\s)?(?:the\\s)?(?:duly\\s)?(?:appointed\\s)?(?:acting\\s)?(?:successor\\s)?(?:co-?)?trustees?\\b', 'JOHN DOE and JANE DOE are the Successor Co-Trustees of the Doe Trust'],
];

/** A character of the same sentence: no semicolon, and a period only inside a word or after an abbreviation. */
const IN_SENTENCE = '(?:[^.;]|\\.(?=\\S)|(?<=\\b(?:No|Co|Inc|St|[A-Z]))\\.)';

/** Phrases after which the representatives' names are printed. */
export const PR_BEFORE: readonly CueRow[] = [
  // Old citations: "a certain instrument purporting to be the last will ... has been presented to said Court, for Probate, by Jo Roe, who prays".
  ['(?:filed|(?<!re)presented|petitioned|applied)(?:[^.;\\n]|\\n(?!\\n)){0,120}?\\sby\\s', 'A petition having been duly filed by Jane Doe, who is domiciled at; has been presented to said Court, for Probate, by Jo Roe, who prays'],
  [`letters${IN_SENTENCE}{0,260}?\\b(?:issued|issue|granted|grant)${IN_SENTENCE}{0,200}?\\b(?:to|unto):?\\s(?:(?:the\\s)?petitioners?,?\\s)?`, 'Letters Testamentary issued September 19, 2024 to: Jane Doe, Executrix'],
  ['letters\\s(?:testamentary|of\\sadministration)\\sto\\s(?:(?:the\\s)?petitioners?,?\\s)?', 'directing issuance of Letters Testamentary to Petitioner, Jane Doe.'],
  ['granting\\sletters[^.;]{0,120}?\\sto\\s', 'granting Letters of Administration upon the estate of the decedent to Jane Doe'],
  ['(?:has|have)\\s(?:informally\\s|formally\\s)?appointed\\s', 'the Registrar has informally appointed Jane Doe, whose address is'],
  ['for\\sthe\\sappointment\\sof\\s', 'for the appointment of Jane Doe, whose address is'],
  ['(?:^|\\n)[ \\t]{0,4}representing\\s?:\\s(?:the\\s)?(?:co-?)?(?:personal\\srepresentatives?|executors?|executrix|administrat\\w{2,5}|petitioners?)[,:]?\\s', 'Representing: Personal Representative JANE DOE'],
  ['\\bundersigned\\s(?:ancillary\\s|successor\\s|special\\s)?(?:co-?)?(?:personal\\srepresentatives?|executors?|executrix|administrat\\w{2,5}|trustees?)[,:]?\\s', 'presented to the undersigned Personal Representative, Jane Doe, at'],
  ['(?:^|\\n|[.:]\\s|\\bthat\\s)(?:the\\s)?(?:co-?)?petitioners?,?\\s(?=[A-Z])', 'NOTICE IS GIVEN that Petitioner JANE DOE has filed a Petition'],
  ['\\brepresents\\s(?=(?:[^.\\n]|(?<=\\b[A-Z])\\.){3,60}?\\sas\\s(?:the\\s)?(?:co-?)?(?:personal\\srepresentatives?|executors?|executrix|administrat\\w{2,5})\\b)', 'Attorney Jane Roe represents John Q. Doe as the Personal Representative'],
  // Rhode Island's: "of the qualification of Jane Doe, 12 Elm Lane, Elmton, RI 02899, as Administrator of the estate".
  ['\\bqualification\\sof\\s(?=(?:[^.\\n]|(?<=\\b[A-Z])\\.){3,120}?\\sas\\s(?:the\\s)?(?:co-?)?(?:personal\\srepresentatives?|executors?|executrix|administrat\\w{2,5})\\b)', 'Notice is hereby given by the Probate Court of the qualification of Jane Doe, 12 Elm Lane, Elmton, RI 02899, as Administrator'],
];

/** A representative's role as the phrases below print it. */
const ROLE_WORDS = 'personal\\srepresentatives?|executors?|executrix|administrat\\w{2,5}';
/** "appointed", "duly appointed", "informally appointed". */
const APPOINTED = '(?:duly\\s|informally\\s|formally\\s)?appointed';

/**
 * The notice says its signer is the representative ("the undersigned has been
 * appointed", "issued to the undersigned"): the names signed under it are.
 */
export const UNDERSIGNED_IS_PR = new RegExp(
  `\\bundersigned\\s(?:(?:has|have|is|are|was|were)\\s(?:been\\s)?${APPOINTED}` +
  `|(?:ancillary\\s|successor\\s|special\\s)?(?:co-?)?(?:${ROLE_WORDS}|trustees?)\\b)` +
  '|\\b(?:issued|granted)\\sto\\sthe\\sundersigned\\b' +
  // "The subscriber hereby gives notice that she has been duly appointed executrix" (New England's older wording).
  `|\\bsubscribers?\\b[^.;]{0,60}?\\b(?:has|have)\\sbeen\\s${APPOINTED}`,
  'i',
);
/** A signature mark before a signer's name: "/s/", "(s)", "s/", "Signed:". */
export const SIGNATURE_MARK = /(?:^|\s)(?:by:?\s?)?(?:\/s\/|\(s\)|s\/|signed\s?:)\s?/gi;
/** Words under a signature that make the signer someone other than a representative. */
export const NOT_PR_SIGNER = /\b(?:attorneys?|esq(?:uire)?|counsel|bar\s(?:no|number|#)|clerk|notary|judge|registrar|fiduciary\s(?:supervisor|commissioner))\b/i;

/** Public offices and fiduciary companies that act as representatives without a company suffix. */
export const PUBLIC_FIDUCIARY = /\b(?:department|public\s(?:administrator|fiduciary|guardian)|fiduciary\sservices|trust\scompany|veterans)\b/i;

/**
 * Between a name and the address its appointment sentence labels, on its
 * line or the next (Arizona's form): "Jane Roe has been appointed Personal Representative
 * of this Estate on May 5 2016. Address: 12 Elm St ...". The address for
 * claims printed further on may be a lawyer's; this one is the person's.
 */
export const APPOINTMENT_ADDRESS_LABEL = /^[^\n]{0,60}?\bappointed\b[^\n]{0,100}?\n?\bAddress:\s?/i;

/** Between a name and its address ("X, whose address is 12 Elm St"). */
// Montana's form mails claims to the representative "return receipt requested, at 12 Elm Street".
const ADDRESS_INTRO_WORDS = [
  'whose\\s(?:mailing\\s|post\\soffice\\s)?address\\sis', '(?:who\\s(?:is|are)\\s)?domiciled\\sat', 'having\\san\\saddress\\sof', 'residing\\sat',
  'who\\sresides\\sat', 'who\\s(?:has|maintains)\\san\\soffice\\sat', 'return\\sreceipt\\srequested,?\\sat', 'of',
];
export const ADDRESS_INTRO = new RegExp(`^[\\s,]{0,3}(?:${ADDRESS_INTRO_WORDS.join('|')})\\s{1,2}`, 'i');
/** Confirmation after "X, whose address is ADDR" that X is a representative. */
export const PR_AFTER_ADDRESS = new RegExp(
  '^[\\s,]{0,3}(?:' +
  `(?:and\\s[^\\n]{0,120}?)?(?:was|were|has\\sbeen|have\\sbeen|is|are)\\s[^.\\n]{0,40}?appointed` +
  `|as\\s(?:the\\s)?(?:independent\\s|proposed\\s)?(?:co-?)?(?:${ROLE_WORDS})` +
  '|proposed\\s(?:executor|executrix|administrat\\w{2,5}|personal\\srepresentative)' +
  '|requesting\\sthat)',
  'i',
);

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
  // Old Texas notices, signed by the representative: "My residence and post office address is Elm Springs, Texas."
  // Or the representative in the third person: "Jane Doe has been appointed ... on May 1, 2026. Her address is 12 Elm Row".
  ['\\b(?:my|his|her|their)\\s(?:residence\\sand\\s)?(?:post\\s?office\\s)?address(?:es)?\\s(?:is|are)', 'present them to me within the time prescribed by law. My residence and post office address is Elm Springs, Texas.; Her address is 12 Elm Row, Elmton, Arizona 86099.'],
  ['to\\s(?:the\\s|said\\s){1,2}(?:(?:named\\s|undersigned\\s)?(?:co-?)?(?:personal\\srepresentatives?|administrat(?:or|rix)|execut(?:or|rix))|undersigned)\\sat\\s?:?',
    'a written statement of the claim to the Personal Representative at 12 Elm St; to said administrator at the office of Roe & Poe; to exhibit them to the undersigned at 12 Elm St'],
  // The representatives' names, or their lawyers' firm, may stand between the cue and the address.
  // Not "to the Personal Representative's attorney ... at": that address is the lawyer's.
  ['\\bclaims?\\sto\\sthe\\s(?:co-?)?personal\\s(?:co-?)?representatives?\\b(?![\'’])', 'a statement of the claim to the Personal Co-Representatives Ann Roe and Ben Roe 12 Elm St'],
  // "present the same to me duly verified as by law required at the office of Roe & Poe in the city of Elm".
  // The representative's role may stand between, "&c." and all ("to the subscriber, the executrix of, &c., of said deceased, at her residence").
  ['\\b(?:present|exhibit)\\s(?:the\\ssame|them|(?:their\\s)?claims)\\b(?:[^.;]|(?<=&c)\\.){0,120}?\\sat(?=\\s(?:the\\s)?(?:(?:law\\s)?offices?\\sof\\b|(?:[A-Z][\\w\'’.]*\\s){1,4}(?:Building|Bldg\\.|Block)\\b)|\\s(?:my|his|her|their)\\s(?:residence|home|farm)\\b)',
    'to present the same to me, duly verified, at the office of Roe & Poe in the city of Elm, Oregon; present claims with vouchers to the undersigned at the First National Bank Building, Elm City, Utah; to present the same to me at my residence near Elm Rock, Oregon'],
  ['\\bin\\scare\\sof(?:\\sthe\\sfollowing)?\\s?:?', 'to the Personal Representative in care of the following:\\nJane Roe\\nRoe Law PLLC\\n12 Elm St'],
];
