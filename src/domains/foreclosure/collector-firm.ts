/**
 * The firm that says it collects the debt: "THIS LAW FIRM IS ACTING AS A DEBT COLLECTOR" under its signature block,
 * or "ELM & OAK LLC IS A DEBT COLLECTOR" naming a firm that signs one. Georgia's sales under power print no attorney
 * label: the holder sells as the borrower's attorney in fact, and the law firm that drew the notice signs under it.
 */
import { readParties, type PartyValue } from '../../recognizers/names.js';
import { gatedMatches, gated } from '../../text/gated-scan.js';
import type { Hit } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { readPartyBefore } from '../shared/parties.js';
import { LENDER_WORDS } from '../../lexicon/organizations.js';
import { contactRole, HOLDER_ROLES } from './contact-role.js';
import type { Found } from './recognize.js';

const THIS_FIRM = gated(/\bthis\s(?:law\s)?firm\sis\s(?:acting\sas\s)?a\sdebt\scollector\b/gi);
const NAMED_FIRM = gated(/\s(?:is|IS)\s(?:acting\sas\s|ACTING\sAS\s)?(?:a|A)\s(?:debt\scollector|DEBT\sCOLLECTOR)\b/g);
/** How many lines above the statement its signature block may start. */
const BLOCK_LINES = 6;
/** How far back from "is a debt collector" the firm's name may start. */
const NAME_REACH = 80;

export function collectorFirms(f: Found, r: Span): Hit<PartyValue>[] {
  const { doc } = f;
  const out: Hit<PartyValue>[] = [];
  for (const m of gatedMatches(THIS_FIRM, doc, r.ns, r.ne)) {
    const firm = signatureFirmAbove(f, m.index, r);
    if (firm) out.push(firm);
  }
  for (const m of gatedMatches(NAMED_FIRM, doc, r.ns, r.ne)) {
    const p = readPartyBefore(doc, m.index, Math.max(r.ns, m.index - NAME_REACH));
    // A lender or servicer collecting its own debt is the holder, not its lawyer.
    if (!p || p.value.kind !== 'organization' || LENDER_WORDS.test(p.value.name)) continue;
    // The firm must sign a block of its own somewhere: a line opening with its name over an address.
    if (signsBlock(f, p.value.name, r)) out.push({ ...p, source: 'name:collector-firm' });
  }
  return out;
}

/** The firm opening a line, over an address on its line or the next, within a few lines above `at`. */
function signatureFirmAbove(f: Found, at: number, r: Span): Hit<PartyValue> | undefined {
  const { doc } = f;
  let ls = doc.lineStart(at);
  for (let k = 0; k < BLOCK_LINES && ls > r.ns; k++) {
    ls = doc.lineStart(ls - 1);
    const p = blockFirmAt(f, ls);
    if (p) return p;
  }
  return undefined;
}

function blockFirmAt(f: Found, ls: number): Hit<PartyValue> | undefined {
  const { doc } = f;
  const le = doc.lineEnd(ls);
  const p = readParties(doc, ls, le - ls)[0];
  if (!p || p.ns - ls > 1 || p.value.kind !== 'organization' || LENDER_WORDS.test(p.value.name)) return undefined;
  const next = doc.lineEnd(le + 1);
  const address = f.addresses.find((a) => a.source === 'address:full' && a.ns >= p.ne && a.ns <= next);
  if (!address || HOLDER_ROLES.has(contactRole(doc, address.ns, address.ns - p.ne) ?? '')) return undefined;
  return { ...p, source: 'name:collector-firm' };
}

function signsBlock(f: Found, name: string, r: Span): boolean {
  const { doc } = f;
  for (let at = doc.norm.indexOf(name, r.ns); at >= 0 && at < r.ne; at = doc.norm.indexOf(name, at + 1)) {
    if (doc.lineStart(at) === at && blockFirmAt(f, at)) return true;
  }
  return false;
}
