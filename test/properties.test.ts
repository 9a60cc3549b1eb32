import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extract, normalize, toOriginalSpan } from '../src/index.js';
import { DOMAINS } from '../src/types.js';
import { fields } from './helpers.js';

// Text that looks like notices: notice words, numbers, dates, punctuation and odd characters mixed.
const noticeish = fc
  .array(
    fc.oneof(
      fc.constantFrom('NOTICE OF SALE', 'Grantor(s):', 'executed by', ' and ', ', husband and wife,', 'Plaintiff, vs.', 'Substitute Trustee', 'Date of Sale:', 'at 10:00 AM', 'March 5, 2025', 'the 5th day of', '12 Elm St, Springfield, IL 62701', '(555) 010-2345', 'a/k/a', 'Esq.', 'APN:', 'TS No.', '$1,234.56', '\n', '\r\n', '\u00a0', '\u2019', 'ﬁ', '-\n', '  ', 'Estate of', 'Bid No.', 'www.x.gov', 'a@b.co'),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(' '));

describe('properties over arbitrary text', () => {
  it('normalization maps every character back into the original, in order', () => {
    fc.assert(
      fc.property(fc.oneof(noticeish, fc.string(), fc.string({ unit: 'binary' })), (text) => {
        const t = normalize(text);
        expect(t.map.length).toBe(t.norm.length + 1);
        for (let i = 0; i < t.norm.length; i++) {
          expect(t.map[i]).toBeGreaterThanOrEqual(0);
          expect(t.map[i]).toBeLessThan(text.length);
          if (i > 0) expect(t.map[i]).toBeGreaterThanOrEqual(t.map[i - 1]);
        }
        const span = toOriginalSpan(t, 0, t.norm.length);
        expect(span.end).toBeLessThanOrEqual(text.length);
      }),
      { numRuns: 300 },
    );
  });

  for (const domain of DOMAINS) {
    it(`${domain}: extract never throws and every span slices the input to its text`, () => {
      fc.assert(
        fc.property(fc.oneof(noticeish, fc.string(), fc.string({ unit: 'binary' })), (text) => {
          const { entities } = extract(text, { domain });
          for (const f of fields(entities)) {
            expect(text.slice(f.start, f.end)).toBe(f.text);
            expect(f.start).toBeLessThanOrEqual(f.end);
          }
        }),
        { numRuns: 200 },
      );
    });
  }
});
