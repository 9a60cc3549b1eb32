/** A value as printed, for the entity: the original text of a span, read as `printedText` reads it. */
import type { NoticeDocument } from '../../text/document.js';
import { toOriginalSpan } from '../../text/normalize.js';
import { printedText } from '../../text/printed.js';

export function printed(doc: NoticeDocument, ns: number, ne: number): string {
  const { start, end } = toOriginalSpan(doc, ns, ne);
  return printedText(doc.original.slice(start, end));
}
