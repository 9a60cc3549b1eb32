/**
 * Cue phrases around the estate's attorney: labels with the side the name
 * is printed on, official titles that are no attorney, contact lines.
 */
import type { CueRow } from '../../shared/cues.js';

/** Whom an estate's attorney is "attorney for". */
const CLIENT =
  '(?:personal\\srepresentatives?|petitioners?|estate|applicants?|executors?|executrix|administrat\\w{2,5}|fiduciar\\w{1,3}' +
  '|plaintiff|movant|co-administrators?|co-executors?|(?:successor\\s)?trustees?)';

/** The client words as a capitalised name would print them ("Personal Representative"). */
const CLIENT_CAPITALISED = '(?:Personal|Petitioners?|Estate|Applicants?|Executors?|Executrix|Administrat|Fiduciar|Plaintiff|Movant|Co-)';

/**
 * Labels of the estate's attorney: [pattern, direction, example]. 'after':
 * the name follows ("Attorney for Personal Representative: Jane Roe");
 * 'before': the name precedes ("Jane Roe, Attorney at Law"); 'both': either,
 * tried in that order.
 */
export const ATTORNEY_LABELS: ReadonlyArray<readonly [pattern: string, direction: 'after' | 'before' | 'both', example: string, caseSensitive?: true]> = [
  // OCR misreads the f of "for" as t ("attorney tor administrator").
  // "The attorney for the estate is Jane Roe, 118 Court Street": the name after "is".
  [`attorneys?\\s(?:for|to|tor)\\s(?:the\\s)?(?:independent\\s)?(?:co-?)?(?:independent\\s)?${CLIENT}(?:\\(s\\))?(?:\\s(?:is|are)(?=\\s[A-Z]))?\\s?:?`, 'both', 'Attorney for Personal Representative:\\nJane Roe; The attorney for the estate is Jane Roe, 118 Court Street'],
  ['(?:^|\\n|\\.\\s)[ \\t]{0,4}attorneys?(?:\\sof\\srecord)?\\s?:', 'after', 'Attorney: Jane Roe, 800 S. Gay Street'],
  ['(?:^|\\n)[ \\t]{0,4}(?:prepared\\sand\\ssubmitted|prepared|submitted)\\sby\\s?:', 'after', 'Prepared and submitted by:\\nJane Roe, #19873'],
  // Wisconsin's and Connecticut's signature: the title before the lawyer's name, opening its line ("Attorney Jane Q. Roe").
  // Case-sensitive: the capitals tell a name.
  ['(?:^|\\n)[ \\t]{0,4}(?:Attorney|ATTORNEY)\\s(?=[A-Z][a-z]+\\s(?:[A-Z]\\.\\s)?[A-Z][a-z]+)', 'after', 'Attorney Jane Q. Roe\\nRoe Law Office, LLC', true],
  // Oregon's statutory wording says "lawyer".
  ['(?:the\\s)?(?:attorneys?|lawyers?)\\sfor\\sthe\\s(?:co-?)?personal\\srepresentatives?,', 'after', 'or the attorney for the personal representative, Jane Roe.; or the lawyer for the personal representative, Jane Roe.; or the lawyers for the personal representative, Jane Roe.'],
  ['office\\so\\s?f\\s(?:his|her|their|the)\\sattor\\s?ney,', 'after', 'at the office of their attorney, Jane Roe, 300 NE Second Avenue'],
  // Utah's form: "(2) deliver or mail their written claims to the Personal Representative's attorney of record, Jane Roe, at ...".
  ['attorneys?\\sof\\srecord,', 'after', "to the Personal Representative's attorney of record, Jane Roe, at 310 South Main Street"],
  ['print\\sname\\sof\\sattorney', 'before', 'Jane Roe\\nPrint Name of Attorney'],
  ['(?:whose|his|her|their|its)\\sattorneys?\\s(?:is|are|of\\srecord\\sis)\\s?:?', 'after', 'to John Doe, as Independent Executor, whose attorney is Jane Roe, 55 W. Monroe St.'],
  ['attorney\'?s\\sname[^:\\n]{0,60}:', 'after', "The personal representative's attorney's name, business address and phone number is: Jane Roe, 7700 Forsyth Blvd."],
  ['attorney\\s(?:no\\b\\.?|number|#|i\\.?d\\.?(?:\\sno\\.?)?)', 'before', 'Jane Roe, Attorney No. 12345-49'],
  // Nebraska's and Kansas's lawyers sign with their bar number after a "#" closing the line ("Jane Roe, #24417").
  [',\\s#\\d{4,6}(?=[ \\t]*\\n)', 'before', 'Jane Roe, #24417\\nROE LAW OFFICE'],
  // Michigan's lawyers print their bar number as "P" and five figures after the name ("Jane Roe P66218").
  [',?\\sP\\d{5}(?=[ \\t]*\\n)', 'before', 'Jane Roe P66218\\nRoe Estate Law PLLC', true],
  // New York's public administrator is represented by "Counsel to the Public Administrator".
  ['counsel\\s(?:for|to)\\s(?:the\\s)?(?:public\\s)?(?:co-?)?(?:personal\\srepresentatives?|petitioners?|estate|executors?|executrix|administrat\\w{2,5})\\s?:?', 'both', 'Counsel for the Estate:\\nJane Roe; Counsel to the Public Administrator: Roe & Poe LLP'],
  ['attorneys?\\sat\\slaw', 'before', 'c/o Jane Roe, Attorney at Law'],
  ['att(?:\'?ys?\'?s?|ys)\\.?-?\\s(?:for|at)\\b', 'before', "JANE ROE, Att'y for Admr."],
  // The title closing its line, or its firm's street address following on the line ("c/o Roe & Poe, Attorneys, 12 Elm St").
  [',\\s(?:attorneys?\\.?|counsel|att\'?ys?\\.)(?:\\sat\\slaw)?(?=\\s{0,2}(?:\\n|$)|,\\s\\d)', 'before', 'Roe & Poe, Attorneys\\n400 Main Street; Roe & Poe, Attys.; c/o Roe & Poe, Attorneys, 12 Elm Street, Elmton, TN 37999'],
  // The client named instead of the role ("Attorney for Jane Doe"), and the role word dropped before the
  // lawyer's own name ("Attorney for the [Estate:] Jane Roe"). Case-sensitive: the capitals tell a name.
  [`[Aa]ttorneys?\\sfor\\s(?!the\\s)(?!${CLIENT_CAPITALISED})(?=[A-Z][a-z]+\\s(?:[A-Z]\\.\\s)?[A-Z][a-z]+\\b)`, 'before', 'By: /s/ Jane Roe Attorney for John Q. Doe', true],
  [`[Aa]ttorneys?\\sfor\\sthe\\s(?!${CLIENT_CAPITALISED})(?=[A-Z][a-z]+\\s(?:[A-Z]\\.\\s)?[A-Z][a-z]+[ \\t]*\\n)`, 'after', 'John Doe - Executor\\nAttorney for the Jane Roe\\n12 Elm St.', true],
];
/** Partners' names titled as lawyers after them ("Roe & Poe, Attorneys"): the title, no part of the firm's name. */
export const LAWYERS_TITLE = ',\\s(?:attorneys?|lawyers?)(?:\\sat\\slaw)?';

/** "Esq." after a name marks an attorney where no label does ("c/o Jane Roe, Esq."). */
export const ESQUIRE = /,?\s?Esq(?:uire|\.)?(?![a-z])/g;

/** Official titles: a name followed by one is a court officer, not the attorney or a representative. */
// West Virginia's county commission signs by its "Fiduciary Supervisor".
export const OFFICIAL_AFTER = /^[\s,]{0,3}(?:-\s)?(?:chief\s|deputy\s|assistant\s)?(?:clerk|judge|surrogate|registrar|magistrate|court\sadministrator|notary|fiduciary\s(?:supervisor|commissioner))\b/i;

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
  ['\\b(?:law|legal|attorneys?|llc|pllc|llp|pllp|p\\.?a\\.?|p\\.?c\\.?|l\\.?p\\.?a\\.?|chtd|chartered|group|firm|associates|office|offices|esq\\.?)\\b', 'ROE & POE, PLLC; ROE & POE, PLLP; ROE & POE, CHTD.'],
];
