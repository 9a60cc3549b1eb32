/**
 * The decedent's name and aliases, read after a decedent cue ("Estate of",
 * "In re the Estate of") or from a caption line "JOHN A. DOE, Deceased.".
 */
import { isGivenNameAbbreviation } from '../../lexicon/given-name-abbreviations.js';
import { joinedWrappedWords } from '../../recognizers/wrapped-words.js';
import { NOT_DECEDENT_FIRST_WORDS } from '../../lexicon/probate-name-stops.js';
import { PERSONAL_TITLES } from '../../lexicon/token-abbreviations.js';
import { matchAll, wideGapBefore, type NoticeDocument } from '../../text/document.js';
import { wordAlternation } from '../../text/escape.js';
import { gatedMatches } from '../../text/gated-scan.js';
import type { Span } from '../../text/spans.js';
import { ALIAS, ALIAS_START, DECEDENT_CUES, DECEDENT_END } from './cue-patterns.js';
import { unfinishedName } from './name-tokens.js';
import { isOrganizationName } from './names.js';

export interface Decedent { name: Span; aliases: Span[]; cueLine: number }

/** The decedent's name as the normalized text prints it, for comparing with other names. */
export function decedentName(doc: NoticeDocument, d: Decedent | undefined): string | undefined {
  return d ? doc.norm.slice(d.name.ns, d.name.ne) : undefined;
}

// Module patterns scanned with matchAll: String.prototype.matchAll would copy the pattern on every call.
const PERIOD_BEFORE_SPACE = /\.(?=\s)/g;
/** A title's period ("a/k/a Rev. John Doe") does not end the name. */
const TITLE = new Set(PERSONAL_TITLES.map((t) => t.toLowerCase()));
const WORD = /\S+/g;

