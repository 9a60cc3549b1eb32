/**
 * Cue data around the party that conducts a sale: the trustee, substitute trustee, referee, sheriff, commissioner or
 * committee. Kept as data apart from the reader (trustee.ts).
 */
import type { CueRow } from '../../shared/cues.js';

/** Labels and phrases around the trustee, referee, sheriff or commissioner conducting the sale. */
export const TRUSTEE_BEFORE: readonly CueRow[] = [
  ['substitut(?:e|ed)\\strustee(?:s|\\(s\\))?\\s?:', 'Substitute Trustee(s): Agency Sales, LLC; Current Substituted Trustees: Elm Auction, LLC, Jo Roe'],
  // OCR reads the label's colon as a semicolon: "Substitute Trustee(s); Pine Posting, LLC, Jo Doe or Al Roe".
  ['substitute\\strustee\\(s\\)\\s?;', 'Substitute Trustee(s); Pine Posting, LLC, Jo Doe or Al Roe'],
  // "Original Trustee:" names the trustee the substitutes replace, who sells nothing; "Qualifications to be Trustee:"
  // a qualification ("Licensed Real Estate Broker"), not a name.
  ['(?:successor\\s)?trustee(?<!original\\strustee|to\\sbe\\strustee)(?:\\sand\\saddress)?\\s?:', 'Trustee: Trustee Corps; Trustee and Address: Elm Trustee Corporation, 1 Elm Row'],
  // OCR of a two-column page splits "Substituted Trustees:" over two lines; the plural label stands alone.
  ['trustees(?<=(?:^|\\n)trustees)\\s?:', 'Substituted Jo Doe, Al Roe,\\nTrustees: Lone Star Posting, LLC'],
  // "Trustee is X, duly registered ...": the trustee named in a sentence of its own.
  ['(?:the\\s)?(?:substitute\\s|successor\\s)?trustee(?<=(?:^|\\.\\s{1,3})(?:the\\s)?(?:substitute\\s|successor\\s)?trustee)\\sis(?=\\s[A-Z])', 'Trustee is Mesa Title Insurance Company, duly registered'],
  // "For Information Contact Substitute Trustee, Jo Q. Doe, Esq., 1 Elm Drive".
  ['contact(?:\\sthe)?\\s(?:substitute\\s|successor\\s)?trustees?,?(?=\\s[A-Z])', 'For Information Contact Substitute Trustee, Jo Q. Doe, Esq., 1 Elm Drive'],
  ['name\\s(?:and\\saddress\\s)?of\\s(?:the\\s)?(?:successor\\s)?trustee(?:\\/agent)?', 'Name and Address of Trustee/Agent: MTC Financial Inc.'],
  ['(?:foreclosure|special)\\scommissioner\\s?:', 'Special Commissioner: Lone Oak Trustees, LLC, 10 Elm Road'],
  // Connecticut's foreclosure by sale: the court's committee sells, signing under its label ("Committee: Attorney Jo A. Roe").
  // Or named as whom to contact: "For further information contact the Committee:\nAttorney Jo A. Roe".
  ['committee(?<=(?:^|\\n)[ \\t]{0,4}committee|\\bcontact\\s(?:the\\s)?committee)\\s?:(?:\\s*attorney\\b)?', 'Committee: Attorney Jo A. Roe\\n21 Elm Street, Elmton, CT 06000; For further information contact the Committee:\\nAttorney Jo A. Roe'],
  // A sheriff's sale signed under labels: "ATTORNEY: ELM & OAK, LLC ... SHERIFF: JO A. ROE".
  ['sheriff(?<=(?:^|\\n)[ \\t]{0,4}sheriff)\\s?:', 'ATTORNEY: ELM & OAK, LLC\\nSHERIFF: JO A. ROE'],
  // The line start is checked after the words (a row opening with "^ or a line break" makes the table try every position).
  ['substitute\\strustee(?<=(?:^|\\n)substitute\\strustee)\\n', 'Substitute Trustee\\nLaw Offices of X PLLC'],
  // "The appointed SUBSTITUTE TRUSTEE, Commonwealth Trustees, LLC will offer": the role, then the name.
  ['(?:the\\s)?(?:duly\\s)?appointed\\ssubstitute\\strustees?(?:\\(s\\))?,(?=\\s[A-Z])', 'The appointed SUBSTITUTE TRUSTEE, Lone Oak Trustees, LLC will offer'],
  // The instrument that appoints the trustee names them: "does name and appoint X, LLC", "appoints in their steed A or B".
  // A sheriff signing with the office first, on a line of its own: "Sheriff Jo A. Roe\nElm County, Pennsylvania".
  ['sheriff(?<=(?:^|\\n|\\.\\s{1,3})sheriff)\\s(?=[A-Z][a-z]+\\s(?:[A-Z]\\.\\s)?[A-Z][a-z])', 'Sheriff Jo A. Roe Elm County, Pennsylvania'],
  // An Illinois judicial sale: "an agent for Elm Judicial Sales Corporation will at 10:30 AM ... sell".
  ['agent\\sfor(?<=\\ban\\sagent\\sfor)(?=\\s(?:the\\s)?[A-Z])', 'an agent for Elm Judicial Sales Corporation will at 10:30 AM on May 4, 2027 sell'],
  // Texas's form: "mortgage servicer's attorney appoint the substitute trustees listed below.\nJo Roe, Al Poe, whose address is".
  ['trustees?\\slisted\\sbelow\\.?(?=[ \\t]*\\n)', 'appoint the substitute trustees listed below.\\nJo Roe, Al Poe, whose address is 1 Elm Drive'],
  ['\\bappoint(?:s|ed)?\\b(?:\\sin\\s(?:their|its|his|her)\\s(?:steed|stead)|\\sand\\sdesignate)?', 'the beneficiary hereby appoints in their stead Lone Star Posting, LLC; I HEREBY APPOINT AND DESIGNATE LONE STAR POSTING, LLC'],
];
/**
 * The party the holder asks to sell, when no trustee is named with a role: "the owner and holder of the Note, has
 * requested Lone Oak Services, LLC whose address is ..., to sell the property". A weaker cue than TRUSTEE_BEFORE's.
 */
