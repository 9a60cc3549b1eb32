import { describe, expect, it } from 'vitest';
import { extract, InputTooLargeError, InvalidInputError, isNoticeExtractorError, NoticeExtractorError, UnknownDomainError } from '../src/index.js';

describe('typed errors', () => {
  it('empty text gives an empty result', () => {
    expect(extract('', { domain: 'foreclosure' }).entities).toEqual([]);
    expect(extract('   \n\t ', { domain: 'bids' }).entities).toEqual([]);
  });
  it('text over the limit throws InputTooLargeError', () => {
    const err = (() => { try { extract('x'.repeat(101), { domain: 'probate', maxLength: 100 }); } catch (e) { return e; } })();
    expect(err).toBeInstanceOf(InputTooLargeError);
    expect(err).toBeInstanceOf(NoticeExtractorError);
    expect((err as InputTooLargeError).code).toBe('input_too_large');
    expect(isNoticeExtractorError(err)).toBe(true);
  });
  it('a non-string throws InvalidInputError', () => {
    for (const bad of [null, undefined, 42, { text: 'x' }, ['x'], Buffer.from('x')]) {
      expect(() => extract(bad as unknown as string, { domain: 'foreclosure' })).toThrow(InvalidInputError);
    }
  });
  it('an unknown domain throws UnknownDomainError', () => {
    expect(() => extract('x', { domain: 'zoning' as 'bids' })).toThrow(UnknownDomainError);
    expect(() => extract('x', { domain: 42 as unknown as 'bids' })).toThrow(UnknownDomainError);
    // No options at all means auto-detection, not an error.
    expect(extract('x').domain).toBe('other');
  });
  it('type guards reject foreign errors', () => {
    expect(isNoticeExtractorError(new Error('x'))).toBe(false);
    expect(isNoticeExtractorError('input_too_large')).toBe(false);
  });
});
