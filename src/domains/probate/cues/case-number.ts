/**
 * Labels before a case number, and a case number in the caption line.
 */
import type { CueRow } from '../../shared/cues.js';

/** Labels before the probate case / file number; the value reader takes what follows. */
export const CASE_LABELS: readonly CueRow[] = [
  ['(?:court\\s)?file\\s(?:no\\b\\.?|number|#)', 'File No. 25-CP-001234'],
  ['(?:civil\\s|probate\\s)?case\\s(?:no\\b\\.?|number|#)(?:\\sand\\sjudge)?', 'CASE NO. and JUDGE: 25-123456-DE'],
  ['docket\\s(?:no\\b\\.?|number|#)', 'Docket No. 12345-6'],
  ['cause\\s(?:no\\b\\.?|number|#)', 'Cause No. C-1-PB-25-001234'],
  ['estate\\s(?:no\\b\\.?|number|#)', 'ESTATE NO. 25ES001234'],
  ['probate\\s(?:no\\b\\.?|number|#)', 'Probate No. 2025-0113'],
  // Hawaii abbreviates the probate number's label: "P. No. 1CPR-26-0000412 (Probate)".
  ['(?:^|\\n)[ \\t]{0,4}p\\.\\s?no\\b\\.?', 'P. No. 1CPR-26-0000412 (Probate)'],
  ['index\\s(?:no\\b\\.?|number|#)', 'Index No. 2025-0413'],
  // A listing's number right after the estate's name: "Estate of Jo Roe, Deceased, 26-P-00812." (Kentucky's district courts).
  ['deceased,(?=\\s\\d{2,4}-[A-Z]{1,3}-\\d{2,6}\\b)', 'Estate of Jo Roe, Deceased, 26-P-00812. Ann Roe, 1 Elm Row, Elmton, KY 42199, Executrix.'],
  ['(?:^|\\n)[ \\t]{0,4}no\\b\\.?', 'NO. PB 2019-012345'],
  // South Dakota's probate file on a line of its own, its "PRO." prefix kept as the number's: "\nPRO. 26-2214".
  ['\\n[ \\t]{0,4}(?=pro\\.?\\s\\d{2}-\\d)', 'IN THE MATTER OF THE ESTATE\\nPRO. 26-2214'],
  // A dash may join them: "Estate of Jo Roe, Deceased.—No. 2214."
  ['no(?<=\\b(?:deceased|decedent|adult|minor)(?:[.,]?\\s{1,3}|[.,]?\\s{0,2}[-—]\\s{0,2})no)\\b\\.?', 'RONALD E. BAKER, Deceased. NO. 25-4-00321-1; Estate of Jo Roe, Deceased.—No. 2214.'],
  // Or the court's name, "Elm River Probate Court, No. 2027-0017", when a case's number follows, not the court's own ("Superior Court No. 2").
  ['no(?<=\\bcourt,\\sno)\\b\\.?(?=\\s?(?:\\d{2,4}-\\d|\\d{5}))', 'Elm River Probate Court, No. 2027-0017'],
];
/** A number in parentheses closing an estate heading line (Connecticut style). */
export const CAPTION_CASE_NUMBER = /\((\d{2,4}-\d{3,7}[A-Z]?)\)/;
