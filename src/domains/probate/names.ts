/**
 * Person names as probate notices print them: "Mary Lou Ames-Porter",
 * "JOHN W. DOE, II", "Jane Q. Roe, Esq". The shared party reader
 * (recognizers/names.ts) is built for foreclosure parties and reads on
 * through role words that start with a capital ("..., Co-Administrators",
 * "An Adult"); probate needs a reader that stops at role and title words,
 * reads backwards from a role ("X - Co-Admin/CTA"), and splits co-names on
 * "and". A line break ends a name, but where a narrow column wrapped one
 * (after its first word or an initial, or after prose) it goes on.
 */
import { judgedName } from '../../recognizers/names.js';
import { stateCode } from '../../lexicon/us-states.js';
import { isWrappedWordRest } from '../../recognizers/wrapped-words.js';
import { textBefore, type Hit, type NoticeDocument } from '../../text/document.js';
import { ALIAS_END } from './cue-patterns.js';
import { LAWYERS_TITLE } from './cues/attorney.js';
import {
  ESQ, GENERATIONAL_AFTER_COMMA, INITIAL_TOKEN, PARTICLE, nameOfRepeat, hitOf, isNameTok, isOrganizationName, isPersonName, runFrom, tokens, unfinishedName,
  type NameValue, type ReadOptions, type Tok,
} from './name-tokens.js';
import { beforeZip, firmFollows } from './run-ends.js';

export { isOrganizationName, isPersonName, wideGap, type NameValue } from './name-tokens.js';

/** Longer than any alias marker with its spaces ("formerly known as"). */
const ALIAS_MARKER_REACH = 24;


/**
 * The tokens of a line whose only name stops unfinished at the line's end (one
 * word, or words ending with an initial: "Brendan P.\nOwens, Esq.", a narrow
 * column's wrap), with the next line's tokens after them.
 */
function withWrappedEnd(doc: NoticeDocument, toks: Tok[], end: number, opts: ReadOptions): Tok[] {
  if (!toks.length || end >= doc.norm.length || doc.norm[end] !== '\n') return toks;
  const run = runFrom(toks, 0, opts);
  if (!run || run.last !== toks.length - 1 || !unfinishedName(toks.slice(0, run.last + 1).map((t) => t.text))) return toks;
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
  const end = Math.min(doc.norm.length, lineEndOutsideWord(doc, at), at + 200);
  const toks = withWrappedEnd(doc, tokens(doc, at, end), end, opts);
  const out: Hit<NameValue>[] = [];
  let i = 0;
  while (i < toks.length) {
    const run = runFrom(toks, i, opts);
    if (!run) break;
    const hit = hitOf(doc, toks, ...nameOfRepeat(toks, i, run.last), source);
    if (!isPersonName(judgedName(hit.value)) || beforeZip(doc, hit.ne) || firmFollows(toks, run.last)) break;
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
const TITLE_AFTER_FIRM = new RegExp(`${LAWYERS_TITLE}$`, 'i');

export function readFirm(doc: NoticeDocument, ns: number): Hit<NameValue> | undefined {
  let at = ns;
  while (doc.norm[at] === ' ') at++;
  const lineEnd = doc.lineEnd(at);
  const text = doc.norm.slice(at, Math.min(lineEnd, at + 120));
  const m = /^[A-Z][\w'’&.,-]*(?:\s(?:[A-Z&][\w'’&.,-]*|of|and|the|de))*/.exec(text);
  if (!m) return undefined;
  // "Roe & Poe, Attorneys, 12 Elm St": the partners' title after their names is no part of the firm's name.
  const full = m[0].replace(/[,\s]+$/, '');
  const name = full.replace(TITLE_AFTER_FIRM, '');
  // Partners' names so titled are a firm ("Roe & Poe, Attorneys"), though no word of theirs says so.
  if (!isOrganizationName(name) && !(name !== full && /\s(?:&|and)\s/.test(name))) return undefined;
  return { ns: at, ne: at + name.length, value: { name, kind: 'organization' }, source: 'probate:firm' };
}

/**
 * The names that end right at `end` (a role or verb follows), read backwards
 * on the line: "Jane Q. Doe and John R. Doe" before ", Co-Administrators".
 */
/**
 * Where the line holding `end` starts, or the line before when the line
 * opens with the rest of a word the column wrapped ("... given that Will\niam
 * H. Stuckey has been appointed"): the name is read whole.
 */
