/** Cue phrases around the date of the mortgage / deed of trust. Rows are [pattern source, example]. */
import type { CueRow } from '../../shared/cues.js';

/**
 * A grid of labels over values (see HOLDER_GRID): "Deed of Trust Date: Grantor(s)/Mortgagor(s):\n7/8/2021 JO DOE": the date
 * opens the line under the labels. The sale date's reader reads it too: such a date is never the sale's.
 */
export const DEED_GRID_LABEL: CueRow = ['(?:deed\\sof\\strust|security\\sinstrument)\\sdate\\s?:[ \\t]+[A-Z][^\\n:]{0,40}:[^\\n]{0,40}\\n\\s*', 'Deed of Trust Date: Grantor(s)/Mortgagor(s):\\n7/8/2021 JO DOE'];

/** "executed to me as trustee by X": the deed's trustee, speaking, between the verb and its makers. */
export const TO_THE_SPEAKING_TRUSTEE = '(?:\\sto\\s(?:me|us|the\\sundersigned)(?:,?\\sas\\strustees?,?)?)';

/** Labels and phrases before the date of the mortgage / deed of trust. */
export const DEED_DATE_BEFORE: readonly CueRow[] = [
  // Not "mortgage" in a company's name ("Elm Mortgage Trust 2021-1, c/o ... Dated: January 29, 2027").
  ['(?:deed\\sof\\strust|mortgage(?!\\s(?:trust|company|corp|corporation|servicing|services|loan|lending|electronic|research|investors?)\\b)|security\\sdeed|deed\\sto\\ssecure\\sdebt|security\\sinstrument|trust\\sdeed)(?:[^.;]|\\.(?!\\s)|(?<=\\b[A-Za-z]{1,3})\\.){0,220}?\\b(?:dated|executed|made|dated\\sas\\sof|executed\\seffective(?:\\sas\\sof)?|under\\sthe\\sdate\\sof)(?:\\son)?', 'a Deed of Trust in the original principal amount of $249,000.00, dated July 1, 2008'],
  [`(?:deed\\sof\\strust|mortgage(?:\\sdeed)?)\\s(?:executed|made|given)${TO_THE_SPEAKING_TRUSTEE}?\\sby(?:[^.;]|\\.(?!\\s)|(?<=\\b[A-Za-z]{1,3})\\.){0,200}?,\\son`,
    'Deed of Trust executed by JOHN DOE, to Title Co, Trustee, on September 30, 2004; a deed of trust executed to me as trustee by Jo Roe, on the 5th day of May, 1914'],
  ['date\\sof\\s(?:the\\s)?(?:mortgage|deed\\sof\\strust|security\\sinstrument|deed)', 'DATE OF MORTGAGE: May 1, 2019'],
  ['(?:mortgage|deed\\sof\\strust)\\sdate', 'Mortgage Date: May 1, 2019'],
  DEED_GRID_LABEL,
  ['deed\\sof\\strust\\sinformation[:;]?\\s+date', 'DEED OF TRUST INFORMATION: Date: July 19, 2024'],
  ['(?:deed\\sof\\strust|security\\sinstrument)\\s(?:dated|date)', ''],
  ['(?:dated|executed)(?=[\\s\\S]{0,200}(?:deed\\sof\\strust|mortgage))', 'executed on 5/1/2019 a Deed of Trust'],
];
/** A date followed by this is the deed date: "on 08/24/2009 a certain Deed of Trust was executed". */
export const DEED_DATE_AFTER: readonly CueRow[] = [
  ['a\\scertain\\s\\(?(?:deed\\sof\\strust|mortgage)', 'on 08/24/2009 a certain Deed of Trust'],
  ['(?:[^.;]|\\.(?!\\s)|(?<=\\b[A-Za-z]{1,3})\\.){0,200}?\\bexecuted(?:\\sand\\sdelivered)?\\s(?:a(?:\\scertain)?|that\\scertain|the|said)\\s(?:deed\\sof\\strust|mortgage|security\\sinstrument)', 'WHEREAS, on 4/21/2022, JOHN DOE executed and delivered that certain Deed of Trust; executed a certain deed of trust'],
  // "on or about JO DOE March 2, 2024 ("Borrower"), executed and delivered to X, Trustee ..., for the benefit of Y, that certain Deed of Trust".
  ['[^.;]{0,40}?\\bexecuted\\sand\\sdelivered\\sto\\s(?:[^;]|\\.(?!\\s[A-Z][a-z])){0,260}?,\\s(?:that\\scertain|the\\ssaid)\\s(?:\\([^)]{0,30}\\)\\s)?(?:deed\\sof\\strust|mortgage)', 'March 2, 2024 ("Borrower"), executed and delivered to Jo Roe, Trustee, for the benefit of Bank, that certain Deed of Trust'],
  ['by\\s(?:[A-Za-z]+\\s){0,3}deed\\b', 'On April 1, 2006, by Lien Retained Deed'],
  ['(?:grantor|trustor|mortgagor)s?(?:\\(s\\))?\\s?:', 'Date: June 3, 2021 Grantor(s): JOHN DOE'],
];
