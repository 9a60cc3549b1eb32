/**
 * Person names as probate notices print them: "Mary Lou Ames-Porter",
 * "JOHN W. DOE, II", "Jane Q. Roe, Esq". The shared party reader
 * (recognizers/names.ts) is built for foreclosure parties and reads on
 * through role words that start with a capital ("..., Co-Administrators",
 * "An Adult"); probate needs a reader that stops at role and title words,
 * reads backwards from a role ("X - Co-Admin/CTA"), and splits co-names on
 * "and". Names are read on one line only: a line break ends a name.
 */
import { NAME_PARTICLES } from '../../lexicon/name-particles.js';
import { ORG_SUFFIX_PATTERN } from '../../lexicon/organizations.js';
import { PROBATE_NAME_STOP_WORDS } from '../../lexicon/probate-name-stops.js';
import { textBefore, type Hit, type NoticeDocument } from '../../text/document.js';
import { ALIAS_END } from './cue-patterns.js';
import { wordAlternation } from '../../text/escape.js';
import { beforeZip, firmFollows } from './run-ends.js';

export interface NameValue {
  name: string;
  kind: 'person' | 'organization';
}

interface Tok { text: string; ns: number; ne: number }

// A signature mark glued to the signer's name ("/s/Jane Roe") is a token of its own.
const TOKEN = /\n|[,;:()&]|\/s\/(?=[A-Za-z])|[^\s,;:()&]+/g;
const PARTICLE = new RegExp(`^(?:${wordAlternation(NAME_PARTICLES)})$`);
const GENERATIONAL = /^(?:jr|sr|ii|iii|iv|2nd|3rd)\.?$/i;
/** After a comma a lone "V" is a generation too ("John Doe, V"); elsewhere it is an initial. */
const GENERATIONAL_AFTER_COMMA = /^(?:jr|sr|ii|iii|iv|v|vi|2nd|3rd)\.?$/i;
const ESQ = /^esq(?:uire|\.)?$/i;
// A scraper may drop the space after an initial: "Lauren C.Enea".
const NAME_WORD = /^(?:[A-Z][A-Za-z'’-]*\.?|[A-Z]\.(?:[A-Z]\.)*|[A-Z]\.[A-Z][a-z'’-]+|(?:Mc|Mac|O'|D')[A-Z][A-Za-z'-]*)$/;

const STOP = new Set(PROBATE_NAME_STOP_WORDS);
/** Longer than any alias marker with its spaces ("formerly known as"). */
const ALIAS_MARKER_REACH = 24;

const bare = (t: string) => t.toLowerCase().replace(/[.,]+$/, '');

function isStop(t: string): boolean {
  return STOP.has(bare(t));
}

/** Capitals run into lower case ("GIVENthat"): two words a scraper glued together, not a name word. */
const GLUED_WORDS = /^[A-Z]{2,}[a-z]{2,}$/;

function isNameTok(t: string): boolean {
  return NAME_WORD.test(t) && !isStop(t) && !GLUED_WORDS.test(t);
}

/**
 * Whether the space at `ns` stands for a dropped comma: a scraper that drops
 * commas leaves a double space where they were ("Jane Doe  Personal
 * Representative", "Mesa  AZ"), which the normalized text folds. Text that
 * prints commas nearby uses double spaces for line wraps instead (a column
 * run onto one line: "Christine  Cavanagh"), so only a comma-less stretch
 * (300 characters either side) counts.
 */
export function wideGap(doc: NoticeDocument, ns: number): boolean {
  if (doc.norm[ns] !== ' ' || doc.map[ns + 1] - doc.map[ns] < 2) return false;
  return !doc.norm.slice(Math.max(0, ns - 300), ns + 300).includes(',');
}

/** Tokens of [from, to); a wide gap between two words reads as the comma it stands for. */
function tokens(doc: NoticeDocument, from: number, to: number): Tok[] {
  const out: Tok[] = [];
  TOKEN.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(doc.norm)) !== null && m.index < to && out.length < 80) {
    const prev = out[out.length - 1];
    if (prev && prev.text !== ',' && m[0] !== ',' && m.index === prev.ne + 1 && wideGap(doc, prev.ne)) {
      out.push({ text: ',', ns: prev.ne, ne: prev.ne });
    }
    out.push({ text: m[0], ns: m.index, ne: m.index + m[0].length });
  }
  return out;
}

