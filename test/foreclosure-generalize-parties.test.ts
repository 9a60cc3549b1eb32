/**
 * Parties of unseen foreclosure notices read by shared cue rows and readers (texts written here; names, places and
 * firms invented): the trustee, the holder and the original lender, the borrowers, the attorney and the firm.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;
const SALE = 'NOTICE OF TRUSTEE\'S SALE\nThe property at 12 Wren Hollow Road, Pellston, OH 44001 will be sold at public auction on June 3, 2027 at 10:00 a.m. at the north door of the Ashby County Courthouse.\n';

describe('the officer who sells', () => {
  const LIST = `SHERIFF'S SALE OF REAL ESTATE
On Friday, May 7, 2027, at 10:00 AM, in the Ashby County Services Center, 2 Court Street, Elmford, Pennsylvania, the following will be sold.
SALE NO. 1
Case No. 27-1001
The property at 14 Birch Lane, Elmford, PA 19000, owned by Jo A. Roe.
SALE NO. 2
Case No. 27-1002
The property at 16 Birch Lane, Elmford, PA 19000, owned by Al B. Poe.
Terms: ten percent down.
MARGO T. QUILL, SHERIFF
Sheriff's Office, Elmford, PA`;
  it('a list names its sheriff once, under the last sale: every sale has that officer', () => {
    const sales = toGold(extract(LIST, { domain: 'foreclosure' }).entities) as Array<Record<string, unknown>>;
    expect(sales).toHaveLength(2);
    expect(sales.map((s) => s.trusteeName)).toEqual([['MARGO T. QUILL'], ['MARGO T. QUILL']]);
  });
  it.each([
    ['the office before the name, the county on the next line', 'Sheriff Margo T. Quill\nAshby County, Pennsylvania', 'Margo T. Quill'],
    ['a public trustee', 'DATE: 03/02/2027\nMARGO T. QUILL, Public Trustee in and for the County of Ashby, State of Colorado', 'MARGO T. QUILL'],
    ['an agent of a judicial sales corporation', 'an agent for Ashby Judicial Sales Corporation will at 10:30 AM on May 4, 2027 sell at public auction', 'Ashby Judicial Sales Corporation'],
  ])('%s', (_kind, line, name) => {
    expect(gold(`${SALE}${line}\n`).trusteeName).toEqual([name]);
  });
  it('the public trustee\'s office is a place, not a signer', () => {
    expect(gold(`${SALE}Bids are taken at the Ashby County Public Trustee's Office.\n`).trusteeName).toEqual([]);
  });
});

describe('the original trustee', () => {
  it('is replaced, not the one who sells: the substitutes appointed "in their stead" are', () => {
    const g = gold(`APPOINTMENT OF SUBSTITUTE TRUSTEE and NOTICE OF TRUSTEE'S SALE
The undersigned hereby removes the original trustee and appoints in their stead: Elm Solutions, LLC, Oak Posting LLC, or any one of them, as Substitute Trustee.
Date: 6/2/2027
Grantor(s): JO A. ROE
Original Trustee: ALBERT Q. POE
Current Mortgagee: Birch Home Loans, LLC`);
    expect(g.trusteeName).toEqual(['Elm Solutions, LLC', 'Oak Posting LLC']);
  });
});

describe('the plaintiff in a caption', () => {
  it.each([
    ['with commas', 'ELM GARDENS ASSOCIATION, an Arizona non-profit corporation, Plaintiff, vs. JO ROE, Defendant.'],
    ['with the commas scraped into spaces', 'ELM GARDENS ASSOCIATION  an Arizona non-profit corporation  Plaintiff(s) vs. JO ROE  a married man  Defendant(s)'],
  ])('%s', (_kind, caption) => {
    const g = gold(`SHERIFF'S NOTICE OF SALE\n${caption}\nThe sale is on June 2, 2027 at 10:00 A.M. at the front door of the Court Building.\n`);
    expect(g.mortgageeName).toBe('ELM GARDENS ASSOCIATION');
    expect(g.mortgagorName).toEqual(['JO ROE']);
  });
});

describe('the law firm heading a signature block', () => {
  it('is the firm of the lawyer on the line under it', () => {
    const g = gold(`${SALE}Pembroke Vail, P.C.\nDelia M. Arroway, Attorney at Law\nGrant Holloway, Attorney at Law\n5500 Preston Road\nDallas, TX 75205\n`);
    expect(g.attorneyName).toBe('Delia M. Arroway');
    expect(g.attorneyFirm).toBe('Pembroke Vail, P.C.');
  });
  it('is no firm when the line above is not a law firm\'s', () => {
    const g = gold(`${SALE}Birch Home Loans, Inc.\nDelia M. Arroway, Attorney at Law\n5500 Preston Road\nDallas, TX 75205\n`);
    expect(g.attorneyFirm).toBeNull();
  });
});

describe('the holder now', () => {
  it.each([
    ['an assignment printed as a label, over the form\'s "Mortgagee:"', 'MORTGAGEE: Elm Registration Systems, Inc., as mortgagee, as nominee for Oak Lending, Inc.\nASSIGNMENTS OF MORTGAGE: Assigned to: Birch Home Loans, LLC; Dated: May 1, 2026', 'Birch Home Loans, LLC'],
    ['a label set in a column, its value ending with the line', 'Current Holder of Evidence of Debt      BIRCH TRAIL BANK\nDate of Deed of Trust                   June 22, 2021', 'BIRCH TRAIL BANK'],
    ['the holder "by assignment from A to B"', 'of which mortgage the undersigned is the present holder by assignment from Elm Registration Systems, Inc., as nominee for Oak Lending, LLC, its successors and assigns, to Birch Bank, N.A., recorded with said Registry', 'Birch Bank, N.A.'],
    ['California\'s "beneficial interest ... is now held by"', 'MORTGAGE ELECTRONIC REGISTRATION SYSTEMS, INC., AS NOMINEE FOR OAK VALLEY FUNDING, INC. The beneficial interest under said Deed of Trust is now held by Birch\nHome Servicing, LLC, which has executed and delivered a written Declaration of Default', 'Birch Home Servicing, LLC'],
    ['"of which mortgage X ... is the present holder"', 'of which mortgage Birch Loan Trust 2021-B, by Oak Fiduciary Services, N.A., as Owner Trustee, is the present holder by assignment', 'Birch Loan Trust 2021-B'],
  ])('%s', (_kind, text, holder) => {
    expect(gold(`${SALE}${text}\n`).mortgageeName).toBe(holder);
  });
});

describe('a signature block: the lawyer, and the firm on a line of its own next to the lawyer\'s', () => {
  it.each([
    ['the firm under the lawyer and a state bar number', '/s/ Delia M. Arroway\nDelia M. Arroway, State Bar No. 24000777\nPEMBROKE VAIL, PLLC\n5500 Preston Road\nDallas, TX 75205\n(214) 555-0190\nAttorneys for Birch Home Loans, LLC', 'Delia M. Arroway', 'PEMBROKE VAIL, PLLC'],
    ['the firm over a lawyer who signs "By:"', 'PEMBROKE VAIL, P.A.\nBy: Delia M. Arroway\nAttorneys for Mortgagee\n7600 Elm Avenue South, Suite 350\nEdina, MN 55435', 'Delia M. Arroway', 'PEMBROKE VAIL, P.A.'],
    ['a bracketed bar number, the title, then the firm', 'Delia M. Arroway (0081234)\nAttorney for Plaintiff\nPembroke Vail Co., LPA\n50 South Main Street, Suite 500\nAkron, OH 44308', 'Delia M. Arroway', 'Pembroke Vail Co., LPA'],
    ['Colorado\'s sentence naming the attorney', 'The name, address, business telephone number and bar registration number of the attorney(s) representing the legal holder of the indebtedness is:\nDelia M. Arroway #40217\nPembroke Vail Legal Group LLC\n9250 East Elm Avenue, Suite 300, Greenwood Village, CO 80112', 'Delia M. Arroway', 'Pembroke Vail Legal Group LLC'],
    ['a firm that signs ", ATTORNEYS"', 'PEMBROKE & VAIL, LLC, ATTORNEYS\n1040 ROUTE 9, SUITE 2A\nOLD BRIDGE, NJ 08857\n(732) 555-0114', 'PEMBROKE & VAIL, LLC', 'PEMBROKE & VAIL, LLC'],
  ])('%s', (_kind, block, name, firm) => {
    const g = gold(`${SALE}\n${block}\n`);
    expect(g.attorneyName).toBe(name);
    expect(g.attorneyFirm).toBe(firm);
  });
});

describe('the borrowers', () => {
  it.each([
    ['a caption with its case number after "vs."', 'ELM HOME CAPITAL, LLC, Plaintiff, vs. Case No. 2027-FC-000100 JO A. DOE, AL B. DOE, ASHBY DEPARTMENT OF REVENUE, and UNKNOWN OWNERS AND NON-RECORD CLAIMANTS, Defendants.', ['JO A. DOE', 'AL B. DOE']],
    ['a caption "v. No. ..." with an a/k/a', 'ELM MORTGAGE CORP. Plaintiff v. No. 2027-CV-00100-MF JO A. DOE a/k/a JO DOE and AL B. DOE Defendants', ['JO A. DOE', 'AL B. DOE']],
    ['the owners the title is vested in', 'TITLE TO SAID PREMISES IS VESTED IN Jo A. Doe and Al B. Doe, husband and wife, by Deed from Bo Roe, dated June 30, 2006.', ['Jo A. Doe', 'Al B. Doe']],
    ['"executed and delivered a Deed of Trust", with no "certain"', 'WHEREAS, on February 17, 2016, JO ANN DOE, A SINGLE WOMAN, executed and delivered a Deed of Trust conveying to AL ROE, as Trustee, the real property', ['JO ANN DOE']],
    ['a label on the line under the names', 'Grantor(s): JO A. DOE and AL B. DOE\nDeed of Trust Instrument/Reference No.: 20190812000455', ['JO A. DOE', 'AL B. DOE']],
  ])('%s', (_kind, text, names) => {
    expect(gold(`${SALE}${text}\n`).mortgagorName).toEqual(names);
  });
});

describe('the original lender', () => {
  it.each([
    ['MERS labelled as original mortgagee, as nominee for the lender', 'Original Mortgagee: MORTGAGE ELECTRONIC REGISTRATION SYSTEMS, INC., AS NOMINEE FOR ELM HOME LOANS, LLC, ITS SUCCESSORS AND ASSIGNS', 'ELM HOME LOANS, LLC'],
    ['MERS "as beneficiary, as nominee for"', 'Original Beneficiary: Mortgage Electronic Registration Systems, Inc., as beneficiary, as nominee for Elm Home Loans, LLC, its successors and assigns', 'Elm Home Loans, LLC'],
    ['a note payable to the lender', 'a Deed of Trust executed by Jo Doe securing a note payable to Elm Piedmont Bank, default having occurred', 'Elm Piedmont Bank'],
  ])('%s', (_kind, text, lender) => {
    expect(gold(`${SALE}${text}\n`).originalMortgageeName).toBe(lender);
  });
});

describe('a lawyer and the firm run onto one line', () => {
  it('are two parties: the lawyer and the firm', () => {
    const g = gold(`${SALE}ELM TRUSTEE SERVICES, LLC Substitute Trustee For information contact: Delia M. Arroway Pembroke, Vail & Quill, P.C. 2311 Elm Blvd., Suite 500 Arlington, Virginia 22201 703-555-4000\n`);
    expect(g.attorneyName).toBe('Delia M. Arroway');
    expect(g.attorneyFirm).toBe('Pembroke, Vail & Quill, P.C.');
  });
});

describe('who made a subdivision', () => {
  it('is no borrower', () => {
    const g = gold(`${SALE}the real property described as: Lot numbered 60 in Square numbered 5612 in a subdivision made by Calvin B. Hartwell and Arthur S. Cudworth, as per plat recorded in Liber 122 at folio 162.\n`);
    expect(g.mortgagorName).toEqual([]);
  });
});
