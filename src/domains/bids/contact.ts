/**
 * The contact for questions: the person or office a sentence that invites
 * questions names, with the phone and e-mail printed in that sentence.
 * Sentences about questions come first; a plain "call"/"contact" sentence
 * ("by calling the Town Office at ...") is the fallback.
 *
 * The name follows "to", "contact", "call" or "attention". Where an office or
 * role comes first and a person after it ("the Business Manager, Ann
 * Lee", "the Procurement Division, attention Pat Quinn"), the person
 * is the contact; a role alone ("the Facilities Director") is kept.
 */
import { findPhones, isFaxNumber } from '../../recognizers/phones.js';
import { matchAll, type Hit, type NoticeDocument } from '../../text/document.js';
import { compileCues, cueMatches } from '../shared/cues.js';
import * as C from './contact-cues.js';
import { AGENCY_HEADS, HONORIFICS, ROLE_WORDS } from './lexicon.js';
import type { Sentences } from './sentences.js';
import { NOT_A_CONTACT_NAME } from '../../lexicon/bid-role-words.js';
import { escapeRegExp, wordAlternation } from '../../text/escape.js';
import { stateCode } from '../../lexicon/us-states.js';

export interface Contact {
  name?: Hit<string>;
  phone?: Hit<string>;
  email?: Hit<string>;
}

const TOPIC = compileCues(C.CONTACT_TOPIC);
const ACTION = compileCues(C.CONTACT_ACTION);
const LEAD = new RegExp(C.CONTACT_LEAD.source, 'gi');
/** A capitalised name: words, initials, "of"/"and" inside ("Office of Procurement"), possessives; a service's "eBid" word. */
const NAME = /[A-Z][\w'’.-]*(?:[ \t\n](?:(?:of|and|&|the)\s)?(?:[A-Z]|[a-z](?=[A-Z]))[\w'’.-]*){0,6}/y;
const PERSON = /^[A-Z][a-z'’-]+(?:\s[A-Z]\.?)?(?:\s[A-Z][a-z'’-]+){1,2}$/;
/** Phones with any extension printed after them ("(555) 210-4400 x12"). */
export function findPhonesWithExtension(doc: NoticeDocument): Hit<string>[] {
  return findPhones(doc)
    .filter((p) => !isFaxNumber(doc, p.ns))
    .map((p) => {
      const ext = C.PHONE_EXTENSION.exec(doc.norm.slice(p.ne, p.ne + 20));
      const ne = p.ne + (ext ? ext[0].length : 0);
      return { ns: p.ns, ne, value: doc.valueOf(p.ns, ne), source: 'bids:phone' };
    });
}

/**
 * A local number printed without its area code ("call the Town Office at 555-2140"), read only in the contact's
 * sentence when no full number is printed there: not after a digit, a parenthesis or a dash (part of a longer number).
 */
const LOCAL_PHONE = /(?<![\d()-]\s?|[\w$.,/-])[2-9]\d{2}-\d{4}(?![\w/-]|\.\d)/g;

