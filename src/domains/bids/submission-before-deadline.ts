/**
 * Where notices of a century ago sent bids: a place printed right before the
 * deadline's "until", with no street, ZIP or even state ("will receive
 * sealed proposals at the office of the County Judge in San Marcos until
 * 10 o'clock a. m."). Read only where nothing closed a place by its address.
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import { printed } from './printed.js';

/** "at the office of ...", "at the Auditor's office in ...", "at the court house in ...", up to "until" / "up to" / "not later than". */
const PLACE_THEN_DEADLINE =
  /\bat\s((?:the\s)?(?:(?:[A-Z][\w'’]*\s){1,3})?(?:office|offices|court\s?house|hall|building|residence|store)\b[^.;:]{0,120}?),?\s(?:until|up\s(?:to|until)|not\slater\sthan|before)\s*$/i;
/** Only a place that names something (a capitalised word): "at the office until noon" says nothing of where. */
const NAMED = /\s[A-Z][a-z]/;
/** How far before the deadline the place may start. */
const REACH = 200;

export function placeBeforeDeadline(doc: NoticeDocument, sentenceStart: number, deadline: number): Hit<string> | undefined {
  const from = Math.max(sentenceStart, deadline - REACH);
  const m = PLACE_THEN_DEADLINE.exec(doc.norm.slice(from, deadline));
  if (!m || !NAMED.test(` ${m[1]}`) || /\b(?:opened|read)\b/i.test(m[1])) return undefined;
  const ns = from + m.index + m[0].indexOf(m[1]);
  const ne = ns + m[1].length;
  return { ns, ne, value: printed(doc, ns, ne), source: 'bids:submission-before-deadline' };
}
