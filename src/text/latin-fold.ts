/**
 * Accented Latin letters read as their base letters: the normalizer matches
 * "Villase\u00F1or" as "Villasenor" (every pattern spells names in ASCII; a
 * value, sliced from the original text, keeps its accents), and a judge of a
 * printed value folds it the same way.
 */
/** Latin letters that no combining mark makes: read as the letters they are written for. */
const LETTER_FOLDS: Record<string, string> = {
  '\u00DF': 'ss', '\u00C6': 'AE', '\u00E6': 'ae', '\u00D8': 'O', '\u00F8': 'o', '\u0152': 'OE', '\u0153': 'oe',
  '\u0141': 'L', '\u0142': 'l', '\u0110': 'D', '\u0111': 'd', '\u00D0': 'D', '\u00F0': 'd', '\u00DE': 'TH', '\u00FE': 'th',
  '\u0126': 'H', '\u0127': 'h', '\u0131': 'i', '\u0132': 'IJ', '\u0133': 'ij', '\u0138': 'k', '\u013F': 'L', '\u0140': 'l',
  '\u0149': 'n', '\u014A': 'N', '\u014B': 'n', '\u0166': 'T', '\u0167': 't', '\u017F': 's',
};
const LATIN_LETTERS = { from: 0xc0, to: 0x17f } as const;
const COMBINING_MARKS = { from: 0x300, to: 0x36f } as const;

/** Each accented Latin letter with the letters it reads as ("\u0161" as "s", "\u00DF" as "ss"); combining marks read as nothing. */
function latinFolds(): ReadonlyArray<readonly [number, string]> {
  const folds: Array<[number, string]> = [];
  for (let c = LATIN_LETTERS.from; c <= LATIN_LETTERS.to; c++) {
    const letter = String.fromCharCode(c);
    const base = LETTER_FOLDS[letter] ?? letter.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (/^[A-Za-z]+$/.test(base)) folds.push([c, base]);
  }
  for (let c = COMBINING_MARKS.from; c <= COMBINING_MARKS.to; c++) folds.push([c, '']);
  return folds;
}

/** Code unit and replacement of every folded character. */
export const LATIN_FOLDS: ReadonlyArray<readonly [number, string]> = latinFolds();
const FOLD = new Map(LATIN_FOLDS.map(([c, s]) => [String.fromCharCode(c), s]));
const FOLDABLE = /[\u00C0-\u017F\u0300-\u036F]/g;

/** `text` with its accented Latin letters read as their base letters, as the normalizer reads them. */
export function foldLatin(text: string): string {
  return text.replace(FOLDABLE, (c) => FOLD.get(c) ?? c);
}