/** Where a decedent segment ends: the earliest terminator, a line break not followed by an alias, or a sentence end. */
function segmentEnd(doc: NoticeDocument, p: number, limit: number): number {
  const text = doc.norm.slice(p, Math.min(limit, p + 200));
  let cut = DECEDENT_END.exec(text)?.index ?? text.length;
  for (let i = text.indexOf('\n'); i >= 0 && i < cut; i = text.indexOf('\n', i + 1)) {
    // A name wrapped after its prefix ("Nora Mc\nCabe"), a first word or an initial ("LOWELL D.\nHUGGINS") goes on.
    if (NAME_PREFIX_AT_END.test(text.slice(Math.max(0, i - 5), i)) || wrapLeftUnfinished(text.slice(0, i))) continue;
    if (!ALIAS_START.test(text.slice(i + 1, i + 30))) { cut = i; break; }
  }
  // A scraper's wide gap where a line broke ends it too, when a sentence opens after it ("... a/k/a JO ROE  A petition
  // having been filed"); inside a name it is a lost comma or a column's edge ("JO ROE  SR.", "Jo  Lee Roe").
  for (let i = text.indexOf(' '); i >= 0 && i < cut; i = text.indexOf(' ', i + 1)) {
    if (wideGapBefore(doc, p + i + 1) && SENTENCE_AFTER_GAP.test(text.slice(i + 1, i + 30))) { cut = i; break; }
  }
  for (const m of matchAll(PERIOD_BEFORE_SPACE, text)) {
    if (m.index >= cut) break;
    const word = /[A-Za-z']+$/.exec(text.slice(0, m.index))?.[0] ?? '';
    if (word.length >= 3 && !/^(?:jr|sr|iii)$/i.test(word) && !TITLE.has(word.toLowerCase()) && !isGivenNameAbbreviation(`${word}.`)) { cut = m.index; break; }
  }
  return p + cut;
}

/**
 * A word of a decedent's name. Scraped text may glue an initial to the
 * surname ("A.O'NEAL"; an apostrophe mis-decoded from UTF-8 is one by then, see normalize.ts),
 * or put a maiden name in parentheses ("(SHIRA)").
 */
const NAME_PREFIX_AT_END = /(?:^|\s)(?:Mc|Mac|Van|Von|De|Du|Le|O')$/;
/** Capitalised words a line wrap left unfinished ("LOWELL D.", "JOYCE"), as the name readers judge it. */
function wrapLeftUnfinished(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.every((w) => /^[A-Z]/.test(w)) && unfinishedName(words);
}
const NAME_TOKEN = /^(?:(?:[A-Z]\.)*[A-Z][A-Za-z'’-]*\.?|[A-Z]\.|(?:Mc|Mac|O'|D')[A-Z][A-Za-z'-]*|\([A-Z][A-Za-z'.-]{1,20}\)|de|del|della|la|le|van|von|der|den|du|da|di|dos|y)$/;
const NOT_A_DECEDENT = new RegExp(`^(?:${wordAlternation(NOT_DECEDENT_FIRST_WORDS)})\\b`, 'i');

/** A decedent's name: two to eight name words; an alias may be one ("a/k/a BUDDY"). */
function isDecedentName(printed: string, minWords = 2): boolean {
  const s = joinedWrappedWords(printed);
  const words = s.split(/[\s,]+/).filter(Boolean);
  if (words.length < minWords || words.length > 8 || NOT_A_DECEDENT.test(s)) return false;
  if (!/^[A-Z]/.test(words[0]) || isOrganizationName(s)) return false;
  return words.every((w) => NAME_TOKEN.test(w) || /^(?:jr|sr|ii|iii|iv)\.?$/i.test(w));
}

/** Trims a piece to its name: spaces, commas; a period only after a word of three or more letters. */
function trimPiece(doc: NoticeDocument, ns: number, ne: number): Span {
  while (ns < ne && /[\s,:]/.test(doc.norm[ns])) ns++;
  while (ne > ns && /[\s,;:]/.test(doc.norm[ne - 1])) ne--;
  if (doc.norm[ne - 1] === '.' && /[A-Za-z]{3,}\.$/.test(doc.norm.slice(Math.max(ns, ne - 6), ne)) && !/(?:jr|sr)\.$/i.test(doc.norm.slice(ne - 3, ne))) ne--;
  return { ns, ne };
}

/**
 * A name printed in capitals ends where ordinary text starts: "ESTATE OF JOHN
 * H. DOE Notice is hereby given" (a scraped notice that lost its line breaks).
 */
function capsRun(doc: NoticeDocument, r: Span): Span {
  const text = doc.norm.slice(r.ns, r.ne);
  const words = [...matchAll(WORD, text)];
  const caps = (w: string) => /^[A-Z][A-Z'’.-]+,?$/.test(w) || /^[A-Z]\.,?$/.test(w);
  // Initials alone ("W. L. Hoel") do not make a name printed in capitals.
  if (words.length < 3 || !caps(words[0][0]) || !caps(words[1][0]) || !/[A-Z]{2}/.test(words[0][0] + words[1][0])) return r;
  // A particle before a surname in capitals keeps its case ("EVELYN R. DeMARCO", "McKAY", "LaROSA").
  const cut = words.findIndex((w, i) => i >= 2 && /[a-z]/.test(w[0]) && !/^(?:Mc|Mac|O'|D'|De|Di|Da|Du|La|Le|Van|Von)[A-Z]{2}/.test(w[0]) && !/^(?:de|del|la|van|von|y)$/.test(w[0]));
  return cut < 0 ? r : trimPiece(doc, r.ns, r.ns + words[cut].index!);
}

/** The decedent's name and aliases printed after a cue ending at `at`. */
/**
 * The decedent read after a cue ending at `at`, read once per document: the
 * estate headings that cut a notice and the decedent cues of each estate
 * often end at the same place. Callers do not change what they get.
 */
export function readDecedent(doc: NoticeDocument, at: number, limit: number): Decedent | undefined {
  const reads = doc.memo(decedentReads);
  const key = `${at}:${limit}`;
  if (!reads.has(key)) reads.set(key, readDecedentAt(doc, at, limit));
  return reads.get(key);
}
const decedentReads = (): Map<string, Decedent | undefined> => new Map();

const SENTENCE_AFTER_GAP = /^[A-Z][a-z]*\s[a-z]{2,}/;
const COLUMN_HEADING = /^(?:SUPPLEMENTAL\s)?(?:CITATION|PUBLICATION)\s/;
const COLUMN_HEADING_REACH = 30;

function readDecedentAt(doc: NoticeDocument, at: number, limit: number): Decedent | undefined {
  let p = at;
  while (p < limit && /[ :]/.test(doc.norm[p])) p++;
  // A caption boxed by a column of ")" ("IN THE MATTER OF THE ESTATE OF        )\nJO DOE,     )"): the bracket ends the line.
  if (doc.norm[p] === ')' && doc.norm[p + 1] === '\n') p++;
  if (doc.norm[p] === '\n') {
    while (p < limit && /\s/.test(doc.norm[p])) p++;
    // A boxed caption's empty left cell ("          )   Probate No. 26-0417"): the name is on a line below.
    for (let cells = 0; cells < 2 && doc.norm[p] === ')' && p < limit; cells++) {
      p = doc.lineEnd(p);
      while (p < limit && /\s/.test(doc.norm[p])) p++;
    }
  }
  // A caption's other column run in by a scraper ("Estate of      CITATION   JO A. DOE"): its heading is no name.
  const heading = COLUMN_HEADING.exec(doc.norm.slice(p, p + COLUMN_HEADING_REACH));
  if (heading && wideGapBefore(doc, p + heading[0].length)) p += heading[0].length;
  const end = segmentEnd(doc, p, limit);
  if (end <= p) return undefined;
  const pieces: Span[] = [];
  let from = p;
  for (const m of matchAll(ALIAS, doc.norm, p, end)) {
    pieces.push(trimPiece(doc, from, m.index));
    from = m.index + m[0].length;
  }
  pieces.push(trimPiece(doc, from, end));
  const [first, ...aliases] = pieces;
  const name = capsRun(doc, first);
  if (!isDecedentName(doc.norm.slice(name.ns, name.ne))) return undefined;
  return { name, aliases: aliases.filter((a) => isDecedentName(doc.norm.slice(a.ns, a.ne), 1)), cueLine: doc.lineStart(at) };
}

/**
 * "ESTATE OF\nJO A. DOE ... the will or estate, or both, of JO A. DOE, also known as JO DOE": the aliases printed with
 * another printing of the name, before or after the one read.
 */
function withAliasesPrintedAgain(doc: NoticeDocument, d: Decedent, r: Span): Decedent {
  if (d.aliases.length) return d;
  const name = doc.norm.slice(d.name.ns, d.name.ne);
  // Before or after the caption's printing: a citation names the distributees "of JO A. DOE, a/k/a JO DOE" first.
  for (let at = doc.norm.indexOf(name, r.ns); at >= 0 && at < r.ne; at = doc.norm.indexOf(name, at + 1)) {
    if (at === d.name.ns || !ALIAS_AFTER_NAME.test(doc.norm.slice(at + name.length, at + name.length + ALIAS_REACH))) continue;
    const again = readDecedent(doc, at, r.ne);
    if (again?.aliases.length && doc.norm.slice(again.name.ns, again.name.ne) === name) return { ...d, aliases: again.aliases };
  }
  return d;
}
const ALIAS_AFTER_NAME = /^,?\s(?:also\sknown\sas|a\/k\/a|aka|a\.k\.a\.?|f\/k\/a|formerly\sknown\sas)\s/i;
const ALIAS_REACH = 30;

/**
 * A citation's list of the persons it cites ("TO: Estate of Jane Roe; Heirs at law of John Roe") names a dead
 * distributee's estate among them, not the decedent: the list runs from "TO:" to its line's end.
 */
const CITED_LIST = /(?:^|\n)[ \t]*(?:TO|To)\s?:[^\n]*$/;
/** The longest list line read back (a line longer than this is no list, and its start is not read). */
const CITED_REACH = 800;
function amongCited(doc: NoticeDocument, at: number): boolean {
  const ls = doc.lineStart(at);
  return at - ls <= CITED_REACH && CITED_LIST.test(doc.norm.slice(Math.max(0, ls - 1), at));
}

export function findDecedent(doc: NoticeDocument, r: Span): Decedent | undefined {
  for (const tier of [0, 1]) {
    const found: Array<{ at: number; d: Decedent }> = [];
    for (const cue of DECEDENT_CUES.filter((c) => c.tier === tier)) {
      // From the line break before the range, so line-start cues match on its first line.
      for (const m of gatedMatches(cue, doc, Math.max(0, r.ns - 1), r.ne)) {
        if (amongCited(doc, m.index)) continue;
        const d = readDecedent(doc, m.index + m[0].length, r.ne);
        if (d) { found.push({ at: m.index, d }); break; }
      }
    }
    if (found.length) return withAliasesPrintedAgain(doc, found.sort((a, b) => a.at - b.at)[0].d, r);
  }
  // A caption line "JOHN A. DOE, Deceased." with no "Estate of".
  const line = /(?:^|\n)([A-Z][A-Za-z.'’ ,-]{3,60}?),?\s(?:Deceased|DECEASED)\b/g;
  for (const m of matchAll(line, doc.norm, r.ns, r.ne)) {
    const ns = m.index + m[0].indexOf(m[1]);
    const piece = trimPiece(doc, ns, ns + m[1].length);
    if (isDecedentName(doc.norm.slice(piece.ns, piece.ne))) return { name: piece, aliases: [], cueLine: doc.lineStart(ns) };
  }
  return undefined;
}
