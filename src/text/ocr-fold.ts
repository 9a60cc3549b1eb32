/**
 * OCR-tolerant cue matching. Scanned newspapers split words ("BID DERS"),
 * run words together ("NOTICETO") and misread letters (I / l / 1, O / 0,
 * rn / m, vv / w). Folding the text and a cue pattern the same way (letters
 * and digits only, lower case, look-alike letters to one letter) lets the
 * cue match through all three; an index map takes a folded match back to the
 * text, so values stay as printed.
 */

export interface FoldedText {
  /** Letters and digits only, lower case, look-alikes merged. */
  readonly text: string;
  /** at[i]: index in the source of folded character i; at[text.length] is the source length. */
  readonly at: readonly number[];
}

/** One character as folded: look-alike letters and digits become one letter. */
function foldChar(c: string): string {
  const l = c.toLowerCase();
  if (l === 'l' || l === '1' || l === '|') return 'i';
  if (l === '0') return 'o';
  return l;
}

/** Letters, digits and "|" (a misread l) are kept; code-point tests keep the pass cheap. */
function kept(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 124;
}

/** Folds `s` (linear): keeps letters and digits, merges look-alikes, reads "rn" as "m" and "vv" as "w". */
export function foldText(s: string): FoldedText {
  const out: string[] = [];
  const at: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (!kept(s.charCodeAt(i))) continue;
    const f = foldChar(s[i]);
    const merged = mergeLookAlike(out[out.length - 1], f);
    if (merged) out[out.length - 1] = merged;
    else {
      out.push(f);
      at.push(i);
    }
  }
  at.push(s.length);
  return { text: out.join(''), at };
}

/** "rn" reads as "m" and "vv" as "w": the letter the pair replaces, if `prev` and `next` are such a pair. */
function mergeLookAlike(prev: string | undefined, next: string): string | undefined {
  if (prev === 'r' && next === 'n') return 'm';
  if (prev === 'v' && next === 'v') return 'w';
  return undefined;
}

/** Regex syntax that has no folded meaning: word boundaries, classes, counted repeats, escapes other than \s and \., lookarounds. */
const UNFOLDABLE = /\\[bBdDwWS]|\[|\{|\(\?<?[=!]/;

/**
 * The folded form of a cue pattern source, or undefined when the pattern
 * cannot be folded safely (a word boundary or a class means the cue is too
 * short or too shaped to match inside run-together letters).
 */
export function foldPattern(source: string): string | undefined {
  if (UNFOLDABLE.test(source)) return undefined;
  // Spaces, periods, apostrophes and hyphens vanish from folded text, with their quantifiers.
  const bare = source.replace(/(?:\\s|\\\.|['’-])[?*+]?/g, '');
  if (bare.includes('\\')) return undefined;
  const out: string[] = [];
  for (const c of bare) {
    if (!/[A-Za-z0-9]/.test(c)) {
      out.push(c);
      continue;
    }
    const f = foldChar(c);
    const merged = mergeLookAlike(out[out.length - 1], f);
    if (merged) out[out.length - 1] = merged;
    else out.push(f);
  }
  return out.join('');
}
