/**
 * The role of a contact block (address, phone, e-mail): told by the nearest
 * role cue printed before it (cues/contacts.ts), by a "c/o" that mails it in
 * care of a firm, or by the signature line right above it.
 */
import type { NoticeDocument } from '../../text/document.js';
import { CueTable } from '../shared/cues.js';
import { CONTACT_ROLES, type ContactRole } from './cues/contacts.js';

export const ROLE_CUES = new CueTable(CONTACT_ROLES.map(([p]) => p));

/** The roles whose blocks name the holder and its servicer, never the attorney. */
export const HOLDER_ROLES: ReadonlySet<string> = new Set(['lender', 'servicer']);

/** The role of a contact block at `ns`: the nearest role cue printed before it. */
export function contactRole(doc: NoticeDocument, ns: number, window = 160): ContactRole | undefined {
  let bestEnd = -1;
  let role: ContactRole | undefined;
  for (const m of ROLE_CUES.matches(doc, Math.max(0, ns - window), ns)) {
    if (m.ne >= bestEnd) {
      bestEnd = m.ne;
      role = CONTACT_ROLES[m.row][1];
    }
  }
  return role;
}

/**
 * A signature block: a party's name alone on the line right above the address ("Lone Oak Law, P.L.L.C.\n
 * 400 Elm Road, Suite 3\nMemphis, TN 38120"), the trustee's or the attorney's firm's; a role line and a signer's
 * "By:" line may stand between.
 */
export function signedBy(doc: NoticeDocument, ns: number, names: string[]): boolean {
  let lineEnd = doc.lineStart(ns);
  for (let k = 0; k < SIGNATURE_LINES && lineEnd > 0; k++) {
    const start = doc.lineStart(lineEnd - 1);
    const line = doc.norm.slice(start, lineEnd).trim().replace(/[,.]+$/, '');
    if (line.length > 2 && names.some((n) => n.replace(/[,.]+$/, '') === line)) return true;
    // "Elm Law, PLLC\nSuccessor Trustee\nBy: Jo Roe, Attorney at Law\n12 Elm St": the role and the signer under the name.
    if (!SIGNER_OR_ROLE_LINE.test(line)) return false;
    lineEnd = start;
  }
  return false;
}
/** The name's line, a role line under it and a "By:" line. */
const SIGNATURE_LINES = 3;
const SIGNER_OR_ROLE_LINE = /^(?:by:?\s|(?:attorney-in-fact\s(?:and|&)\s)?(?:substitute\s|successor\s)?trustees?$)/i;

/**
 * A party's name printed right before the address, on the same line ("... Date: 1/28/2031 Elm Foreclosure Services
 * 21 Harbor Blvd, Elmton, CA 92000", a signature a scraper ran on), one of `names`.
 */
export function namedRightBefore(doc: NoticeDocument, ns: number, names: string[]): boolean {
  // "Jo Roe, Attorney at Law, 30 Elm St": the title the name carries stands between it and the address.
  const before = doc.norm.slice(Math.max(0, ns - NAME_BEFORE_REACH), ns).replace(/[\s,]+$/, '').replace(TITLE_AFTER_NAME, '');
  return names.some((n) => n.length > 3 && before.endsWith(n.replace(/[,.]+$/, '')));
}
// Arizona's lawyer-trustees add their bar: "Jo Roe, Attorney at Law, a member of the State Bar of Arizona, 30 Elm St".
const TITLE_AFTER_NAME = /(?:,?\s(?:attorneys?\sat\slaw|an\sattorney|esq\.?|esquire|a\smember\sof\sthe\s(?:state\s)?bar\sof\s[A-Z][a-z]+(?:\s[A-Z][a-z]+)?|(?:successor\s|substitute\s)?trustee))+$/i;
/** Longer than a party's name: how far back a name right before an address is looked for. */
const NAME_BEFORE_REACH = 120;

/**
 * "Current Beneficiary: BANK ("Alias") a corporation organized ... C/O Servicer, Inc. 900 Main St": an address mailed
 * in care of a firm is the address of the party named before "c/o", whose cue may stand further back than a block's.
 */
export function careOfRole(doc: NoticeDocument, ns: number): ContactRole | undefined {
  const from = Math.max(0, ns - 90);
  const careOf = /\bc\/o\s[^\n]{0,80}$/i.exec(doc.norm.slice(from, ns));
  return careOf ? contactRole(doc, from + careOf.index, CARE_OF_ROLE_REACH) : undefined;
}

/** A holder named before "c/o" may be a trust's long name ("Oak Bank as Trustee for the Elm Mortgage Trust 2006-1 Asset-Backed Certificates Series 2006-1"): its cue may stand this far back. */
const CARE_OF_ROLE_REACH = 260;
