/**
 * The attorney of an estate and the attorney's address, phone and e-mail:
 * from labels, checked against and completed from the contact blocks.
 */
import { BAR_LABEL_AFTER, type ContactBlock } from '../../recognizers/contact-block.js';
import { isValidPartyName } from '../../recognizers/name-validity.js';
import { isFaxNumber } from '../../recognizers/phones.js';
import { matchAll, type Hit } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { ESQUIRE_AFTER } from '../shared/parties.js';
import { attorneyCandidates, type Attorney } from './attorney-labels.js';
import { PR_ROLE, SIGNATURE_MARK } from './cues/representatives.js';
import { readFirm, readNames, type NameValue } from './names.js';
import { nameKey, printedAgainSource, sameKey, sameName } from './same-name.js';
import { placeUnderSignature, readOfficeSite, readPlace, readStreetNoZip } from '../../recognizers/places.js';
import type { Found } from './recognize.js';

export interface AttorneyContacts { name?: Hit<NameValue>; address?: Span; phone?: Span; email?: Span }

/**
 * The attorney from a contact block ("Jane Roe  Bar No. 012345  ROE LAW PLLC
 * 12 Main St ... Attorneys for Petitioner"): its lawyer, else its firm, and
 * its address, phone and e-mail.
 */
function attorneyFromBlock(f: Found, b: Hit<ContactBlock>, isClient: (name: string) => boolean = () => false): AttorneyContacts | undefined {
  // The client signing above the firm with its role ("Jo Roe, Petitioner\nROE & POE, CHTD.\n12 Elm St ... Attorneys for
  // Petitioner") is no lawyer of the block: its firm is. (A lawyer serving as representative signs as a lawyer.)
  const signsAsClient = (n: Span) => CLIENT_ROLE_AFTER.test(f.doc.norm.slice(n.ne, n.ne + CLIENT_ROLE_REACH)) && isClient(f.doc.valueOf(n.ns, n.ne));
  const person = b.value.name && !signsAsClient(b.value.name) ? b.value.name : undefined;
  const who = person ?? b.value.firm;
  if (!who) return undefined;
  const name = f.doc.valueOf(who.ns, who.ne);
  return {
    name: { ...who, value: { name, kind: person ? 'person' : 'organization' }, source: 'probate:attorney-block' },
    address: b.value.address, phone: b.value.phone, email: b.value.email,
  };
}

/** A representative's role right after a name ("Jo Roe, Petitioner"). */
const CLIENT_ROLE_AFTER = new RegExp(`^,?\\s${PR_ROLE}`, 'i');
const CLIENT_ROLE_REACH = 40;

function attorneyOf(f: Found, r: Span): AttorneyContacts {
  const inRange = f.attorneyBlocks.filter((b) => b.ns < r.ne && b.ne > r.ns);
  const labelled = attorneyByLabels(f, r);
  // A "name" that is part of an address is a street read as a person ("E. Greenway Parkway").
  const name = labelled.name;
  // So is a value no party name can be, by the check every domain's names pass ("One Arizona Center").
  const street = name && (f.addresses.some((a) => a.ns <= name.ns && name.ne <= a.ne) || !isValidPartyName(name.value.name));
  if (!name || street) {
    for (const b of inRange) {
      const got = attorneyFromBlock(f, b);
      if (got) return got;
    }
    return street ? {} : labelled;
  }
  // The lawyer's own block (where the name stands, or one naming the same lawyer) prints the lawyer's
  // address, phone and e-mail; an address found outside it may be a "c/o" in the body.
  // The fullest such block first: a signature under the notice often repeats only the name and street.
  const details = (b: Hit<ContactBlock>) => +!!b.value.address + +!!b.value.phone + +!!b.value.email;
  const own = inRange
    .filter((b) => (b.ns <= name.ns && name.ne <= b.ne) || (b.value.name && sameName(f.doc.valueOf(b.value.name.ns, b.value.name.ne), name.value.name)))
    .sort((a, b) => details(b) - details(a))[0];
  if (own) {
    // The lawyer printed twice ("By: /s/ Jo Roe  Esq" under the notice, "Jo Roe  State Bar No. 012345" in the block):
    // the name as the block with the bar number prints it.
    // "Jo Roe, Esq. (SBN 012345)": "Esq." printed right after the name stays with it (entities.md).
    const esq = (x: Span) => ESQUIRE_AFTER.exec(f.doc.norm.slice(x.ne, x.ne + BAR_REACH))?.[0].length ?? 0;
    const barred = (x: Span) => BAR_LABEL_AFTER.test(f.doc.norm.slice(x.ne + esq(x), x.ne + esq(x) + BAR_REACH));
    const blockName = own.value.name;
    if (blockName && blockName.ns !== name.ns && barred(blockName) && !barred(name) && sameName(f.doc.valueOf(blockName.ns, blockName.ne), name.value.name)) {
      const block = attorneyFromBlock(f, own)!.name!;
      const ne = block.ne + esq(block);
      labelled.name = { ...block, ne, value: { ...block.value, name: f.doc.valueOf(block.ns, ne) } };
    }
    const inOwn = (x?: Span) => !!x && x.ns >= own.ns && x.ne <= own.ne;
    if (own.value.address && !inOwn(labelled.address)) labelled.address = own.value.address;
    labelled.phone ??= own.value.phone;
    labelled.email ??= own.value.email;
  }
  return labelled;
}

