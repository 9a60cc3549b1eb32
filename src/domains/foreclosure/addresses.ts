/**
 * The sale's addresses told apart: those inside the place of sale (or on a
 * courthouse's line) are neither the property nor a contact; the property's
 * address and its twins (the same address printed again) are no contact;
 * a lawyer who printed no street may print the town under the signature.
 */
import type { PartyValue } from '../../recognizers/names.js';
import { placeUnderSignature } from '../../recognizers/places.js';
import type { AddressValue } from '../../types.js';
import type { Hit } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { contacts, type Contacts } from './contacts.js';
import type { SalePlace } from './place.js';
import { propertyAddress } from './property.js';
import { addressKey, type Found } from './recognize.js';
import { addressesOverlapping, inTextOrder } from './sales.js';

const PREMISES = /\bpremises\b/i;

export interface SaleAddresses { property?: Hit<AddressValue>; contact: Contacts }

export function saleAddresses(f: Found, r: Span, shared: Span | undefined, place: SalePlace | undefined, attorneys: Hit<PartyValue>[], trustees: Hit<PartyValue>[]): SaleAddresses {
  // Only addresses in the text this sale reads (its range, and the notice's shared part after it) can matter.
  const scope = { ns: r.ns, ne: Math.max(r.ne, shared?.ne ?? 0) };
  const courthouses = addressesOverlapping(f.courthouseAddresses, scope, f.longestAddress);
  const inPlace = inTextOrder([...(place ? addressesOverlapping(f.addresses, place, f.longestAddress) : []), ...courthouses]);
  // A sale "at 14 Elm Lane" held on the premises, or "on the premises known as 14 Elm Lane, Elmton, Connecticut": the
  // place is the property's own address, which it does not hide.
  const onPremises = place && inPlace.find((a) => (a.source === 'address:full' || a.source === 'address:city-state') &&
    (place.premises ? a.ns === place.ns : a.ns > place.ns && a.ne <= place.ne && PREMISES.test(f.doc.norm.slice(place.ns, a.ns))));
  // With no cue, the premises' own address is the property, printed with or without its ZIP.
  const property = propertyAddress(f, r, onPremises ? inPlace.filter((a) => a !== onPremises) : inPlace) ?? onPremises;
  const twins = property ? [...addressesOverlapping(f.addressesByKey.get(addressKey(property)) ?? [], scope, f.longestAddress), ...addressesOverlapping(f.addresses, property, f.longestAddress)] : [];
  const exclude = inTextOrder([...inPlace, ...twins]);
  // A firm named "c/o" or speaking "on behalf of" the trustee does not own the contact block printed after it.
  const anchors = attorneys.filter((a) => a.source !== 'name:care-of' && a.source !== 'name:on-behalf');
  const contact = contacts(f, scope, exclude, anchors, trustees.map((t) => t.value.name), attorneys.map((a) => a.value.name));
  contact.attorney.address ??= townUnderSignature(f, anchors);
  return { property, contact };
}

/** "ROE & POE,\nAttorneys for Plaintiff,\nElmton, Wash.": where notices printed no street, the town under the lawyer's signature. */
function townUnderSignature(f: Found, attorneys: Hit<PartyValue>[]): Hit<AddressValue> | undefined {
  for (const a of attorneys) {
    const place = placeUnderSignature(f.doc, a.ne);
    if (place) return { ...place, value: { formatted: f.doc.valueOf(place.ns, place.ne) }, source: 'address:town-under-signature' };
  }
  return undefined;
}