export const TRUSTEE_REQUESTED: readonly CueRow[] = [
  ['\\bhas\\srequested(?=\\s[A-Z][^;]{0,220}?\\sto\\ssell\\sthe\\sproperty)', 'the holder of the Note, has requested Lone Oak Services, LLC whose address is 1 Elm St, Dallas, TX 75001, to sell the property'],
];
/**
 * An officer of the court or county who sells, named before the office ("JO ROE, SHERIFF", "Jo Roe, Esq., Referee",
 * "JO ROE, Public Trustee in and for the County of Elm"): a list of sales prints the officer once, under the last one.
 */
export const OFFICER_ROLE_AFTER: readonly CueRow[] = [
  ['(?:,\\s(?:esq\\.|esquire),?)?,?\\s(?:referee|sheriff|special\\s(?:commissioner|master)|master\\s(?:in\\s(?:chancery|equity)|commissioner)|as\\sforeclosure\\scommissioner)\\b',
    "the Secretary's designation of Roe Law Offices as Foreclosure Commissioner; I, Jo Roe, Master in Chancery of said court"],
  // Tennessee's chancery sells by its clerk and master, signing with the title on the line under the name.
  ['(?:,\\s|[ \\t]*\\n[ \\t]*)clerk\\s(?:and|&)\\smaster\\b', 'JO A. ROE\\nClerk and Master'],
  // The county's public trustee signs a Colorado notice; "the Elm County Public Trustee's Office" is a place, not a signer.
  [',\\s(?:the\\s)?public\\strustee\\b(?![\'\u2019]s)', 'JO A. ROE, Public Trustee in and for the County of Elm, State of Colorado'],
  // Or signs on the line under the name, the county first: "JO A. ROE\nELM COUNTY Public Trustee".
  ['[ \\t]*\\n[ \\t]*(?:[A-Za-z]+\\s){1,2}county\\spublic\\strustee\\b(?![\'\u2019]s)', 'Dated: 1/2/2031\\nJO A. ROE\\nELM COUNTY Public Trustee'],
];
/** Role words printed right after the trustee's name ("X, Substitute Trustee"); the pipeline reads the names before. */
export const TRUSTEE_ROLE_AFTER: readonly CueRow[] = [
  // "X, as duly appointed trustee under and pursuant to Deed of Trust" (not a holder's "as appointed trustee for" a trust).
  [',?\\s(?:(?:has|have|having)\\sbeen\\sappointed\\s)?(?:each\\s)?(?:as\\s)?(?:the\\s)?(?:attorney-in-fact\\s(?:and|&)\\s)?(?:(?:duly\\s)?appointed\\s(?:(?:substituted?|successor)\\strustees?\\b|trustees?\\b(?!\\s(?:for|of)\\b))|(?:substituted?|successor)\\strustees?\\b)',
    'Jo Roe, or Al Poe, each as Substitute Trustee; Elm Law, PLLC\\nAttorney-in-Fact and Successor Trustee; On 3/4/2031 at 9:00 AM, Elm Default Services, LLC, as duly appointed trustee under and pursuant to Deed of Trust'],
  ...OFFICER_ROLE_AFTER,
  // "X, Trustee" closing a line, or followed by the sale ("X, Trustee, will offer"), an address or "whose address is".
  [',\\s(?:as\\s)?trustees?\\.?(?=[ \\t]*(?:\\n|$)|,?\\s(?:will|shall)\\s|\\s\\d{1,6}\\s[A-Z]|,?\\swhose\\s)',
    'Justin Roe, Esq. for Dale Law Group, PLLC, Trustee, will offer for sale'],
  // Illinois: the judicial sales corporation itself sells ("Elm Judicial Sales Corporation will on June 22, 2027 ... sell").
  ['\\swill(?<=Judicial\\sSales\\sCorporation\\swill)(?=\\s(?:on|at)\\s[^;]{0,200}?\\bsell\\b)', 'Elm Judicial Sales Corporation will on June 22, 2027 at the hour of 10:30 a.m. in their office at 1 Elm St, sell at public auction'],
];
/** A sheriff's office named as such conducts the sale: "Anoka County Sheriff". */
export const SHERIFF_OFFICE = /\b(?:[A-Z][a-z]+\s){1,2}County\sSheriff\b|\bSheriff\sof\s(?:[A-Z][a-z]+\s){1,2}County\b|\bSHERIFF\sOF\s(?:[A-Z]+\s){1,2}COUNTY\b/g;
