/**
 * A value as printed, from the original text of its span: line breaks folded
 * to spaces (entities.md: "join the pieces with one space"), a word a line
 * break cut after a hyphen kept as printed ("Octo-\nber" gives "Octo- ber",
 * as every domain's golds keep a column's hyphen), and a number cut after its
 * own hyphen joined again ("555-\n210-0101" gives "555-210-0101": a number
 * with a space inside is no number).
 * Every domain's values are read so (`NoticeDocument.valueOf`, the wire's `printedOf`); `foldSpace` folds whitespace only.
 */
export function printedText(text: string): string {
  return foldSpace(text.includes('\n') ? text.replace(/(\d)-[ \t]*\r?\n[ \t]*(?=\d)/g, '$1-') : text);
}

/** Whitespace other than a lone space: a line break, a tab, two spaces. Most values hold none, and need no rebuilding. */
const UNFOLDED = /[^\S ]| {2}/;

/** Whitespace runs folded to one space, ends trimmed. */
export function foldSpace(text: string): string {
  return (UNFOLDED.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}
