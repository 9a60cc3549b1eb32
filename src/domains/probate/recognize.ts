/**
 * The recognizer hits of one notice, found once and shared by every estate
 * and every slot: dates, addresses (with the PO boxes and spelled streets
 * probate adds), phones, e-mails and attorneys' contact blocks.
 */
import { findAddresses } from '../../recognizers/addresses.js';
import { findContactBlocks, type ContactBlock } from '../../recognizers/contact-block.js';
import { findCalendarDates, type DateHitValue } from '../../recognizers/dates.js';
import { findEmails } from '../../recognizers/emails.js';
import { findPhones, type PhoneValue } from '../../recognizers/phones.js';
import type { AddressValue } from '../../types.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import type { DateCand } from './date-candidates.js';
import { extendSpelledStreet, findBoxAddresses, trimAddressStart } from '../../recognizers/places.js';
import { findLooseRuns, type LooseDate } from './publication-runs.js';

/** Everything the recognizers found, computed once per notice. */
export interface Found {
  doc: NoticeDocument;
  dates: DateCand[];
  addresses: Hit<AddressValue>[];
  phones: Hit<PhoneValue>[];
  emails: Hit<string>[];
  /** Signature / contact blocks whose role phrase makes them an attorney's. */
  attorneyBlocks: Hit<ContactBlock>[];
}

export function recognize(doc: NoticeDocument): Found {
  const dates: DateCand[] = findCalendarDates(doc).map((h: Hit<DateHitValue>) => ({
    ns: h.ns, ne: h.ne, standardized: h.value.standardized, date: h.value, run: h.value.runEnd !== undefined, source: h.source,
    legal: h.source === 'date:legal-day-of',
  }));
  const taken = dates.map((d) => ({ ns: d.ns, ne: d.ne }));
  const loose = findLooseRuns(doc, taken).map((h: Hit<LooseDate>) => ({
    ns: h.ns, ne: h.ne, standardized: h.value.standardized, run: true, source: h.source, legal: false,
  }));
  const addresses = withBoxes(doc, findAddresses(doc).filter((a) => a.source === 'address:full').map((a) => ({ ...a, ...extendSpelledStreet(doc, trimAddressStart(doc, a)) })));
  // A NANP area code never starts with 0 or 1: "001234 1500" is a bar number and a house number.
  const phones = findPhones(doc).filter((p) => !/^[01]/.test(p.value.digits));
  const emails = findEmails(doc);
  return {
    doc,
    dates: [...dates, ...loose].sort((a, b) => a.ns - b.ns),
    addresses,
    phones,
    emails,
    attorneyBlocks: findContactBlocks(doc, { phones, emails, addresses }).filter((b) => b.value.role?.kind === 'attorney'),
  };
}

/** Adds the one-line PO boxes the shared address finder misses, in text order. */
function withBoxes(doc: NoticeDocument, hits: Hit<AddressValue>[]): Hit<AddressValue>[] {
  const boxes = findBoxAddresses(doc).filter((b) => !hits.some((h) => h.ns < b.ne && b.ns < h.ne))
    .map((b) => ({ ...b, value: { formatted: doc.valueOf(b.ns, b.ne) }, source: 'probate:po-box' }));
  return [...hits, ...boxes].sort((a, b) => a.ns - b.ns);
}
