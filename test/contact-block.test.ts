import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findContactBlocks, ROLE_PHRASES, type ContactBlock, type ContactRole } from '../src/recognizers/contact-block.js';
import { NoticeDocument } from '../src/text/document.js';

type Fields = Partial<Record<'role' | 'name' | 'firm' | 'address' | 'phone' | 'fax' | 'email' | 'barNumber', string>> & { kind?: ContactRole };

/** The blocks of a text as printed values (whitespace folded), for comparing with a table row. */
function blocks(text: string): Fields[] {
  const doc = new NoticeDocument(text);
  return findContactBlocks(doc).map(({ value: b }) => {
    const out: Fields = {};
    for (const k of ['role', 'name', 'firm', 'address', 'phone', 'fax', 'email', 'barNumber'] as const) {
      const s = b[k];
      if (s) out[k] = doc.valueOf(s.ns, s.ne);
    }
    if (b.role) out.kind = b.role.kind;
    return out;
  });
}

describe('contact block role phrases', () => {
  it.each(ROLE_PHRASES.map(([p, kind, example]) => [example, kind, p] as const))('"%s" is a %s phrase', (example, _kind, pattern) => {
    expect(new RegExp(pattern, 'i').test(example)).toBe(true);
  });
});

describe('contact blocks', () => {
  it.each<[string, string, Fields]>([
    [
      'an attorney block on lines, role last',
      'NOTICE TO CREDITORS\nMaria T. Okafor, State Bar No. 031245\nOKAFOR & DEAN, PLLC\n2210 West Ocotillo Lane, Suite 7\nTempe, AZ 85282\nTelephone: (480) 555-0142\nFax: (480) 555-0143\nmokafor@okafordean.com\nAttorneys for the Personal Representative\n\nIN THE SUPERIOR COURT',
      {
        kind: 'attorney', role: 'Attorneys for the Personal Representative', name: 'Maria T. Okafor', firm: 'OKAFOR & DEAN, PLLC',
        address: '2210 West Ocotillo Lane, Suite 7 Tempe, AZ 85282', phone: '(480) 555-0142', fax: '(480) 555-0143',
        email: 'mokafor@okafordean.com', barNumber: 'State Bar No. 031245',
      },
    ],
    [
      'a scraped run-on line, commas dropped to double spaces',
      'NOTICE TO CREDITORS\nGlen R. Whitaker  Bar No. 018840 WHITAKER LAW GROUP  PLLC 415 North Alma School Road  Suite 12 Chandler  AZ 85224. Telephone: (480) 555-0190 E-mail: glen@whitakerlaw.com Attorney for Petitioner\nIN THE SUPERIOR COURT',
      {
        kind: 'attorney', role: 'Attorney for Petitioner', name: 'Glen R. Whitaker', firm: 'WHITAKER LAW GROUP PLLC',
        phone: '(480) 555-0190', email: 'glen@whitakerlaw.com', barNumber: 'Bar No. 018840',
        address: '415 North Alma School Road Suite 12 Chandler AZ 85224',
      },
    ],
    [
      'a firm signing "By:" for its lawyer, under a representative\'s own signature',
      'DATED this 3rd day of June, 2025.\n/s/ Helen Marsh\nPRATT & VOSS, P.C.\nBy: /s/ Daniel K. Pratt\n880 East Broadway Road\nMesa, AZ 85204\n(480) 555-0177\nAttorneys for Personal Representative',
      {
        kind: 'attorney', role: 'Attorneys for Personal Representative', name: 'Daniel K. Pratt', firm: 'PRATT & VOSS, P.C.',
        address: '880 East Broadway Road Mesa, AZ 85204', phone: '(480) 555-0177',
      },
    ],
    [
      'a self-represented petitioner',
      'Lorna B. Feld  1180 West Palo Verde Drive  Phoenix AZ 85013  Telephone: 602-555-0166  Email Address: lorna.feld@example.net  Representing self  without a lawyer\nSUPERIOR COURT OF ARIZONA',
      { kind: 'self', role: 'Representing self', name: 'Lorna B. Feld', phone: '602-555-0166', email: 'lorna.feld@example.net', address: '1180 West Palo Verde Drive Phoenix AZ 85013' },
    ],
    [
      'a purchasing contact in a bid notice',
      'Questions shall be directed to Ana Ruiz, Purchasing Agent, 100 Civic Center Plaza, Lodi, CA 95240, (209) 555-0110, aruiz@lodi.example.gov.',
      { kind: 'purchasing', role: 'Purchasing Agent', name: 'Ana Ruiz', address: '100 Civic Center Plaza, Lodi, CA 95240', phone: '(209) 555-0110', email: 'aruiz@lodi.example.gov' },
    ],
  ])('%s', (_, text, expected) => {
    const got = blocks(text);
    expect(got).toHaveLength(1);
    expect(got[0]).toEqual(expected);
  });

  it('a city before its state and ZIP is not the person', () => {
    const [b] = blocks('LAW OFFICE OF R. TAM, PLLC\n75 Harbor Road\nPORT JEFFERSON, New York 11777\n(631) 555-0101\nrtam@tamlaw.example\nAttorney for Petitioner');
    expect(b.name).toBeUndefined();
    expect(b.firm).toBe('LAW OFFICE OF R. TAM, PLLC');
  });

  it('the client named right after the role phrase is not the lawyer', () => {
    const [b] = blocks('Telephone: 623-555-0100\nE-mail: office@example-law.com\nNora P. Quist SBN 024411\nAttorneys for Walter J. Emery, Personal Representative');
    expect(b.name).toBe('Nora P. Quist');
  });

  it('prose with a phone number in it is no block', () => {
    expect(blocks('All persons having claims against the estate are required to call the clerk at (480) 555-0100 within four months after the date of first publication of this notice.')).toEqual([]);
  });

  it('two blocks apart are read apart', () => {
    const text = 'Ruth Lane, Esq.\n12 Elm Street, Salem, OR 97301\n(503) 555-0100\nAttorney for Petitioner\n\nAll persons having claims are required to present them within four months.\n\nFor information contact: Sam Ortiz\n40 Pine Avenue, Eugene, OR 97401\n(541) 555-0199';
    const got = blocks(text);
    expect(got.map((b) => [b.kind, b.name])).toEqual([['attorney', 'Ruth Lane'], ['contact', 'Sam Ortiz']]);
  });
});

