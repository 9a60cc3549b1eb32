/** Web addresses, with or without a scheme ("www.city.gov/bids", "bidnet.com"). */
import { matchAll, type Hit, type NoticeDocument } from '../text/document.js';

const TLDS = 'gov|com|org|net|us|edu|info|biz|io|co';
const URL = new RegExp(
  `(?<![@\\w.-])(?:https?://[^\\s<>"'\\])]{1,200}|www\\.[^\\s<>"'\\])]{1,200}|[a-z0-9][a-z0-9-]{0,62}(?:\\.[a-z0-9-]{1,63}){0,4}\\.(?:${TLDS})(?![a-z0-9@-])(?:/[^\\s<>"'\\])]{0,200})?)`,
  'gi',
);

/** A scheme and a host with no dot, cut by a space a scan put in the host ("https://bidhub procureware.com"). */
const HOST_WITHOUT_DOT = /^https?:\/\/[a-z0-9-]+$/i;
/** The rest of that host after the space: a domain and its path. */
const HOST_REST = new RegExp(`^\\s[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})(?![a-z0-9@-])(?:/[^\\s<>"'\\])]{0,200})?`, 'i');

/** A bare domain printed in capitals, as a notice set all in capitals prints it ("ELMTOWN.ORG/BIDS"): a name of three or more characters before a common top-level domain. */
const CAPS_DOMAIN = /^[A-Z0-9][A-Z0-9-]{2,62}(?:\.[A-Z0-9-]{1,63}){0,4}\.(?:GOV|COM|ORG|NET|EDU)(?:\/|$)/;

/**
 * What every match of URL prints: a scheme ("http"), "www." or a dot and a top-level domain. Most notices
 * print none; looking for these few strings costs a fraction of the URL scan, which tries every word of the
 * notice as a host name.
 */
const URL_MARKS = ['http', 'www.', ...TLDS.split('|').map((t) => `.${t}`)];

/** Whether a URL may be printed: one of its marks is, in any case (offsets kept: see text/gated-scan.ts). */
function mayHoldUrl(doc: NoticeDocument): boolean {
  if (doc.lower.length !== doc.norm.length) return true;
  return URL_MARKS.some((mark) => doc.lower.includes(mark));
}

export function findUrls(doc: NoticeDocument): Hit<string>[] {
  const hits: Hit<string>[] = [];
  if (!mayHoldUrl(doc)) return hits;
  for (const m of matchAll(URL, doc.norm)) {
    let text = m[0].replace(/[.,;:]+$/, '');
    if (HOST_WITHOUT_DOT.test(text)) {
      const rest = HOST_REST.exec(doc.norm.slice(m.index + text.length, m.index + text.length + 220));
      if (rest) text += rest[0].replace(/[.,;:]+$/, '');
    }
    // "N.A." or "Inc.com"-like accidents: a bare domain needs a lowercase letter and no capital run.
    if (!/^(?:https?:|www\.)/i.test(text) && !/[a-z]/.test(text.split('.')[0]) && !CAPS_DOMAIN.test(text)) continue;
    // The domain of an e-mail address broken after its "@" is not a website.
    if (/@\s*$/.test(doc.norm.slice(Math.max(0, m.index - 3), m.index))) continue;
    hits.push({ ns: m.index, ne: m.index + text.length, value: text, source: 'url' });
  }
  return hits;
}
