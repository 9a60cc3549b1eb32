/**
 * Foreclosure pipeline: recognizers run once over the notice (recognize.ts),
 * the notice is cut into sales (sales.ts: a sheriff's list holds several),
 * each sale's slots are filled by the fillers below, in their order, from cue
 * phrases (cues/) around the hits, and the slots are assembled into the
 * entity. Each slot's reading lives in the file named after it.
 *
 * Slots and where they are looked for:
 *   sale or list  sale date, place of sale, trustee, case number (a list
 *                 prints these once, before its sales), so the sale's text
 *                 is searched first and then the list's shared part
 *   sale only     deed date, borrowers, lenders, attorney, addresses and
 *                 contacts, parcel number, amount due, status
 */
import type { IdentifierValue } from '../../recognizers/identifiers.js';
import type { DateHitValue } from '../../recognizers/dates.js';
import type { PartyValue } from '../../recognizers/names.js';
import type { AddressValue, Field, MoneyValue, DateTimeValue } from '../../types.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { inside } from '../shared/cues.js';
import { addressValue } from '../shared/values.js';
import { saleAddresses, type SaleAddresses } from './addresses.js';
import { attorneyParties } from './attorney.js';
import { borrowers } from './borrower.js';
import { deedDate } from './deed-date.js';
import type { ForeclosureEntity, ForeclosureStatus } from './entity.js';
import { holder, originalLender } from './holder.js';
import { amountDue, caseNumber, parcelNumber } from './identifiers.js';
import { saleLocation, type SalePlace } from './place.js';
import { recognize, type Found } from './recognize.js';
import { IN_LIST_MIN_SCORE, saleDate, type SaleDate } from './sale-date.js';
import { splitSales } from './sales.js';
import { saleStatus } from './status.js';
import { trustees } from './trustee.js';

/** One sale of the notice: its text, the list's shared part (a list's preamble), and both in search order. */
interface Sale {
  found: Found;
  range: Span;
  shared?: Span;
  scopes: Span[];
  /** A list's last sale, when this is another: the officer's signature that closes the list is printed there. */
  closing?: Span;
}

/** What the fillers read for one sale, before it is written out as fields. */
interface Slots {
  sale?: SaleDate;
  place?: SalePlace;
  deed?: Hit<DateHitValue>;
  borrowers: Hit<PartyValue>[];
  original?: Hit<PartyValue>;
  holder?: Hit<PartyValue>;
  trustees: Hit<PartyValue>[];
  attorneys: Hit<PartyValue>[];
  addresses: SaleAddresses;
  caseNumber?: Hit<IdentifierValue>;
  parcel?: Hit<IdentifierValue>;
  amount?: Hit<MoneyValue>;
  status?: Field<ForeclosureStatus>;
}

/** A slot and its filler: it reads the sale (and the slots filled before it) and returns the slot's value. */
type Filler = { [K in keyof Slots]-?: readonly [slot: K, fill: (s: Sale, got: Readonly<Slots>) => Slots[K]] }[keyof Slots];

/**
 * The slot fillers, in the order they run. Order matters where a filler reads
 * an earlier slot: the place of sale is near the sale date and the deed date
 * is not the sale date; the holder defaults to the original lender; the
 * attorney is no trustee; the addresses skip the place of sale and know the
 * attorney and trustee; a postponed sale date makes the status postponed.
 */
const FILLERS: readonly Filler[] = [
  ['sale', (s) => firstOf(s, (scope) => saleDate(s.found, scope, s.scopes.length > 1 && scope === s.range ? IN_LIST_MIN_SCORE : 0))],
  ['place', (s, got) => firstOf(s, (scope) => saleLocation(s.found, scope, got.sale && inside(got.sale.hit, scope) ? got.sale.hit : undefined))],
  ['deed', (s, got) => deedDate(s.found, s.range, got.sale?.hit)],
  ['borrowers', (s) => borrowers(s.found, s.range)],
  ['original', (s) => originalLender(s.found, s.range)],
  ['holder', (s, got) => holder(s.found, s.range, got.original)],
  ['trustees', (s) => trustees(s.found, s.range, s.shared, (fn) => firstOf(s, fn), s.closing)],
  ['attorneys', (s, got) => attorneyParties(s.found, s.range, got.trustees)],
  ['addresses', (s, got) => saleAddresses(s.found, s.range, s.shared, got.place, got.attorneys, got.trustees)],
  ['caseNumber', (s) => caseNumber(s.found, s.range, s.shared)],
  ['parcel', (s) => parcelNumber(s.found, s.range)],
  ['amount', (s) => amountDue(s.found, s.range)],
  ['status', (s, got) => saleStatus(s.found.doc, s.range, got.sale?.postponed ?? false)],
];

