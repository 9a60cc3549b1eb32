/** The sale's case number, parcel number and amount due: labelled values the recognizers found in its text. */
import type { IdentifierValue } from '../../recognizers/identifiers.js';
import type { MoneyValue } from '../../types.js';
import { SPELLED_BEFORE_FIGURE } from '../../recognizers/money.js';
import { textBefore, type Hit, type NoticeDocument } from '../../text/document.js';
import { withinSorted, type Span } from '../../text/spans.js';
import { compileCues } from '../shared/cues.js';
import { AMOUNT_DUE, NOT_AMOUNT_DUE } from './cues/property.js';
import type { Found } from './recognize.js';

/** One pattern per amount-due cue row, strongest first ("a current total of" over "the sum of"). */
const AMOUNT_ENDS = AMOUNT_DUE.map((row) => compileCues([row], 'end'));
/** How far before an amount its cue is read, and the words that make it another sum (the original principal, a deposit). */
const REACH = { cue: 130, notDue: 60 } as const;

/** The id of the strongest label (lowest row), the first printed on a tie. */
const strongest = (ids: Hit<IdentifierValue>[]) => ids.reduce<Hit<IdentifierValue> | undefined>((best, h) => (!best || h.value.row < best.value.row ? h : best), undefined);

/** The case number of the sale in `r`, else the one printed for the whole list, else an unlabelled file number of the sale's. */
export function caseNumber(f: Found, r: Span, shared: Span | undefined): Hit<IdentifierValue> | undefined {
  return strongest(withinSorted(f.caseIds, r)) ?? (shared ? strongest(withinSorted(f.caseIds, shared)) : undefined) ?? withinSorted(f.fileIds, r)[0];
}

export function parcelNumber(f: Found, r: Span): Hit<IdentifierValue> | undefined {
  return withinSorted(f.parcelIds, r)[0];
}

/** The debt owed: money after an amount-due cue, never the original principal, a deposit or a fee. */
export function amountDue(f: Found, r: Span): Hit<MoneyValue> | undefined {
  const doc: NoticeDocument = f.doc;
  const money = withinSorted(f.money, r);
  // The sum after the strongest cue, the first printed on a tie.
  let i = -1;
  let rank = Infinity;
  money.forEach((m, k) => {
    const full = textBefore(doc, m.ns, REACH.cue);
    // "the sum of One Thousand ... and 40/100 ($1,812.40) Dollars": the cue stands before the words the figure restates.
    const spelled = m.source === 'money:figure' ? SPELLED_BEFORE_FIGURE.exec(full) : null;
    const before = spelled ? full.slice(0, spelled.index).trimEnd() : full;
    const row = AMOUNT_ENDS.findIndex((re) => re.test(before));
    if (row >= 0 && row < rank && !NOT_AMOUNT_DUE.test(textBefore(doc, m.ns, REACH.notDue))) {
      i = k;
      rank = row;
    }
  });
  if (i < 0) return undefined;
  // "the sum of Ten Thousand and 52/100 Dollars ($10,000.52)": the figure that restates a spelled amount is the printed sum.
  const next = money[i + 1];
  if (money[i].source === 'money:spelled' && next?.source === 'money:figure' && FIGURE_RESTATES.test(doc.norm.slice(money[i].ne, next.ns))) return next;
  return money[i];
}

/** What may stand between a spelled amount and the figure that repeats it: a comma, a space and an opening bracket. */
// "Two Thousand Four Hundred Twelve Dollars and Sixty Cents ($2,412.60)": the cents spelled after the dollars too.
const FIGURE_RESTATES = /^(?:\sand\s[a-z-]+(?:\s[a-z-]+)?\scents)?,?\s?[([]\s?$/i;
