import { describe, expect, it } from 'vitest';
import { insaneReason, leaves } from '../bench/lib/wild.js';

describe('wild-corpus sanity rules (bench/lib/wild.ts)', () => {
  it.each([
    ['trusteeName', 'NOTICE', 'a heading or function word'],
    ['mortgagorName', 'AN', 'a heading or function word'],
    ['mortgageeName', 'LLC.', 'a heading or function word'],
    ['personalRepresentatives.name', 'J.', 'fewer than 3 letters'],
    ['auctionDateTimeStandardized', '02/30/2025', 'not a calendar date'],
    ['dueDate.standardized', '13/01/2025, 10:00:00', 'not a calendar date'],
    ['deedDateStandardized', '01/02/2025, 24:00:00', 'not a calendar date'],
    ['propertyAddress', 'Courthouse', 'an address with no digit'],
  ])('%s %j is insane (%s)', (field, value, why) => {
    expect(insaneReason(field, value)).toBe(why);
  });

  it.each([
    ['trusteeName', 'Ann Lee'],
    ['mortgageeName', 'First Bank, N.A.'],
    ['auctionDateTimeStandardized', '02/29/2024, 10:00:00'],
    ['propertyAddress', 'Village Hall Annex'],
    ['attorneyAddress', '12 Elm St'],
  ])('%s %j passes', (field, value) => {
    expect(insaneReason(field, value)).toBeUndefined();
  });

  it('flattens lists and nested objects into dotted leaves, skipping empty values', () => {
    expect(leaves({ a: 'x', b: ['y', ''], c: { d: 'z', e: null }, f: [{ name: 'n' }] })).toEqual([
      ['a', 'x'], ['b', 'y'], ['c.d', 'z'], ['f.name', 'n'],
    ]);
  });
});
