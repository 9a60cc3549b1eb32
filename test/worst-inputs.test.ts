/**
 * What the engine makes of adversarial text (bench/lib/adversarial.ts): one
 * unit repeated, through each pipeline and through auto mode. How long it
 * takes is bench:worst's to measure (time per KB as the input doubles), not
 * a test's; here the output must be sane: every span slices the input to
 * its text, no value swallows the repetition, dates are real dates.
 */
import { describe, expect, it } from 'vitest';
import { extract, type DomainOption } from '../src/index.js';
import { adversarialText, FAMILIES } from '../bench/lib/adversarial.js';
import { fields } from './helpers.js';

/** Enough repetitions to matter (each family repeats hundreds of times), small enough for a test run. */
const SIZE = 12_000;
/** The longest printed value a field may hold: a long title or place runs to a few hundred characters. */
const LONGEST_VALUE = 1_500;
const STANDARD_DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}(?:, (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d)?$/;

const MODES: DomainOption[] = ['foreclosure', 'bids', 'probate', 'auto'];

describe.each(MODES)('%s on adversarial text', (mode) => {
  it.each(FAMILIES.map((f, i) => [f[0], f, i] as const))('%s', (_name, family, i) => {
    const text = adversarialText(family, SIZE, mode, i);
    const result = mode === 'auto' ? extract(text) : extract(text, { domain: mode });
    if (mode !== 'auto') expect(result.domain).toBe(mode);
    for (const f of fields(result.entities)) {
      expect(f.start).toBeGreaterThanOrEqual(0);
      expect(f.start).toBeLessThanOrEqual(f.end);
      expect(f.end).toBeLessThanOrEqual(text.length);
      expect(text.slice(f.start, f.end)).toBe(f.text);
      expect(f.text.length).toBeLessThanOrEqual(LONGEST_VALUE);
      // A date's standard form, the field's own (a date field) or its deadline's.
      const value = f.value as { standardized?: unknown; date?: { standardized: unknown } | null } | null;
      const standard = typeof value === 'object' && value !== null ? value.standardized ?? value.date?.standardized : undefined;
      if (standard !== undefined) expect(standard).toMatch(STANDARD_DATE);
      if (typeof f.value === 'string' && /^\d\d\/\d\d\/\d{4}/.test(f.value)) expect(f.value).toMatch(STANDARD_DATE);
    }
  });
});