function attorneyByLabels(f: Found, r: Span): AttorneyContacts {
  const { doc } = f;
  const cands = attorneyCandidates(f, r);
  if (!cands.length) return {};
  // The individual lawyer if one is named, else the firm (entities.md); of several lawyers, the one who signed
  // ("FIRM LLP\nBy: /s/JANE ROE\nJohn Poe Esq.\nJane Roe Esq.").
  const persons = cands.filter((c) => c.name.value.kind === 'person');
  const signed = persons.length > 1 ? signers(f, r) : [];
  const isSigned = (c: Attorney) => !!c.signed || signed.some((s) => sameName(s, c.name.value.name));
  const first = persons[0];
  const chosen = (first && !isSigned(first) && persons.find(isSigned)) || first || cands[0];
  // A zone opening before its name (the firm's block a lawyer signs under) is read from its start.
  const zones = [chosen, ...cands.slice(1).filter((c) => sameName(c.name.value.name, chosen.name.value.name))]
    .map((c) => ({ z: c.zone, from: c.zone.ns < c.name.ns ? c.zone.ns : c.name.ne }));
  const out: AttorneyContacts = { name: chosen.name };
  for (const { z, from } of zones) {
    // A zone read from its start may open inside the firm's address ("... 400 East Van Buren Street Phoenix ..."): that address is the zone's.
    out.address ??= f.addresses.find((a) => a.ne <= z.ne && (a.ns >= from || (from === z.ns && a.ne > from))) ?? readPlace(doc, from) ?? readStreetNoZip(doc, from + (/^,\s/.test(doc.norm.slice(from, from + 2)) ? 2 : 0));
    out.phone ??= f.phones.find((p) => p.ns >= from && p.ne <= z.ne && !isFaxNumber(doc, p.ns));
    out.email ??= f.emails.find((e) => e.ns >= from && e.ne <= z.ne);
  }
  out.address ??= careOfAddress(f, chosen.name.value.name, r) ?? placeUnderSignature(doc, chosen.name.ne);
  if (!out.address || !out.phone) {
    // A firm block printed just above the signature ("FIRM, PLLC\n1200 ...\n\nBy: /s/ Jane Roe").
    const z = chosen.zone;
    const above = doc.norm.lastIndexOf('\n\n', doc.lineStart(z.ns));
    if (above > r.ns) {
      const ps = doc.norm.lastIndexOf('\n\n', above - 1) + 2;
      if (ps >= r.ns && readFirm(doc, ps)) {
        const para = { ns: ps, ne: above };
        out.address ??= f.addresses.find((a) => a.ns >= para.ns && a.ne <= para.ne);
        out.phone ??= f.phones.find((p) => p.ns >= para.ns && p.ne <= para.ne && !isFaxNumber(doc, p.ns));
      }
    }
  }
  return out;
}

/** Room after a lawyer's name for the bar label that follows it. */
const BAR_REACH = 24;

/** The names printed after signature marks ("/s/", "By: /s/") in the estate. */
function signers(f: Found, r: Span): string[] {
  return [...matchAll(SIGNATURE_MARK, f.doc.norm, r.ns, r.ne)].flatMap((m) => readNames(f.doc, m.index + m[0].length).map((n) => n.value.name));
}

/**
 * "Claims ... to the Personal Representative at Jane Doe c/o John Roe Roe
 * Law LLP 12 Elm St ...", "... attorney of record, John Roe, at the following
 * address: 12 Elm St": the lawyer's address, printed in the body where the
 * signature prints none.
 */
function careOfAddress(f: Found, name: string, r: Span): Span | undefined {
  // Utah's form names the lawyer with the address in its sentence: "attorney of record, Jo Roe, at the following address: 12 Elm St".
  const named = printedAgainSource(name);
  // New York's: "to the Executor at the office of his attorneys, Roe & Poe, PLLC, 110 Elm Street, ...".
  // Utah's other wording puts the phrase first: "to the Personal Representative's attorney at the following address: Jo Roe, ...".
  const careOf = new RegExp(`\\b(?:c/o|(?:in\\s)?care\\sof|office\\sof\\s(?:his|her|their|its|the)\\sattorneys?,?|following\\saddress\\s?:)\\s${named}|${named},?\\sat\\s(?:the\\s)?following\\saddress\\s?:?`, 'gi');
  for (const m of matchAll(careOf, f.doc.norm, r.ns, r.ne)) {
    const end = m.index + m[0].length;
    const a = f.addresses.find((x) => x.ns >= end && x.ns - end <= CARE_OF_REACH && x.ne <= r.ne && !f.doc.norm.slice(end, x.ns).includes('\n\n'));
    if (a) return a;
  }
  // "present them ... at the office of Roe & Poe, attorneys, First National Bank Building, Elm City, Oregon": the
  // firm's office where notices printed no street.
  for (const m of matchAll(new RegExp(`\\boffice\\sof\\s${named}`, 'gi'), f.doc.norm, r.ns, r.ne)) {
    const site = readOfficeSite(f.doc, m.index + m[0].length);
    if (site && site.ne <= r.ne) return site;
  }
  return undefined;
}
/** Room for a firm's name between the lawyer's and the address. */
const CARE_OF_REACH = 120;

/**
 * The estate's attorney. "Attorney for Personal Representative: Jane Doe"
 * names the client: when the attorney read is one of `representatives`, a
 * contact block naming someone else holds the lawyer.
 */
export function estateAttorney(f: Found, r: Span, representatives: readonly string[]): AttorneyContacts {
  const att = attorneyOf(f, r);
  const repKeys = representatives.map(nameKey);
  const isRep = (name: string) => {
    const key = nameKey(name);
    return repKeys.some((x) => sameKey(x, key));
  };
  if (att.name && isRep(att.name.value.name)) {
    const other = f.attorneyBlocks.filter((b) => b.ns < r.ne && b.ne > r.ns).map((b) => attorneyFromBlock(f, b, isRep))
      .find((x) => x?.name && !isRep(x.name.value.name));
    if (other) return other;
  }
  return att;
}

