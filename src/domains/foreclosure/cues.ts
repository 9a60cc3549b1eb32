/**
 * Cue phrases of foreclosure notices, by the role they announce. Rows are
 * [pattern source, example]; the pipeline reads what follows or precedes.
 */
import type { CueRow } from '../shared/cues.js';

/** Labels after which the sale date is printed. */
export const SALE_DATE_LABELS: readonly CueRow[] = [
  ['date\\s(?:and\\s(?:time\\s)?)?of\\s(?:the\\s)?(?:sale|auction)', 'Date of Sale: June 2, 2026'],
  ['sale\\sdate', 'Sale Date: 04/10/2025'],
  ['date\\sand\\stime\\sof\\s(?:the\\s)?sale', 'DATE AND TIME OF SALE: March 4, 2025 at 10:00 AM'],
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
];

/** Words right before a date that make it something other than the sale date. */
export const NOT_SALE_DATE: readonly CueRow[] = [
  ['dated(?:\\sas\\sof)?', 'Deed of Trust dated March 3, 2006'],
  ['recorded(?:\\son)?', 'recorded on July 29, 2009'],
  ['(?:of\\s)?record(?:ed)?\\son', 'placed of record on April 18, 2006, at 8:45 a.m.'],
  ['executed(?:\\son)?', 'executed March 17, 2016'],
  ['entered(?:\\son)?', 'Judgment entered on May 1, 2024'],
  ['filed(?:\\son)?', 'filed on'],
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
export const SALE_TIME_BEFORE = /(?:\btime\s?:|\b(?:time|hours?)\sof\s(?:the\s)?(?:sale|auction)\b[^.\n]{0,30}?|\b(?:sale|auction)\s(?:will|shall)\s(?:begin|commence|start|be\sheld)\b[^.\n]{0,30}?|\bearliest\stime\b[^.\n]{0,40}?|\bno\searlier\sthan)[\s:]*$/i;

/** What follows a filing stamp's date, never a sale date: "04/23/2026 10:08 AM Page 1 of 4". */
export const NOT_SALE_AFTER = /^\s?(?:Page\s\d|\d+\s?of\s?\d)/i;

/** Phrases announcing a new (postponed / adjourned) sale date. */
export const POSTPONED: readonly CueRow[] = [
  ['(?:has\\sbeen|was|is\\shereby|is|been)?\\s?(?:postponed|adjourned|continued|rescheduled|reset)(?:\\suntil|\\sto|\\sfrom\\s[^.]{0,80}?\\sto)?', 'the sale has been postponed to April 8, 2025'],
];

export const STATUS_CUES: ReadonlyArray<readonly [string, 'postponed' | 'cancelled' | 'sold', string]> = [
  ['\\b(?:sale|auction)\\s(?:has\\sbeen|was|is\\shereby|is)\\s(?:postponed|adjourned|continued|rescheduled)', 'postponed', 'the sale has been postponed'],
  ['\\bnotice\\sof\\s(?:postponement|adjournment|continuance)', 'postponed', 'NOTICE OF POSTPONEMENT'],
  ['\\b(?:postponed|adjourned)\\s(?:to|until)\\s', 'postponed', 'adjourned to May 1, 2025'],
  ['\\b(?:sale|auction)\\s(?:has\\sbeen|was|is\\shereby|is)\\s(?:cancel+ed|withdrawn|rescinded)', 'cancelled', 'the sale is hereby cancelled'],
  ['\\bnotice\\sof\\s(?:cancel+ation|rescission|withdrawal)', 'cancelled', 'NOTICE OF CANCELLATION'],
  ['\\b(?:property|premises)\\s(?:was|has\\sbeen)\\ssold\\b', 'sold', 'the property was sold'],
];

/** Labels and phrases before the date of the mortgage / deed of trust. */
export const DEED_DATE_BEFORE: readonly CueRow[] = [
  ['(?:deed\\sof\\strust|mortgage|security\\sdeed|deed\\sto\\ssecure\\sdebt|security\\sinstrument|trust\\sdeed)(?:[^.;]|\\.(?!\\s)|(?<=\\b[A-Za-z]{1,3})\\.){0,220}?\\b(?:dated|executed|made|dated\\sas\\sof|executed\\seffective(?:\\sas\\sof)?|under\\sthe\\sdate\\sof)(?:\\son)?', 'a Deed of Trust in the original principal amount of $249,000.00, dated July 1, 2008'],
  ['(?:deed\\sof\\strust|mortgage)\\s(?:executed|made|given)\\sby(?:[^.;]|\\.(?!\\s)|(?<=\\b[A-Za-z]{1,3})\\.){0,200}?,\\son', 'Deed of Trust executed by JOHN DOE, to Title Co, Trustee, on September 30, 2004'],
  ['date\\sof\\s(?:the\\s)?(?:mortgage|deed\\sof\\strust|security\\sinstrument|deed)', 'DATE OF MORTGAGE: May 1, 2019'],
  ['(?:mortgage|deed\\sof\\strust)\\sdate', 'Mortgage Date: May 1, 2019'],
  // A grid of labels over values (see HOLDER_GRID): "Deed of Trust Date: Grantor(s)/Mortgagor(s):\n7/8/2021 JO DOE": the date opens the line under the labels.
  ['(?:deed\\sof\\strust|security\\sinstrument)\\sdate\\s?:[ \\t]+[A-Z][^\\n:]{0,40}:[^\\n]{0,40}\\n\\s*', 'Deed of Trust Date: Grantor(s)/Mortgagor(s):\\n7/8/2021 JO DOE'],
  ['deed\\sof\\strust\\sinformation[:;]?\\s+date', 'DEED OF TRUST INFORMATION: Date: July 19, 2024'],
  ['(?:deed\\sof\\strust|security\\sinstrument)\\s(?:dated|date)', ''],
  ['(?:dated|executed)(?=[\\s\\S]{0,200}(?:deed\\sof\\strust|mortgage))', 'executed on 5/1/2019 a Deed of Trust'],
];
/** A date followed by this is the deed date: "on 08/24/2009 a certain Deed of Trust was executed". */
export const DEED_DATE_AFTER: readonly CueRow[] = [
  ['a\\scertain\\s\\(?(?:deed\\sof\\strust|mortgage)', 'on 08/24/2009 a certain Deed of Trust'],
  ['(?:[^.;]|\\.(?!\\s)|(?<=\\b[A-Za-z]{1,3})\\.){0,200}?\\bexecuted(?:\\sand\\sdelivered)?\\s(?:a|that\\scertain|the|said)\\s(?:deed\\sof\\strust|mortgage|security\\sinstrument)', 'WHEREAS, on 4/21/2022, JOHN DOE executed and delivered that certain Deed of Trust'],
  // "on or about JO DOE March 2, 2024 ("Borrower"), executed and delivered to X, Trustee ..., for the benefit of Y, that certain Deed of Trust".
  ['[^.;]{0,40}?\\bexecuted\\sand\\sdelivered\\sto\\s(?:[^;]|\\.(?!\\s[A-Z][a-z])){0,260}?,\\s(?:that\\scertain|the\\ssaid)\\s(?:\\([^)]{0,30}\\)\\s)?(?:deed\\sof\\strust|mortgage)', 'March 2, 2024 ("Borrower"), executed and delivered to Jo Roe, Trustee, for the benefit of Bank, that certain Deed of Trust'],
  ['by\\s(?:[A-Za-z]+\\s){0,3}deed\\b', 'On April 1, 2006, by Lien Retained Deed'],
  ['(?:grantor|trustor|mortgagor)s?(?:\\(s\\))?\\s?:', 'Date: June 3, 2021 Grantor(s): JOHN DOE'],
];

/** Cues before the property's street address. */
export const PROPERTY_ADDRESS: readonly CueRow[] = [
  ['property\\saddress(?:\\s?\\/\\s?(?:mailing\\s)?address)?', 'Property Address/Mailing Address: 9609 Sedalia Trail'],
  ['(?:premises|property)\\s?:', 'Premises: 12 Derby Wharf Lane, Unit 4B, Salem, MA 01970'],
  ['common\\sdesignation[^:\\n]{0,80}:', 'Street address or other common designation of the property, as reported to the Trustee: 1893 N. Grove Ave'],
  ['(?:commonly|also|more\\scommonly|otherwise)\\s(?:known|described)\\s(?:as|at)', 'commonly known as 12 Elm St'],
  ['(?:purported|believed|reported|understood)\\sto\\sbe', 'The street address of the property is believed to be 4268 N. Oak Dr.'],
  ['premises\\s(?:known|described)\\sas', 'premises known as 70 Elm Road'],
  ['(?:property|premises|real\\sestate)\\s(?:is\\s|being\\s)?(?:located|situated)\\s(?:at|in)', 'property located at'],
  ['address\\sof\\s(?:the\\s)?(?:property|premises)', ''],
  ['(?:with\\san?|having\\san?|its)\\s(?:street\\s|property\\s)?address\\s(?:of|at)', 'with an address of'],
  ['street\\saddress', 'Street address: 12 Elm St'],
  ['known\\sas', 'known as'],
  ['a\\/k\\/a', 'Lot 5 a/k/a 12 Elm St'],
  // A heading that names the property it sells: "TRUSTEE'S SALE OF PROPERTY 12 Elm Road", "SALE OF REAL ESTATE of 12 Elm St".
  ['\\bsale(?:\\sof)?(?:\\s(?:the\\s)?(?:real\\s)?(?:property|estate|real\\sestate)(?:\\sof)?)?', "TRUSTEE'S SALE OF 1805 Elm Lane, Richmond"],
  ['\\breal\\sproperty\\s(?:at|located\\sat)', 'Trustee Sale Real property at 12 Elm Circle, Woodbridge, VA 22191'],
];

/** Labels and phrases after which borrowers' names are printed. */
export const MORTGAGOR: readonly CueRow[] = [
  // A grid of labels over values (see HOLDER_GRID): "Deed of Trust Date: Grantor(s)/Mortgagor(s):\n7/8/2021 JO DOE": the borrowers follow the left column's date (OCR may print a stamp's words after the labels).
  ['(?:grantor|mortgagor)s?(?:\\(s\\))?(?:\\/(?:grantor|mortgagor)s?(?:\\(s\\))?)?\\s?:[^\\n]{0,40}\\n\\s*\\d{1,2}\\/\\d{1,2}\\/\\d{2,4}[ \\t]+', 'Deed of Trust Date: Grantor(s)/Mortgagor(s):\\n7/8/2021 JO DOE, A SINGLE WOMAN'],
  ['(?:original\\s)?(?:grantor|trustor|mortgagor|borrower|maker)s?(?:\\(s\\))?\\s?:', 'Grantor(s): Jacob Doe'],
  ['(?<=^|\\n)(?:original\\s)?(?:grantor|trustor|mortgagor|borrower)s?(?:\\(s\\))?(?=\\s[A-Z]{2})', 'Original Grantor(s) ELLIOT J. DOE AND MEGAN A. DOE'],
  ['(?:deed\\sto\\ssecure\\sdebt|security\\sdeed|mortgage|deed\\sof\\strust)\\s(?:given\\s|executed\\s|made\\s)?from', 'Deed to Secure Debt from JOHN DOE to BANK'],
  ['name\\s(?:and\\saddress\\s)?of\\s(?:the\\s)?(?:original\\s)?(?:trustor|grantor|mortgagor)s?(?:\\sas\\sshown\\son\\sthe\\s(?:deed\\sof\\strust|trust\\sdeed)\\s?:)?', 'Name and address of original Trustor as shown on the Deed of Trust: JOHN DOE'],
  ['(?:original\\s)?trustor[\'’]?s\\s(?:stated\\s)?name(?:\\s(?:and|&)\\saddress)?\\s?:', "Original Trustor's Stated Name and Address: Desert Holdings, Inc."],
  ['(?:executed|made|given|granted|signed|conveyed|delivered)(?:\\s(?:on\\s)?[A-Z][a-z]{2,8}\\.?\\s\\d{1,2},?\\s\\d{4},?)?\\sby(?:\\sthe\\smortgagors?)?', 'a Deed of Trust executed March 17, 2016 by JOHN DOE'],
  ['mortgagors?\\s(?:is|are)', 'Mortgagors are JOHN DOE'],
  ['(?:plaintiff|plaintiffs),?\\s(?:vs\\.?|v\\.?|versus|against|-\\s?against\\s?-|-vs?\\.?-)', 'BANK, Plaintiff, vs. JOHN DOE'],
  ['(?:\\b|-)(?:vs\\.?|v\\.|versus|against)-?(?=\\s[A-Z])', 'BANK v. JOHN DOE'],
  ['defendants?(?:\\(s\\))?\\s?:', 'Defendant: JOHN DOE'],
];

/** Role words printed right after the borrowers' names ("X and Y, husband and wife, as Grantors", "Whereas, X, by his certain deed of trust"). */
export const MORTGAGOR_AFTER = /,?\sby\s(?:his|her|their|its)\s(?:certain\s)?(?:deed\sof\strust|trust\sdeed|mortgage|security\sdeed|deed\sto\ssecure\sdebt)\b|,?\s(?:as\s)?(?:grantor|trustor|mortgagor|borrower)s?(?:\(s\))?(?:\/\w+)?\b|\s\(the\s"?(?:mortgagors?|borrowers?|grantors?)"?\)/gi;

/**
 * A defined term naming the borrowers, right after their names: 'JO DOE ("Borrower"), executed', 'X (the "Owner")'
 * (the owner who owes an association's assessments). OCR may print the quotes as any quote mark.
 */
export const MORTGAGOR_DEFINED_TERM = /\s?\((?:the\s|hereinafter\s(?:called\s|referred\sto\sas\s)?)?["“”'‘’]?(?:mortgagors?|borrowers?|grantors?|trustors?|owners?|debtors?)["“”'’]?\)/gi;

/**
 * A defined term naming the holder, right after its name, when no role phrase names it: an association foreclosing
 * its assessment lien ('X Owners Association, Inc. (the "Association")'), 'Y Bank (hereinafter called "Beneficiary",'
 * (OCR may drop the closing parenthesis).
 */
export const HOLDER_DEFINED_TERM = /\s?\((?:the\s|hereinafter\s(?:called\s|referred\sto\sas\s)?)?["“”'‘’]?(?:association|beneficiary|noteholder|holder)["“”'’]?[),]/gi;

/**
 * A grid of two labels on one line over their values on the next, as Texas notices print them:
 * "Original Beneficiary/Mortgagee: Current Beneficiary/Mortgagee:\nBANK A, INC. BANK B, N.A.". The current holder is
 * the second party of the line under the labels.
 */
export const HOLDER_GRID = /\b(?:original|prior)\s(?:beneficiary|mortgagee|lender)(?:\s?\/\s?(?:beneficiary|mortgagee|lender))?\s?:[ \t]+current\s(?:beneficiary|mortgagee|lender|holder)(?:\s?\/\s?(?:beneficiary|mortgagee|lender))?\s?:[ \t]*\n\s*/gi;

/** Labels and phrases after which the current holder is printed. */
export const MORTGAGEE: readonly CueRow[] = [
  ['current\\s(?:mortgagee|beneficiary|holder|lender)(?:\\s?\\/\\s?(?:mortgagee|beneficiary|holder))?\\s?:?', 'Current Beneficiary/Mortgagee: Bank, N.A.'],
  ['party\\sentitled\\sto\\senforce\\s(?:the\\s)?(?:debt|note|security\\sinterest)\\s?:?', 'Party entitled to enforce the debt: Bank N.A.'],
  ['(?:mortgage\\s)?servicer\\s(?:for|on\\sbehalf\\sof)', 'is acting as the mortgage servicer for Lender, LLC, which is the mortgagee'],
  ['name\\s(?:and\\saddress\\s)?of\\s(?:the\\s)?(?:current\\s)?beneficiary\\s?:?', 'Name and Address of the Beneficiary BANK, N.A.'],
  ['(?:current\\s)?beneficiary[\'’]?s\\s(?:stated\\s)?name(?:\\s(?:and|&)\\saddress)?\\s?:', "Beneficiary's Name and Address: Desert Bank, N.A."],
  // A label run on after the value of the one before it ("ORIGINAL PRINCIPAL BALANCE: $734 000 BENEFICIARY: Bank") follows a number.
  ['(?:^|\\n|\\.\\s|(?<=\\d)\\s)\\s?(?:beneficiary|mortgagee|lender|plaintiff|assignee|noteholder)s?(?:\\s?\\([^)\\n]{0,20}\\))?\\s?:', 'Beneficiary (or Holder): Bank'],
  // A label run together with other values by a scraper: "Debtor: Jo Doe Holder: Lone Star Farms, LLC".
  ['\\b(?:note\\s)?holder\\s?:', 'Amount: $343,600.00 Debtor: JO DOE Holder: Lone Star Farms, LLC'],
  ['(?:owner|holder|owner\\sand\\sholder)\\sof\\s(?:the\\s)?(?:debt|note|indebtedness)(?:\\ssecured)?(?:\\sby\\ssaid\\s(?:deed\\sof\\strust|mortgage))?(?:\\s(?:evidencing|secured)[^,;]{0,60})?,?', 'the holder of the note evidencing said indebtedness, Lender, LLC,'],
  ['judgment\\s(?:was\\s)?(?:entered\\s)?in\\sfavor\\sof', 'on a judgment in favor of Bank, N.A.'],
  ['(?:assigned|transferred)(?:\\sof\\srecord)?(?:\\sby\\ssaid\\s\\w+)?\\sto', 'assigned by said Mortgagee to Loan Trust 2024-1'],
  ['(?:present|current)\\sholder\\sof\\s(?:said|the)\\s(?:mortgage|note)(?:\\sis)?', ''],
  // The party that appoints the trustee holds the debt: "Lone Oak Law, having been appointed Successor Trustee by Ridge Bank".
  ['appointed\\s(?:as\\s)?(?:successor|substitute)\\strustees?\\sby', 'the undersigned, Lone Oak Law, P.L.L.C., having been appointed Successor Trustee by Ridge Federal Credit Union'],
];

/** Phrases after which the original lender is printed. */
export const ORIGINAL_MORTGAGEE: readonly CueRow[] = [
  ['original\\s(?:mortgagee|beneficiary|lender)(?:\\(ies\\)|\\(s\\))?\\s?:?', 'Original Beneficiary(ies) BANK'],
  ['as\\snominee\\sfor', 'MERS, as nominee for Lender, LLC'],
  ['in\\sfavor\\sof', 'in favor of Bank, N.A., as Beneficiary'],
  ['for\\sthe\\sbenefit\\sof', 'Deed of Trust executed by JOHN DOE for the benefit of Bank N.A.'],
  // The deed's trustee holds it for the lender: "conveying ... to Emory Title, LLC as Trustee for Ridgeline Lending, LLC".
  ['\\bconveying\\s[^;]{0,120}?\\sas\\strustee\\sfor', 'conveying certain property therein described to Emory Title Services, LLC as Trustee for Ridgeline Home Lending, LLC'],
  // Periods after initials ("Margaret Q. Halloran") do not end the clause.
  ['(?:mortgage|deed\\sof\\strust|deed\\sto\\ssecure\\sdebt|security\\sdeed)\\s(?:given\\s|made\\s|executed\\s)?(?:by|from)\\s(?:[^.;]|(?<=\\b[A-Z])\\.){1,200}?\\sto(?=\\s[A-Z])', 'a certain mortgage given by Margaret Q. Doe to Seacoast Savings Bank'],
];

/** Labels and phrases around the trustee, referee, sheriff or commissioner conducting the sale. */
export const TRUSTEE_BEFORE: readonly CueRow[] = [
  ['substitute\\strustee(?:s|\\(s\\))?\\s?:', 'Substitute Trustee(s): Agency Sales, LLC'],
  // OCR reads the label's colon as a semicolon: "Substitute Trustee(s); Pine Posting, LLC, Jo Doe or Al Roe".
  ['substitute\\strustee\\(s\\)\\s?;', 'Substitute Trustee(s); Pine Posting, LLC, Jo Doe or Al Roe'],
  ['(?:successor\\s)?trustee\\s?:', 'Trustee: Trustee Corps'],
  // OCR of a two-column page splits "Substituted Trustees:" over two lines; the plural label stands alone.
  ['(?<=^|\\n)trustees\\s?:', 'Substituted Jo Doe, Al Roe,\\nTrustees: Lone Star Posting, LLC'],
  // "Trustee is X, duly registered ...": the trustee named in a sentence of its own.
  ['(?<=^|\\.\\s{1,3})(?:the\\s)?(?:substitute\\s|successor\\s)?trustee\\sis(?=\\s[A-Z])', 'Trustee is Mesa Title Insurance Company, duly registered'],
  // "For Information Contact Substitute Trustee, Jo Q. Doe, Esq., 1 Elm Drive".
  ['contact(?:\\sthe)?\\s(?:substitute\\s|successor\\s)?trustees?,?(?=\\s[A-Z])', 'For Information Contact Substitute Trustee, Jo Q. Doe, Esq., 1 Elm Drive'],
  ['name\\s(?:and\\saddress\\s)?of\\s(?:the\\s)?(?:successor\\s)?trustee(?:\\/agent)?', 'Name and Address of Trustee/Agent: MTC Financial Inc.'],
  ['(?:foreclosure|special)\\scommissioner\\s?:', 'Special Commissioner: Lone Oak Trustees, LLC, 10 Elm Road'],
  ['(?:^|\\n)substitute\\strustee\\n', 'Substitute Trustee\\nLaw Offices of X PLLC'],
  // "The appointed SUBSTITUTE TRUSTEE, Commonwealth Trustees, LLC will offer": the role, then the name.
  ['(?:the\\s)?(?:duly\\s)?appointed\\ssubstitute\\strustees?(?:\\(s\\))?,(?=\\s[A-Z])', 'The appointed SUBSTITUTE TRUSTEE, Lone Oak Trustees, LLC will offer'],
  // The instrument that appoints the trustee names them: "does name and appoint X, LLC", "appoints in their steed A or B".
  ['\\bappoint(?:s|ed)?\\b(?:\\sin\\s(?:their|its|his|her)\\s(?:steed|stead))?', 'the beneficiary hereby appoints in their stead Lone Star Posting, LLC'],
];
/**
 * The party the holder asks to sell, when no trustee is named with a role: "the owner and holder of the Note, has
 * requested Lone Oak Services, LLC whose address is ..., to sell the property". A weaker cue than TRUSTEE_BEFORE's.
 */
export const TRUSTEE_REQUESTED: readonly CueRow[] = [
  ['\\bhas\\srequested(?=\\s[A-Z][^;]{0,220}?\\sto\\ssell\\sthe\\sproperty)', 'the holder of the Note, has requested Lone Oak Services, LLC whose address is 1 Elm St, Dallas, TX 75001, to sell the property'],
];
/** Role words printed right after the trustee's name ("X, Substitute Trustee"); the pipeline reads the names before. */
export const TRUSTEE_ROLE_AFTER: readonly CueRow[] = [
  [',?\\s(?:(?:has|have|having)\\sbeen\\sappointed\\s)?(?:each\\s)?(?:as\\s)?(?:the\\s)?(?:(?:duly\\s)?appointed\\s)?(?:substitute|successor)\\strustees?\\b',
    'Jo Roe, or Al Poe, each as Substitute Trustee'],
  ['(?:,\\s(?:esq\\.|esquire),?)?,?\\s(?:referee|sheriff|special\\s(?:commissioner|master)|as\\sforeclosure\\scommissioner)\\b',
    "the Secretary's designation of Roe Law Offices as Foreclosure Commissioner"],
  // "X, Trustee" closing a line, or followed by the sale ("X, Trustee, will offer"), an address or "whose address is".
  [',\\s(?:as\\s)?trustees?\\.?(?=[ \\t]*(?:\\n|$)|,?\\s(?:will|shall)\\s|\\s\\d{1,6}\\s[A-Z]|,?\\swhose\\s)',
    'Justin Roe, Esq. for Dale Law Group, PLLC, Trustee, will offer for sale'],
];
/** A sheriff's office named as such conducts the sale: "Anoka County Sheriff". */
export const SHERIFF_OFFICE = /\b(?:[A-Z][a-z]+\s){1,2}County\sSheriff\b|\bSheriff\sof\s(?:[A-Z][a-z]+\s){1,2}County\b|\bSHERIFF\sOF\s(?:[A-Z]+\s){1,2}COUNTY\b/g;
export const TRUSTEE_AFTER = /^\s?,?\s?(?:as\s)?(?:the\s)?(?:substitute|successor|duly\sappointed\s)?\s?(?:trustee|referee|commissioner|sheriff)(?:\(s\)|s)?\b/i;

/** Cues that a contact block (address, phone, e-mail) belongs to a role. */
export const CONTACT_ROLES: ReadonlyArray<readonly [string, ContactRole, string]> = [
  ['attorneys?(?:\\(s\\))?\\s(?:for|to)\\s', 'attorney', 'Attorney(s) for the Plaintiff'],
  ['counsel\\sfor', 'attorney', 'Counsel for Plaintiff'],
  ['attorneys?\\sat\\slaw', 'attorney', 'Attorneys at Law'],
  ['(?:current\\s)?(?:mortgagee|beneficiary|lender|holder)(?:\\saddress)?', 'lender', 'Name and Address of the Beneficiary'],
  ['whose\\s(?:mailing\\s)?address\\sis', 'lender', 'Lender, LLC, whose address is 500 Main St., Orange, CA 92868'],
  ['(?:mortgage\\s)?servicer', 'servicer', 'Mortgage Servicer Address:'],
  ['trustee|commissioner|referee', 'trustee', 'Substitute Trustee Address:'],
  ['for\\s(?:sale\\s|more\\s|further\\s)?information|contact', 'trustee', 'For Sale Information: (888) 555-0100'],
  ['(?:grantor|trustor|mortgagor|borrower|defendant)s?', 'borrower', 'Name and Address of original Trustor'],
  ['(?:at|in)\\s(?:the\\s)?(?:[\\w.\'-]+\\s){0,4}(?:court\\s?house|courthouse|entrance|steps|building)|sale\\swill\\sbe\\sheld|place\\sof\\ssale', 'sale', 'at the courthouse'],
];
export type ContactRole = 'attorney' | 'lender' | 'servicer' | 'trustee' | 'borrower' | 'sale';

/** Cues before the outstanding debt. The original principal is never the amount due. */
export const AMOUNT_DUE: readonly CueRow[] = [
  ['(?:total\\s)?amount\\s(?:due|owed|owing)', 'amount due'],
  ['unpaid\\s(?:principal\\s)?balance', 'Unpaid balance and other charges: $1'],
  ['(?:approximate\\s)?amount\\sof\\s(?:the\\s)?judgment', 'Approximate amount of judgment $1'],
  ['judgment\\s(?:amount|in\\sthe\\samount)', 'judgment amount'],
  ['claimed\\sto\\sbe\\sdue', 'there is claimed to be due ... $1'],
  ['total\\s(?:debt|indebtedness|payoff)', 'total debt'],
  ['(?:must\\sbe\\spaid|required)\\s[^.]{0,80}?to\\s(?:stop|cure|reinstate)[^.$]{0,80}?\\sis', 'amount that must be paid to stop the sale is $1'],
  ['amount\\s(?:in\\sarrears|of\\s(?:the\\s)?(?:default|arrearage))', 'amount in arrears'],
  ['sum\\sof', 'the sum of $1'],
];
export const NOT_AMOUNT_DUE = /(?:original(?:\s\w+)?\s(?:principal|balance|amount)|principal\s(?:amount|sum)\sof|deposit|bid|fee|down\spayment|cashier|certified)[^$]{0,40}$/i;

/** Labels before the place of sale. */
export const SALE_PLACE_LABELS: readonly CueRow[] = [
  // A label, not the phrase in prose ("day, time, and place of sale"): a colon follows.
  ['place\\sof\\s(?:the\\s)?(?:(?:substitute\\s|successor\\s)?trustee[\'’]?s\\s)?(?:sale|auction)(?:\\sof\\s(?:the\\s)?property)?(?:\\s(?:shall|will)\\sbe)?(?=\\s?:)', 'PLACE OF SUBSTITUTE TRUSTEE’S SALE OF PROPERTY: In Hill County, Texas, at the south entrance'],
  ['(?:at|in)\\sthe\\sfollowing\\s(?:location|place)(?=\\s?:)', 'to the highest bidder for cash at the following location: At the south entrance'],
  ['sale\\slocation', 'Sale Location: County Courthouse'],
  ['location\\sof\\s(?:the\\s)?sale', ''],
  ['the\\ssale\\swill\\sbe\\sheld\\sat\\sthe\\sfollowing\\slocation', 'The sale will be held at the following location: At the main entrance'],
  // A label of a "Date / Time / Place" block, its colon misread as ")" or "|" by OCR: "Place) THE SOUTH ENTRANCE".
  ['(?<=^|\\n|[.;|:]\\s{0,3}|\\d\\s|[AP]\\.?M\\.?\\s|thereafter\\.?\\s|time\\.?\\s)place(?:\\sof\\s(?:the\\s)?(?:sale|auction)(?:\\sof\\s(?:the\\s)?property)?)?\\s?[:)|](?!\\s*(?:\\n|$))', 'Time: 10:00 AM Place: Hill County Courthouse'],
  ['(?:sale|auction)\\swill\\stake\\splace\\s(?:in\\s[A-Z][a-z]+\\sCounty,\\s(?:[A-Z][a-z]+,\\s)?)?at(?=\\sthe\\s(?:area|place))', 'The sale will take place at the area designated by the Commissioners Court'],
];
/** Phrases of the sale itself after which the place is printed: "will offer for sale at public auction in the lobby of". */
export const SALE_PLACE_CUE = /\b(?:public\s(?:auction|outcry|venue|sale)|will\sbe\s(?:held|conducted)|will\stake\splace|sale\swill\sbe\s(?:held|conducted))\b/gi;
/** Where in running text a place of sale begins: place-start.ts. */
export { SALE_PLACE_START } from './place-start.js';

/** Labels before the attorney's name. */
export const ATTORNEY_NAME_BEFORE: readonly CueRow[] = [
  ['att(?:orn|omm?)e?ys?\\s?(?:\\(s\\))?\\sfor\\s(?:the\\s)?(?:plaintiff|mortgagee|lender|substitute\\strustee|trustee|movant|petitioner|creditor)s?\\s?(?:\\(s\\))?\\s?[:,]', 'Attorney (s) for Plaintiff (s): FIRM, P.C.'],
  ['(?:^|\\n)\\s?attorneys?(?:\\sfor\\s(?:the\\s)?plaintiff)?\\s?:', 'Attorney: Whitford Crane LLC, 88 East Broad Street'],
  ['by\\s(?:its|their|his|her)\\s(?:attorneys?|counsel)\\s?,?', 'Present holder of said mortgage, By its Attorneys, FIRM LLP'],
  ['(?:lender|mortgagee|beneficiary|holder)(?:\'s)?\\s(?:representative|counsel)\\s?:', 'LENDER REPRESENTATIVE:\\nJOHN A. DOE, JR.'],
];
/** Role words printed right after the attorney's (or the firm's) name. */
export const ATTORNEY_NAME_AFTER = /,?\s(?:esq\.?|esquire)(?!,?\s(?:referee|trustee|substitute))|,?\s(?:complainant|plaintiff|petitioner)(?:'s|s')?\s(?:solicitors?|attorneys?|counsel)\b|,?\s(?:att(?:orn|omm?)e?ys?|counsel)\s?(?:\(s\))?\s(?:for|at\slaw)\b|\n\s?(?:[A-Z][a-z]+\s)?(?:State\s)?Bar\sNo\b/gi;
/** "FIRM, PLLC on behalf of X, LLC, Substitute Trustees": the firm that speaks for the trustee (kept only if a law firm). */
export const FIRM_FOR_TRUSTEE = /\son\sbehalf\sof\s(?=(?:[^.]|\.(?!\s[A-Z][a-z])){0,160}?\bsubstitute\strustees?\b)/gi;
/** "c/o FIRM": a firm named for the trustee or holder; the attorney when it is a law firm other than the trustee. */
export const CARE_OF = /\bc\/o\s/gi;
/** An attorney cue anywhere in a stretch of text ("... of counsel for the trustee at 301-..."). */
export const ATTORNEY_CUE = /\b(?:att(?:orn|omm?)e?ys?\s?(?:\(s\))?\s(?:for|at\slaw)|counsel\sfor|esq\.?\b)/i;
/** After a contact block: "... Telephone ... Attorneys for Bank, N.A." makes the block the attorney's. */
export const ATTORNEY_AFTER_BLOCK = /^(?:(?!\n\s*\n)[\s\S]){0,120}?\batt(?:orn|omm?)e?ys?\s?(?:\(s\))?\sfor\b/i;
/** Role words printed right after the holder's name ("X is the present holder", "X, which owns the note", "X, Mortgagee"). */
export const HOLDER_AFTER = /(?:\s\((?:hereinafter|herein)[^)\n]{0,40}\))?(?:,\san?\s(?:[A-Z][a-z]+\s)?(?:limited\s(?:liability\s)?(?:company|partnership)|corporation|national\sassociation|banking\sassociation|state\sbank))?,?\s(?:is\s)?the\s(?:present\s|current\s)?(?:legal\s)?(?:owner\sand\sholder|holder|mortgagee|owner|beneficiary)\b|,?\s(?:which|who)\s(?:owns|holds)\b|,\s(?:the\s)?mortgagee\b(?!\s(?:is|of))/gi;
/** "X, whose address is ..., is the current mortgagee": the holder named before its address (abbreviations such as "Blvd." inside it). */
export const HOLDER_WHOSE_ADDRESS = /,?\swhose\saddress\sis\b(?:[^.]|\.(?!\s)|(?<=\b[A-Za-z]{1,4})\.){0,200}?\bis\sthe\s(?:current\s)?(?:mortgagee|beneficiary|holder)\b/gi;
/** "For more information contact: X" names the attorney when X is not the trustee. */
export const INFO_CONTACT = /(?:for\s(?:more\s|further\s)?information,?\s(?:please\s)?contact|questions\s(?:may\sbe\s)?(?:directed|addressed)\sto)\s?:?\s*/gi;

/**
 * Values read after a case label that are no case number: a docket year alone ("Docket No. 2024"), or a date whose month
 * the label ran into ("Case No. OCT 12 2024", "JUN-2024"). A number that goes on past the date ("JAN 2024-001") stays.
 */
export const NOT_CASE_NUMBER = /^(?:(?:19|20)\d{2}|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?[\s-]?\d{1,4}(?:,?\s\d{2,4})?)$/i;
