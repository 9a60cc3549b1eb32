/** The date of death: the first date printed after a death cue ("who died on"). */
import { within } from '../../text/spans.js';
import type { Span } from '../../text/spans.js';
import { DEATH_END } from './cue-patterns.js';
import { beforeDate, type DateCand } from './date-candidates.js';
import type { Found } from './recognize.js';

export function dateOfDeath(f: Found, r: Span): DateCand | undefined {
  return within(f.dates, r).find((d) => !d.run && DEATH_END.test(beforeDate(f.doc, d.ns, 50)));
}
