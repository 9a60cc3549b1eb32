/**
 * A municipality read from an officer's title ("the Marlow City Clerk" gives
 * "Marlow City") where the notice prints the body's formal name elsewhere
 * ("CITY OF MARLOW"): that printing is the agency.
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import { escapeRegExp } from '../../text/escape.js';
import * as C from './cues.js';

interface AgencyValue {
  name: string;
}

/** "Marlow City" read from an officer's title, where the notice prints the body's formal name ("CITY OF MARLOW"): that name. */
export function formalName(doc: NoticeDocument, h: Hit<AgencyValue> | undefined): Hit<AgencyValue> | undefined {
  const m = h && C.PLACE_THEN_KIND.exec(h.value.name);
  if (!h || !m) return h;
  const formal = new RegExp(`\\b${m[2]}\\sof\\s${escapeRegExp(m[1])}\\b`, 'i').exec(doc.norm);
  if (!formal) return h;
  const ne = formal.index + formal[0].length;
  return { ns: formal.index, ne, value: { name: doc.valueOf(formal.index, ne) }, source: 'bids:agency-formal' };
}
