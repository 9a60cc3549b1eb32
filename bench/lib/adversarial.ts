/**
 * Adversarial notice text: one unit repeated to any length (digits, ZIP
 * codes, e-mails, times, dates, names, addresses, parentheses, headings and
 * cue words of each domain, one long line...). bench/worst.ts times them at
 * growing sizes; test/worst-inputs.test.ts checks what the engine makes of them.
 */
import type { DomainOption } from '../../src/index.js';

export const HEADINGS = {
  foreclosure: "NOTICE OF TRUSTEE'S SALE",
  bids: 'INVITATION TO BID',
  probate: 'NOTICE TO CREDITORS',
} as const;

/** One repeated unit per family, after an optional lead printed once. */
export const FAMILIES: ReadonlyArray<readonly [name: string, unit: string, lead?: string]> = [
  ['digits', '7'],
  ['digit groups', '123-45 '],
  ['zip', 'TX 75001'],
  ['zip spaced', 'Ohio 44870 '],
  ['address lines', '123 Main St\n'],
  ['address full', '12 Elm St, Springfield, IL 62701 '],
  ['email', 'a@b.co '],
  ['at signs', 'x@'],
  ['url', 'www.x.gov '],
  ['phone', '(555) 010-2345 '],
  ['time', '10:00 a.m. '],
  ['numeric date', '1/2/2000 '],
  ['month date', 'January 1, 2000 '],
  ['month words', 'March May June '],
  ['ordinal day', 'the 5th day of '],
  ['money', '$1,234.56 '],
  ['capitalized names', 'John Smith, '],
  ['capital letters', 'A '],
  ['dotted abbreviations', 'N. A. '],
  ['parentheses open', '('],
  ['parentheses pairs', '(a) '],
  ['unclosed quote', 'Bid "'],
  ['long line of words', 'the sale of land '],
  ['letters', 'a'],
  ['spaces', ' '],
  ['line breaks', '\n'],
  ['hyphen breaks', '-\n'],
  ['sentences', 'He said so. '],
  ['address + phone', '12 Elm St, Springfield, IL 62701 (555) 010-2345 '],
  ['address + email', '12 Elm St, Springfield, IL 62701 jo@b.co '],
  ['date + time', 'January 1, 2000 at 10:00 a.m. '],
  ['contact block', 'Attorney for Plaintiff: Jo Roe, Esq. 12 Elm St, Springfield, IL 62701 (555) 010-2345\n'],
  ['list of sales', 'SALE NO. 1\n12 Elm St, Springfield, IL 62701\nSale Date: June 2, 2026 at 10:00 a.m. Jo Doe, Grantor\n'],
  ['headings foreclosure', `${HEADINGS.foreclosure}\n`],
  ['headings bids', `${HEADINGS.bids}\n`],
  ['headings probate', `${HEADINGS.probate}\n`],
  ['cues foreclosure', 'Grantor(s): executed by Substitute Trustee, Plaintiff, vs. '],
  ['cues foreclosure 2', 'Date of Sale: at 10:00 AM at the courthouse door, a/k/a APN: TS No. '],
  ['cues bids', 'Bid No. until 2:00 p.m. on for the following:\n'],
  ['cues bids 2', 'The City of Questions to John Smith, Sealed bids for '],
  ['cues probate', 'Estate of John Doe, Deceased. Personal Representative: '],
  ['cues probate 2', 'within four months after the date of first publication, Attorney for '],
  ['repeated word', 'Trustee '],
  ['agency words', 'The City of '],
  ['deadlines', 'until 2:00 p.m. on '],
  ['item cues', 'for the following:\n'],
  ['contact leads', 'Questions to John Smith, '],
  ['estate headings', 'ESTATE OF A B C D E F G H, '],
  ['court words', 'IN THE SUPERIOR COURT OF '],
  ['letters issued', 'Letters Testamentary were issued No. X. '],
  ['capitalized words', 'Aaaa Bbbb Cccc Dddd '],
  ['rule words', 'within the earlier of four (4) months from '],
  ['digits and commas', '1, 2, '],
  ['one open quote', 'Bid ', '"'],
  ['one open parenthesis', 'Grantor John Smith ', '('],
];

/**
 * `size` characters of `unit` repeated. In auto mode a heading of some
 * domain (chosen by the family's index) leads, so that classification picks
 * a pipeline instead of answering "other" at once.
 */
export function adversarialText(family: readonly [string, string, string?], size: number, mode: DomainOption = 'auto', index = 0): string {
  const [, unit, lead = ''] = family;
  const heading = mode === 'auto' ? `${Object.values(HEADINGS)[index % 3]}\n` : '';
  return (heading + lead + unit.repeat(Math.ceil(size / unit.length))).slice(0, size);
}