function lineStartOutsideWord(doc: NoticeDocument, end: number): number {
  const ls = doc.lineStart(end);
  return ls > 0 && wrappedRestAt(doc, ls) ? doc.lineStart(ls - 1) : ls;
}

/** Where the line holding `at` ends, past the rest of a word the column wrapped onto the next line ("Anna Tollef\nson,"). */
function lineEndOutsideWord(doc: NoticeDocument, at: number): number {
  const le = doc.lineEnd(at);
  const rest = le < doc.norm.length ? wrappedRestAt(doc, le + 1) : 0;
  return rest ? le + 1 + rest : le;
}

/** The length of a wrapped word's rest opening the line at `ls` (see isWrappedWordRest), or 0. */
function wrappedRestAt(doc: NoticeDocument, ls: number): number {
  const rest = /^[a-z]+/.exec(doc.norm.slice(ls, ls + 10));
  return rest && isWrappedWordRest(doc.norm, ls, rest[0]) ? rest[0].length : 0;
}

export function namesEndingAt(doc: NoticeDocument, end: number, opts: ReadOptions = {}, source = 'probate:name'): Hit<NameValue>[] {
  const from = Math.max(lineStartOutsideWord(doc, end), end - 200);
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
      // "late of Elmton, NH. Jane Doe, ...": a state's code closing a sentence after its town is no initial.
      if (/^[A-Z]{2}\.$/.test(t) && toks[a - 1]?.text === ',' && stateCode(t)) break;
      if (isNameTok(t)) { any = true; a--; continue; }
      if (PARTICLE.test(t) && any && (isNameTok(toks[a - 1]?.text ?? '') || PARTICLE.test(toks[a - 1]?.text ?? ''))) { a--; continue; }
      break;
    }
    a++;
    if (!any || a > b) break;
    // "/s/ Jane Roe JANE ROE, Personal Representative": a scraped signature run onto the typed name is one name.
    const hit = wrappedName(doc, toks, a, b, from, source) ?? hitOf(doc, toks, ...nameOfRepeat(toks, a, b), source);
    if (!isPersonName(judgedName(hit.value)) || beforeZip(doc, hit.ne)) break;
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

/** How much of the line before a wrapped name is read: more than the words a name may have there. */
const WRAP_REACH = 120;
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
  // The end of the line before: a long line is read from its last stretch, where its last words are.
  const prev = tokens(doc, Math.max(doc.lineStart(from - 1), from - 1 - WRAP_REACH), from - 1);
  let k = prev.length;
  while (k > 0 && isNameTok(prev[k - 1].text) && prev.length - k + b - a + 1 < WRAPPED_NAME_WORDS) k--;
  if (!prev.length) return undefined;
  // "/s/ Jo A. Roe\nJo A. Roe, Personal Representative": the line before ends in more name words than a wrap could
  // carry over: a name of its own (a signature over the typed name), not this one's first half.
  if (k > 0 && isNameTok(prev[k - 1].text)) return undefined;
  const lastPrev = prev[prev.length - 1].text;
  // A sentence's period ends the line's words ("... for allowance.\nIDA ROE"); an initial's does not.
  if (k === prev.length || k === 0 || (lastPrev.endsWith('.') && !INITIAL_TOKEN.test(lastPrev))) return undefined;
  // Prose before the name words ("given that Mary Ann"), or a name the wrap left unfinished: one word or
  // words ending with an initial ("... 1935, H. W.\nTomlinson filed", "1916. HARRY\nHOBBS, Executor").
  const unfinished = unfinishedName(prev.slice(k).map((t) => t.text));
  if (!unfinished && !/^[a-z]/.test(prev[k - 1].text)) return undefined;
  const joined = [...prev.slice(k), ...toks.slice(a, b + 1)];
  // Both halves in one case ("Mary Ann\nDoyle-Ruiz", not "Mary Ann\nDOYLE"); an initial is either.
  const cases = new Set(joined.filter((t) => !INITIAL_TOKEN.test(t.text)).map((t) => t.text === t.text.toUpperCase()));
  if (cases.size > 1) return undefined;
  const hit = hitOf(doc, joined, 0, joined.length - 1, source);
  return isPersonName(judgedName(hit.value)) ? hit : undefined;
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
    if (isPersonName(judgedName(hit.value)) && !beforeZip(doc, hit.ne) && !firmFollows(toks, run.last)) best = hit;
    i = run.last;
  }
  return best;
}
