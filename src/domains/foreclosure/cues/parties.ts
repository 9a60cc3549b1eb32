/**
 * Cue phrases around the parties to the loan and the sale: borrowers, holder, trustee (the original lender: original-lender.ts).
 * Rows are [pattern source, example]; the readers read the names that follow or precede.
 */
import { anyOf } from '../../../text/escape.js';
import type { CueRow } from '../../shared/cues.js';
import { TO_THE_SPEAKING_TRUSTEE } from './deed.js';

/**
 * What a caption may print after its "vs." before the defendants: the suit's number ("vs. Case No. 2027-FC-000100",
 * "VS. NO. 2025-000100"), or the notice's name set across the column ("vs.        Notice of Sale.").
 */
const AFTER_VS = '(?:\\s(?:(?:civil\\s|suit\\s|docket\\s)?case\\s|suit\\s|docket\\s)?no\\b\\.?\\s?:?\\s?[A-Z0-9][\\w-]{3,24}(?=\\s+[A-Z])|\\snotice\\sof\\s(?:sale|suit)\\.?(?=[ \\t]*\\n))?';

/** Labels and phrases after which borrowers' names are printed. */
export const MORTGAGOR: readonly CueRow[] = [
  // A grid of labels over values (see HOLDER_GRID): "Deed of Trust Date: Grantor(s)/Mortgagor(s):\n7/8/2021 JO DOE": the borrowers follow the left column's date (OCR may print a stamp's words after the labels).
  ['(?:grantor|mortgagor)s?(?:\\(s\\))?(?:\\/(?:grantor|mortgagor)s?(?:\\(s\\))?)?\\s?:[^\\n]{0,40}\\n\\s*\\d{1,2}\\/\\d{1,2}\\/\\d{2,4}[ \\t]+', 'Deed of Trust Date: Grantor(s)/Mortgagor(s):\\n7/8/2021 JO DOE, A SINGLE WOMAN'],
  ['(?:original\\s)?(?:grantor|trustor|mortgagor|borrower)s?(?:\\(s\\))?\\s?:', 'Grantor(s): Jacob Doe'],
  // The line-start test follows the words (a row opening with a lookbehind makes every row of its table scan slowly).
  ['(?:original\\s)?(?:grantor|trustor|mortgagor|borrower)(?<=(?:^|\\n)(?:original\\s)?(?:grantor|trustor|mortgagor|borrower))s?(?:\\(s\\))?(?=\\s[A-Z]{2})', 'Original Grantor(s) ELLIOT J. DOE AND MEGAN A. DOE'],
  // "a certain Deed of Trust dated September 9, 2013, from Jo Roe and Al Roe to Elm Settlement Co., Trustee".
  ['(?:deed\\sto\\ssecure\\sdebt|security\\sdeed|mortgage|deed\\sof\\strust)\\s(?:dated\\s[A-Z][a-z]{2,8}\\.?\\s\\d{1,2},\\s\\d{4},\\s)?(?:given\\s|executed\\s|made\\s)?from', 'Deed to Secure Debt from JOHN DOE to BANK; a certain Deed of Trust dated May 9, 2013, from Jo Roe to Elm Co., Trustee'],
  // Rhode Island's form: "the power of sale contained in a certain mortgage by Jo A. Roe dated June 27, 2016".
  // A sheriff's sale names the owners it was seized from: "Seized, taken in execution and to be sold as the property of Jo Roe".
  ['\\b(?:seized|sold|taken)\\b[^.;]{0,60}?\\sas\\sthe\\sproperty\\sof(?=\\s[A-Z])', 'Seized, taken in execution and to be sold as the property of Jo A. Roe and Al B. Roe, his wife'],
  // A lien for an association's assessments names the owners it is recorded against.
  ['\\blien\\b(?:[^.;]|\\.(?=\\s?\\d)){0,160}?\\sagainst\\sthe\\s(?:property|lot|unit|real\\sestate)\\s(?:of|owned\\sby)(?=\\s[A-Z])', 'a lien for unpaid assessments against the property owned by Jo Roe; a Memorandum of Lien for unpaid assessments recorded as Instrument No. 1, against the property of JO ROE and AL ROE'],
  ['\\bcertain\\smortgage\\sby(?=\\s[A-Z])', 'the power of sale contained in a certain mortgage by Jo A. Roe dated June 27, 2016'],
  ['name\\s(?:and\\saddress\\s)?of\\s(?:the\\s)?(?:original\\s)?(?:trustor|grantor|mortgagor)s?(?:\\sas\\sshown\\son\\sthe\\s(?:deed\\sof\\strust|trust\\sdeed)\\s?:)?', 'Name and address of original Trustor as shown on the Deed of Trust: JOHN DOE'],
  ['(?:original\\s)?trustor[\'’]?s\\s(?:stated\\s)?name(?:\\s(?:and|&)\\saddress)?\\s?:', "Original Trustor's Stated Name and Address: Desert Holdings, Inc."],
  [`(?:executed|made|given|granted|signed|delivered|mortgaged)(?:\\s(?:on\\s)?[A-Z][a-z]{2,8}\\.?\\s\\d{1,2},?\\s\\d{4},?|\\son\\sthe\\s\\d{1,2}(?:st|nd|rd|th|d)\\sday\\sof\\s[A-Z][a-z]{2,8},?\\s\\d{4},?|${TO_THE_SPEAKING_TRUSTEE})?\\sby(?:\\sthe\\smortgagors?|\\s(?:the\\s)?said)?`,
    'a Deed of Trust executed March 17, 2016 by JOHN DOE; real estate mortgaged by the said Jo Roe and Al Roe; a deed of trust executed to me as trustee by Jo Roe'],
  ['mortgagors?\\s(?:is|are)', 'Mortgagors are JOHN DOE'],
  // A sheriff's sale names the owners the land is vested in: "TITLE TO SAID PREMISES IS VESTED IN Jo Doe and Al Doe, by Deed from".
  ['title\\sto\\s(?:said|the)\\s(?:premises|property|real\\sestate)\\s(?:is\\s)?vested\\sin', 'TITLE TO SAID PREMISES IS VESTED IN Jo A. Doe and Al B. Doe, husband and wife, by Deed from Bo Roe'],
  // A caption may print its case number between "vs." and the defendants: "Plaintiff, vs. Case No. 2027-FC-000100 JO DOE".
  // A caption set with blank lines around "v." ("Plaintiff,\n\nv.\n\nJO DOE"): up to two line breaks either side.
  [`(?:plaintiffs?|(?:plf|pltf|plff)\\.),?(?:[ \\t]*\\n){0,2}\\s(?:vs\\.?|v\\.?|versus|against|-\\s?against\\s?-|-vs?\\.?-)(?:[ \\t]*\\n)?${AFTER_VS}`, 'BANK, Plaintiff, vs. JOHN DOE; BANK, Plaintiff v. No. 2027-CV-00100-MF JO DOE and AL DOE Defendants; BANK,\\nPlaintiff,\\n\\nv.\\n\\nJO DOE'],
  // A caption may print the suit's number after "VS." on the line of the role ("ELM BANK\nVS. NO. 2027-000100\nJO DOE").
  [`(?:\\b|-)(?:vs\\.?|v\\.|versus|against)-?${AFTER_VS}(?=\\s[A-Z])`, 'BANK v. JOHN DOE; ELM BANK\nVS. NO. 2027-000100\nJO DOE AND AL DOE; Elm Bank, Plaintiff,\nvs.        Notice of Sale.\nJo Roe, etc., Defendants.', 'apart'],
  ['defendants?(?:\\(s\\))?\\s?:', 'Defendant: JOHN DOE'],
  // The note's maker, read only where no deed names its grantors: a spouse who signs the deed may not sign the note
  // ("Maker: Jo Doe ... Grantor: Jo Doe and Al Doe, husband and wife").
  ['makers?(?:\\(s\\))?\\s?:', 'Maker: Jacob Doe'],
];

