/**
 * Person and organisation names.
 *
 * Notices introduce parties with cue phrases ("executed by", "Grantor(s):",
 * "Plaintiff ... vs"), so the main entry reads names starting at a position a
 * pipeline chose: capitalised words, initials, generational and corporate
 * suffixes, "of"/"the" inside organisation names, until prose or a
 * description ("husband and wife", "as Trustee") starts. The run is then cut
 * into parties at ";", "and", "&" or commas between full names, and aliases
 * (a/k/a) are dropped, since the contract keeps the first printed name.
 * Whether a run is a name at all is for the shared check (name-validity.ts),
 * whose first-name lexicon is compromise's.
 */
import { ALIAS_MARKERS, ORG_SUFFIX_PATTERN, ORG_WORDS, PARTY_DESCRIPTORS } from '../lexicon/organizations.js';
import { breakBefore, wideGapBefore, firstMatch, matchAll, type Hit, type NoticeDocument } from '../text/document.js';
import { isKnownFirstName } from './name-validity.js';
import { CAPITALS_PROSE_WORDS, CLERK_STAMP_WORDS } from '../lexicon/party-names.js';
import { tokenize, type Token } from '../text/tokens.js';
import { wordAlternation } from '../text/escape.js';
import { isWrappedWordRest } from './wrapped-words.js';
import { isGivenNameAbbreviation } from '../lexicon/given-name-abbreviations.js';
import { stateCode } from '../lexicon/us-states.js';
import { LABEL_OPENING_WORDS, PARTY_ROLE_WORDS } from '../lexicon/party-roles.js';

export type PartyKind = 'person' | 'organization';

export interface PartyValue {
  name: string;
  kind: PartyKind;
  /** The name with the words a column wrapped joined ("Hilda Lindgren" for the printed "Hilda Lind gren"), when it differs: what is judged. */
  wrapped?: string;
}

/** The form of a party's name to judge: words a column wrapped read whole. */
// "Sallie B. Gar- nett": a word a line break cut after its hyphen is judged whole ("Garnett"); the value keeps the print.
export const judgedName = (p: PartyValue): string => p.wrapped ?? p.name.replace(HYPHEN_BREAK, '$1$2');
const HYPHEN_BREAK = /([a-z])- ([a-z])/g;

