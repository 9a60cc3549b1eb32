/**
 * A value as printed, for the entity: the original text of a span with its
 * line breaks folded to spaces, and a word or number that a line break cut
 * after a hyphen joined again ("Oak-\nridge" gives "Oakridge",
 * "555-\n210-0101" gives "555-210-0101"), as the normalizer joins it for
 * matching. `NoticeDocument.valueOf` folds whitespace only.
 */
import type { NoticeDocument } from '../../text/document.js';
import { toOriginalSpan } from '../../text/normalize.js';

export function printed(doc: NoticeDocument, ns: number, ne: number): string {
  const { start, end } = toOriginalSpan(doc, ns, ne);
  return doc.original
    .slice(start, end)
    .replace(/([A-Za-z])-[ \t]*\r?\n[ \t]*(?=[a-z])/g, '$1')
    .replace(/(\d)-[ \t]*\r?\n[ \t]*(?=\d)/g, '$1-')
    .replace(/\s+/g, ' ')
    .trim();
}
