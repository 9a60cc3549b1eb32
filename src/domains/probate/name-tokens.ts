/**
 * The token layer of probate's name readers (names.ts): a notice's stretch
 * as words and punctuation, which words may stand in a name (and which stop
 * one), and how a run of name tokens becomes a name.
 */
import { foldLatin } from '../../text/latin-fold.js';
import { NAME_PARTICLES } from '../../lexicon/name-particles.js';
import { ORG_SUFFIX_PATTERN } from '../../lexicon/organizations.js';
import { PROBATE_NAME_STOP_WORDS } from '../../lexicon/probate-name-stops.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import { isWrappedWordRest, joinedWrappedWords } from '../../recognizers/wrapped-words.js';
import { wordAlternation } from '../../text/escape.js';
export interface NameValue {
  name: string;
  kind: 'person' | 'organization';
  /** The name with the words a column wrapped joined, when it differs (see judgedName in recognizers/names.ts). */
  wrapped?: string;
}

export interface Tok { text: string; ns: number; ne: number }

// A signature mark glued to the signer's name ("/s/Jane Roe") is a token of its own.
const TOKEN = /\n|[,;:()&]|\/s\/(?=[A-Za-z])|[^\s,;:()&]+/g;
export const PARTICLE = new RegExp(`^(?:${wordAlternation(NAME_PARTICLES)})$`);
const GENERATIONAL = /^(?:jr|sr|ii|iii|iv|2nd|3rd)\.?$/i;
/** After a comma a lone "V" is a generation too ("John Doe, V"); elsewhere it is an initial. */
export const GENERATIONAL_AFTER_COMMA = /^(?:jr|sr|ii|iii|iv|v|vi|2nd|3rd)\.?$/i;
export const ESQ = /^esq(?:uire|\.)?$/i;
// A scraper may drop the space after an initial: "Lauren C.Enea".
const NAME_WORD = /^(?:[A-Z][A-Za-z'’-]*\.?|[A-Z]\.(?:[A-Z]\.)*|[A-Z]\.[A-Z][a-z'’-]+|(?:Mc|Mac|O'|D')[A-Z][A-Za-z'-]*)$/;

const STOP = new Set(PROBATE_NAME_STOP_WORDS);

const bare = (t: string) => t.toLowerCase().replace(/[.,]+$/, '');

function isStop(t: string): boolean {
  return STOP.has(bare(t));
}

/** Capitals run into lower case ("GIVENthat"): two words a scraper glued together, not a name word. */
const GLUED_WORDS = /^[A-Z]{2,}[a-z]{2,}$/;

export function isNameTok(t: string): boolean {
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
export function tokens(doc: NoticeDocument, from: number, to: number): Tok[] {
  const out: Tok[] = [];
  TOKEN.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(doc.norm)) !== null && m.index < to && out.length < 80) {
    const prev = out[out.length - 1];
    if (prev && prev.text !== ',' && m[0] !== ',' && m.index === prev.ne + 1 && wideGap(doc, prev.ne)) {
      out.push({ text: ',', ns: prev.ne, ne: prev.ne });
    }
    // "the estate of Ja\ncob F. Stoltz": a name a narrow column wrapped inside a word reads as that word.
    const wrapped = prev?.text === '\n' && out[out.length - 2];
    if (wrapped && wrapped.ne === prev.ns && isWrappedWordRest(doc.norm, m.index, m[0])) {
      out.splice(out.length - 2, 2, { text: wrapped.text + m[0], ns: wrapped.ns, ne: m.index + m[0].length });
      continue;
    }
    out.push({ text: m[0], ns: m.index, ne: m.index + m[0].length });
  }
  return out;
}

export function isOrganizationName(name: string): boolean {
  return ORG_SUFFIX_PATTERN.test(` ${name}`) || /\b(?:law|firm|office|offices|group|associates|partners|legal|bank|trust\scompany)\b/i.test(name);
}

/** Whether a run of words reads as one person's name (two to six words, not all initials). */
export function isPersonName(printedName: string): boolean {
  // Judged as the normalized text reads it: "Nu\u00F1ez" as "Nunez".
  const name = foldLatin(printedName);
  const words = name.replace(/,\s?(?:jr|sr|ii|iii|iv|esq(?:uire)?)\.?$/i, '').split(/\s+/).filter((w) => !PARTICLE.test(w));
  if (words.length < 2 || words.length > 6) return false;
  if (isOrganizationName(name)) return false;
  if (!words.some((w) => /[A-Za-z]{2,}/.test(w.replace(/\.$/, '')))) return false;
  return words.every((w) => NAME_WORD.test(w) || GENERATIONAL.test(w));
}

export interface ReadOptions {
  /** Keep ", Esq." / " Esq" printed right after the name (attorneys). */
  esquire?: boolean;
  /** Read co-names joined by "and" / "&". */
  several?: boolean;
}

/**
 * A signature and the typed name under it run together ("/s/ Jane Doe Jane
 * Doe"): the run is one name printed twice; the token range of the name read
 * from the run [a, b] (the run itself when it is no repeat).
 */
export function nameOfRepeat(toks: Tok[], a: number, b: number): [start: number, end: number] {
  const n = b - a + 1;
  const same = (i: number, j: number) => toks[i].text.toLowerCase() === toks[j].text.toLowerCase();
  if (n >= 4 && n % 2 === 0) {
    const half = n / 2;
    let k = 0;
    while (k < half && same(a + k, a + half + k)) k++;
    if (k === half) return [a, a + half - 1];
  }
  // "/s/ Jane Roe Jane Q. Roe": the signature, then the name printed in full under it; the full name is read.
  for (let s = a + 2; s < b; s++) {
    const full = b - s + 1;
    if (full === s - a + 1 && same(a, s) && same(s - 1, b) && INITIAL_TOKEN.test(toks[b - 1].text)) return [s, b];
  }
  return [a, b];
}

/** One name run starting at token index `i`; returns the last token index used and the run's end. */
export function runFrom(toks: Tok[], i: number, opts: ReadOptions): { last: number } | undefined {
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

export function hitOf(doc: NoticeDocument, toks: Tok[], a: number, b: number, source: string): Hit<NameValue> {
  const ns = toks[a].ns;
  let ne = toks[b].ne;
  // A sentence's period after a surname is not part of it ("... to: Jane Doe."); an initial's is.
  if (/[A-Za-z]{3,}\.$/.test(toks[b].text) && !/^(?:jr|sr|esq)\.$/i.test(toks[b].text)) ne--;
  const name = doc.valueOf(ns, ne).replace(/,$/, '');
  const wrapped = wrappedForm(doc, ns, ne, name);
  return { ns, ne, value: { name, kind: isOrganizationName(name) ? 'organization' : 'person', ...(wrapped ? { wrapped } : {}) }, source };
}

/** The name with a word a column wrapped read whole, when the name spans a line break and holds one. */
function wrappedForm(doc: NoticeDocument, ns: number, ne: number, name: string): string | undefined {
  const text = doc.norm.slice(ns, ne);
  if (!text.includes('\n')) return undefined;
  const joined = joinedWrappedWords(text).replace(/\s+/g, ' ').replace(/,$/, '');
  return joined !== name.replace(/\s+/g, ' ') ? joined : undefined;
}

/** An initial: "D.". */
export const INITIAL_TOKEN = /^[A-Z]\.$/;

/** What a line wrap may leave of a name (a narrow column's): its first word alone, or words ending with an initial. */
export function unfinishedName(words: readonly string[]): boolean {
  return words.length === 1 || (words.length > 1 && INITIAL_TOKEN.test(words[words.length - 1]));
}
