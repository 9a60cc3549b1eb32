/**
 * The estates of a notice: a combined notice to creditors lists several,
 * each under its own heading.
 */
import type { NoticeDocument } from '../../text/document.js';
import { gatedMatches } from '../../text/gated-scan.js';
import type { Span } from '../../text/spans.js';
import { HEADINGS } from './cue-patterns.js';
import { readDecedent } from './decedent.js';
import { sameName } from './same-name.js';
import type { Found } from './recognize.js';

/** One estate as the slot fillers see it: the notice's hits, the estate's range, where shared slots are looked for. */
export interface Estate {
  found: Found;
  range: Span;
  /**
   * The estate, then (in a combined notice) the whole notice: court, first
   * publication and claim rule are printed once for all the estates.
   */
  scopes: Span[];
}

/** A reader of shared slots: what it finds in a scope depends on nothing else. */
export type ScopeReader<T> = (f: Found, s: Span) => T | undefined;

/**
 * The first value `read` finds, scope by scope. Each scope is read once per
 * notice: every estate of a combined notice falls back to the same whole
 * notice, and reading it again would find the same value.
 */
export function firstInScopes<T>(e: Estate, read: ScopeReader<T>): T | undefined {
  const reads = e.found.doc.memo(scopeReads);
  if (!reads.has(read)) reads.set(read, new Map());
  const byScope = reads.get(read)! as Map<string, T | undefined>;
  for (const s of e.scopes) {
    const key = `${s.ns}:${s.ne}`;
    if (!byScope.has(key)) byScope.set(key, read(e.found, s));
    const v = byScope.get(key);
    if (v !== undefined) return v;
  }
  return undefined;
}
const scopeReads = (): Map<ScopeReader<unknown>, Map<string, unknown>> => new Map();

/**
 * Cuts a combined notice into estates: each starts at a line-start estate
 * heading naming a decedent not named before. One estate (the whole notice)
 * unless two or more different decedents head lines.
 */
export function splitEstates(doc: NoticeDocument): Span[] {
  const starts: Array<{ at: number; name: string }> = [];
  for (const m of gatedMatches(HEADINGS, doc)) {
    const d = readDecedent(doc, m.index + m[0].length, doc.norm.length);
    if (!d) continue;
    const name = doc.norm.slice(d.name.ns, d.name.ne);
    if (starts.some((s) => sameName(s.name, name))) continue;
    starts.push({ at: doc.lineStart(m.index + (doc.norm[m.index] === '\n' ? 1 : 0)), name });
  }
  if (starts.length < 2) return [{ ns: 0, ne: doc.norm.length }];
  return starts.map((s, i) => ({ ns: s.at, ne: starts[i + 1]?.at ?? doc.norm.length }));
}
