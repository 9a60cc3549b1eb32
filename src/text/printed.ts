/**
 * A value as printed, from the original text of its span: line breaks folded
 * to spaces, and a word or number that a line break cut after a hyphen
 * joined again ("Oak-\nridge" gives "Oakridge", "555-\n210-0101" gives
 * "555-210-0101"), as the normalizer joins it for matching.
 * `foldSpace` folds whitespace only (`NoticeDocument.valueOf`).
 */
export function printedText(text: string): string {
  return foldSpace(text
    .replace(/([A-Za-z])-[ \t]*\r?\n[ \t]*(?=[a-z])/g, '$1')
    .replace(/(\d)-[ \t]*\r?\n[ \t]*(?=\d)/g, '$1-'));
}

/** Whitespace other than a lone space: a line break, a tab, two spaces. Most values hold none, and need no rebuilding. */
const UNFOLDED = /[^\S ]| {2}/;

/** Whitespace runs folded to one space, ends trimmed. */
export function foldSpace(text: string): string {
  return (UNFOLDED.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}
