/**
 * A representative's address: printed right after the name (past a role, an
 * introduction, a "c/o" firm), else the address for presenting claims, or
 * the attorney's when claims are served there.
 */
import { matchAll } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { anyOf } from '../../text/escape.js';
import { CLAIMS_ADDRESS, PR_ROLE_AT } from './cue-patterns.js';
import { ADDRESS_INTRO, APPOINTMENT_ADDRESS_LABEL } from './cues/representatives.js';
import { readOfficePlace, readPlace, readPlaceLine, readStreetNoZip } from '../../recognizers/places.js';
import type { Found } from './recognize.js';

/**
 * The address printed right after a name: past a role (", Executrix,"), an
 * introduction ("whose address is"), a "c/o" firm or an "Estate of ..." line.
 */
export function addressAfter(f: Found, pos: number, limit: number): Span | undefined {
  const { doc } = f;
  let p = pos;
  const skip = (rx: RegExp) => {
    const m = rx.exec(doc.norm.slice(p, p + 200));
    if (m) p += m[0].length;
    return !!m;
  };
  skip(/^[\s,]{0,4}/);
  // "Jo Roe, Executor of Estate\n12 Elm St": the role's estate, whether the role was read here or by the caller.
  skip(PR_ROLE_AT);
  skip(/^\s?of\s(?:the\s)?estate(?:\sof\s[^\n]{1,80}?)?(?:,\s|\n)/i);
  skip(/^[\s,.-]{0,4}/);
  // "ALBERT C. ROE, Executor.\n(Address)\n41 Elm Street, Elmton, Mass.": the address's label on a line of its own.
  skip(/^\((?:address|residence|post\soffice\saddress)\)[ \t]*\n/i);
  const intro = ADDRESS_INTRO.exec(doc.norm.slice(p, p + 60));
  const viaIntro = !!intro;
  if (intro) p += intro[0].length;
  skip(/^(?:the\s)?estate\sof\s[^\n]{1,80}\n/i);
  let reach = 3;
  if (skip(/^c\/o:?\s/i)) reach = 160;
  const hit = f.addresses.find((a) => a.ns >= p && a.ns - p <= reach && a.ne <= limit && !doc.norm.slice(p, a.ns).includes('\n\n'));
  if (hit) return hit;
  if (reach > 3) return undefined;
  const street = readStreetNoZip(doc, p);
  if (street) return street;
  if (viaIntro && /\bof\s$/i.test(intro![0])) return readPlace(doc, p - 4);
  if (/^,?\s(?:in|of)\s/i.test(doc.norm.slice(pos, pos + 5))) return readPlace(doc, pos);
  // On the line under a signature and its role: "IDA ROE, Executrix\nEarlville, Iowa".
  if (doc.norm.slice(pos, p).includes('\n')) return readPlaceLine(doc, p);
  return undefined;
}

/** The address an appointment sentence labels after the name ending at `pos` (APPOINTMENT_ADDRESS_LABEL). */
export function appointmentAddress(f: Found, pos: number, limit: number): Span | undefined {
  const label = APPOINTMENT_ADDRESS_LABEL.exec(f.doc.norm.slice(pos, Math.min(limit, pos + APPOINTMENT_REACH)));
  if (!label) return undefined;
  const at = pos + label[0].length;
  return f.addresses.find((a) => a.ns >= at && a.ns - at <= 1 && a.ne <= limit);
}
/** Longer than the label's sentence: a name's role, the estate, the date, "Address:". */
const APPOINTMENT_REACH = 200;

const ADDRESS_LABEL = /^(?:\n|\.\s)?address\s?:/i;
const MY_ADDRESS_IS = /\b(?:my|his|her|their)\s[\w\s]{0,30}address(?:es)?\s(?:is|are)$/i;
/** An attorney's label on the label's line or one of the two above it. */
const ATTORNEY_LINES_ABOVE = /\battorneys?\b[^\n]*(?:\n[^\n]*){0,2}\n$/i;
const ATTORNEY_LINES_REACH = 240;

/** The address printed for presenting claims when the representatives print none of their own. */
export function claimsAddress(f: Found, r: Span): Span | undefined {
  for (const m of matchAll(CLAIMS_ADDRESS, f.doc.norm, r.ns, r.ne)) {
    const end = m.index + m[0].length;
    // "Attorney for Petitioner: Roe Law, PLLC\nTelephone: ...\nAddress: 31 Elm St": the lawyers' block labels their address.
    if (ADDRESS_LABEL.test(m[0]) && ATTORNEY_LINES_ABOVE.test(f.doc.norm.slice(Math.max(r.ns, m.index - ATTORNEY_LINES_REACH), m.index + 1))) continue;
    const office = readOfficePlace(f.doc, end);
    if (office && office.ne <= r.ne) return office;
    const a = f.addresses.find((x) => x.ns >= end && x.ns - end <= 250 && x.ne <= r.ne && !f.doc.norm.slice(end, x.ns).includes('\n\n'));
    if (a) return a;
    // "My residence and post office address is Elm Springs, Texas.": a town and its state, no street.
    const town = MY_ADDRESS_IS.test(m[0]) ? readPlace(f.doc, end, false) : undefined;
    if (town && town.ne <= r.ne) return town;
  }
  return undefined;
}

/**
 * "serve the same ... on said administratrix, or her attorney of record at the address below stated": the address
 * printed with the attorney's signature is where claims go, so it is the representatives' too when they print none.
 */
// Or "presented to the Personal Representative in care of the attorney named below".
const SERVED_AT_ATTORNEYS = anyOf([
  /\battorney(?:'s|’s|\sof\srecord)?,?\sat\sthe\saddress\s(?:below\sstated|stated\sbelow|(?:set\sforth|given|shown|printed)\sbelow)\b/,
  /\b(?:in\scare\sof|c\/o)\s(?:the\s|his\s|her\s|its\s|their\s)?(?:undersigned\sattorneys?|attorneys?\s(?:named|listed|shown|identified)\sbelow)\b/,
], 'i');

export function viaAttorneyAddress<R extends { address?: Span }>(f: Found, r: Span, reps: R[], attorneyAddress: Span | undefined): R[] {
  if (!attorneyAddress || reps.every((x) => x.address) || !SERVED_AT_ATTORNEYS.test(f.doc.norm.slice(r.ns, r.ne))) return reps;
  return reps.map((x) => (x.address ? x : { ...x, address: attorneyAddress }));
}
