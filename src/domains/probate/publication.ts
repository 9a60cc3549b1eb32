/**
 * The first publication date: after an explicit first-publication label,
 * else after a publication line, else a printed run or insertion tag.
 */
import { gatedMatches } from '../../text/gated-scan.js';
import { within, type Span } from '../../text/spans.js';
import { FIRST_PUB, PUB } from './cue-patterns.js';
import { PUBLICATION_REACH } from './cues/dates.js';
import type { Found } from './recognize.js';
import type { DateTimeValue } from '../../types.js';
import { findInsertionTags, readLoneDate } from './publication-runs.js';

/** Publication dates: an explicit first-publication label, else a publication line, else a printed run. */
/** The first publication date as printed, and its standard form when the text gives a year. */
export interface Publication { span: Span; standardized?: string; date?: DateTimeValue }

export function firstPublication(f: Found, r: Span): Publication | undefined {
  const { doc } = f;
  const dates = within(f.dates, r);
  const firstAfter = (end: number, reach: number, gap: RegExp) =>
    dates.find((d) => d.ns >= end && d.ns - end <= reach && gap.test(doc.norm.slice(end, d.ns)));
  for (const cue of FIRST_PUB) {
    for (const m of gatedMatches(cue, doc, r.ns, r.ne)) {
      const end = m.index + m[0].length;
      const d = firstAfter(end, 16, /^[\s:,]*(?:(?:on\s)?(?:the|this)\s)?$/i);
      if (d) return { span: d, standardized: d.standardized, date: d.date };
      let at = end;
      while (/[\s:,]/.test(doc.norm[at] ?? '')) at++;
      const lone = readLoneDate(doc, at);
      if (lone) return { span: lone };
    }
  }
  for (const cue of PUB) {
    for (const m of gatedMatches(cue, doc, r.ns, r.ne)) {
      const end = m.index + m[0].length;
      const d = firstAfter(end, PUBLICATION_REACH, /^(?![^]*\n\s*\n)(?![^]*[a-z]{3,}\.\s)[^\d]*$/);
      if (d) return { span: d, standardized: d.standardized, date: d.date };
    }
  }
  const run = dates.find((d) => d.run);
  if (run) return { span: run, standardized: run.standardized, date: run.date };
  const tag = findInsertionTags(doc, r.ns, r.ne)[0];
  return tag ? { span: tag } : undefined;
}
