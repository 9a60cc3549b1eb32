/**
 * Date candidates of a probate notice: the shared calendar dates and the
 * loose publication runs probate reads itself, with the helpers every date
 * slot (death, publication, claim deadline) reads them through.
 */
import { textBefore, type NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import type { DateTimeValue } from '../../types.js';

/**
 * A date candidate: a shared date hit, or one of our loose publication runs.
 * `date` is the date recognizer's value (a loose run keeps only its standard form).
 */
export interface DateCand { ns: number; ne: number; standardized?: string; date?: DateTimeValue; run: boolean; source: string; legal: boolean }

/** The text before a date, without the article a legal date may or may not have claimed ("died on the 4th day ..."). */
export const beforeDate = (doc: NoticeDocument, ns: number, n: number) => textBefore(doc, ns, n).replace(/\b(?:the|this)\s$/i, '');

/** A legal date's printed text without its article: "the 4th day of May, 2024" gives "4th day of May, 2024". */
export function dateSpan(doc: NoticeDocument, d: DateCand): Span {
  const m = d.legal ? /^(?:the|this)\s/i.exec(doc.norm.slice(d.ns, d.ne)) : null;
  return { ns: d.ns + (m ? m[0].length : 0), ne: d.ne };
}