/** Descriptor rows are written with plain spaces; in print a line break may stand for any of them. */
const DESCRIPTOR_BODY = PARTY_DESCRIPTORS.map(([p]) => p.replace(/ /g, '\\s')).join('|');
const DESCRIPTOR = new RegExp(`^[\\s,]*(?:${DESCRIPTOR_BODY})\\b`, 'i');
// "V" alone is a middle initial far more often than "the fifth".
const GENERATIONAL = /^(?:jr|sr|ii|iii|iv|esq|esquire)\.?,?$/i;
/** An instrument named at a line's start ("Deed of Trust dated ..."): no part of a name on the line above. */
const DOCUMENT_LINE = /^(?:Deed\sof\sTrust|Deed\sto\sSecure\sDebt|Security\sDeed|Mortgage\s(?:dated|recorded))\b/i;
const CORP_TOKEN = /^(?:llc|l\.l\.c\.|s\.c|p\.l\.l\.c|plc|p\.l\.c|l\.l\.p|inc|corp|co|ltd|lp|llp|pllc|p\.?c|p\.?a|l\.?p\.?a|n\.?a|fsb|f\.s\.b|d\/b\/a|dba|fka|f\/k\/a|a\/k\/a|aka|n\/k\/a)\.?,?$/i;
const CONNECTOR = /^(?:of|the|and|&|-|–|for|de|del|la|van|von|der|du|y)$/i;
/** Role words that end a name run when they start a new party ("..., Plaintiff", "Attorneys for"). */
/** Prose words printed in capitals ("HUSBAND AND WIFE, WITH HER JOINING HEREIN"): never inside a name. */
const CAPITALS_PROSE = new RegExp(`^(?:${wordAlternation(CAPITALS_PROSE_WORDS)})$`);
/** A word in capitals that is prose after a name, never part of one (lexicon/party-names.ts). */
function isCapitalsProse(word: string, after: string): boolean {
  return CAPITALS_PROSE.test(word) || (word === 'FOR' && /^\sTHE\sBENEFIT\b/.test(after)) || (word === 'NOW' && /^,?\sTHEREFORE\b/.test(after));
}
const PROSE_WORD = /^(?:an|with|her|his|their|herein|hereby|but|not|to|by|in|on|at|as|from|that|which|who|is|are|was|were|be|been|said|under|upon|into|all|any|joining|otherwise|liable)$/i;
const ROLE_WORD = new RegExp(`^(?:${wordAlternation(PARTY_ROLE_WORDS)})$`, 'i');
/** "Shapiro, DiCaro & Barak, LLC": commas inside a firm name of surnames joined by "&". */
const FIRM_OF_SURNAMES = /^,\s[A-Z][\w'-]*(?:,\s[A-Z][\w'-]*){0,3}\s?&\s[A-Z]/;
/** Words that open a label ("Other Interested Parties:", "Address:"), as opposed to a name before one ("Jo Itkin Address:"). */
const LABEL_WORD = new RegExp(`^(?:${wordAlternation(LABEL_OPENING_WORDS)})$`, 'i');
const LABEL_AHEAD = /^(?:[A-Z][A-Za-z()']*\s(?:(?:of|and|for)\s)?){0,3}[A-Z][A-Za-z()']*\s?:(?!\/)/;
/** A word of three or more letters closed by a period, not an abbreviation that stays inside names ("Bros.", "Assoc."). */
const SENTENCE_END_WORD = /^(?!(?:bros|assoc|assocs|mfg|natl|intl|dept|univ)\.$)[A-Za-z][A-Za-z'-]*[A-Za-z]{2}\.$/;
/** A corporate form printed without periods, then a sentence's ("LLC.", "PLLC."): the period is not the form's. */
const UNDOTTED_FORM_PERIOD = /^(?:LLC|LLP|PLLC|LLLP|LLLC)\.$/;
/** A trust's series id with a sentence's period ("2019-A.", "HB7."). */
const SERIES_END = /^(?:\d[\w-]*|[A-Z]{1,4}\d[\w-]*)\.$/;
/** Capitalised words closed by a corporate suffix, right after a word: "(In) Source Partners LLC". */
const FIRM_AHEAD = /^\s(?:[A-Z][\w'.-]*\s){1,3}(?:LLC|L\.L\.C|Inc|Corp|LLP|PLLC|P\.C|Company|Corporation)\b/;
/** Corporate forms that close an and-clause into one firm's name, as printed in title case or in capitals. */
const AND_CLAUSE_FIRM_FORMS = ['LLC', 'L\\.L\\.C', 'LLP', 'PLLC', 'PLC', 'P\\.L\\.C', 'P\\.C', 'P\\.A', 'N\\.A',
  ...['Inc', 'Corp', 'Co', 'Ltd', 'Association', 'Authority', 'Corporation', 'Company'].flatMap((w) => [w, w.toUpperCase()])];
const AND_CLAUSE_IS_FIRM = new RegExp(`^\\s(?:[A-Z][\\w'.-]*\\s){0,3}[A-Z][\\w'.-]*,?\\s(?:${AND_CLAUSE_FIRM_FORMS.join('|')})\\b`);

/** A bank named for the trades it served: "(The) Farmers" and "Merchants State Bank". */
const TRADES_PLURAL = /^(?:[Tt]he\s)?[A-Z][a-z]+(?:ers|ants|ics)$|^(?:THE\s)?[A-Z]+(?:ERS|ANTS|ICS)$/;
const AND_CLAUSE_IS_BANK = /^\s(?:[A-Z][\w'.-]*\s){0,3}(?:Bank|BANK|Savings|SAVINGS|Trust\sCompany|TRUST\sCOMPANY)\b/;

/** An organisation by its suffix or words, or a firm of names joined by "&" (the reader splits people at "&"). */
export function isOrganization(name: string): boolean {
  return ORG_SUFFIX_PATTERN.test(` ${name}`) || ORG_WORDS.test(name) || /\w\s?&\s?\w/.test(name);
}

function isNameWord(tok: string): boolean {
  if (GENERATIONAL.test(tok) || CORP_TOKEN.test(tok)) return true;
  // Capitalised or all-caps words, initials ("J."), hyphenated and O'Names, numbers in org names ("2004-RS12"), and a
  // number glued to its "No." ("ELM GARDENS NO.2 ASSOCIATION").
  return /^[A-Z][A-Za-z'.-]*\.?$/.test(tok) || /^(?:Mc|Mac|O')[A-Z][a-z]+$/.test(tok) || /^\(?[A-Z]\)?$/.test(tok) || /^No\.\d{1,4}[A-Z]?$/i.test(tok);
}

const RUN_STOP = /\n[ \t]*(?:\n|[A-Z][A-Za-z() /'-]{1,40}:)/g;

/** How far a name run starting at `ns` can reach: not past a labelled line or a sentence end. */
function runLimit(doc: NoticeDocument, ns: number, max: number): number {
  const end = Math.min(doc.norm.length, ns + max);
  // Blank lines between a label and its name do not count ("Substitute Trustee:\n\nJOHN DOE").
  while (ns < end && /[\s:]/.test(doc.norm[ns])) ns++;
  // A blank line, or a line that opens with a label, ends the run.
  return firstMatch(RUN_STOP, doc.norm, ns, end)?.index ?? end;
}

/** A token that may hold a word a column wrapped, joined. */
type WrappedToken = Token & { wrapped?: true };

/** The tokens with each wrapped word's rest (see isWrappedWordRest) joined to the word it finishes. */
function joinWrappedWords(text: string, toks: Token[]): WrappedToken[] {
  if (!toks.some((t, i) => i > 0 && text[t.ns - 1] === '\n')) return toks;
  const out: WrappedToken[] = [];
  for (const t of toks) {
    const prev = out[out.length - 1];
    if (prev && prev.ne === t.ns - 1 && isWrappedWordRest(text, t.ns, t.text)) out[out.length - 1] = { text: prev.text + t.text, ns: prev.ns, ne: t.ne, wrapped: true };
    else out.push(t);
  }
  return out;
}

/**
 * Reads party names starting at `ns` (leading punctuation skipped). Returns
 * one hit per party, in order, with aliases dropped.
 */
export function readParties(doc: NoticeDocument, ns: number, max = 400): Hit<PartyValue>[] {
  // "Beneficiary: (as of recording of Notice of Sale) Commonwealth Bank": the aside is not the name.
  // A narrow column may wrap the aside ("(as of re\ncording of Notice of Sale)").
  const aside = /^[\s:]*(?:\([^)]{0,80}\)|name\s?:)/i.exec(doc.norm.slice(ns, ns + 90));
  if (aside) ns += aside[0].length;
  const limit = runLimit(doc, ns, max);
  const toks = joinWrappedWords(doc.norm, tokenize(doc, ns, limit, 60));
  // Skip leading separators and lowercase noise like "the undersigned"? No: a name starts at the first name word.
  // Only punctuation and "the" may stand before the first name: any other word means no name here.
  let i = 0;
  while (i < toks.length && !isNameWord(toks[i].text) && !/^\d/.test(toks[i].text)) {
    if (/[A-Za-z]/.test(toks[i].text) && toks[i].text.toLowerCase() !== 'the') return [];
    i++;
  }
  // "By JO DOE, its Attorney": a signature's "By" opens no name.
  if (/^by$/i.test(toks[i]?.text ?? '') && isNameWord(toks[i + 1]?.text ?? '')) i++;
  // "2950 Elm Row LLC, an Arizona limited liability company": a firm's name may open with a number.
  const numberedFirm = i < toks.length && /^\d{1,6}$/.test(toks[i].text) && NUMBERED_FIRM_AHEAD.test(doc.norm.slice(toks[i].ne, Math.min(limit, toks[i].ne + 60)));
  const parties: Hit<PartyValue>[] = [];
  let cur: WrappedToken[] = [];
  const flush = () => {
    while (cur.length && (CONNECTOR.test(cur[cur.length - 1].text) || cur[cur.length - 1].text === ',')) cur.pop();
    // "Carl Doewood Stephanie A. Doewood": two people run together by a scraper that dropped the separator.
    const second = secondPersonAt(cur);
    if (second > 0) {
      const rest = cur.slice(second);
      cur = cur.slice(0, second);
      flush();
      cur = rest;
      flush();
      return;
    }
    // "HONORABLE JO A. ROE, Master in Equity": the judge's title is no part of the name.
    if (cur.length > 2 && /^(?:honorable|hon\.?)$/i.test(cur[0].text)) cur = cur.slice(1);
    if (cur.length) {
      const first = cur[0];
      const last = cur[cur.length - 1];
      const name = doc.valueOf(first.ns, last.ne).replace(/,$/, '');
      const hasWord = cur.some((t) => /[A-Za-z]{2,}/.test(t.text));
      const wrapped = cur.some((t) => t.wrapped) ? cur.map((t) => t.text).join(' ').replace(/ ([,;])/g, '$1').replace(/,$/, '') : undefined;
      if (hasWord) parties.push({ ns: first.ns, ne: last.ne, value: { name, kind: isOrganization(wrapped ?? name) ? 'organization' : 'person', ...(wrapped ? { wrapped } : {}) }, source: 'name:party' });
    }
    cur = [];
  };
  let skippingAlias = false;
  for (; i < toks.length; i++) {
    const t = toks[i];
    const rest = doc.norm.slice(t.ns, Math.min(limit, t.ns + 80));
    // A block of lines ("JOHN DOE, JR.\nJohn Doe, Jr.\nDoe & Roe"): a name that ended in a suffix ends with its line,
    // also where a scraper ran the lines on with a wide gap ("JOHN DOE, JR.  John Doe, Jr."), unless a connector or a
    // corporate form goes on with it ("ELM SERVICE CORP  of NEVADA", "ELM RELIEF FUND IV  LLC").
    const last = cur[cur.length - 1];
    // Two names run together by a scraper ("SYSTEMS, INC. WELLS FARGO BANK, N.A."): a corporate suffix ends a firm's name.
    const runTogether = !skippingAlias && last && /^(?:inc|corp|llc|l\.l\.c|ltd|n\.a|fsb|p\.c|p\.a|pllc|llp|lp)\.?$/i.test(last.text) && !CONNECTOR.test(t.text) && /^[A-Z][A-Za-z'-]+$/.test(t.text) && !CORP_TOKEN.test(t.text) && !ROLE_WORD.test(t.text) && !PROSE_WORD.test(t.text);
    // "Sheriff Jo Roe, Elm County, Ohio\nRoe & Poe Co., L.P.A.": a place closed by its state ends with its line too.
    const lineEnded = () => last && (GENERATIONAL.test(last.text) || CORP_TOKEN.test(last.text) || (cur[cur.length - 2]?.text === ',' && stateCode(last.text) !== undefined));
    // "Current Mortgagee: Elm Mortgage Trust\nDeed of Trust dated ...": a line opening with the instrument's name is the next field.
    const documentLine = last && DOCUMENT_LINE.test(rest) && doc.norm.slice(last.ne, t.ns).includes('\n');
    if (runTogether || documentLine || (lineEnded() && (doc.norm.slice(last.ne, t.ns).includes('\n') || (breakBefore(doc, t.ns) && !CONNECTOR.test(t.text) && !CORP_TOKEN.test(t.text))))) {
      flush();
      skippingAlias = false;
    }
    if (t.text === ',' || t.text === ';') {
      if (DESCRIPTOR.test(doc.norm.slice(t.ns, Math.min(limit, t.ns + 80)))) {
        flush();
        skippingAlias = false;
        // Skip the description up to the next separator that can start a new party.
        const d = DESCRIPTOR.exec(rest)!;
        const after = t.ns + d[0].length;
        while (i + 1 < toks.length && toks[i + 1].ns < after) i++;
        // Another party follows only when joined on: "..., a single man and VICENTE DIAZ".
        const joiner = toks[i + 1]?.text ?? '';
        // "..., and wife JANE DOE": the description itself joins the next party on.
        if (/\band\s(?:his\s|her\s)?(?:wife|husband|spouse)\s*$/i.test(d[0]) && isNameWord(joiner)) continue;
        // ", and/or JO ROE": any run of separators may join the next party on.
        let j = i + 1;
        while (j < toks.length && /^(?:and|&|;|,|or|and\/or)$/i.test(toks[j].text)) j++;
        if (j === i + 1 || !isNameWord(toks[j]?.text ?? '')) break;
        i = j - 1;
        continue;
      }
      if (t.text === ';') { flush(); skippingAlias = false; continue; }
      // "Jo Roe or Al Poe, whose address is listed below, or Bo Doe": an aside of words between names of one list.
      const aside = RELATIVE_ASIDE.exec(rest);
      if (aside) {
        flush();
        skippingAlias = false;
        while (i + 1 < toks.length && toks[i + 1].ns < t.ns + aside[0].length) i++;
        continue;
      }
      // Comma: part of an org name ("Bank, N.A.", "Smith, Jr.") or between parties.
      const next = toks[i + 1]?.text ?? '';
      if (CORP_TOKEN.test(next) || GENERATIONAL.test(next) || /^(?:National|Association|Inc|LLC)/i.test(next)) {
        if (!skippingAlias) cur.push(t);
        continue;
      }
      // "Marcus T. Pell, Attorney at Law, PLC": a role word that opens the rest of a firm's name does not end it.
      const nextTok = toks[i + 1];
      const roleNext = ROLE_WORD.test(next) && !(nextTok && /^(?:trustees?|attorneys?)$/i.test(next) && inNameRole(doc.norm.slice(nextTok.ne, Math.min(limit, nextTok.ne + 40)), 0));
      if (FIRM_OF_SURNAMES.test(rest) || (roleNext && !cur.length)) {
        if (!FIRM_OF_SURNAMES.test(rest)) { flush(); break; }
        if (!skippingAlias) cur.push(t);
        continue;
      }
      if (roleNext) { flush(); break; }
      if (/^attorneys?$/i.test(next) && !roleNext && cur.length) {
        if (!skippingAlias) cur.push(t);
        continue;
      }
      if (cur.length && isOrganization(cur.map((c) => c.text).join(' ')) && /^[A-Z]/.test(next) && !ORG_SUFFIX_PATTERN.test(` ${cur[cur.length - 1].text}`)) {
        // "Rosicki, Rosicki & Associates": a firm name with commas continues.
        if (!skippingAlias) cur.push(t);
        continue;
      }
      flush();
      skippingAlias = false;
      continue;
    }
    if (/^(?:a\/k\/a|aka|a\.k\.a\.?|f\/k\/a|fka|n\/k\/a|nka)$/i.test(t.text) && ALIAS_MARKERS.test(` ${t.text} `)) {
      skippingAlias = true;
      continue;
    }
    if (/^also$|^formerly$|^now$/i.test(t.text) && /^(?:also|formerly|now) known as/i.test(rest)) {
      skippingAlias = true;
      i += 2;
      continue;
    }
    const described = !/^(?:the)$/i.test(t.text) ? DESCRIPTOR.exec(rest) : null;
    if (described) {
      flush();
      skippingAlias = false;
      const after = t.ns + described[0].length;
      while (i + 1 < toks.length && toks[i + 1].ns < after) i++;
      // "JOHN DOE, a single man and JANE DOE", or a name straight after the description.
      let j = i + 1;
      while (j < toks.length && /^(?:and|&|;|,)$/i.test(toks[j].text)) j++;
      if (j < toks.length && isNameWord(toks[j].text) && !ROLE_WORD.test(toks[j].text)) {
        i = j - 1;
        continue;
      }
      break;
    }
    const spouse = /^and\s(?:his\s|her\s)?(?:wife|husband|spouse),?\s*/i.exec(rest);
    if (spouse) {
      flush();
      const after = t.ns + spouse[0].length;
      while (i + 1 < toks.length && toks[i + 1].ns < after) i++;
      continue;
    }
    // "Kirk Doe, Esq., Carla Roe, Esq.": "Esq." after a name is part of it, not a role that ends the list.
    // "Trustee Services of Virginia, LLC": a role word that opens a firm name.
    // Read only for a role word, which most words are not.
    const firmWord = () => inNameRole(doc.norm.slice(t.ne, Math.min(limit, t.ne + 40)), 0);
    // "Jo Q. Roe  Trustee  Roe & Poe, P.C.": a person's role printed after the name (a scraper dropped the commas) ends
    // the list; "JO ROE TRUSTEE OF THE ROE TRUST" goes on.
    if (/^trustees?$/i.test(t.text) && !firmWord() && isInitialledPerson(cur) && !CONNECTOR.test(toks[i + 1]?.text ?? 'of')) { flush(); break; }
    if (ROLE_WORD.test(t.text) && !firmWord() && !(cur.length && (/^(?:trustees?|trust)$/i.test(t.text) || (GENERATIONAL.test(t.text) && cur[cur.length - 1].text === ',' && /^[,;]/.test(toks[i + 1]?.text ?? ''))))) {
      flush();
      break;
    }
    // "A, LLC or B, LLP": trustees appointed in the alternative are each a party.
    if (t.text === '&' || /^(?:and|or|and\/or)$/i.test(t.text)) {
      const before = cur.map((c) => c.text).join(' ');
      const nextTok = toks[i + 1]?.text ?? '';
      // "Smith & Associates", "Bank of America and ..." : keep "&" inside an org; "and" splits parties.
      // A comma kept inside the name so far made it a firm of surnames ("Cunningham, Mitchell & Rocconi").
      // "Hocker & Martin,": two surnames alone joined by "&" are a firm; people are "John & Jane Doe".
      // "Harlan & Cook,": a first name's shape on one side only ("Harlan") still leaves two surnames; "Ann & Jane," are two people.
      const surnameFirm = cur.length === 1 && !(isKnownFirstName(cur[0].text) && isKnownFirstName(nextTok)) && isNameWord(nextTok) && !isNameWord(toks[i + 2]?.text ?? '') && !CONNECTOR.test(toks[i + 2]?.text ?? '');
      if (t.text === '&' && (isOrganization(before) || surnameFirm || cur.some((c) => c.text === ',') || /^(?:Associates|Co\.?|Company|Sons)$/i.test(nextTok))) {
        if (!skippingAlias) cur.push(t);
        continue;
      }
      if (!isNameWord(nextTok)) { flush(); break; }
      // "ELM STATE BANK AND TRUST", "Oak Savings and Loan": a bank's name of two trades is one name.
      if (/\b(?:bank|savings)$/i.test(before) && /^(?:trust|loan)$/i.test(nextTok)) {
        if (!skippingAlias) cur.push(t);
        continue;
      }
      // "The Farmers and Drovers State Bank": a trade's plural (a person is no "The" and no plural) opens a bank's name.
      if (TRADES_PLURAL.test(before) && AND_CLAUSE_IS_BANK.test(doc.norm.slice(t.ne, Math.min(limit, t.ne + 60)))) {
        if (!skippingAlias) cur.push(t);
        continue;
      }
      // "Agency Sales and Posting, LLC": the and-clause ends in a corporate suffix, so it is one name.
      if (cur.length && !CORP_TOKEN.test(cur[cur.length - 1].text) && AND_CLAUSE_IS_FIRM.test(doc.norm.slice(t.ne, Math.min(limit, t.ne + 60)))) {
        if (!skippingAlias) cur.push(t);
        continue;
      }
      flush();
      skippingAlias = false;
      continue;
    }
    // "By Deputy J. Roe ELM VALLEY LAW GROUP PLLC": a firm printed in capitals after a name in mixed case is a party of its own.
    if (cur.length >= 2 && /[a-z]/.test(cur[cur.length - 1].text) && CAPITALS_FIRM_AHEAD.test(rest)) flush();
    // "Jo Q. Roe Roe Law Group PLLC": a lawyer's name run on into the name of the lawyer's firm ends with the name.
    if (isInitialledPerson(cur) && LAWYERS_FIRM_AHEAD.test(rest)) { flush(); break; }
    // "In Source Partners LLC": a capitalised prose word may open a firm's name that a corporate suffix closes.
    // Read only for a prose word, which most words are not.
    const opensFirm = () => cur.length === 0 && /^[A-Z]/.test(t.text) && FIRM_AHEAD.test(doc.norm.slice(t.ne, Math.min(limit, t.ne + 60)));
    const atLaw = () => /^at$/i.test(t.text) && /^attorneys?$/i.test(cur[cur.length - 1]?.text ?? '') && ATTORNEY_AT_LAW_FIRM.test(doc.norm.slice(t.ns - 1, t.ns + 40));
    if (PROSE_WORD.test(t.text) && !(cur.length === 0 && /^the$/i.test(t.text)) && !opensFirm() && !atLaw()) break;
    // Printed in capitals, prose after a name loses the lower case that ends the run elsewhere ("MARRIED", "FOR THE BENEFIT OF").
    if (isCapitalsProse(t.text, doc.norm.slice(t.ne, Math.min(limit, t.ne + 20)))) break;
    // A label ends the name: "U.S. Bank N.A. Other Interested Parties: ...".
    if (LABEL_WORD.test(t.text) && LABEL_AHEAD.test(rest)) break;
    // A house number ends the name: "Quillon Mortgage LLC 7420 Heron Waters Blvd".
    if (/^\d+$/.test(t.text) && /^[A-Z]/.test(toks[i + 1]?.text ?? '') && !(numberedFirm && cur.length === 0)) break;
    // "executed by JOHN Q. DOE. Lot 5": a full word closed by a period before a capital ends the sentence, and the name.
    // "... assigned to Elm Mortgage Trust 2019-A.\nDated": a trust's series closing the sentence, the same.
    const seriesEnd = () => SERIES_END.test(t.text) && /^(?:trust|series)$/i.test(cur[cur.length - 1]?.text ?? '');
    // "... is currently held by Elm Servicing, LLC. The Beneficiary": a form written without periods closes the sentence.
    // So does the text's end after it ("... is Elm Servicing, LLC.").
    if (cur.length && UNDOTTED_FORM_PERIOD.test(t.text) && /^(?:\s+[A-Z][a-z]|\s*$)/.test(doc.norm.slice(t.ne, t.ne + 3))) {
      if (!skippingAlias) cur.push({ ...t, text: t.text.slice(0, -1), ne: t.ne - 1 });
      break;
    }
    if (cur.length && (SENTENCE_END_WORD.test(t.text) || seriesEnd()) && !CORP_TOKEN.test(t.text) && !GENERATIONAL.test(t.text) && /^(?:\s+[A-Z]|\s*$)/.test(doc.norm.slice(t.ne, t.ne + 3)) && !CORP_TOKEN.test(toks[i + 1]?.text ?? '')) {
      if (!skippingAlias) cur.push({ ...t, text: t.text.slice(0, -1), ne: t.ne - 1 });
      break;
    }
    // "Lakeside Funding Mortgage Trust HB7": a series id of letters and digits goes on a name already begun.
    if ((numberedFirm && cur.length === 0 && /^\d/.test(t.text)) || isNameWord(t.text) || /^\d[\w-]*$/.test(t.text) && cur.length > 0 || /^[A-Z]{1,4}\d[\w-]*$/.test(t.text) && cur.length > 0 || (CONNECTOR.test(t.text) && cur.length > 0 && isNameWord(toks[i + 1]?.text ?? ''))) {
      if (!skippingAlias) cur.push(t);
      continue;
    }
    break;
  }
  flush();
  return parties;
}

const DESCRIPTORS_ANYWHERE = new RegExp(`(?:${DESCRIPTOR_BODY})\\b`, 'gi');
/** Court caption headings in capitals, never part of a party's name. */
const CAPTION_WORDS = /\b(?:CIVIL\sACTION(?:\s-\sLAW)?|MORTGAGE\sFORECLOSURE|COMMON\sPLEAS(?:\sOF\s[A-Z]+\sCOUNTY)?|CHANCERY\sDIVISION|LAW\sDIVISION|PENNSYLVANIA|NEW\sJERSEY|FLORIDA|ILLINOIS|OHIO)\b/g;
/** Caption and heading words in capitals that end a run of name words. */
// "SUPREME COURT COUNTY OF ST LAWRENCE\nELM BANK, Plaintiff": a county's name of several words closing its line is the caption's.
// Not a firm named for its county or its trade ("ELM COUNTY POSTING SERVICES, LLC", "Elm County Title Company", "Elm Sale Services, LLC").
const IN_FIRM_NAME = '(?!(?:\\s[A-Za-z&]+){1,3},?\\s(?:LLC|L\\.L\\.C|INC|CORP|CORPORATION|COMPANY|CO\\.)\\b)';
const CAPTION_BREAK = `\\bWHEREAS\\b|\\bCOUNTY\\b${IN_FIRM_NAME}(?:\\sOF\\s[A-Z]+\\b(?:(?:[ \\t][A-Z]+)*(?=[ \\t]*\\n))?)?|\\bCOURT\\b(?:\\sOF\\s[A-Z][A-Za-z]+)?|\\bDIVISION\\b|\\bNOTICE\\sOF\\s[A-Z ]{0,40}?SALE\\b|\\bINDEX\\b|\\bSALE\\b${IN_FIRM_NAME}`;
const SIGNATURE_BREAK = '\\bBY:|\\/s\\/|\\bNOW,?\\sTHEREFORE\\b';
const CASE_NUMBER_BREAK = '\\b(?:Case|File|Index|Docket)\\s(?:No\\.?|Number|#)\\s?:?\\s?[\\w-]+';
const RUN_BREAK = new RegExp(`(?:${CAPTION_BREAK}|${SIGNATURE_BREAK}|${CASE_NUMBER_BREAK})`, 'gi');

const TWO_WORDS = /\S\s+\S/g;
/** A character that parts the words of a run (a semicolon parts them and is a word of its own); only control and non-ASCII characters need the \s test. */
const isRunSeparator = (c: string): boolean => c === ' ' || c === ',' || c === '&' || c === '(' || c === ')' || ((c < ' ' || c > '~') && /\s/.test(c));

/** The words of a run, last first: runs of characters between separators, and each semicolon alone. */
function* runWordsFromEnd(text: string): Generator<{ at: number; word: string }> {
  for (let i = text.length; i > 0;) {
    const c = text[i - 1];
    if (c === ';') yield { at: --i, word: ';' };
    else if (isRunSeparator(c)) i--;
    else {
      let s = i - 1;
      while (s > 0 && text[s - 1] !== ';' && !isRunSeparator(text[s - 1])) s--;
      yield { at: s, word: text.slice(s, i) };
      i = s;
    }
  }
}

/**
 * Where the run of names that ends at `end` starts: after the last word that
 * cannot be part of a name (a lowercase word that is not a connector or part
 * of a description, a date, a sentence end, a heading word).
 */
/** A line that holds a signer's role alone. */
const ROLE_LINE = /^(?:clerk\s(?:and|&)\smaster|(?:substitute\s|successor\s)?trustees?|sheriff|referee|(?:special\s)?commissioner|attorneys?\sat\slaw)[.,]?$/i;

export function nameRunStart(doc: NoticeDocument, end: number, from: number): number {
  const text = doc.norm.slice(from, end);
  const neutral: Array<[number, number]> = [];
  for (const m of matchAll(DESCRIPTORS_ANYWHERE, text)) neutral.push([m.index, m.index + m[0].length]);
  // The run starts after the last word that breaks it: read from the end, the words before that one need no test.
  let start = 0;
  for (const { at, word } of runWordsFromEnd(text)) {
    if (neutral.some(([s, e]) => at >= s && at < e)) continue;
    if (breaksRun(text, word, at)) {
      start = at + word.length;
      break;
    }
  }
  for (const m of matchAll(RUN_BREAK, text)) if (m.index + m[0].length > start) start = m.index + m[0].length;
  for (const m of matchAll(CAPTION_WORDS, text)) if (m.index + m[0].length > start) start = m.index + m[0].length;
  // "... on behalf of Piedmont Trustee Services, LLC, Substitute Trustee": the lowercase word that broke the run
  // leaves its connector behind; a name does not open with "of" or "and".
  const lead = LEADING_CONNECTORS.exec(text.slice(start));
  if (lead) start += lead[0].length;
  // In a signature block each line is a party: "ALTHEA P. DOE\nCordell S. Tanner", "/s/ Jo Roe\nJo Roe, Esq.".
  for (let nl = text.indexOf('\n', start); nl >= 0; nl = text.indexOf('\n', nl + 1)) {
    const before = text.slice(start, nl).trim();
    // A blank line ends any run: the name starts after it ("... Attorneys for Plaintiff.\n\nJO ROE, Sheriff").
    // (Not one between the name and the end: OCR that double-spaces lines puts one under every line.)
    if (nl > start && !text.slice(text.lastIndexOf('\n', nl - 1) + 1, nl).trim() && /\S/.test(text.slice(nl + 1))) {
      start = nl + 1;
      continue;
    }
    // Two words or more after the line break, sought from it (splitting the rest of the run at every line was quadratic).
    TWO_WORDS.lastIndex = nl + 1;
    // "... Harlan T. Boyce and Edna\nM. Boyce": a name joined on with "and" runs on to the next line.
    // "GULF CREDIT UNION FORMERLY KNOWN AS BAY AREA\nCOMMUNITY CREDIT UNION": an alias runs on to the next line.
    const aliasRunsOn = ALIAS_IN_LINE.test(before.slice(before.lastIndexOf('\n') + 1));
    // "... FOR THE QX HOME TRUST 2007-HE4\nMORTGAGE PASS-THROUGH CERTIFICATES, SERIES 2007-HE4": a trust's title runs on too.
    const trustTitle = TRUST_TITLE_LINE.test(text.slice(nl + 1, nl + 40));
    // "... and Jesse W.\nTillman and Martha Tillman": a name does not end with a middle initial, so it runs on.
    const initialEnds = LINE_ENDS_IN_INITIAL.test(before);
    // "... plaintiff and Anton Roe\nand Marie Roe, his wife": a line opened by "and" joins its name to the run.
    const joinedBelow = /^[ \t]*(?:and|&)\s/i.test(text.slice(nl + 1, nl + 6));
    // A role's line ("JO ROE\nClerk and Master\nElm & Oak, Solicitors") ends the run above it, "and" or not.
    if (ROLE_LINE.test(before.slice(before.lastIndexOf('\n') + 1))) {
      start = nl + 1;
      continue;
    }
    // A line holding a number alone ("25-CI-01187" over "BANK, INC. PLAINTIFF") is a caption's, not a name's.
    if ((before.split(/\s+/).length >= 2 || /^\S*\d\S*$/.test(before)) && TWO_WORDS.test(text) && !/(?:,|&|\band|\bof)$/i.test(before) && !/(?:&|\band)\s+\S+$/i.test(before) && !aliasRunsOn && !trustTitle && !initialEnds && !joinedBelow) start = nl + 1;
  }
  return from + twiceAcrossGap(doc, from, text, start);
}

/**
 * "/s/ Jo Roe  Jo Roe - Bar #": a signature and the name typed under it, run onto one line by a scraper. When the run
 * is one name printed twice with a wide gap between, the name typed last is the run.
 */
function twiceAcrossGap(doc: NoticeDocument, from: number, text: string, start: number): number {
  const run = text.slice(start);
  const lead = run.length - run.trimStart().length;
  const words = run.trim().split(' ');
  const half = words.length / 2;
  if (half < 2 || !Number.isInteger(half) || words.slice(0, half).join(' ') !== words.slice(half).join(' ')) return start;
  const second = start + lead + words.slice(0, half).join(' ').length + 1;
  return wideGapBefore(doc, from + second) ? second : start;
}

/** A line closed by a name's one initial ("Jesse W."), not a company's dotted form ("N.A.") or a court's ("E. C. C."). */
const LINE_ENDS_IN_INITIAL = /[A-Za-z]{2}\s[A-Z]\.$/;

const CLERK_STAMP = new Set(CLERK_STAMP_WORDS);

/** Whether word `w` (at `at` in `text`) cannot be part of a name, so the run of names starts after it. */
function breaksRun(text: string, w: string, at: number): boolean {
  // "... at 10:00 o'clock A.M.\nJO DOE, Trustee", "On 3/4/2031 at 9:00 AM, Elm Default Services": a time is never part of a name.
  // "Mortgage Servicing. Inc.": OCR prints a comma as a period before a corporate form, which ends no sentence.
  const beforeCorp = /\.$/.test(w) && CORP_TOKEN.test(/^\s(\S+)/.exec(text.slice(at + w.length, at + w.length + 12))?.[1] ?? '');
  // "I, JO DOE, AL ROE or BO POE, Substitute Trustee": the speaker's "I," (OCR: "|,") opens the list, not a name.
  // "By Deputy Jo Roe #D0417 ELM LAW GROUP PLLC": a badge or file number ends the run before it.
  return w === ';' || w === ':' || CLERK_STAMP.has(w) || /^#\w/.test(w) || (/^[I|],?$/.test(w) && text[at + 1] === ',') || /^[AP]\.M\.?,?$/i.test(w) || (/^[AP]M,?$/i.test(w) && /\d\s?$/.test(text.slice(Math.max(0, at - 2), at))) || /[.:]$/.test(w) && !beforeCorp && !CORP_TOKEN.test(w) && !GENERATIONAL.test(w) && !isGivenNameAbbreviation(w) && !/^(?:[A-Z]\.|[A-Z][a-z]?\.|(?:[A-Z]\.)+|Jr\.|Sr\.|Inc\.|Co\.|Corp\.|Ltd\.|N\.A\.|P\.C\.|P\.A\.|L\.L\.C\.|Esq\.)$/.test(w) ||
    (/^[a-z]/.test(w) && !CONNECTOR.test(w) && !/^(?:a\/k\/a|aka|f\/k\/a|fka|d\/b\/a|dba|et|al\.?|ux|vir|or|and\/or)$/i.test(w) && !isWrappedWordRest(text, at, w)) || /^\d[\d/-]*,?$/.test(w) ||
    (ROLE_WORD.test(w.replace(/[,.]$/, '')) && !/^(?:trust|by|its|their)$/i.test(w) && !inNameRole(text, at + w.length));
}

/** "Marcus T. Pell, Attorney at Law, PLC": the lawyer's title inside the name of a firm a corporate form closes. */
const ATTORNEY_AT_LAW_FIRM = /^\s(?:at|At|AT)\s(?:law|Law|LAW),?\s(?:P\.?L\.?C|PLLC|P\.?C|LLC|P\.?A)\b/;
/** An alias marker inside a line of names: "X F/K/A Y", "X FORMERLY KNOWN AS Y". */
// At the line's end too: "ELMSTEAD MORTGAGE CORPORATION F/K/A\nBIRCHWOOD LOAN CORPORATION".
const ALIAS_IN_LINE = /\s(?:f\/k\/a|a\/k\/a|n\/k\/a|d\/b\/a|s\/b\/m|formerly\sknown\sas|also\sknown\sas|now\sknown\sas)(?:\s|$)/i;
/** A firm's name in capitals, closed by its corporate form. */
const CAPITALS_FIRM_AHEAD = /^(?:[A-Z][A-Z&'.-]{2,}\s{1,2}){2,5},?\s?(?:PLLC|P\.L\.L\.C\.|LLC|L\.L\.C\.|LLP|L\.L\.P\.|P\.C\.|PC|P\.A\.|PLC|INC\.?|CORP\.?)(?![\w])/;

/** A firm of one or two name words and "Law" ("Roe Law Group, PLLC", "Roe Poe Legal, P.C."), closed by its corporate form. */
const LAWYERS_FIRM_AHEAD = /^[A-Z][\w'-]+(?:\s[A-Z][\w'-]+)?\s(?:Law|Legal)(?:\s(?:Group|Firm|Offices?|Center|Partners))?,?\s{1,2}(?:PLLC|P\.L\.L\.C\.|LLC|L\.L\.C\.|P\.C\.|PC|P\.A\.|PLC|LLP|L\.L\.P\.)(?!\w)/;

/** A person's name of three words with one initial: "Jo Q. Roe", "J. Quinn Roe". */
function isInitialledPerson(run: readonly Token[]): boolean {
  if (run.length !== 3 || !run.every((t) => /^[A-Z][A-Za-z'.-]*$/.test(t.text))) return false;
  const initials = run.filter((t) => /^[A-Z]\.$/.test(t.text)).length;
  return initials === 1 && !/^[A-Z]\.$/.test(run[2].text) && !isOrganization(run.map((t) => t.text).join(' '));
}

/** After a leading number, one to three capitalised words closed by a corporate form: a firm's name ("2950 Elm Row LLC"). */
const NUMBERED_FIRM_AHEAD = /^\s(?:[A-Z][\w'.-]*\s{1,2}){1,3}(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|LLP|LP|Ltd\.?|Company|Corporation)(?![\w])/;

/** A relative clause of words (no number: not an address) between two names of one list, closed by a joiner. */
const RELATIVE_ASIDE = /^,\s(?:whose|who)\s[^,;\d]{1,60},\s(?:or|and|and\/or)\s(?=[A-Z])/;
// "... wherein The Elm Loan Company is plaintiff and Jo Roe and Al Roe are defendants": the other side's role, in lower
// case, and its joiner open no name either.
const LEADING_CONNECTORS = /^(?:\s*(?:of|and|for|&|plaintiffs?(?=\s(?:and|&)\s)|defendants?(?=\s(?:and|&)\s))(?=\s))+/;
/** A line opening with a securitization's title, which continues the trust named on the line above. */
const TRUST_TITLE_LINE = /^\s*(?:mortgage\s)?(?:pass[- ]through|asset[- ]backed)\s(?:certificates|notes)\b|^\s*(?:certificates|notes),?\s+series\b/i;

/**
 * Where a second person starts in a run of name words with no separator: a known first name, after at least two
 * words of which the last is no first name, followed by at least one more word ("Carl Doewood | Stephanie A.
 * Doewood"). "Mary Elizabeth Grace Smith" stays one name (its first names follow one another). -1 when none.
 */
function secondPersonAt(run: Token[]): number {
  // Only the part after a comma ("HOLLIS D. ROE, JR. DAVID F. DOEWOOD") can hold the second name.
  let from = 0;
  run.forEach((t, i) => { if (t.text === ',') from = i + 1; });
  const part = run.slice(from);
  if (part.length < 3 || part.some((t) => !/^[A-Z][A-Za-z'.-]*$/.test(t.text) || CORP_TOKEN.test(t.text))) return -1;
  if (isOrganization(run.map((t) => t.text).join(' '))) return -1;
  const initial = (t: Token | undefined) => !!t && /^[A-Z]\.$/.test(t.text);
  for (let k = 1; k < part.length - 1; k++) {
    const w = part[k];
    const prev = part[k - 1];
    if (!isKnownFirstName(w.text) || isKnownFirstName(prev.text)) continue;
    // Mixed case: after at least two words. Capitals: only in the shape "J. SURNAME FIRST K." or after "JR.".
    const mixed = /^[A-Z][a-z]/.test(w.text) && k >= 2 && !/\.$/.test(prev.text);
    const capitals = initial(part[k + 1]) && (initial(part[k - 2]) || /^(?:jr|sr)\.$/i.test(prev.text));
    if (mixed || capitals) return from + k;
  }
  return -1;
}

/** A role word inside a firm's name ("Tidewater Trustee Services, LLC", "BTG Trustee, LLC"): a firm word follows it. */
function inNameRole(text: string, after: number): boolean {
  if (ATTORNEY_AT_LAW_FIRM.test(text.slice(after, after + 40))) return true;
  const next = /^,?\s([A-Z][A-Za-z'.-]*)/.exec(text.slice(after, after + 40));
  return !!next && !ROLE_WORD.test(next[1]) && !PROSE_WORD.test(next[1]) && /^(?:services?|corp\.?|corporation|company|co\.?|group|solutions|inc\.?|llc|l\.l\.c\.|of)$/i.test(next[1]);
}

/** Whether `text` opens with a description of a party ("a single man", "an Arizona non-profit corporation"). */
export const opensWithDescriptor = (text: string): boolean => DESCRIPTOR.test(text);

/** Every party in the run of names that ends at `end` ("X and Y, husband and wife, as Grantors"). */
export function readPartiesBefore(doc: NoticeDocument, end: number, from: number): Hit<PartyValue>[] {
  // A window that opens inside a word starts at the next word; inside a capitalised word ("...MATTHEW" read from
  // "ATTHEW") it opens inside a list of names, whose cut entry is dropped up to the next separator.
  if (from > 0 && from < end && /\w/.test(doc.norm[from - 1]) && /\w/.test(doc.norm[from])) {
    const sep = /^[^,;\n]*[,;\n]/.exec(doc.norm.slice(from, end));
    if (/[A-Z]/.test(doc.norm[from - 1]) && sep) from += sep[0].length;
    else while (from < end && /\w/.test(doc.norm[from])) from++;
  }
  const start = nameRunStart(doc, end, from);
  return readParties(doc, start, end - start + 1).filter((p) => p.ne <= end + 1);
}
