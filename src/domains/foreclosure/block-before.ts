/** What a signature block prints right before its title line ("Attorneys for Plaintiff"): its address, then contact lines. */
import { textBefore, type Hit } from '../../text/document.js';
import type { AddressValue } from '../../types.js';
import type { Found } from './recognize.js';

/** Phone, fax and e-mail lines closing a signature block, each on its own line, right before a title line. */
const CONTACT_LINES_BEFORE = /(?:\n[ \t]*(?:(?:tel(?:ephone)?|phone|fax|ph|[tfe])\.?\s?:?\s?)?(?:\(?\d{3}\)?[\s.-]?\d{3}[.-]\d{4}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)[ \t]*){1,3}\s*$/i;
/** How far back those lines are looked for. */
const CONTACT_LINES_REACH = 120;
/** The length of the contact lines right before `at`, or 0. */
export function contactLinesBefore(doc: Found['doc'], at: number): number {
  const m = CONTACT_LINES_BEFORE.exec(textBefore(doc, at, CONTACT_LINES_REACH));
  return m ? m[0].length : 0;
}

/** How far before a cue an address may end, a comma and a space between. */
const ADDRESS_GAP = 2;

/** The address that ends right before `at` (at most a comma and a space between), looked up by its end. */
export function addressEndingRightBefore(f: Found, at: number): Hit<AddressValue> | undefined {
  for (let ne = at; ne >= at - ADDRESS_GAP; ne--) {
    if (ne < at && !/[\s,]/.test(f.doc.norm[ne])) break;
    const a = f.addressesByEnd.get(ne);
    if (a) return a;
  }
  return undefined;
}
