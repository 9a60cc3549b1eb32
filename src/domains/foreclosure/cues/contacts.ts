/** Cue phrases that give a contact block (address, phone, e-mail) a role, and name the attorney. */
import { anyOf } from '../../../text/escape.js';
import type { CueRow } from '../../shared/cues.js';

/** Cues that a contact block (address, phone, e-mail) belongs to a role. */
export const CONTACT_ROLES: ReadonlyArray<readonly [string, ContactRole, string]> = [
  ['attorneys?(?:\\(s\\))?\\s(?:for|to)\\s', 'attorney', 'Attorney(s) for the Plaintiff'],
  ['counsel\\sfor', 'attorney', 'Counsel for Plaintiff'],
  ['attorneys?\\sat\\slaw', 'attorney', 'Attorneys at Law'],
  ['(?:current\\s)?(?:mortgagee|beneficiary|lender|holder)(?:\\saddress)?', 'lender', 'Name and Address of the Beneficiary'],
  ['whose\\s?:?\\s?(?:mailing\\s|street\\s|business\\s)?address\\sis', 'lender', 'Lender, LLC, whose address is 500 Main St., Orange, CA 92868'],
  ['(?:mortgage\\s)?servicer', 'servicer', 'Mortgage Servicer Address:'],
  // Georgia's statutory sentence names the servicer with its address and phone.
  ['full\\sauthority\\sto\\snegotiate', 'servicer', 'The entity that has full authority to negotiate, amend, and modify all terms of the mortgage with the debtor is: Elm Servicing, LLC, 18 Elm Place, Marietta, GA 30000'],
  // Not a holder's capacity inside its name: "Attorney for Oak Bank, as Trustee for the Elm Trust 2006-1" speaks for the attorney.
  ['trustee(?!(?<=\\bas\\strustee)\\s(?:for|of|under)\\b)|commissioner|referee|committee|special\\smaster|master\\sin\\s(?:chancery|equity)', 'trustee', 'Substitute Trustee Address:; Committee: Attorney Jo A. Roe; Jo A. Roe, Special Master'],
  // A line for sale information (an auction or posting company's) speaks for the trustee only where the trustee's own
  // block prints no phone: "For sales information, please call (702) 555-0100 ... Elm Default Services, LLC\n... (702) 555-0101".
  ['for\\s(?:additional\\s)?sales?\\sinformation|sales?\\sinformation\\s?:', 'saleInfo', 'For Sale Information: (888) 555-0100; For sales information, please call (702) 555-0100'],
  ['for\\s(?:more\\s|further\\s|additional\\s)?information|contact', 'trustee', 'For more information call (888) 555-0100; contact the trustee at (844) 555-0100'],
  ['(?:grantor|trustor|mortgagor|borrower|defendant)s?', 'borrower', 'Name and Address of original Trustor'],
  // "To learn whether your sale date has been postponed, you may call 1-800-...": an auction line's, not a party's.
  // A court's notice to persons with disabilities: its office's address and phone are the court's, not a party's.
  ['\\b(?:ada|accessibility)\\s(?:coordinator|office)|court\\sadministration|americans\\swith\\sdisabilities\\sact', 'court', 'please contact the Court Administration ADA Office, 1 Elm Street, Elmton, FL 34000, (772) 555-0100, at least 7 days before'],
  // Maryland's and the District's sales name their auctioneer with its phone at the foot: the auctioneer's, no party's.
  // Not a trustee that is an auction firm ("Substitute Trustees: Elm Auction Services, LLC, Jo Doe"): its name is a trustee's.
  ['auction(?:eers?|\\s(?:services?|company|group))\\b(?!,?\\s(?:inc\\.?|llc|l\\.l\\.c\\.|corp\\.?)?,?\\s(?:[A-Z]|as\\s|substitute))', 'auctioneer', 'ELM AUCTION SERVICES, INC.\\n(410) 555-0100'],
  ['you\\s(?:may|can)\\s(?:also\\s)?call', 'sale', 'To learn whether your sale date has been postponed, you may call 1-800-555-0100 or visit www.elm-auctions.example'],
  ['(?:at|in)\\s(?:the\\s)?(?:[\\w.\'-]+\\s){0,4}(?:court\\s?house|courthouse|entrance|steps|building|door)|sale\\swill\\sbe\\sheld|place\\sof\\ssale', 'sale', 'at the courthouse'],
];
export type ContactRole = 'attorney' | 'lender' | 'servicer' | 'trustee' | 'saleInfo' | 'borrower' | 'sale' | 'court' | 'auctioneer';