export function isOrganizationName(name: string): boolean {
  return ORG_SUFFIX_PATTERN.test(` ${name}`) || /\b(?:law|firm|office|offices|group|associates|partners|legal|bank|trust\scompany)\b/i.test(name);
}

/** Whether a run of words reads as one person's name (two to six words, not all initials). */
export function isPersonName(name: string): boolean {
  const words = name.replace(/,\s?(?:jr|sr|ii|iii|iv|esq(?:uire)?)\.?$/i, '').split(/\s+/).filter((w) => !PARTICLE.test(w));
  if (words.length < 2 || words.length > 6) return false;
  if (isOrganizationName(name)) return false;
  if (!words.some((w) => /[A-Za-z]{2,}/.test(w.replace(/\.$/, '')))) return false;
  return words.every((w) => NAME_WORD.test(w) || GENERATIONAL.test(w));
}

interface ReadOptions {
  /** Keep ", Esq." / " Esq" printed right after the name (attorneys). */
  esquire?: boolean;
  /** Read co-names joined by "and" / "&". */
  several?: boolean;
}

/**
 * A signature and the typed name under it run together ("/s/ Jane Doe Jane
 * Doe"): the run is one name printed twice; returns the last token of the first.
 */
function firstOfRepeat(toks: Tok[], a: number, b: number): number {
  const n = b - a + 1;
  if (n < 4 || n % 2) return b;
  const half = n / 2;
  for (let k = 0; k < half; k++) if (toks[a + k].text.toLowerCase() !== toks[a + half + k].text.toLowerCase()) return b;
  return a + half - 1;
}

/** One name run starting at token index `i`; returns the last token index used and the run's end. */
function runFrom(toks: Tok[], i: number, opts: ReadOptions): { last: number } | undefined {
  let last = -1;
  let k = i;
  for (; k < toks.length; k++) {
    const t = toks[k].text;
    if (t === '\n') break;
    if (t === ',') {
      const next = toks[k + 1]?.text ?? '';
      if (last >= 0 && (GENERATIONAL_AFTER_COMMA.test(next) || (opts.esquire && ESQ.test(next)))) {
        last = k + 1;
        break;
      }
      break;
    }
    if (opts.esquire && last >= 0 && ESQ.test(t)) { last = k; break; }
    // "Jr." / "II" closes a name: what follows is another name or a role.
    if (last >= 0 && GENERATIONAL.test(t) && /^[A-Z]/.test(t)) { last = k; break; }
    if (isNameTok(t)) { last = k; continue; }
    // "de la Cruz": particles inside a name, before a name word.
    if (PARTICLE.test(t) && last >= 0 && (isNameTok(toks[k + 1]?.text ?? '') || (PARTICLE.test(toks[k + 1]?.text ?? '') && isNameTok(toks[k + 2]?.text ?? '')))) continue;
    break;
  }
  return last >= i ? { last } : undefined;
}

function hitOf(doc: NoticeDocument, toks: Tok[], a: number, b: number, source: string): Hit<NameValue> {
  const ns = toks[a].ns;
  let ne = toks[b].ne;
  // A sentence's period after a surname is not part of it ("... to: Jane Doe."); an initial's is.
  if (/[A-Za-z]{3,}\.$/.test(toks[b].text) && !/^(?:jr|sr|esq)\.$/i.test(toks[b].text)) ne--;
  const name = doc.valueOf(ns, ne).replace(/,$/, '');
  return { ns, ne, value: { name, kind: isOrganizationName(name) ? 'organization' : 'person' }, source };
}

/** An initial ("D.") or a name's first word: what a line wrap may leave of a name. */
const INITIAL_TOKEN = /^[A-Z]\.$/;

/**
 * The tokens of a line whose only name stops unfinished at the line's end (one
 * word, or words ending with an initial: "Brendan P.\nOwens, Esq.", a narrow
 * column's wrap), with the next line's tokens after them.
 */
