import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeName, isValidPartyName } from '../src/recognizers/name-validity.js';

describe('party name validity', () => {
  const passes: Array<[string, 'person' | 'organization']> = [
    ['GINGER S. WILLIAMS', 'person'],
    ['Maria de la Cruz', 'person'],
    ['WENDY R.G. ABBOTT', 'person'],
    ['J. R. Doe, Jr.', 'person'],
    ["Jack O'Neil", 'person'],
    ['DIXIE MAY BOESEN', 'person'],
    ['Carrington Mortgage Services, LLC', 'organization'],
    ['U.S. Bank National Association, as Trustee for Riverbend Trust 2004-1', 'organization'],
    ['Oak Hollow Homeowners Association, Inc.', 'organization'],
    ['Trustee Corps', 'organization'],
    ['Elmwood Trustees, LLC', 'organization'],
    ['Lone Star Title, P.L.L.C.', 'organization'],
    ['Harris County', 'organization'],
    ['The Bank of New York Mellon', 'organization'],
    ['MERS', 'organization'],
    ['Federal Rural Housing Association', 'organization'],
    ['John B. Even, Esq.', 'person'],
  ];
  it.each(passes)('%s passes as %s', (value, kind) => {
    const j = judgeName(value);
    expect(j.valid, j.reason).toBe(true);
    expect(j.kind).toBe(kind);
  });
  const fails = [
    'NOTICE', 'Notice', 'If', 'AN', 'LLC', 'Inc.', 'Substitute Trustee', "NOTICE OF SUBSTITUTE TRUSTEE'S SALE",
    'County Clerk', 'Sheriff', 'Judge Amy Lee', 'THIS INSTRUMENT APPOINTS', 'Notice is hereby given', 'Neither',
    'John Smith, a member of the State Bar', 'An Unmarried Woman', 'Smith', 'For Information Contact', 'Texas Bar No.', '',
    'National Association', 'Homeowners Association', 'One Arizona Center', 'Realty Building', 'Even Smith',
  ];
  it.each(fails)('%j never passes', (value) => {
    expect(isValidPartyName(value)).toBe(false);
  });
  it('a person named from the lexicon is told apart from one passing on shape alone', () => {
    expect(judgeName('Jimmy Page').reason).toBe('person:lexicon');
    expect(judgeName('Zorvath Quintrell').reason).toBe('person:shape');
  });
  it('an initial a scraper glued to the surname keeps a name a name', () => {
    expect(judgeName('Teodora V.Quillon, Esq.')).toMatchObject({ valid: true, kind: 'person' });
    expect(judgeName('V.Quillon')).toMatchObject({ valid: false });
  });
  it('never throws and always says why, whatever the text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (s) => {
      const j = judgeName(s);
      expect(typeof j.reason).toBe('string');
      if (j.valid) expect(['person', 'organization']).toContain(j.kind);
    }));
  });
});
