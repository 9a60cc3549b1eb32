/**
 * The words a regular expression cannot match without: for each way it can
 * match, one literal word of three letters or more that the match prints.
 * A text that prints none of them holds no match, so a scan for a rare cue
 * phrase costs a substring search instead of a regex run over every position.
 *
 * The reader follows the syntax cue patterns use (groups, classes, escapes,
 * quantifiers) and answers conservatively: `undefined` (no gate) when some
 * alternative needs no word, or when it meets syntax it does not follow.
 */

interface Reader { src: string; i: number }

/** A choice of words, one of which is printed: the longer its shortest word, the rarer. */
type Need = string[];

const better = (a: Need | undefined, b: Need | undefined): Need | undefined => {
  if (!a) return b;
  if (!b) return a;
  const score = (n: Need) => Math.min(...n.map((w) => w.length)) - n.length;
  return score(b) > score(a) ? b : a;
};

const MIN_WORD = 3;

/** The least count a quantifier at `r.i` allows (1 when none follows); consumes it. */
function quantifier(r: Reader): number {
  const c = r.src[r.i];
  let min = 1;
  if (c === '?' || c === '*') { min = 0; r.i++; } else if (c === '+') r.i++;
  else if (c === '{') {
    const m = /^\{(\d+)(?:,\d*)?\}/.exec(r.src.slice(r.i));
    if (!m) return 1;
    min = Number(m[1]);
    r.i += m[0].length;
  } else return 1;
  if (r.src[r.i] === '?') r.i++;
  return min;
}

/** `|`-separated alternatives up to a closing parenthesis: the union of their needs, if each has one. */
function alternation(r: Reader): Need | undefined | null {
  const words: string[] = [];
  let all = true;
  for (;;) {
    const need = sequence(r);
    if (need === null) return null;
    if (need) words.push(...need); else all = false;
    if (r.src[r.i] !== '|') break;
    r.i++;
  }
  return all ? [...new Set(words)] : undefined;
}

/** One alternative: the best of its literal letter runs and mandatory groups; null for unknown syntax. */
function sequence(r: Reader): Need | undefined | null {
  let best: Need | undefined;
  let run = '';
  const flush = () => {
    if (run.length >= MIN_WORD) best = better(best, [run]);
    run = '';
  };
  while (r.i < r.src.length && r.src[r.i] !== '|' && r.src[r.i] !== ')') {
    const c = r.src[r.i];
    if (c === '(') {
      flush();
      // Inline modifiers ("(?i:") and other group forms are not followed: no words.
      const head = /^\((?:\?(?::|=|!|<=|<!|<[A-Za-z_]\w*>)|(?!\?))/.exec(r.src.slice(r.i))?.[0];
      if (!head) return null;
      r.i += head.length;
      const inner = alternation(r);
      if (inner === null || r.src[r.i] !== ')') return null;
      r.i++;
      // A lookaround's text is not the match's own (a lookbehind's lies before it).
      const consuming = !/^\(\?(?:=|!|<=|<!)/.test(head);
      if (quantifier(r) >= 1 && consuming) best = better(best, inner);
    } else if (c === '[') {
      flush();
      const m = /^\[(?:\\[^]|[^\\\]])*\]/.exec(r.src.slice(r.i));
      if (!m) return null;
      r.i += m[0].length;
      quantifier(r);
    } else if (c === '\\') {
      flush();
      const m = /^\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|c[A-Za-z]|k<\w+>|[^])/.exec(r.src.slice(r.i))!;
      r.i += m[0].length;
      quantifier(r);
    } else if (/[A-Za-z]/.test(c)) {
      r.i++;
      const at = r.i;
      const min = quantifier(r);
      if (min === 0) flush();
      else if (r.i > at) {
        run += c;
        flush();
      } else run += c;
    } else {
      flush();
      r.i++;
      quantifier(r);
    }
  }
  flush();
  return best;
}

/** The words (lower-cased for a case-insensitive pattern) one of which every match of `re` prints. */
export function requiredWords(re: RegExp): string[] | undefined {
  // Unicode mode has escapes ("\p{L}") this reader does not follow.
  if (re.unicode || re.flags.includes('v')) return undefined;
  const r: Reader = { src: re.source, i: 0 };
  const need = alternation(r);
  if (!need || r.i !== r.src.length) return undefined;
  return re.ignoreCase ? need.map((w) => w.toLowerCase()) : need;
}