/** The first value `fn` finds in the sale's scopes, in order (an empty list counts as none). */
function firstOf<T>(s: Sale, fn: (scope: Span) => T | undefined): T | undefined {
  for (const scope of s.scopes) {
    const v = fn(scope);
    if (v !== undefined && !(Array.isArray(v) && v.length === 0)) return v;
  }
  return undefined;
}

/** One entity per sale, in the order printed; none for an empty notice. */
export function extractForeclosure(doc: NoticeDocument): ForeclosureEntity[] {
  if (!doc.norm.trim()) return [];
  const found = recognize(doc);
  const { preamble, sales } = splitSales(found);
  return sales.map((range) => {
    const shared = sales.length > 1 ? preamble : undefined;
    const last = sales[sales.length - 1];
    const s: Sale = { found, range, shared, scopes: shared && shared.ne > shared.ns ? [range, shared] : [range], closing: range === last ? undefined : last };
    const got: Slots = { borrowers: [], trustees: [], attorneys: [], addresses: { contact: { mortgagee: {}, attorney: {} } } };
    for (const [slot, fill] of FILLERS) (got as Record<keyof Slots, unknown>)[slot] = fill(s, got);
    return assemble(doc, got);
  });
}

/** The sale's slots as the contract's fields (entities.md), each with its span, recognizer and slot rule. */
function assemble(doc: NoticeDocument, got: Slots): ForeclosureEntity {
  const saleHit = got.sale?.hit;
  const { deed, holder: mortgagee, original, addresses: { property, contact } } = got;
  const attorneyPerson = got.attorneys.find((p) => p.value.kind === 'person');
  const attorneyFirm = got.attorneys.find((p) => p.value.kind === 'organization');
  const attorneyName = attorneyPerson ?? attorneyFirm;
  const place = got.place ? { ns: got.place.ns, ne: got.place.ne, value: null, source: 'foreclosure:place' } : undefined;
  const date = (h: Hit<DateHitValue> | undefined, rule: string) => (h ? doc.field<DateTimeValue>(h, h.value, rule) : null);
  const address = (h: Hit<AddressValue> | undefined, rule: string) => (h ? doc.field(h, addressValue(doc, h), rule) : null);
  const party = (p: Hit<PartyValue> | undefined, rule: string) => (p ? doc.field(p, p.value.name, rule) : null);
  const printed = (h: Hit<unknown> | undefined, rule: string) => (h ? doc.field<string>(h, undefined, rule) : null);
  const id = (h: Hit<IdentifierValue> | undefined, rule: string) => (h ? doc.field(h, h.value.id, rule) : null);
  return {
    auctionDateTime: date(saleHit, 'foreclosure:sale-date'),
    propertyAddress: address(property, 'foreclosure:property-address'),
    mortgagorName: got.borrowers.map((p) => party(p, 'foreclosure:borrower')!),
    mortgageeName: party(mortgagee, 'foreclosure:holder'),
    originalMortgageeName: party(original, 'foreclosure:original-lender'),
    mortgageeAddress: address(contact.mortgagee.address, 'foreclosure:mortgagee-contact'),
    mortgageePhone: printed(contact.mortgagee.phone, 'foreclosure:mortgagee-contact'),
    mortgageeEmail: contact.mortgagee.email ? doc.field(contact.mortgagee.email, contact.mortgagee.email.value, 'foreclosure:mortgagee-contact') : null,
    attorneyName: party(attorneyName, 'foreclosure:attorney'),
    attorneyFirm: party(attorneyFirm, 'foreclosure:attorney-firm'),
    attorneyAddress: address(contact.attorney.address, 'foreclosure:attorney-contact'),
    attorneyPhone: printed(contact.attorney.phone, 'foreclosure:attorney-contact'),
    deedDate: date(deed, 'foreclosure:deed-date'),
    trusteeName: got.trustees.map((p) => party(p, 'foreclosure:trustee')!),
    auctionLocation: printed(place, 'foreclosure:place'),
    amountDue: got.amount ? doc.field(got.amount, got.amount.value, 'foreclosure:amount-due') : null,
    caseNumber: id(got.caseNumber, 'foreclosure:case-number'),
    parcelNumber: id(got.parcel, 'foreclosure:parcel-number'),
    foreclosureStatus: got.status!,
  };
}
