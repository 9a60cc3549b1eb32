/** The date of the mortgage / deed of trust: the first date with a deed cue before or after it that is not the sale date. */
import type { DateHitValue } from '../../recognizers/dates.js';
import { textAfter, textBefore, type Hit } from '../../text/document.js';
import { withinSorted, type Span } from '../../text/spans.js';
import { compileCues, overlapping } from '../shared/cues.js';
import { DEED_DATE_AFTER, DEED_DATE_BEFORE } from './cues/deed.js';
import { CLERK_STAMP_DATE } from './cues/sale.js';
import type { Found } from './recognize.js';

const DEED_BEFORE_END = compileCues(DEED_DATE_BEFORE, 'end');
const DEED_AFTER_START = compileCues(DEED_DATE_AFTER, 'start');
/** How far the cues are read around a date: a deed's clause may run long between "Deed of Trust" and "dated". */
const REACH = { recorded: 20, before: 280, after: 240, conveyance: 120 } as const;
/** A deed of conveyance, then its date. */
const CONVEYANCE_DATED = /\b(?:warranty|quit\s?claim|grant|bargain\sand\ssale|executor['’]?s|administrator['’]?s|fiduciary)\sdeed\b(?:[^.;]|(?<=\b[A-Z])\.){0,80}?\bdated(?:\son)?[\s,]*$/i;

export function deedDate(f: Found, r: Span, sale?: Hit<DateHitValue>): Hit<DateHitValue> | undefined {
  const { doc } = f;
  for (const d of withinSorted(f.dates, r)) {
    // A clerk's received stamp ("JAN 09 2027") printed by the heading is no date of the deed the heading's words name.
    if (d.value.runEnd !== undefined || (sale && overlapping(d, sale)) || CLERK_STAMP_DATE.test(doc.norm.slice(d.ns, d.ne))) continue;
    // "recorded on <date>": the date the deed was recorded, not made.
    if (/recorded(?:\son)?[\s,]*$/i.test(textBefore(doc, d.ns, REACH.recorded))) continue;

    // "conveyed to Jo Roe by Warranty Deed of Al Poe dated April 29, 2015": the deed that conveyed the land, not the mortgage.
    if (CONVEYANCE_DATED.test(textBefore(doc, d.ns, REACH.conveyance))) continue;
    if (DEED_BEFORE_END.test(textBefore(doc, d.ns, REACH.before)) || DEED_AFTER_START.test(textAfter(doc, d.ne, REACH.after))) return d;
  }
  return undefined;
}
