/**
 * The recognizers, run once per notice: every sale of a list and every slot
 * reads these hits instead of scanning the text again.
 */
import { findAddresses } from '../../recognizers/addresses.js';
import { findDates, findTimes, type DateHitValue } from '../../recognizers/dates.js';
import { findEmails } from '../../recognizers/emails.js';
import { findLotDesignations, capsRows, compileLabels, findLabelledIds, findCourtNumberShapes, findStateFileNumbers, PARCEL_VALUE, type IdentifierValue } from '../../recognizers/identifiers.js';
import { US_STATES } from '../../lexicon/us-states.js';
import { findMoney } from '../../recognizers/money.js';
import { findPhones, type PhoneValue } from '../../recognizers/phones.js';
import { CASE_NUMBER_LABELS, PARCEL_NUMBER_LABELS } from '../../lexicon/identifiers.js';
import type { AddressValue, MoneyValue, TimeValue } from '../../types.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import { longestOf } from '../../text/spans.js';
import { contactRole } from './contact-role.js';
import { NOT_CASE_NUMBER } from './cues/case-number.js';

/** Everything the recognizers found, computed once per notice. */
export interface Found {
  doc: NoticeDocument;
  dates: Hit<DateHitValue>[];
  times: Hit<TimeValue>[];
  addresses: Hit<AddressValue>[];
  phones: Hit<PhoneValue>[];
  emails: Hit<string>[];
  money: Hit<MoneyValue>[];
  caseIds: Hit<IdentifierValue>[];
  /** Unlabelled trustee's file numbers marked with a state's code ("VA-310422-1"): read only where no label names one. */
  fileIds: Hit<IdentifierValue>[];
  parcelIds: Hit<IdentifierValue>[];
  /** Addresses whose own line names them a place of sale (a courthouse): read once per notice, not once per sale. */
  courthouseAddresses: Hit<AddressValue>[];
  /** Addresses by street key, so each sale finds the property's twins without reading every address. */
  addressesByKey: Map<string, Hit<AddressValue>[]>;
  /** Each address by where it ends (the first printed, of two ending at one place). */
  addressesByEnd: Map<number, Hit<AddressValue>>;
  longestAddress: number;
}

const CASE_LABELS = compileLabels(CASE_NUMBER_LABELS);
const CASE_CAPS = capsRows(CASE_NUMBER_LABELS);
const PARCEL_LABELS = compileLabels(PARCEL_NUMBER_LABELS);
const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));

export function recognize(doc: NoticeDocument): Found {
  const times = findTimes(doc);
  const addresses = findAddresses(doc);
  const addressesByKey = new Map<string, Hit<AddressValue>[]>();
  for (const a of addresses) {
    const key = addressKey(a);
    const same = addressesByKey.get(key);
    if (same) same.push(a);
    else addressesByKey.set(key, [a]);
  }
  const addressesByEnd = new Map<number, Hit<AddressValue>>();
  for (const a of addresses) if (!addressesByEnd.has(a.ne)) addressesByEnd.set(a.ne, a);
  return {
    doc,
    times,
    dates: findDates(doc, times),
    addresses,
    // A courthouse cue counts only on the address's own line ("... County Courthouse, 1 Main Plaza").
    courthouseAddresses: addresses.filter((a) => contactRole(doc, a.ns, Math.min(60, a.ns - doc.lineStart(a.ns))) === 'sale'),
    addressesByKey,
    addressesByEnd,
    longestAddress: longestOf(addresses),
    phones: findPhones(doc),
    emails: findEmails(doc),
    money: findMoney(doc),
    caseIds: withCourtNumbers(doc, findLabelledIds(doc, CASE_LABELS, 'id:case', undefined, CASE_CAPS).filter((h) => !NOT_CASE_NUMBER.test(h.value.id))),
    fileIds: findStateFileNumbers(doc, STATE_CODES),
    // A tax map's designation printed whole ("Section 6 Block 2 Lot 17") reads in text order with the labelled numbers.
    parcelIds: [...findLotDesignations(doc), ...findLabelledIds(doc, PARCEL_LABELS, 'id:parcel', PARCEL_VALUE)].sort((a, b) => a.ns - b.ns),
  };
}

/** Number, first street word and ZIP: the same address printed twice in different case or punctuation. */
export function addressKey(a: Hit<AddressValue>): string {
  const v = a.value;
  return `${v.number ?? v.poBox ?? ''}|${(v.streetName ?? '').toLowerCase().split(/\s+/)[0]}|${v.zip ?? ''}`;
}

/** The labelled case numbers, with the court numbers told by their shape that no label already read, in text order. */
function withCourtNumbers(doc: NoticeDocument, labelled: Hit<IdentifierValue>[]): Hit<IdentifierValue>[] {
  const sp = findCourtNumberShapes(doc).filter((h) => !labelled.some((l) => l.ns < h.ne && h.ns < l.ne));
  return sp.length ? [...labelled, ...sp].sort((a, b) => a.ns - b.ns) : labelled;
}
