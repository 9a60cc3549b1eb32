/**
 * The contact for questions: the person or office a sentence that invites
 * questions names, with the phone and e-mail printed in that sentence.
 * Sentences about questions come first; a plain "call"/"contact" sentence
 * ("by calling the Village Office at ...") is the fallback.
 *
 * The name follows "to", "contact", "call" or "attention". Where an office or
 * role comes first and a person after it ("the Business Manager, Heather
 * Lapointe", "the Procurement Division, attention Monica Greer"), the person
 * is the contact; a role alone ("the Transportation Director") is kept.
 */
import { findPhones } from '../../recognizers/phones.js';
import { findEmails } from '../../recognizers/emails.js';
import { matchAll, type Hit, type NoticeDocument } from '../../text/document.js';
import { compileCues } from '../shared/cues.js';
import * as C from './cues.js';
import { HONORIFICS, ROLE_WORDS } from './lexicon.js';
import type { Sentences } from './sentences.js';

export interface Contact {
  name?: Hit<string>;
  phone?: Hit<string>;
  email?: Hit<string>;
}

const TOPIC = compileCues(C.CONTACT_TOPIC);
const ACTION = compileCues(C.CONTACT_ACTION);
const LEAD = new RegExp(C.CONTACT_LEAD.source, 'gi');
/** A capitalised name: words, initials, "of"/"and" inside ("Office of Procurement"), possessives. */
const NAME = /[A-Z][\w'’.-]*(?:[ \t\n](?:(?:of|and|&|the)\s)?[A-Z][\w'’.-]*){0,6}/y;
const PERSON = /^[A-Z][a-z'’-]+(?:\s[A-Z]\.?)?(?:\s[A-Z][a-z'’-]+){1,2}$/;
/** The domain of an address a line break cut inside a word ("dcarrow@ashfordr\nha.org"). */
const BROKEN_EMAIL = /[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9-]{1,63}\n[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,4}\.[A-Za-z]{2,12}\b/g;

/** E-mail addresses, including those a line break cut inside the domain, which the shared reader misses. */
export function findAllEmails(doc: NoticeDocument): Hit<string>[] {
  const hits = findEmails(doc);
  for (const m of matchAll(BROKEN_EMAIL, doc.norm)) {
    const ne = m.index + m[0].length;
    if (hits.some((h) => h.ns < ne && m.index < h.ne)) continue;
    hits.push({ ns: m.index, ne, value: m[0].replace(/\s+/g, '').toLowerCase(), source: 'bids:email-joined' });
  }
  return hits.sort((a, b) => a.ns - b.ns);
}

/** Phones with any extension printed after them ("(802) 387-5862 x11"). */
export function findPhonesWithExtension(doc: NoticeDocument): Hit<string>[] {
  return findPhones(doc)
    .filter((p) => !C.FAX_BEFORE.test(doc.norm.slice(Math.max(0, p.ns - 20), p.ns)))
    .map((p) => {
      const ext = C.PHONE_EXTENSION.exec(doc.norm.slice(p.ne, p.ne + 20));
      return { ns: p.ns, ne: p.ne + (ext ? ext[0].length : 0), value: p.value.digits, source: 'bids:phone' };
    });
}

function trimName(doc: NoticeDocument, ns: number, ne: number): Hit<string> | undefined {
  const text = doc.norm.slice(ns, ne);
  const hon = HONORIFICS.exec(text);
  if (hon) ns += hon[0].length;
  while (ne > ns && /[\s,.]/.test(doc.norm[ne - 1])) ne--;
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
  // Trailing words that start the next phrase ("Jeff Maready at", "Karen Astley, Putney Town Manager").
  const cut = /[ \t\n](?:At|Or|By|On|For|To)\b/.exec(text);
  if (cut) text = text.slice(0, cut.index);
  if (/^(?:E-?mail|Phone|Telephone|Fax|Website|The)$/i.test(text)) return undefined;
  return trimName(doc, at, at + text.length);
}

/** The contact's name after a lead word at `at`, preferring a person printed after a role. */
function readContactName(doc: NoticeDocument, at: number): Hit<string> | undefined {
  const text = doc.norm.slice(at, at + 120);
  // "the project engineer, Lydia Brandt" / "the Business Manager, Heather Lapointe" / "the Procurement Division, attention Monica Greer"
  const role = /^([^,@\d\n]{2,50}?),\s(?:attention\s|attn\.?:?\s)?(?=[A-Z])/.exec(text);
  if (role && (ROLE_WORDS.test(role[1]) || /^[a-z]/.test(role[1]))) {
    const person = nameAt(doc, at + role[0].length);
    if (person && PERSON.test(person.value) && !ROLE_WORDS.test(person.value)) return person;
  }
  if (/^[a-z]/.test(text)) return undefined;
  return nameAt(doc, at);
}

export function findContact(doc: NoticeDocument, sentences: Sentences, phones: Hit<string>[], emails: Hit<string>[]): Contact {
  const topical: Array<{ ns: number; ne: number }> = [];
  const other: Array<{ ns: number; ne: number }> = [];
  for (const s of sentences.all()) {
    const text = doc.norm.slice(s.ns, s.ne);
    if (C.CONTACT_NEGATIVE.test(text)) continue;
    TOPIC.lastIndex = 0;
    ACTION.lastIndex = 0;
    if (TOPIC.test(text)) topical.push(s);
    else if (ACTION.test(text)) other.push(s);
  }
  for (const s of [...topical, ...other]) {
    const within = <T>(hits: Hit<T>[]) => hits.find((h) => h.ns >= s.ns && h.ns < s.ne);
    let name: Hit<string> | undefined;
    for (const m of matchAll(LEAD, doc.norm, s.ns, s.ne)) {
      name = readContactName(doc, m.index + m[0].length);
      if (name) break;
    }
    const phone = within(phones);
    const email = within(emails);
    if (name && !phone && !email && !/\b(?:contact|call|directed|submitted|addressed|inquiries)\b/i.test(doc.norm.slice(s.ns, name.ns))) continue;
    if (name || phone || email) return { name, phone, email };
  }
  return {};
}
