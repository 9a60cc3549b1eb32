/**
 * Bid, RFP, solicitation, project and contract numbers. Three printed forms:
 * a label and a number ("Bid No. 2031-17": the label goes), a solicitation
 * prefix fused to the number ("ITB-FY31-02": the prefix stays), and a
 * contract named by its number ("Contract 7": the word stays, as the name).
 * Newspaper ad numbers have labels of their own ("Ad #", "Legal No.") that
 * are not read.
 */
import { compileLabels, findLabelledIds } from '../../recognizers/identifiers.js';
import { matchAll, type Hit, type NoticeDocument } from '../../text/document.js';
import * as C from './cues.js';

export interface BidNumberValue {
  /** The number as it goes into `bidNumber`. */
  id: string;
  /** Where the label started, for lines made only of a label and number. */
  labelStart: number;
}

const LABELS = compileLabels(C.BID_NUMBER_LABELS);

/** The next number of a list under one label: "Nos. 2031-01, 2031-02 and 2031-03", "SAP 023-615-012 and SAP 023-070-003". */
const LIST_NEXT = /^(?:,\s?(?:and\s|&\s)?|\s(?:and|&)\s)((?:[A-Z]{1,4}\s)?\d[\w-]*)/;
/** How many numbers one label may list. */
const MAX_LISTED = 8;
/** A number's shape: its letters, and each digit as 9 ("SAP 999-999-999"). */
const shape = (id: string) => id.replace(/\d/g, '9');

/** Numbers listed after a labelled one, each printed in the same shape (so "No. 5, 2031" lists nothing). */
function listedAfter(doc: NoticeDocument, from: number, first: string, labelStart: number): Hit<BidNumberValue>[] {
  const out: Hit<BidNumberValue>[] = [];
  for (let at = from; out.length < MAX_LISTED; ) {
    const m = LIST_NEXT.exec(doc.norm.slice(at, at + 40));
    if (!m || shape(m[1]) !== shape(first)) break;
    const ns = at + m[0].length - m[1].length;
    out.push({ ns, ne: ns + m[1].length, value: { id: m[1], labelStart }, source: 'bids:number-listed' });
    at = ns + m[1].length;
  }
  return out;
}

/** The plan room's listing ids printed in the notice. */
function planRoomIds(doc: NoticeDocument): Set<string> {
  // Most notices name no plan room: a plain search for its name spares them the pattern.
  if (!doc.lower.includes('quest')) return new Set();
  return new Set([...matchAll(C.PLAN_ROOM_ID, doc.norm)].map((m) => m[1]));
}

export function findBidNumbers(doc: NoticeDocument): Hit<BidNumberValue>[] {
  const hits: Hit<BidNumberValue>[] = [];
  for (const h of findLabelledIds(doc, LABELS, 'bids:number')) {
    // The shared reader may run on across a line break into the next line's number ("RS\n2031 ROAD").
    const nl = h.value.id.indexOf('\n');
    let id = (nl < 0 ? h.value.id : h.value.id.slice(0, nl)).replace(/[.,;:]+$/, '');
    // Highway letting numbers keep their double hyphens ("L-2031-04--22-10"), where the shared reader stops.
    const more = /^(?:-{1,2}[A-Za-z0-9()]+)+/.exec(doc.norm.slice(h.ns + id.length, h.ns + id.length + 40));
    if (more) id += more[0];
    if (!/\d/.test(id)) continue;
    const labelStart = doc.norm.lastIndexOf(h.value.label, h.ns);
    hits.push({ ns: h.ns, ne: h.ns + id.length, value: { id, labelStart }, source: h.source });
    hits.push(...listedAfter(doc, h.ns + id.length, id, labelStart));
  }
  for (const re of [C.PREFIXED_NUMBER, C.FUNDING_DESIGNATED]) {
    for (const m of matchAll(re, doc.norm)) {
      hits.push({ ns: m.index, ne: m.index + m[0].length, value: { id: m[0], labelStart: m.index }, source: 'bids:number-prefixed' });
    }
  }
  for (const m of matchAll(C.NAMED_CONTRACT, doc.norm)) {
    hits.push({ ns: m.index, ne: m.index + m[0].length, value: { id: m[0], labelStart: m.index }, source: 'bids:number-contract' });
  }
  // A prefixed number inside a labelled one ("Solicitation Number: ITB-FY31-02") is one number.
  hits.sort((a, b) => a.ns - b.ns || b.ne - a.ne);
  const planRoom = planRoomIds(doc);
  const out: Hit<BidNumberValue>[] = [];
  for (const h of hits) if (!planRoom.has(h.value.id) && !out.some((o) => h.ns < o.ne && o.ns < h.ne)) out.push(h);
  return out;
}

/** The numbers once each, in printed order (the same number printed twice is one entry). */
export function distinctNumbers(hits: Hit<BidNumberValue>[]): Hit<BidNumberValue>[] {
  const seen = new Set<string>();
  return hits.filter((h) => {
    const key = h.value.id.toLowerCase().replace(/\s+/g, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
