/**
 * The words a regular expression cannot match without: for each way it can
 * match, one literal word of three letters or more that the match prints,
 * with how far after the match's start the word can stand at most (its
 * lead). A text that prints none of the words holds no match, and no match
 * starts more than a word's lead before the word's first place: a scan can
 * start there, or be skipped.
 *
 * The reader follows the syntax cue patterns use (groups, classes, escapes,
 * quantifiers) and answers conservatively: `undefined` when some alternative
 * needs no word, or when it meets syntax it does not follow; an unbounded
 * lead (a `*` before the word) is Infinity.
 */

/** A required word (lower-cased for a case-insensitive pattern) and its greatest distance from the match's start. */
export interface RequiredWord { word: string; lead: number }

interface Reader { src: string; i: number }

/** A choice of words, one of which is printed, each with its lead within the piece read. */
type Need = Map<string, number>;

/** What a piece of pattern needs, and the most characters it can match. */
interface Piece { need?: Need; max: number }

const MIN_WORD = 3;

/** The rarer choice: the longer its shortest word (and the fewer words) the better; then the shorter lead. */
function better(a: Need | undefined, b: Need | undefined): Need | undefined {
  if (!a) return b;
  if (!b) return a;
  const score = (n: Need) => Math.min(...[...n.keys()].map((w) => w.length)) - n.size;
  const lead = (n: Need) => Math.max(...n.values());
  if (score(b) !== score(a)) return score(b) > score(a) ? b : a;
  return lead(b) < lead(a) ? b : a;
}

/** A need read inside a piece, seen from `offset` characters (at most) before the piece. */
const shifted = (n: Need, offset: number): Need => new Map([...n].map(([w, lead]) => [w, lead + offset]));

/** The least and greatest count a quantifier at `r.i` allows ([1, 1] when none follows); consumes it. */
function quantifier(r: Reader): [min: number, max: number] {
  const c = r.src[r.i];
  let q: [number, number];
  if (c === '?') q = [0, 1];
  else if (c === '*') q = [0, Infinity];
  else if (c === '+') q = [1, Infinity];
  else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(r.src.slice(r.i));
    if (!m) return [1, 1];
    q = [Number(m[1]), m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3])];
    r.i += m[0].length - 1;
  } else return [1, 1];
  r.i++;
  if (r.src[r.i] === '?') r.i++;
  return q;
}

/** `|`-separated alternatives up to a closing parenthesis: the union of their needs, if each has one. */
function alternation(r: Reader): Piece | null {
  const need: Need = new Map();
  let all = true;
  let max = 0;
  for (;;) {
    const alt = sequence(r);
    if (alt === null) return null;
    if (alt.need) for (const [w, lead] of alt.need) need.set(w, Math.max(lead, need.get(w) ?? 0));
    else all = false;
    max = Math.max(max, alt.max);
    if (r.src[r.i] !== '|') break;
    r.i++;
  }
  return { need: all ? need : undefined, max };
}

/** One alternative: the best of its literal letter runs and mandatory groups; null for unknown syntax. */
function sequence(r: Reader): Piece | null {
  let best: Need | undefined;
  // The most characters read so far, and where the current run of letters started.
  let max = 0;
  let run = '';
  let runLead = 0;
  const flush = () => {
    if (run.length >= MIN_WORD) best = better(best, new Map([[run, runLead]]));
    run = '';
  };
  while (r.i < r.src.length && r.src[r.i] !== '|' && r.src[r.i] !== ')') {
    const c = r.src[r.i];
    if (c === '(') {
      flush();
      // Inline modifiers ("(?i:") and other group forms are not followed.
      const head = /^\((?:\?(?::|=|!|<=|<!|<[A-Za-z_]\w*>)|(?!\?))/.exec(r.src.slice(r.i))?.[0];
      if (!head) return null;
      r.i += head.length;
      const inner = alternation(r);
      if (inner === null || r.src[r.i] !== ')') return null;
      r.i++;
      // A lookaround's text is not the match's own (a lookbehind's lies before it), and it reads no characters.
      const consuming = !/^\(\?(?:=|!|<=|<!)/.test(head);
      const [min, most] = quantifier(r);
      if (consuming && min >= 1 && inner.need) best = better(best, shifted(inner.need, max));
      if (consuming) max += inner.max * most || 0;
    } else if (c === '[') {
      flush();
      const m = /^\[(?:\\[^]|[^\\\]])*\]/.exec(r.src.slice(r.i));
      if (!m) return null;
      r.i += m[0].length;
      max += quantifier(r)[1];
    } else if (c === '\\') {
      flush();
      const m = /^\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|c[A-Za-z]|k<\w+>|[^])/.exec(r.src.slice(r.i))!;
      r.i += m[0].length;
      // A boundary reads nothing; a back-reference, an unknown length.
      const width = /^\\[bB]$/.test(m[0]) ? 0 : /^\\(?:[1-9]|k<)/.test(m[0]) ? Infinity : 1;
      max += width * quantifier(r)[1] || 0;
    } else if (/[A-Za-z]/.test(c)) {
      r.i++;
      const at = r.i;
      const [min, most] = quantifier(r);
      if (!run) runLead = max;
      if (min === 0) flush();
      else if (r.i > at) {
        run += c;
        flush();
      } else run += c;
      max += most;
    } else {
      flush();
      r.i++;
      max += (c === '^' || c === '$' ? 0 : 1) * quantifier(r)[1] || 0;
    }
  }
  flush();
  return { need: best, max };
}

/** The words one of which every match of `re` prints, with their leads; undefined when no such words are known. */
export function requiredWords(re: RegExp): RequiredWord[] | undefined {
  // Unicode mode has escapes ("\p{L}") this reader does not follow.
  if (re.unicode || re.flags.includes('v')) return undefined;
  const r: Reader = { src: re.source, i: 0 };
  const piece = alternation(r);
  if (!piece?.need || r.i !== r.src.length) return undefined;
  return [...piece.need].map(([word, lead]) => ({ word: re.ignoreCase ? word.toLowerCase() : word, lead }));
}
