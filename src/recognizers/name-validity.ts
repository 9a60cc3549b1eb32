/**
 * Whether a value read as a party's name can be one, for every domain.
 *
 * Readers take capitalised runs after cue phrases; on layouts they were not
 * written for they also take headings ("NOTICE"), function words ("If",
 * "AN"), job titles ("County Clerk") or a lone suffix ("LLC"). A value passes
 * as an organisation when a keyword or corporate suffix (lexicon/party-names.ts,
 * lexicon/organizations.ts) stands with at least one word that names it, or as
 * a person when two or more words have a name's shape (capitalised, initials,
 * particles, generational suffixes) and none of them is prose. compromise's
 * lexicon of first and last names tells how sure a person is: it is a word
 * lookup, no tagging run, so judging costs microseconds per value.
 */
import { foldLatin } from '../text/latin-fold.js';
import nlp from 'compromise';
import { ORG_SUFFIX_PATTERN } from '../lexicon/organizations.js';
import { CORPORATE_FORMS, FUNCTION_WORDS, NAME_PARTICLES, NOT_NAME_WORDS, ORGANIZATION_KEYWORDS, PERSON_SUFFIXES, PLACEHOLDER_PARTIES } from '../lexicon/party-names.js';

export type NameKind = 'person' | 'organization';

export interface NameJudgement {
  valid: boolean;
  /** What the value passes as, when valid. */
  kind?: NameKind;
  /** Why: 'organization', 'person:lexicon' (a known first or last name), 'person:shape', or the reason it failed. */
  reason: string;
}

const wordSet = (rows: ReadonlyArray<readonly [string, string]>) => new RegExp(`^(?:${rows.map(([p]) => p).join('|')})$`, 'i');
const ORG_KEYWORD = wordSet(ORGANIZATION_KEYWORDS);
const NOT_NAME = wordSet(NOT_NAME_WORDS);
const CORPORATE_FORM = wordSet(CORPORATE_FORMS);
const FUNCTION_WORD = wordSet(FUNCTION_WORDS);
/** Longer than any party name printed; longer values are a reader that ran on. */
const MAX_NAME_LENGTH = 160;
const MAX_PERSON_WORDS = 7;

type LexiconTag = string | undefined;
const LEXICON = (nlp as unknown as { world(): { model: { one: { lexicon: Record<string, LexiconTag> } } } }).world().model.one.lexicon;
const FIRST_NAME_TAG = /^(?:FirstName|MaleName|FemaleName)$/;
/**
 * Function words compromise knows ("Is", "Whereby", "Hereof"). Verbs and nouns are no test: surnames
 * are often words ("Frame", "May", "Young").
 */
const PROSE_TAG = /(?:Preposition|Conjunction|Determiner|Pronoun|Copula|QuestionWord)/;