/** What a deed says of its makers between their names and its verb: ", husband and wife,". */
const SPOUSES = /(?:,\s(?:husband\sand\swife|wife\sand\shusband|an?\s(?:single|married|unmarried)\s(?:man|woman|person)),?)?/;
const EXECUTED_A_DEED = /\sexecuted\s(?:and\sdelivered\s)?(?:a|that)\s(?:certain\s)?(?:deed\sof\strust|mortgage|security\sdeed)\b/;

/** Role words printed right after the borrowers' names ("X and Y, husband and wife, as Grantors", "Whereas, X, by his certain deed of trust"). */
const MORTGAGOR_ROLE_WORDS = [
  /,?\sby\s(?:his|her|their|its)\s(?:certain\s)?(?:deed\sof\strust|trust\sdeed|mortgage|security\sdeed|deed\sto\ssecure\sdebt)\b/,
  // "WHEREAS, on March 1, 2017, Jo Roe and Al Roe, husband and wife, executed a certain deed of trust to ...".
  new RegExp(`${SPOUSES.source}${EXECUTED_A_DEED.source}`),
  /,?\s(?:as\s)?(?:grantor|trustor|mortgagor|borrower)s?(?:\(s\))?(?:\/\w+)?\b/,
  // "WHEREAS, on May 2, 2018, by Deed of Trust of record at ..., JO ROE and AL ROE conveyed to Elm Title, Trustee": in
  // the deed of trust's own clause (a legal description's chain of title conveys too, "... ACRES CONVEYED TO X").
  // Their state in life may stand between ("WESLEY J. HAYDEN, a single man, conveyed to Jo Roe, Trustee").
  // Or in the older form "... page 402, Jo Roe and Al Roe, did convey unto Ed Poe, Trustee".
  new RegExp(`${SPOUSES.source}${/,?\s(?:did\s)?(?:convey(?:ed)?|grant(?:ed)?)\s(?:un)?to(?<=\bdeed\sof\strust\b(?:[^.;]|\.(?=\s?\d)|(?<=\b[A-Z])\.){0,240}\s(?:did\s)?(?:convey(?:ed)?|grant(?:ed)?)\s(?:un)?to)(?=\s[A-Z])/.source}`),
  /\s\(the\s"?(?:mortgagors?|borrowers?|grantors?)"?\)/,
  // An association's lien: "WHEREAS, Jo Roe is the owner of the property commonly known as ...".
  /,?\s(?:is|are)\sthe\s(?:record\s)?owners?\sof\s(?:the\s|said\s)?(?:property|real\sproperty|premises|lot)\b/,
];
export const MORTGAGOR_AFTER = anyOf(MORTGAGOR_ROLE_WORDS, 'gi');

