import { describe, expect, it } from 'vitest';
import {
  BID_FIELDS, classify, extract, InputTooLargeError, InvalidInputError, isNoticeExtractorError, NoticeExtractorError, sanitizeText, toGold, toWire,
  UnknownDomainError,
} from '../src/index.js';
import * as errors from '../src/errors.js';

/** What `fn` throws (undefined when it returns). */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}

/** `fn` throws the library's InvalidInputError, which the type guard recognises. */
function expectInvalidInput(fn: () => unknown) {
  const e = thrown(fn);
  expect(e).toBeInstanceOf(InvalidInputError);
  expect(isNoticeExtractorError(e)).toBe(true);
  expect((e as InvalidInputError).code).toBe('invalid_input');
}


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

describe('every entry point checks its input (issue 11 item 8)', () => {
  it('classify of null or undefined throws InvalidInputError, not a TypeError', () => {
    expectInvalidInput(() => classify(null as unknown as string));
    expectInvalidInput(() => classify(undefined as unknown as string));
  });
  it('classify of a number throws InvalidInputError instead of answering "other"', () => {
    expectInvalidInput(() => classify(123 as unknown as string));
    expectInvalidInput(() => classify({ text: 'NOTICE TO CREDITORS' } as unknown as string));
  });
  it('toWire of objects that are not entities throws InvalidInputError', () => {
    expectInvalidInput(() => toWire('bids', [{}] as never));
    expectInvalidInput(() => toWire('foreclosure', [{}] as never));
    expectInvalidInput(() => toWire('probate', [null] as never));
    expectInvalidInput(() => toWire('bids', null as never));
    // Every field there, but a list holding something else than fields.
    const odd = { ...Object.fromEntries(BID_FIELDS.map((f) => [f, null])), bidNumber: [null] };
    expectInvalidInput(() => toWire('bids', [odd] as never));
  });
  it('toWire and toGold still render what extract returns', () => {
    const { entities } = extract('NOTICE TO CREDITORS\nEstate of JOHN A. DOE, Deceased.\nCase No. 2025-CP-0123', { domain: 'probate' });
    expect(toWire('probate', entities)).toHaveLength(entities.length);
    expect(toGold(entities)).toHaveLength(entities.length);
    expect(toGold([])).toEqual([]);
  });
  it('toGold of a non-list throws InvalidInputError', () => {
    expectInvalidInput(() => toGold(null as never));
    expectInvalidInput(() => toGold('entities' as never));
  });
  it('sanitizeText of a non-string throws InvalidInputError', () => {
    expectInvalidInput(() => sanitizeText(null as unknown as string));
    expectInvalidInput(() => sanitizeText(42 as unknown as string));
    expect(sanitizeText('a \r\n b')).toBe('a\nb');
  });
  it('a maxLength that is not a length throws InvalidInputError instead of turning the limit off', () => {
    for (const maxLength of [NaN, -1, 1.5, '100' as unknown as number]) {
      expectInvalidInput(() => extract('x'.repeat(10), { domain: 'bids', maxLength }));
    }
    expect(thrown(() => extract('x'.repeat(10), { domain: 'bids', maxLength: 5 }))).toBeInstanceOf(InputTooLargeError);
    expect(extract('x'.repeat(10), { domain: 'bids', maxLength: Infinity }).entities).toEqual([]);
  });
  it('isNoticeExtractorError knows every subclass without a list of names', () => {
    class LaterError extends NoticeExtractorError {
      override name = 'LaterError';
    }
    expect(isNoticeExtractorError(new LaterError('later', 'x'))).toBe(true);
    // Every error class the module exports, present or future.
    const classes = Object.values(errors).filter((v): v is typeof NoticeExtractorError => typeof v === 'function' && v.prototype instanceof Error);
    expect(classes.length).toBeGreaterThanOrEqual(4);
    for (const C of classes) expect(isNoticeExtractorError(Object.create(C.prototype, { code: { value: 'x' } }))).toBe(true);
    // A look-alike with the same name and code is not one of ours.
    const fake = Object.assign(new Error('x'), { name: 'InvalidInputError', code: 'invalid_input' });
    expect(isNoticeExtractorError(fake)).toBe(false);
  });
});