/** A word as compared with the word lists: lower case, punctuation around it removed. */
const bare = (w: string) => w.toLowerCase().replace(/['’]s\b/g, '').replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');

/**
 * A word with a name's shape: "Ortega", "ORTEGA", "O'Neil", "Smith-Jones", "McKay", an initial "J." or "(J)",
 * an initial a scraper glued to the surname ("C.Enea").
 */
const NAME_SHAPE = /^\(?(?:[A-Z]\.)?[A-Z][A-Za-z'’-]*\.?\)?,?$/;
/** Capitals only, 3 to 6 letters: "MERS", "HUD". */
const ACRONYM = /^[A-Z]{3,6}$/;
const INITIAL = /^\(?(?:[A-Z]\.){1,3}\)?,?$|^\(?[A-Z]\)?,?$/;

export function judgeName(raw: string): NameJudgement {
  if (typeof raw !== 'string') return { valid: false, reason: 'not text' };
  // "Jos\u00E9 N\u00FA\u00F1ez" is judged as "Jose Nunez": the rules spell names in ASCII.
  const value = foldLatin(raw).replace(/\s+/g, ' ').trim().replace(/[,;:]+$/, '');
  if (value.length > MAX_NAME_LENGTH) return { valid: false, reason: 'too long' };
  if (value.replace(/[^A-Za-z]/g, '').length < 3) return { valid: false, reason: 'too short' };
  if (PLACEHOLDER_PARTIES.test(value)) return { valid: false, reason: 'a placeholder party' };
  const words = value.split(' ').filter((w) => /[A-Za-z0-9]/.test(w));
  const bares = words.map(bare);
  const isSuffix = (w: string) => ORG_SUFFIX_PATTERN.test(` ${w}`) && w.replace(/[^A-Za-z]/g, '').length <= 5;
  // Words that say nothing of who the party is: the heading, role and function words, keywords and suffixes.
  const naming = words.filter((w, i) => !NOT_NAME.test(bares[i]) && !ORG_KEYWORD.test(bares[i]) && !isSuffix(w) && !NAME_PARTICLES.test(bares[i]) && bares[i] !== '');
  // "Federal National Mortgage Association": a chartered association is named by keywords alone; three capitalised
  // words at least, so that the "National Association" of a bank's name is not taken for a party.
  // So is a bank or a company named by three such words ("Capital City Bank", "Security Savings Company").
  const chartered = words.filter((_, i) => bares[i] !== 'the').length >= 3 && /^(?:association|bank|company)$/.test(bares[bares.length - 1]) && words.every((w) => NAME_SHAPE.test(w));
  const corporate = (words.length >= 2 && bares.some((b) => CORPORATE_FORM.test(b))) || chartered;
  if (!naming.length && !corporate) return { valid: false, reason: 'no naming word' };
  // "If the preceding area", "An", "a member of the State Bar": a name never opens with a function word but "The".
  // "In Source Partners LLC" is a firm's name: capitalised words closed by a corporate form may open with such a word.
  const firmOfWords = words.length >= 3 && CORPORATE_FORM.test(bares[bares.length - 1]) && words.every((w) => NAME_SHAPE.test(w)) && naming.length >= 1;
  // "A. B. Gray": an initial with its period is no article.
  const initialFirst = /^[A-Z]\.$/.test(words[0]) && words.length > 1;
  if (FUNCTION_WORD.test(bares[0]) && bares[0] !== 'the' && !firmOfWords && !initialFirst) return { valid: false, reason: `opens with "${words[0]}"` };
  // "JOHN DOE, a member of the State Bar", "ACME LLC, a Texas limited liability company": a description ran into the value.
  if (/(?:^|\s)an?\s/.test(value) || /\san?\s(?:member|partner|shareholder|employee)\sof\b/i.test(value)) return { valid: false, reason: 'holds a description' };
  // "Hocker & Martin": names joined by "&" in one value are a firm.
  const hasKeyword = bares.some((b) => ORG_KEYWORD.test(b)) || ORG_SUFFIX_PATTERN.test(` ${value}`) || /\w\s?&\s?\w/.test(value);
  if (hasKeyword) return { valid: true, kind: 'organization', reason: 'organization' };
  return judgePerson(words, bares);
}

export const isValidPartyName = (value: string): boolean => judgeName(value).valid;

/** Whether compromise's lexicon knows `word` as a first name ("Martin", "Keisha"). */
export function isKnownFirstName(word: string): boolean {
  const tag = LEXICON[bare(word)];
  return typeof tag === 'string' && FIRST_NAME_TAG.test(tag);
}

function isKnownName(b: string): boolean {
  const tag = LEXICON[b];
  return typeof tag === 'string' && (FIRST_NAME_TAG.test(tag) || tag === 'LastName');
}

function judgePerson(words: string[], bares: string[]): NameJudgement {
  const core = words.filter((_, i) => !PERSON_SUFFIXES.test(bares[i]) || i === 0);
  if (core.length > MAX_PERSON_WORDS) return { valid: false, reason: 'too many words for a person' };
  let full = 0;
  let known = false;
  let lastCore = words.length - 1;
  while (lastCore > 0 && PERSON_SUFFIXES.test(bares[lastCore])) lastCore--;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const b = bares[i];
    if (NAME_PARTICLES.test(b) && i > 0 && i < words.length - 1) continue;
    if (PERSON_SUFFIXES.test(b) && i > 0) continue;
    if (INITIAL.test(w)) continue;
    if (!NAME_SHAPE.test(w)) return { valid: false, reason: `"${w}" is not shaped like a name` };
    // A role or heading word inside a person's name is a reader that swallowed it ("Notice Is Given", "Sheriff Of").
    if (NOT_NAME.test(b) && !isKnownName(b)) return { valid: false, reason: `"${w}" is a role or heading word` };
    const tag = LEXICON[b];
    // A particle ending a name is a surname ("Chris K. Le"); so is a word after a first name or an initial
    // that ends the name, whatever else it means ("John B. Even", "Mary Ann Since, Esq.").
    const surname = i > 0 && i === lastCore && (INITIAL.test(words[i - 1]) || isKnownName(bares[i - 1]));
    if (typeof tag === 'string' && PROSE_TAG.test(tag) && !isKnownName(b) && !NAME_PARTICLES.test(b) && !surname) return { valid: false, reason: `"${w}" is prose` };
    if (isKnownName(b)) known = true;
    full++;
  }
  if (full === 0) return { valid: false, reason: 'initials only' };
  // An acronym printed alone ("MERS") or a name compromise knows as an organisation; other single words are no party.
  if (words.length < 2) {
    const tag = LEXICON[bares[0]];
    // An acronym is a word the lexicon does not know as another word ("MERS"); "OWNING", "TEXAS", "LEAH" are words in capitals.
    if ((ACRONYM.test(words[0]) && (tag === undefined || tag === 'Acronym')) || tag === 'Organization') return { valid: true, kind: 'organization', reason: 'organization:acronym' };
    return { valid: false, reason: 'one word' };
  }
  return { valid: true, kind: 'person', reason: known ? 'person:lexicon' : 'person:shape' };
}
