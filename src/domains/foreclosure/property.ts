/**
 * The property's address: the address after the strongest property cue;
 * else the first full address that is no contact's and no place of sale's.
 */
import type { AddressValue } from '../../types.js';
import { textAfter, textBefore, type Hit } from '../../text/document.js';
import { Coverage, withinSorted, type Span } from '../../text/spans.js';
import { compileCues } from '../shared/cues.js';
import { contactRole } from './contact-role.js';
import { PROPERTY_ADDRESS } from './cues/property.js';
import type { Found } from './recognize.js';

/** One pattern per property cue row, strongest first. */
const PROPERTY_ENDS = PROPERTY_ADDRESS.map((row) => compileCues([row], 'end'));
/** How far before an address its property cue or a contact's role cue is read, and after it a phone that makes it a contact. */
const REACH = { cue: 90, role: 70, phone: 20, firm: 24 } as const;

/** The property's address in `r`, never one inside `exclude` (the place of sale). */
export function propertyAddress(f: Found, r: Span, exclude: Span[]): Hit<AddressValue> | undefined {
  const { doc } = f;
  const excluded = Coverage.of(r, exclude);
  const candidates = withinSorted(f.addresses, r).filter((a) => !excluded.overlaps(a.ns, a.ne));
  // The strongest cue wins ("Property Address:" over a heading's "SALE OF"); then the first printed.
  let cued: Hit<AddressValue> | undefined;
  let cueRank = Infinity;
  for (const a of candidates) {
    // "commonly known as No. 1216 Elm Street": an old notice's "No." before the house number is no part of the cue's gap.
    const text = textBefore(doc, a.ns, REACH.cue).replace(HOUSE_NUMBER_LABEL, '');
    const rank = PROPERTY_ENDS.findIndex((re) => re.test(text));
    if (rank >= 0 && rank < cueRank) {
      cued = a;
      cueRank = rank;
    }
  }
  if (cued) return cued.source === 'address:full' ? cued : fullPrinting(candidates, cued) ?? cued;
  return candidates.find((a) => a.source === 'address:full' && !isOffice(a.value) && !['attorney', 'lender', 'servicer', 'trustee', 'sale'].includes(contactRole(doc, a.ns, REACH.role) ?? '') &&
    !FIRM_RIGHT_BEFORE.test(textBefore(doc, a.ns, REACH.firm)) && !/^\s*\(?\d{3}\)?[\s.-]\d{3}/.test(textAfter(doc, a.ne, REACH.phone)));
}

/**
 * "TRUSTEE'S SALE OF 12 ELM LANE, OAKTON, VA 22000 ... known as 12 ELM LANE.": a stronger cue before a street
 * line with no city names the same property; its full printing (same number and street word) is the address.
 */
function fullPrinting(candidates: Hit<AddressValue>[], street: Hit<AddressValue>): Hit<AddressValue> | undefined {
  const word = (a: AddressValue) => (a.streetName ?? '').toLowerCase().split(/\s+/)[0];
  return candidates.find((a) => a.source === 'address:full' && a.value.number !== undefined && a.value.number === street.value.number && word(a.value) === word(street.value));
}

const HOUSE_NUMBER_LABEL = /\s(?:No\.|Number)\s?$/;

/** A post office box or a suite is an office's address (a firm's, a servicer's), never the mortgaged home. */
const isOffice = (a: AddressValue) => a.poBox !== undefined || /\b(?:suite|ste)\b/i.test(a.formatted);

/** "QUILLON MORTGAGE LLC, 7420 Heron Waters Blvd", "Elm Valley Bank,\n400 Broad Street": an address printed right after a company's or a bank's name is theirs. */
const FIRM_RIGHT_BEFORE = /\b(?:LLC|L\.L\.C|Inc|Corp|Corporation|N\.A|LLP|PLLC|P\.C|LP|Bank|BANK|Credit\sUnion|CREDIT\sUNION)\.?\s?,?\s*$/;