/** A person's name after the office printed before it ("Town Road Foreman Pat Quinn", "Commissioner Dale Orton"). */
const PERSON_AFTER_OFFICE = /^((?:[A-Z][\w'’-]*\s){1,4})([A-Z][a-z'’-]+(?:\s[A-Z]\.)?\s[A-Z][a-z'’-]+)$/;
/** A person's name with the office printed after it ("Pat Quinn Sr. Vice President Acme USA"). */
const PERSON_BEFORE_OFFICE = /^([A-Z][a-z'’-]+(?:\s[A-Z]\.)?\s[A-Z][a-z'’-]+(?:,?\s(?:Jr|Sr|II|III)\.?)?)\s(.+)$/;
/** A public body's name, which ends with its kind ("Fire District", "Elm County"). */
const BODY_LAST = new RegExp(`\\b(?:${wordAlternation(AGENCY_HEADS)})$`, 'i');
const PLACE_KIND_FIRST = /^(?:County|Parish|City|Town|Township|Village|Borough)\s(?:[A-Z][a-z]+\s){0,3}(?:Department|Office|Division|Hall|Garage|Shop)$/;
const NOT_A_NAME = new RegExp(`^(?:${wordAlternation(NOT_A_CONTACT_NAME)})$`, 'i');

function trimName(doc: NoticeDocument, ns: number, ne: number): Hit<string> | undefined {
  const text = doc.norm.slice(ns, ne);
  const hon = HONORIFICS.exec(text);
  if (hon) ns += hon[0].length;
  while (ne > ns && /[\s,.]/.test(doc.norm[ne - 1])) ne--;
  const name = doc.norm.slice(ns, ne);
  if (NOT_A_NAME.test(name)) return undefined;
  const after = PERSON_AFTER_OFFICE.exec(name);
  const officeFirst = after && ROLE_WORDS.test(after[1]) && !ROLE_WORDS.test(after[2]);
  if (officeFirst) ns += after[1].length;
  // "Ann Lee Town Administrator" reads as words then a name too: the office is last there.
  const before = officeFirst ? null : PERSON_BEFORE_OFFICE.exec(name);
  // Not a body's name before its officer ("the Fire District Secretary"): that officer is the contact.
  // Nor a place's name before its body's kind ("the Elm Bend County Road Department"): the whole office is.
  if (before && ROLE_WORDS.test(before[2]) && !ROLE_WORDS.test(before[1]) && !BODY_LAST.test(before[1]) && !stateCode(before[1]) && !PLACE_KIND_FIRST.test(before[2])) ne = ns + before[1].length;
  if (/\b(?:[A-Z]\.){1,3}$/.test(doc.norm.slice(ns, ne))) ne = Math.min(ne + 1, doc.norm.length);
  if (ne - ns < 3) return undefined;
  return { ns, ne, value: doc.valueOf(ns, ne), source: 'bids:contact-name' };
}

/** A name read right at `at`, or undefined. */
function nameAt(doc: NoticeDocument, at: number): Hit<string> | undefined {
  NAME.lastIndex = at;
  const m = NAME.exec(doc.norm);
  if (!m) return undefined;
  let text = m[0];
  // Trailing words that start the next phrase ("Pat Quinn at", "Ann Lee, Town Manager").
  const cut = /[ \t\n](?:At|Or|By|On|For|To)\b/.exec(text);
  if (cut) text = text.slice(0, cut.index);
  // A label's word, or a number's ("Call No. B07" lists a highway letting's call, not whom to call).
  if (/^(?:E-?mail|Phone|Telephone|Fax|Website|The)$/i.test(text) || /^(?:No|Nos|Number)\b/.test(text)) return undefined;
  // "contact the District office at ...": the office printed in lower case after its body's name is the contact.
  const office = text === m[0] ? /^\soffice\b/.exec(doc.norm.slice(at + text.length, at + text.length + 8)) : null;
  return trimName(doc, at, at + text.length + (office ? office[0].length : 0));
}

/** The contact's name after a lead word at `at`, preferring a person printed after a role. */
const ATTENTION_LATER = /,\s(?:[Aa]ttention|[Aa]ttn\.?:?|[Cc]\/[Oo]:?)\s(?=[A-Z])/;

/** A person's name, not an office: judged on the normalized text, which spells accented letters as their base letters. */
function isPerson(doc: NoticeDocument, h: Hit<string>): boolean {
  const name = doc.norm.slice(h.ns, h.ne);
  return PERSON.test(name) && !ROLE_WORDS.test(name) && !CORPORATE_FORM_AFTER.test(doc.norm.slice(h.ne, h.ne + 8));
}
/** A company's form printed after its name ("Elm Oak Engineering, Inc."): the words before it are no person's. */
const CORPORATE_FORM_AFTER = /^,?\s(?:Inc|LLC|L\.L\.C|Corp|Co|Ltd|P\.C|PLLC|LLP)\b/;

function readContactName(doc: NoticeDocument, at: number): Hit<string> | undefined {
  const text = doc.norm.slice(at, at + 120);
  // "the project engineer, Lydia Brandt" / "the Business Manager, Heather Lapointe" / "the Procurement Division, attention Monica Greer";
  // an attention word marks the person after any body ("Elmwood Selectboard, c/o: Ann Lee").
  const role = /^([^,@\d\n]{2,50}?),\s([Aa]ttention\s|[Aa]ttn\.?:?\s|[Cc]\/[Oo]:?\s)?(?=[A-Z])/.exec(text);
  // "the Engineer, Elm & Oak Engineering, Inc., attn: Jo Roe": the attention word comes after the firm.
  const attended = () => {
    const attention = ATTENTION_LATER.exec(text);
    const named = attention ? nameAt(doc, at + attention.index + attention[0].length) : undefined;
    return named && isPerson(doc, named) ? named : undefined;
  };
  if (role && (role[2] || ROLE_WORDS.test(role[1]) || /^[a-z]/.test(role[1]))) {
    const person = nameAt(doc, at + role[0].length);
    if (person && isPerson(doc, person)) return person;
    const named = attended();
    if (named) return named;
  }
  if (/^[a-z]/.test(text)) return undefined;
  const first = nameAt(doc, at);
  return (first && !isPerson(doc, first) && attended()) || first;
}

function localPhone(doc: NoticeDocument, s: { ns: number; ne: number }): Hit<string> | undefined {
  for (const m of matchAll(LOCAL_PHONE, doc.norm, s.ns, s.ne)) {
    if (isFaxNumber(doc, m.index)) continue;
    return { ns: m.index, ne: m.index + m[0].length, value: m[0], source: 'bids:local-phone' };
  }
  return undefined;
}

export function findContact(doc: NoticeDocument, sentences: Sentences, phones: Hit<string>[], emails: Hit<string>[]): Contact {
  const topical: Array<{ ns: number; ne: number }> = [];
  const other: Array<{ ns: number; ne: number }> = [];
  // One scan per cue table over the whole text; sentences are looked up from the matches.
  const mark = (re: RegExp, into: Array<{ ns: number; ne: number }>) => {
    for (const [ms] of cueMatches(doc, re)) {
      const ns = sentences.startOf(ms);
      if (into.some((x) => x.ns === ns) || topical.some((x) => x.ns === ns)) continue;
      const ne = sentences.endOf(ms);
      if (!C.CONTACT_NEGATIVE.test(doc.norm.slice(ns, ne))) into.push({ ns, ne });
    }
  };
  mark(TOPIC, topical);
  mark(ACTION, other);
  for (const s of [...topical, ...other]) {
    // "Contact: Jo Roe, Buyer\nPhone: ...\nEmail: ...": a listing's labelled lines under the contact's are its own;
    // so is a sentence that only goes on with another way to reach them ("... by contacting Jo Roe. Or by calling ...").
    const ne = C.CONTACT_GOES_ON.test(doc.norm.slice(s.ne, s.ne + 40)) ? sentences.endOf(s.ne) : labelledLinesEnd(doc, s.ne);
    const within = <T>(hits: Hit<T>[]) => hits.find((h) => h.ns >= s.ns && h.ns < ne);
    let name: Hit<string> | undefined;
    for (const m of matchAll(LEAD, doc.norm, s.ns, s.ne)) {
      name = readContactName(doc, m.index + m[0].length);
      if (name) break;
    }
    if (!name) {
      const who = [...matchAll(C.CONTACT_ANSWERS, doc.norm, s.ns, s.ne)][0];
      if (who && PERSON.test(who[1]) && !ROLE_WORDS.test(who[1])) name = trimName(doc, who.index, who.index + who[1].length);
    }
    if (!name) {
      // "The City Engineer may be contacted at ...": a person, or an office, to reach.
      const who = [...matchAll(C.CONTACT_PASSIVE, doc.norm, s.ns, s.ne)][0];
      const at = who ? who.index + who[0].indexOf(who[1]) : 0;
      if (who && (PERSON.test(who[1]) || ROLE_WORDS.test(who[1]))) name = trimName(doc, at, at + who[1].length);
    }
    const phone = within(phones) ?? localPhone(doc, s);
    const email = within(emails);
    // "Questions ... to the Procurement Officer" where a heading labels the officer: "Procurement Officer: Jo Roe\nPhone: ...".
    const labelled = name && !phone && !email && !isPerson(doc, name) ? personLabelled(doc, name.value, phones, emails) : undefined;
    if (labelled) return labelled;
    if (name && !phone && !email && !reachable(doc, s.ns, name)) continue;
    if (name || phone || email) return { name, phone, email: email ?? documentsEmail(doc, sentences, emails) };
  }
  return {};
}

/**
 * Whether a name printed with no phone or e-mail in its sentence is still whom to reach: the sentence asks to
 * contact or call them ("Contact the Clerk's Office.", "... by contacting Jo Roe, Town Engineer."). "By contacting"
 * an office is how some documents are had ("by writing or otherwise contacting the State Highway Department"): only
 * a person is the contact there.
 */
function reachable(doc: NoticeDocument, ns: number, name: Hit<string>): boolean {
  const before = doc.norm.slice(ns, name.ns);
  if (/\b(?:contact|call|directed|submitted|addressed|inquiries)\b/i.test(before)) return true;
  return /\b(?:contacting|calling)\b/i.test(before) && isPerson(doc, name);
}

/** The person a line labels with the office `office` ("Procurement Officer: Jo Roe, CPPB"), with the phone and e-mail lines under it. */
function personLabelled(doc: NoticeDocument, office: string, phones: Hit<string>[], emails: Hit<string>[]): Contact | undefined {
  const label = new RegExp(`(?:^|\\n)[ \\t]*(?:the\\s)?${escapeRegExp(office)}\\s?:[ \\t]*(?=[A-Z])`, 'i').exec(doc.norm);
  if (!label) return undefined;
  const at = label.index + label[0].length;
  const name = nameAt(doc, at);
  if (!name || !isPerson(doc, name)) return undefined;
  const ne = labelledLinesEnd(doc, doc.lineEnd(at));
  const within = <T>(hits: Hit<T>[]) => hits.find((h) => h.ns >= at && h.ns < ne);
  return { name, phone: within(phones), email: within(emails) };
}

/** A line labelled as a phone or an e-mail address: "Phone: (706) 555-0100", "E-mail: jroe@elm.example". */
const CONTACT_LINE = /[ \t]*(?:phone|telephone|tel|cell|fax|e-?mail)\.?[ \t]?:[^\n]*\n?/iy;
/** How many such lines may follow the contact's line. */
const CONTACT_LINES = 3;

/** The end of the phone and e-mail lines right after `ne`, the end of a contact's line (`ne` itself when none follows). */
function labelledLinesEnd(doc: NoticeDocument, ne: number): number {
  // The contact's sentence ends with its line break, or right before it.
  let at = doc.norm[ne] === '\n' ? ne + 1 : ne;
  if (doc.norm[at - 1] !== '\n') return ne;
  let end = ne;
  for (let k = 0; k < CONTACT_LINES; k++) {
    CONTACT_LINE.lastIndex = at;
    const m = CONTACT_LINE.exec(doc.norm);
    if (!m) break;
    at += m[0].length;
    end = at;
  }
  return end;
}

/** The address printed for asking for the bid documents by e-mail, which the contact found without one answers at too. */
function documentsEmail(doc: NoticeDocument, sentences: Sentences, emails: Hit<string>[]): Hit<string> | undefined {
  return emails.find((e) => C.DOCUMENTS_BY_EMAIL.test(doc.norm.slice(sentences.startOf(e.ns), e.ns)));
}