/** Labels before the attorney's name. */
export const ATTORNEY_NAME_BEFORE: readonly CueRow[] = [
  // Not a title after the firm's name ("Roe Law, P.C., Attorneys for Plaintiff, Elm Bank"): the client follows that.
  ['att(?:orn|omm?)e?ys?(?<![A-Za-z.],\\satt(?:orn|omm?)e?ys?)\\s?(?:\\(s\\))?\\sfor\\s(?:the\\s)?(?:plaintiff|mortgagee|lender|substitute\\strustee|trustee|movant|petitioner|creditor)s?\\s?(?:\\(s\\))?\\s?[:,]', 'Attorney (s) for Plaintiff (s): FIRM, P.C.'],
  // The line start is checked after the word (a row opening with "^ or a line break" makes the table try every position).
  ['attorneys?(?<=(?:^|\\n)\\s?attorneys?)(?:\\sfor\\s(?:the\\s)?plaintiff)?\\s?:', 'Attorney: Whitford Crane LLC, 88 East Broad Street'],
  // The words before the title are checked after it: a row opening with short or common words ("by", "lender") leaves
  // the table's scan no rare letters to skip ahead by.
  ['(?:attorneys?|counsel)(?<=by\\s(?:its|their|his|her)\\s(?:attorneys?|counsel))\\s?,?', 'Present holder of said mortgage, By its Attorneys, FIRM LLP'],
  ['(?:representative|counsel)(?<=(?:lender|mortgagee|beneficiary|holder)(?:\'s)?\\s(?:representative|counsel))\\s?:', 'LENDER REPRESENTATIVE:\\nJOHN A. DOE, JR.'],
  // "Prepared by: Elm Law Group, PLLC": the plaintiff's lawyers who drew the notice;
  // "Submitted by:" over the firm's block under a Florida clerk's notice.
  ['(?:prepared|submitted)\\sby\\s?:', 'Prepared by: Elm Law Group, PLLC\\nJo Doe, OBA #1; Submitted by:\\nElm Oak, P.A.'],
  // Colorado's form: "the attorney(s) representing the legal holder of the indebtedness is:\nJo Doe #40001".
  ['att(?:orn|omm?)e?y(?:s|\\(s\\))?\\srepresenting\\s[^:\\n]{0,80}?\\sis\\s?:', 'The name, address and bar registration number of the attorney(s) representing the legal holder of the indebtedness is:\\nJo A. Doe #40001'],
];
/** Role words printed right after the attorney's (or the firm's) name. */
/** "Esq.", "Plaintiff's attorneys", "Attorneys for", a bar number line: each alone marks the name before it. */
const ATTORNEY_ROLE_WORDS = [
  /,?\s(?:esq\.?|esquire)(?!,?\s(?:referee|trustee|substitute))/,
  /,?\s(?:complainant|plaintiff|petitioner)(?:'s|s')?\s(?:solicitors?|attorneys?|counsel)\b/,
  /,?\s(?:att(?:orn|omm?)e?ys?|counsel|solicitors?)\s?(?:\(s\))?\s(?:for|at\slaw)\b/,
  // "THE ELM LOAN COMPANY, Mortgagee. By JO DOE, its Attorney.": the lawyer a party signs by.
  /,\s(?:its|their)\s(?:att(?:orn|omm?)e?ys?|solicitors?|counsel)\b/,
  // "Roe & Poe, Attys." closing a signature, or "Attys. for Plaintiff".
  /,\s(?:attys?|att'ys?)\.?(?:\sfor\b|(?=[ \t]*(?:\n|$)))/,
  // "JO DOE, Mortgagee Attorney": the party the lawyer acts for, then the title.
  /,\s(?:mortgagee|lender|beneficiary|plaintiff)(?:'s|’s)?\s(?:att(?:orn|omm?)e?y|counsel)\b/,
  // A signature's title alone closing its line: "Jo Doe, Attorney\nElm & Oak, LLP", "ELM & OAK, LLC, ATTORNEYS".
  // "JO ROE, Attorney." signing last: a period may close the title, and the notice may end there.
  /,\s(?:Attorneys?|ATTORNEYS?)\.?(?=[ \t]*(?:\n|$))/,
  // A bar number on the next line, or after a dash on the name's own ("Jo Doe - Bar #: 24000001").
  /(?:\n\s?|\s[-–]\s|,\s)(?:[A-Z][a-z]+\s)?(?:State\s)?Bar\s?(?:No\b|#)/,
  // A bar number in brackets, then the title on the next line: "Jo Doe (0081234)\nAttorney for Plaintiff"; or the
  // firm's title line first: "Elm & Oak Co., L.P.A., Attorneys for Plaintiff\nJo Doe (0081234)".
  /\s\(\d{4,8}\)[ \t]*\n\s*att(?:orn|omm?)e?ys?\s?(?:\(s\))?\sfor\b/,
  // (The bracket is matched first and the lines above only looked back at from it: a pattern opening with the look-back
  // would try it at every position of the text.)
  /\s\(\d{4,8}\)(?=[ \t]*(?:\n|$))(?<=\batt(?:orn|omm?)e?ys?\s?(?:\(s\))?\sfor\s[^\n]{1,40}\n[^\n]{3,60}\s\(\d{4,8}\))/,
  // A state bar's initials and number after the name ("Jo Doe, OBA #22871", "Jo Doe, WSBA No. 40112").
  // A space before "No" ("Lebanon" read case-blind is no "LeBA No").
  /,\s(?:[A-Z]{1,2}S?BA|SBN|BBO)(?:\sNo\.?\s?|\s?#)/,
  // A lawyer's number from the state's roll, printed after the name: "Jo A. Roe, Attorney No. 30001-49".
  /,\s(?:attorney|atty\.?)\s(?:reg(?:istration)?\.?\s)?(?:no\b|#|i\.?d\.?(?=\s?(?:no\b|#|:)))/,
];
export const ATTORNEY_NAME_AFTER = anyOf(ATTORNEY_ROLE_WORDS, 'gi');
/** A bar number's line run on after the name by a scraper; the caller keeps it only after a wide gap. */
export const BAR_NUMBER_AFTER_GAP = /\s(?:[A-Z][a-z]+\s)?(?:State\s)?Bar\s?(?:No\b|#)/gi;
/** "FIRM, PLLC on behalf of X, LLC, Substitute Trustees": the firm that speaks for the trustee (kept only if a law firm). */
export const FIRM_FOR_TRUSTEE = /\son\sbehalf\sof\s(?=(?:[^.]|\.(?!\s[A-Z][a-z])){0,160}?\bsubstitute\strustees?\b)/gi;
/** "c/o FIRM": a firm named for the trustee or holder; the attorney when it is a law firm other than the trustee. */
export const CARE_OF = /\bc\/o\s/gi;
/** An attorney cue anywhere in a stretch of text ("... of counsel for the trustee at 301-..."). */
export const ATTORNEY_CUE = /\b(?:att(?:orn|omm?)e?ys?\s?(?:\(s\))?\s(?:for|at\slaw)|counsel\sfor|esq\.?\b)/i;
/**
 * After a contact block: "... Telephone ... Attorneys for Bank, N.A." makes the block the attorney's; not across a
 * blank line, nor across a contact cue that names another party first ("... VA 23499. For more information contact:
 * Roe & Poe, P.C., attorney for ...").
 */
// A dating line between opens the signature block below ("... Frisco, TX 75099.\nDated: May 5, 2031\nELM LAW, PLLC\nBy: Jo Roe, Attorney for Mortgagee").
export const ATTORNEY_AFTER_BLOCK = /^(?:(?!\n\s*\n|for\s(?:more\s|further\s)?information|contact\s?:|\n[ \t]*dated\b)[\s\S]){0,120}?\batt(?:orn|omm?)e?ys?\s?(?:\(s\))?\sfor\b/i;
/** "For more information contact: X" names the attorney when X is not the trustee. */
// "For information, contact the sales department, FIRM": the department is no name; the firm follows it.
const INFO_CONTACT_CUES = [
  'for\\s(?:more\\s|further\\s)?information,?\\s(?:please\\s)?contact',
  'questions\\s(?:may\\sbe\\s)?(?:directed|addressed)\\sto',
  // "Contact: Elm & Oak, LLP, 12 Elm St ..." opening its line names the contact as the longer cues do.
  '(?<=(?:^|\\n)[ \\t]{0,4})contact(?=\\s?:)',
];
export const INFO_CONTACT = new RegExp(`(?:${INFO_CONTACT_CUES.join('|')})\\s?:?\\s*(?:the\\s(?:sales?\\s)?(?:department|desk|office),\\s)?`, 'gi');

/**
 * Words of a firm's or lawyer's name too common to tell whose an e-mail address is ("txsales@elmlaw.com" is not
 * told by "law"); the rest ("elm", "cubas") are matched inside the address.
 */
export const NAME_WORDS_NOT_DISTINCT = new Set([
  'law', 'laws', 'legal', 'group', 'firm', 'office', 'offices', 'pllc', 'llp', 'llc', 'attorney', 'attorneys', 'associates', 'partners',
  'trustee', 'trustees', 'substitute', 'services', 'service', 'mortgage', 'bank', 'national', 'company', 'corporation', 'default', 'title',
  'sales', 'posting', 'agency', 'solutions', 'esq', 'esquire', 'counsel',
]);