function withWrappedEnd(doc: NoticeDocument, toks: Tok[], end: number, opts: ReadOptions): Tok[] {
  if (!toks.length || end >= doc.norm.length || doc.norm[end] !== '\n') return toks;
  const run = runFrom(toks, 0, opts);
  if (!run || run.last !== toks.length - 1 || (run.last > 0 && !INITIAL_TOKEN.test(toks[run.last].text))) return toks;
  const next = tokens(doc, end + 1, Math.min(doc.lineEnd(end + 1), end + 200));
  return next.length && isNameTok(next[0].text) ? [...toks, ...next] : toks;
}

/**
 * Names starting at `ns` (after spaces), on one line (or two, where a wrap cut the name). With `several`, co-names
 * joined by "and" / "&" follow. Returns [] when the text there is not a name.
 */
export function readNames(doc: NoticeDocument, ns: number, opts: ReadOptions = {}, source = 'probate:name'): Hit<NameValue>[] {
  let at = ns;
  while (doc.norm[at] === ' ') at++;
  const end = Math.min(doc.norm.length, doc.lineEnd(at), at + 200);
  const toks = withWrappedEnd(doc, tokens(doc, at, end), end, opts);
  const out: Hit<NameValue>[] = [];
  let i = 0;
  while (i < toks.length) {
    const run = runFrom(toks, i, opts);
    if (!run) break;
    const hit = hitOf(doc, toks, i, firstOfRepeat(toks, i, run.last), source);
    if (!isPersonName(hit.value.name) || beforeZip(doc, hit.ne) || firmFollows(toks, run.last)) break;
    out.push(hit);
    if (!opts.several) break;
    // "A and B", "A & B", "A, and B", "A, B and C"
    let j = run.last + 1;
    if (toks[j]?.text === ',' && /^(?:and|&)$/i.test(toks[j + 1]?.text ?? '')) j++;
    else if (toks[j]?.text === ',' && runFrom(toks, j + 1, opts)) { i = j + 1; continue; }
    if (!/^(?:and|&)$/i.test(toks[j]?.text ?? '')) break;
    i = j + 1;
  }
  return out;
}

/** An organization name starting at `ns` on its line ("ROE & POE, PLLC"). */
export function readFirm(doc: NoticeDocument, ns: number): Hit<NameValue> | undefined {
  let at = ns;
  while (doc.norm[at] === ' ') at++;
  const lineEnd = doc.lineEnd(at);
  const text = doc.norm.slice(at, Math.min(lineEnd, at + 120));
  const m = /^[A-Z][\w'’&.,-]*(?:\s(?:[A-Z&][\w'’&.,-]*|of|and|the|de))*/.exec(text);
  if (!m) return undefined;
  const name = m[0].replace(/[,\s]+$/, '');
  if (!isOrganizationName(name)) return undefined;
  return { ns: at, ne: at + name.length, value: { name, kind: 'organization' }, source: 'probate:firm' };
}

/**
 * The names that end right at `end` (a role or verb follows), read backwards
 * on the line: "Jane Q. Doe and John R. Doe" before ", Co-Administrators".
 */
export function namesEndingAt(doc: NoticeDocument, end: number, opts: ReadOptions = {}, source = 'probate:name'): Hit<NameValue>[] {
  const from = Math.max(doc.lineStart(end), end - 200);
  const toks = tokens(doc, from, end);
  const out: Hit<NameValue>[] = [];
  let b = toks.length - 1;
  while (b >= 0) {
    // The run ends at token b; walk back over name tokens, ", Jr." and particles.
    let a = b;
    let any = false;
    while (a >= 0) {
      const t = toks[a].text;
      if ((GENERATIONAL_AFTER_COMMA.test(t) || (opts.esquire && ESQ.test(t))) && toks[a - 1]?.text === ',' && isNameTok(toks[a - 2]?.text ?? '')) { a -= 2; continue; }
      if (isNameTok(t)) { any = true; a--; continue; }
      if (PARTICLE.test(t) && any && (isNameTok(toks[a - 1]?.text ?? '') || PARTICLE.test(toks[a - 1]?.text ?? ''))) { a--; continue; }
      break;
    }
    a++;
    if (!any || a > b) break;
    const hit = wrappedName(doc, toks, a, b, from, source) ?? hitOf(doc, toks, a, b, source);
    if (!isPersonName(hit.value.name) || beforeZip(doc, hit.ne)) break;
    // "JANE ROE formerly known as Jane Doe has been appointed": the person is the name printed first.
    const alias = ALIAS_END.exec(textBefore(doc, hit.ns, ALIAS_MARKER_REACH));
    const first = alias ? namesEndingAt(doc, hit.ns - alias[0].length, { ...opts, several: false }, source)[0] : undefined;
    if (first) {
      out.unshift(first);
      break;
    }
    out.unshift(hit);
    if (!opts.several) break;
    let j = a - 1;
    // "A, B and C": a comma before a name continues the list backwards.
    if (toks[j]?.text === ',' && isNameTok(toks[j - 1]?.text ?? '') && out.length) { b = j - 1; continue; }
    if (!/^(?:and|&)$/i.test(toks[j]?.text ?? '')) break;
    j--;
    if (toks[j]?.text === ',') j--;
    b = j;
  }
  return out;
}