const blockish = fc
  .array(
    fc.oneof(
      fc.constantFrom('Jane Q. Roe', 'State Bar No. 012345', 'SBN 4411', '#046813', 'ROE & POE, PLLC', 'Law Office of Jane Roe', '12 Elm St, Salem, OR 97301', '1200 Main Street  Suite 4 Mesa  AZ 85201', '(480) 555-0100', 'Fax: (480) 555-0101', 'jane@roe.example', 'Attorneys for the Personal Representative', 'Attorney at Law', 'By: /s/', 'Substitute Trustee', 'Purchasing Agent', 'For information contact:', 'Representing self', '\n', '\n\n', '  ', ', ', 'No. 036184', '(s)'),
      fc.string({ maxLength: 10 }),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(' '));

describe('contact blocks over arbitrary text', () => {
  it('never throws; blocks are ordered and every field lies inside its block and the text', () => {
    fc.assert(
      fc.property(fc.oneof(blockish, fc.string()), (text) => {
        const doc = new NoticeDocument(text);
        const got = findContactBlocks(doc);
        let last = -1;
        for (const b of got) {
          expect(b.ns).toBeGreaterThanOrEqual(0);
          expect(b.ne).toBeLessThanOrEqual(doc.norm.length);
          expect(b.ns).toBeGreaterThan(last - 1);
          last = b.ns;
          for (const k of ['role', 'name', 'firm', 'address', 'phone', 'fax', 'email', 'barNumber'] as Array<keyof ContactBlock>) {
            const s = b.value[k];
            if (!s) continue;
            expect(s.ns).toBeGreaterThanOrEqual(b.ns);
            expect(s.ne).toBeLessThanOrEqual(b.ne);
            expect(s.ns).toBeLessThan(s.ne);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