/**
 * A decree's recital names the defendants before their role ("wherein Elm Bank was Plaintiff, and Jo Roe and Al Roe
 * were Defendants"); like a caption's list, it names lienholders too, and only the owners among them gave the mortgage.
 */
export const DEFENDANTS_AFTER = /,?\s(?:is|are|was|were)\s(?:the\s)?defendants?(?:\(s\))?\b/gi;

/**
 * A defined term naming the borrowers, right after their names: 'JO DOE ("Borrower"), executed', 'X (the "Owner")'
 * (the owner who owes an association's assessments). OCR may print the quotes as any quote mark.
 */
export const MORTGAGOR_DEFINED_TERM = /\s?\((?:the\s|hereinafter\s(?:called\s|referred\sto\sas\s)?)?["“”'‘’]?(?:mortgagors?|borrowers?|grantors?|trustors?|owners?|debtors?)["“”'’]?\)/gi;

/**
 * A defined term naming the holder, right after its name, when no role phrase names it: an association foreclosing
 * its assessment lien ('X Owners Association, Inc. (the "Association")'), 'Y Bank (hereinafter called "Beneficiary",'
 * (OCR may drop the closing parenthesis), 'a note payable to Z Credit Union ("Lender")' where the lender appoints the trustee.
 */
export const HOLDER_DEFINED_TERM = /\s?\((?:the\s|hereinafter\s(?:called\s|referred\sto\sas\s)?)?["“”'‘’]?(?:association|beneficiary|noteholder|holder|lender)["“”'’]?[),]/gi;

/**
 * A grid of two labels on one line over their values on the next, as Texas notices print them:
 * "Original Beneficiary/Mortgagee: Current Beneficiary/Mortgagee:\nBANK A, INC. BANK B, N.A.". The current holder is
 * the second party of the line under the labels.
 */
/** The grid's left label (the original holder) and its right label (the current one), which ends the line. */
const GRID_LEFT_LABEL = /\b(?:original|prior)\s(?:beneficiary|mortgagee|lender)(?:\s?\/\s?(?:beneficiary|mortgagee|lender))?\s?:[ \t]+/;
const GRID_RIGHT_LABEL = /current\s(?:beneficiary|mortgagee|lender|holder)(?:\s?\/\s?(?:beneficiary|mortgagee|lender))?\s?:[ \t]*\n\s*/;
export const HOLDER_GRID = new RegExp(`${GRID_LEFT_LABEL.source}${GRID_RIGHT_LABEL.source}`, 'gi');

/** A holder's role printed as a label of its own. */
const LABEL_ROLE = '(?:beneficiary|mortgagee|lender|plaintiff|assignee|noteholder)';

/** Labels and phrases after which the current holder is printed. */
export const MORTGAGEE: readonly CueRow[] = [
  // An assignment printed as a label names the holder now, over the "Mortgagee:" the form prints for the original lender.
  ['assigned\\sto\\s?:', 'MORTGAGEE: Elm Registration Systems ASSIGNMENTS OF MORTGAGE: Assigned to: Birch Home Loans, LLC; Dated: May 1, 2024'],
  // California: "The beneficial interest under said Deed of Trust is now held by Elm Home Servicing, LLC".
  // Oregon: "The beneficial interest under said Trust Deed and the obligations secured thereby are presently held by X".
  ['beneficial\\sinterest\\s(?:under\\s(?:said|the)\\s(?:deed\\sof\\strust|trust\\sdeed|mortgage)\\s)?(?:and\\sthe\\sobligations\\ssecured\\sthereby\\s)?(?:is\\s|are\\s)?(?:now\\s|currently\\s|presently\\s)?held\\sby',
    'The beneficial interest under said Deed of Trust is now held by Elm Home Servicing, LLC, which has executed; The beneficial interest is currently held by Elm Loan Servicing, LLC; The beneficial interest under said Trust Deed and the obligations secured thereby are presently held by Elm Loan Trust'],
  // "..., the Mortgage now held by Elm Mortgage Trust 2019-2, notice is hereby given".
  ['(?:mortgage|deed\\sof\\strust|note)\\s(?:is\\s)?(?:now|currently|presently)\\sheld\\sby', 'recorded as Document No. A-100, the Mortgage now held by Elm Mortgage Trust 2019-2, notice is hereby given'],
  ['current\\sholder\\sof\\s(?:the\\s)?evidence\\sof\\s(?:the\\s)?debt\\s?:?', 'Current Holder of Evidence of Debt BIRCH TRAIL BANK'],
  // Massachusetts: "of which mortgage Elm Loan Trust is the present holder", "... the present holder by assignment from A to B".
  ['\\bby\\sassignment\\sfrom\\s[^;]{1,200}?,\\sto(?=\\s[A-Z])', 'the undersigned is the present holder by assignment from Elm Registration Systems, Inc., as nominee for Oak Lending, LLC, its successors and assigns, to Birch Bank, N.A., recorded'],
  ['\\bof\\swhich\\smortgage(?=\\s)', 'of which mortgage Elm Loan Trust 2021-B, by Oak Fiduciary Services, as Owner Trustee, is the present holder'],
  // "The current holder of the Note is X": the row for "holder of" below reads it.
  ['current\\s(?:mortgagee|beneficiary|holder(?!\\sof\\s)|lender)(?:\\s?\\/\\s?(?:mortgagee|beneficiary|holder))?(?:\\s(?:of|under)\\s(?:the|said)\\s(?:trust\\sdeed|deed\\sof\\strust|mortgage))?(?:\\sis(?=\\s[A-Z]))?\\s?:?',
    'Current Beneficiary/Mortgagee: Bank, N.A.; The current beneficiary is Elm Loan Trust, by its servicer; The current beneficiary under said Deed of Trust is Elm Loan Trust 2021-B.'],
  // The holder set off by commas after its role: "and the Mortgagee, ELM CREDIT UNION, has requested the undersigned to sell".
  ['\\bthe\\s(?:mortgagee|beneficiary|noteholder|(?:(?:legal\\s)?owner\\sand\\s)?holder)\\s?,(?=\\s[A-Z])', 'WHEREAS, default has occurred, and the Mortgagee, ELM FEDERAL CREDIT UNION, has requested the undersigned to sell said property; and the owner and holder, ELM MORTGAGE COMPANY, has appointed'],
  // Virginia: "The Noteholder is Elm Home Loans, Inc."
  ['\\bthe\\s(?:noteholder|note\\sholder|secured\\sparty)\\s(?:is|was)(?=\\s[A-Z])', 'The Noteholder is Elm Home Loans, Inc.'],
  ['party\\sentitled\\sto\\senforce\\s(?:the\\s)?(?:debt|note|security\\sinterest)(?:\\sis(?=\\s[A-Z])|\\s?:)?', 'Party entitled to enforce the debt: Bank N.A.; The party entitled to enforce the debt is Elm Mortgage Servicing, LLC.'],
  ['(?:mortgage\\s)?servicer\\s(?:for|on\\sbehalf\\sof)', 'is acting as the mortgage servicer for Lender, LLC, which is the mortgagee'],
  ['name\\s(?:and\\saddress\\s)?of\\s(?:the\\s)?(?:current\\s)?beneficiary\\s?:?', 'Name and Address of the Beneficiary BANK, N.A.'],
  ['(?:current\\s)?beneficiary[\'’]?s\\s(?:stated\\s)?name(?:\\s(?:and|&)\\saddress)?\\s?:', "Beneficiary's Name and Address: Desert Bank, N.A."],
  // A label run on after the value of the one before it ("ORIGINAL PRINCIPAL BALANCE: $734 000 BENEFICIARY: Bank") follows a number.
  // The line, sentence or number before the label is checked after its words (a row opening with it made the table try every position).
  [`${LABEL_ROLE}(?<=(?:^|\\n|\\.\\s|\\d\\s)\\s?${LABEL_ROLE})s?(?:\\s?\\([^)\\n]{0,40}\\))?(?:\\sand\\saddress)?\\s?:`, 'Beneficiary (or Holder): Bank; Beneficiary (as of Recording of Notice of Sale) and Address: Bank'],
  // A label run together with other values by a scraper: "Debtor: Jo Doe Holder: Lone Star Farms, LLC".
  ['\\b(?:note\\s)?holder\\s?:', 'Amount: $343,600.00 Debtor: JO DOE Holder: Lone Star Farms, LLC'],
  ['(?:owner|holder|owner\\sand\\sholder)\\sof\\s(?:the\\s|said\\s)?(?:debt|notes?|indebtedness)(?:\\ssecured(?:\\sthereby)?)?(?:\\sby\\s(?:said|the)\\s(?:deed\\sof\\strust|mortgage))?(?:\\s(?:evidencing|secured)[^,;]{0,60})?(?:,?\\sis(?=\\s[A-Z]))?,?',
    'the holder of the note evidencing said indebtedness, Lender, LLC,; at the request of the legal holder of said notes, Elm Mercantile Company, and; the holder of the note secured thereby, Elm Farm Credit, ACA,; The holder of the note secured by the Deed of Trust is Elm Mortgage Corporation.'],
  ['judgment\\b[^.;]{0,80}?\\sin\\sfavor\\sof', 'on a judgment in favor of Bank, N.A.; on a judgment rendered in said court on the 9th day of October, 1916, in favor of Elm Bank'],
  // A sheriff's sale "at the suit of" the plaintiff that holds the mortgage.
  ['at\\sthe\\s(?:suit|instance)\\sof', 'seized and taken in execution as the property of Jo Roe at the suit of Elm National Bank'],
  // The plaintiff named after its lawyers' title: "Roe Law, P.C., Attorneys for Plaintiff, Elm Savings Bank".
  ['attorneys?\\sfor\\s(?:the\\s)?plaintiff,(?=\\s[A-Z])(?<=[A-Za-z.],\\sattorneys?\\sfor\\s(?:the\\s)?plaintiff,)', 'Roe Law, P.C., Attorneys for Plaintiff, Elm Savings Bank'],
  // A chain of assignments: the one printed as a further assignment names the holder now, over the first.
  ['(?:further|subsequently|thereafter)\\s(?:assigned|transferred)(?:\\sof\\srecord)?\\sto', 'said Deed of Trust being assigned to Elm Bank by an Assignment dated May 1, 2010; said Deed of Trust being further assigned to BIRCH CREDIT COMPANY ("Mortgagee")'],
  // "assigned by mesne assignments to X": the chain is not printed, its last link is the holder.
  ['(?:assigned|transferred)(?:,?\\s(?:and\\s)?(?:sold|assigned|transferred|conveyed))*(?:\\sof\\srecord)?(?:\\s(?:by|through)\\s(?:said\\s\\w+|mesne\\sassignments?))?\\sto', 'assigned by said Mortgagee to Loan Trust 2024-1; assigned by mesne assignments to Elm Servicing, LLC, as assignee; last sold, assigned, transferred and conveyed to Elm Loan Trust'],
  ['(?:present|current)\\sholder\\sof\\s(?:said|the)\\s(?:mortgage|note)(?:\\sis)?', ''],
  // The party that appoints the trustee holds the debt: "Lone Oak Law, having been appointed Successor Trustee by Ridge Bank".
  ['appointed\\s(?:as\\s)?(?:successor|substitute)\\strustees?\\sby', 'the undersigned, Lone Oak Law, P.L.L.C., having been appointed Successor Trustee by Ridge Federal Credit Union'],
];

/**
 * The holder's bare label anywhere in a line a scraper ran together ("... husband and wife  Beneficiary: Elm Credit
 * Union  1400 W. 16th Street"), not the original lender's ("Original Beneficiary:"): read only when no other cue names
 * the holder.
 */
export const HOLDER_BARE_LABEL: readonly CueRow[] = [
  // Matched case-sensitively: after a word in lower case (prose run on), not a name's last word, since a label split
  // over a column's lines ("Jo Roe Beneficiary:" under "Original") is another's.
  // (The label's words come first and the word before is looked back at from them: a pattern opening with the
  // look-back would try it at every position.)
  ['(?:Beneficiary|BENEFICIARY|Mortgagee|MORTGAGEE|Lender|LENDER|Noteholder|NOTEHOLDER)(?<=\\b[a-z]+\\s[A-Za-z]+)\\s?:(?=\\s?[A-Z])', 'Original Trustor: Jo Roe and Al Roe husband and wife Beneficiary: Elm River Credit Union 1400 W. 16th Street'],
];

/** Role words after the holder's name ("X, Mortgagee"), an aside and its corporate form between ("X (hereinafter ...), a national association, is the holder"). */
const HOLDER_ASIDE = /(?:\s\((?:hereinafter|herein)[^)\n]{0,40}\))?/;
const HOLDER_FORM = /(?:,\san?\s(?:[A-Z][a-z]+\s)?(?:limited\s(?:liability\s)?(?:company|partnership)|corporation|national\sassociation|banking\sassociation|state\sbank))?/;
// Not the owner of the land: "Jo Roe is the owner of the property" owes an association's assessments.
// "X is the holder", "X, which is the current owner and holder".
const HOLDER_IS = /,?\s(?:(?:which\s|who\s)?is\s)?/;
const HOLDER_ROLE = /the\s(?:present\s|current\s)?(?:legal\s)?(?:owner\sand\sholder|holder|mortgagee|owner(?!\sof\s(?:the\s|said\s)?(?:property|real\sproperty|premises|lot)\b)|beneficiary)\b/;
export const HOLDER_AFTER = anyOf([
  new RegExp(`${HOLDER_ASIDE.source}${HOLDER_FORM.source}${HOLDER_IS.source}${HOLDER_ROLE.source}`),
  /,?\s(?:which|who)\s(?:owns|holds)\b/,
  // "Elm Bank now holds the note and the Deed of Trust by assignment".
  /\snow\s(?:owns|holds)\s(?:the\s|said\s)?(?:note|debt|deed|mortgage|loan)\b/,
  /,\s(?:the\s)?mortgagee\b(?!\s(?:is|of))/,
  // A holder signing with its role on the line under it: "ELM SAVINGS BANK\nPresent holder of said mortgage".
  /,?\s*\n[ \t]*(?:present|current)\sholder\sof\s(?:said|the)\s(?:mortgage|note)\b/,
  // "KOA BANK, a Hawaii corporation, as Mortgagee, intends to sell": the role acts (a recital's "to Elm Bank, as mortgagee, dated" is the lender).
  new RegExp(`${HOLDER_FORM.source},?\\sas\\s(?:the\\s)?(?:mortgagee|beneficiary|noteholder),?\\s(?:intends|will|hereby|has\\selected|gives)\\b`),
  // "payable to the order of Lender, LLC as current Beneficiary".
  /,?\sas\s(?:the\s)?(?:current|present)\s(?:beneficiary|mortgagee|holder)\b/,
], 'gi');
/** "X, whose address is ..., is the current mortgagee": the holder named before its address (abbreviations such as "Blvd." inside it). */
// Or "..., holds the Deed of Trust and Note as current mortgagee".
export const HOLDER_WHOSE_ADDRESS = /,?\swhose\saddress\sis\b(?:[^.]|\.(?!\s)|(?<=\b[A-Za-z]{1,4})\.){0,200}?\b(?:is\sthe|holds\sthe\s[^.;]{1,60}?\sas)\s(?:current\s)?(?:mortgagee|beneficiary|holder)\b/gi;