/** Most words a name wrapped across a line break may have. */
const WRAPPED_NAME_WORDS = 4;

/**
 * A name that a narrow column wrapped ("... given that Mary Ann\nDoyle-Ruiz
 * has been appointed"): the run toks[a..b] opens its line, and the line
 * before ends with name words after prose. A line of name words alone is a
 * name of its own (a signature above another), never the first half of this one.
 */
function wrappedName(doc: NoticeDocument, toks: Tok[], a: number, b: number, from: number, source: string): Hit<NameValue> | undefined {
  if (a !== 0 || from === 0 || from !== doc.lineStart(toks[0].ns) || b - a + 1 >= WRAPPED_NAME_WORDS) return undefined;
  const prev = tokens(doc, doc.lineStart(from - 1), from - 1);
  let k = prev.length;
  while (k > 0 && isNameTok(prev[k - 1].text) && prev.length - k + b - a + 1 < WRAPPED_NAME_WORDS) k--;
  if (!prev.length) return undefined;
  const lastPrev = prev[prev.length - 1].text;
  // A sentence's period ends the line's words ("... for allowance.\nIDA ROE"); an initial's does not.
  if (k === prev.length || k === 0 || (lastPrev.endsWith('.') && !INITIAL_TOKEN.test(lastPrev))) return undefined;
  // Prose before the name words ("given that Mary Ann"), or a name the wrap left unfinished: one word or
  // words ending with an initial ("... 1935, H. W.\nTomlinson filed", "1916. HARRY\nHOBBS, Executor").
  const unfinished = k === prev.length - 1 || INITIAL_TOKEN.test(prev[prev.length - 1].text);
  if (!unfinished && !/^[a-z]/.test(prev[k - 1].text)) return undefined;
  const joined = [...prev.slice(k), ...toks.slice(a, b + 1)];
  // Both halves in one case ("Mary Ann\nDoyle-Ruiz", not "Mary Ann\nDOYLE"); an initial is either.
  const cases = new Set(joined.filter((t) => !INITIAL_TOKEN.test(t.text)).map((t) => t.text === t.text.toUpperCase()));
  if (cases.size > 1) return undefined;
  const hit = hitOf(doc, joined, 0, joined.length - 1, source);
  return isPersonName(hit.value.name) ? hit : undefined;
}

/** The last person name in [from, end) on one line, with where it ends (for "... Jane Roe, Esq 555-0100 Attorney for"). */
export function lastNameBefore(doc: NoticeDocument, from: number, end: number, opts: ReadOptions = {}): Hit<NameValue> | undefined {
  const toks = tokens(doc, from, end);
  let best: Hit<NameValue> | undefined;
  for (let i = 0; i < toks.length; i++) {
    if (!isNameTok(toks[i].text)) continue;
    const run = runFrom(toks, i, opts);
    if (!run) continue;
    const hit = hitOf(doc, toks, i, run.last, 'probate:name');
    if (isPersonName(hit.value.name) && !beforeZip(doc, hit.ne) && !firmFollows(toks, run.last)) best = hit;
    i = run.last;
  }
  return best;
}
