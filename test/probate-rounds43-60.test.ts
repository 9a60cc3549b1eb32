/**
 * From blind rounds 43 (modern probate notices of Mississippi, Wisconsin, New Mexico, Michigan and Kentucky), 45 (1916
 * notices of Vermont, Wisconsin, Indiana, Michigan and Maine in OCR columns), 48 (modern notices of five more states),
 * 51 (1916 notices of five more), 54 and 57 (modern forms of the wild corpus's states) and 60 (modern notices of five more
 * states); texts written here, names invented.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold(extract(text, { domain: 'probate' }).entities)[0] as Record<string, any>;

describe('round 43', () => {
  it("reads Wisconsin's 'The deadline for filing a claim ... is DATE' and the 'Attorney Jo Roe' signature", () => {
    const g = gold(`STATE OF WISCONSIN, CIRCUIT COURT, ELM COUNTY
IN THE MATTER OF THE ESTATE OF
Jo A. Doe
NOTICE TO CREDITORS (Informal Administration)
Case No. 31PR000100
1. The decedent, with date of death May 2, 2031, was domiciled in Elm County.
2. The deadline for filing a claim against the decedent's estate is September 9, 2031.

Attorney Al B. Roe
Roe Law Office, LLC
12 Oak Road, Suite 2
Elmton, WI 53000
(608) 555-0100`);
    expect(g.claimDeadline).toBe('September 9, 2031');
    expect(g.claimDeadlineStandardized).toBe('09/09/2031');
    expect(g.attorneyName).toBe('Al B. Roe');
    expect(g.attorneyPhone).toBe('(608) 555-0100');
  });

  const KENTUCKY = `Notice is hereby given that on May 7, 2031, Jo Ann Doe, 31 Elm Fork Road, Elmton, KY 41000, was appointed Administratrix of the Estate of Al B. Doe, deceased, whose last address was 31 Elm Fork Road, Elmton, Kentucky. The attorney for the estate is Cy D. Roe, 18 Court Street, Elmton, KY 41000, telephone (606) 555-0100.

All persons having claims against said estate are requested to present them to the said Administratrix or her attorney not later than six (6) months from the date of appointment.`;

  it('reads a representative whose address stands between the name and "was appointed"', () => {
    expect(gold(KENTUCKY).personalRepresentatives).toEqual([{ name: 'Jo Ann Doe', address: '31 Elm Fork Road, Elmton, KY 41000' }]);
  });

  it('reads the lawyer after "The attorney for the estate is", not a town before it', () => {
    expect(gold(KENTUCKY).attorneyName).toBe('Cy D. Roe');
  });

  const NEW_MEXICO = `NOTICE TO CREDITORS
NOTICE IS HEREBY GIVEN that the undersigned has been appointed Personal Representative of this estate. All persons having claims against this estate are required to present their claims within two (2) months after the date of the first publication of this Notice, or the claims will be forever barred.

/s/ Jo A. Doe
Jo A. Doe, Personal Representative
c/o Elm & Oak, P.C.
500 Main Ave NW, Suite 12
Elmton, NM 87000
(505) 555-0100`;

  it('reads the typed name under a signature as one name, not joined to the signed one', () => {
    expect(gold(NEW_MEXICO).personalRepresentatives.map((p: { name: string }) => p.name)).toEqual(['Jo A. Doe']);
  });

  it('reads the law firm the representative is in care of as the attorney where no lawyer is named', () => {
    const g = gold(NEW_MEXICO);
    expect(g.attorneyName).toBe('Elm & Oak, P.C.');
    expect(g.attorneyAddress).toBe('500 Main Ave NW, Suite 12, Elmton, NM 87000');
  });

  it('reads no bank the representative is in care of as the attorney', () => {
    expect(gold(NEW_MEXICO.replace('Elm & Oak, P.C.', 'Elm Valley Bank')).attorneyName).toBeNull();
  });
});

describe('round 45 (1916 notices in OCR columns)', () => {
  it("computes a rule that prints its own start ('having allowed six months from the 12th day of September, 1916')", () => {
    const g = gold(`STATE OF VERMONT,
District of Elm, ss.
The Honorable Probate Court for the
District of Elm:
The Court having allowed six months
from the 12th day of September, 1916,
for the creditors of the estate of Jo
A. Roe, late of Oakton, in said District, deceased, to present their claims
against said estate, the subscriber gives notice that he will meet for that purpose.`);
    expect(g.claimDeadline).toBe('six months from the 12th day of September, 1916');
    expect(g.claimDeadlineStandardized).toBe('03/12/1917');
    expect(g.courtName).toBe('Probate Court for the District of Elm');
  });

  it("reads the signer a 'subscriber ... has been duly appointed' notice ends with, a name line in capitals", () => {
    const g = gold(`NOTICE.
The subscriber hereby gives notice
that she has been duly appointed ex-
ecutrix of the last will and testament
of Al B. Roe, late of Elmton, in the County of Oak, deceased. All persons having demands
against the estate are desired to present the same for settlement.
JO A. ROE,
Elmton, Maine.
September 12, 1916.`);
    expect(g.personalRepresentatives).toEqual([{ name: 'JO A. ROE', address: 'Elmton, Maine' }]);
  });

  it("reads the decedent of 'All claims against X, late of ...'", () => {
    const g = gold(`NOTICE TO CREDITORS.
Notice is hereby given that at a special term of said court there will be heard and considered:
All claims against Otto F. Roe, late
of the town of Elm, in said county, de-
ceased.`);
    expect(g.decedentName).toBe('Otto F. Roe');
  });
});

describe('round 48 (modern notices of Oklahoma, Arkansas, Montana, Nevada and West Virginia)', () => {
  const WEST_VIRGINIA = `NOTICE TO CREDITORS AND BENEFICIARIES
Estate of: Jo Ann Doe, Deceased
Personal Representative: Al B. Doe, 88 Elm Point Road, Elmton, WV 26000
Claims against the estate must be filed within 60 days after the date of the first publication or within 30 days of the service of the notice, whichever is later.
First Publication Date: January 7, 2031
Claim Deadline: March 8, 2031

Cy D. Roe
Fiduciary Supervisor, Elm County Commission`;

  it("reads West Virginia's labelled claim deadline over its rule, and no fiduciary supervisor as a representative", () => {
    const g = gold(WEST_VIRGINIA);
    expect(g.claimDeadline).toBe('March 8, 2031');
    expect(g.claimDeadlineStandardized).toBe('03/08/2031');
    expect(g.personalRepresentatives.map((p: { name: string }) => p.name)).toEqual(['Al B. Doe']);
  });

  it("reads the address claims are mailed to the representative at, 'return receipt requested'", () => {
    const g = gold(`NOTICE TO CREDITORS
In the Matter of the Estate of JO A. DOE, Deceased.
NOTICE IS HEREBY GIVEN that the undersigned has been appointed Personal Representative of the above-named estate. All persons having claims against the said deceased are required to present their claims within four months after the date of the first publication of this notice or said claims will be forever barred.
Claims must either be mailed to Al B. Doe, the Personal Representative, return receipt requested, at 412 West Elm Street, Elmton, Montana 59000, or filed with the Clerk of the above-entitled Court.
/s/ Al B. Doe
Al B. Doe, Personal Representative`);
    expect(g.personalRepresentatives).toEqual([{ name: 'Al B. Doe', address: '412 West Elm Street, Elmton, Montana 59000' }]);
  });
});

describe('round 51 (1916 notices of Georgia, New Hampshire, Massachusetts, South Carolina and Virginia in OCR columns)', () => {
  it("drops a courtesy title from a representative's name", () => {
    const g = gold(`All persons having demands against the estate of Jo N. Doe, deceased, are notified to render in their demands to the undersigned.
This September 4, 1916.
MRS. ELLA B. DOE,
Executrix of Jo N. Doe, dec'd.`);
    expect(g.personalRepresentatives.map((p: { name: string }) => p.name)).toEqual(['ELLA B. DOE']);
  });

  it("reads the signer's town with the date on its line, an address under '(Address)', and a decedent 'of Elm county'", () => {
    expect(gold(`All persons holding claims against the estate of Jo M. Doe, deceased, are notified to present the same to the undersigned on or before the 1st day of November, 1916.
AL B. DOE,
Administrator.
Elmton, S. C., Sept. 14, 1916.`).personalRepresentatives[0].address).toBe('Elmton, S. C.');
    expect(gold(`NOTICE is hereby given that the subscriber has been duly appointed executor of the will of Jo W. Doe late of Elmton in the County of Oak, deceased. All persons having demands upon the estate are required to exhibit the same to
AL C. DOE, Executor.
(Address)
41 Elm Street, Elmton, Mass.`).personalRepresentatives[0].address).toBe('41 Elm Street, Elmton, Mass.');
    expect(gold(`All persons having claims against the estate of the late Jo T. Doe, of Elm county, are requested to present them to the undersigned.
AL H. DOE, Executor,
Elmton, Va.`).decedentName).toBe('Jo T. Doe');
  });
});

describe('round 54 (modern Arizona, Tennessee, Texas and New York forms)', () => {
  it("computes the earlier-of rule from its numbered list printed after a blank line", () => {
    const g = gold(`NOTICE TO CREDITORS
Notice is hereby given that on the 9th day of May, 2031, Letters Testamentary in respect of the Estate of JO A. DOE, who died on April 2, 2031, were issued to the undersigned by the Probate Court of Elm County, Tennessee. All persons having claims against the estate are required to file the same with the Clerk of the above named Court on or before the earlier of the dates prescribed in (1) or (2) otherwise their claims will be forever barred:

(1)(A) Four (4) months from the date of the first publication of this notice; or
(2) Twelve (12) months from the decedent's date of death.

Published May 15 and 22, 2031.`);
    expect(g.claimDeadlineStandardized).toBe('09/15/2031');
  });

  it("reads the lawyer who signs 'By: /s/' under a firm's block labelled with its client's name", () => {
    const g = gold(`NOTICE TO CREDITORS
Notice is hereby given that original Letters Testamentary for the Estate of Jo R. Doe, Deceased, were issued on May 6, 2031, in Cause No. 2031-PC-100, pending in the Probate Court No. 2 of Elm County, Texas, to: Al S. Doe.

Roe Poe, PLLC
Attorneys for Al S. Doe

By: /s/ Cy J. Roe
Cy J. Roe
State Bar No.: 24000001
700 N. Elm Street, Suite 1400
Elmton, Texas 78000
Telephone: (210) 555-0100`);
    expect(g.attorneyName).toBe('Cy J. Roe');
    expect(g.attorneyPhone).toBe('(210) 555-0100');
  });
});

describe("round 57 (modern Arizona, Florida, California, Tennessee and New York forms)", () => {
  it('reads a surname whose particle keeps its case inside a name in capitals', () => {
    expect(gold('NOTICE TO CREDITORS\nEstate of EVELYN R. DeMARCO, Deceased.\nFile No. 2031-2217\nAll persons having claims against the estate are to present them on or before July 12, 2031.').decedentName).toBe('EVELYN R. DeMARCO');
  });

  it("reads the aliases printed with another printing of the decedent's name", () => {
    expect(gold(`NOTICE OF PETITION TO ADMINISTER ESTATE OF
JO EUGENE DOE
Case No. 31PR000118
To all heirs, beneficiaries, creditors, and persons who may otherwise be interested in the will or estate, or both, of JO EUGENE DOE, also known as JO E. DOE.
A PETITION FOR PROBATE has been filed by Al R. Doe in the Superior Court of California, County of Elm.`).decedentAliases).toEqual(['JO E. DOE']);
  });

  it("reads the attorneys' address from 'at the office of his attorneys, FIRM, ADDRESS'", () => {
    expect(gold(`NOTICE TO CREDITORS
Estate of JO R. DOE, Deceased.
Letters Testamentary having been issued on May 5, 2031 to Al A. Doe, as Executor, notice is hereby given to all persons having claims against the estate to present them to the Executor at the office of his attorneys, Roe & Poe, PLLC, 110 West Elm Street, Elmton, New York 13000, on or before July 12, 2031.
Roe & Poe, PLLC, Attorneys for the Executor
(315) 555-0100`).attorneyAddress).toBe('110 West Elm Street, Elmton, New York 13000');
  });
});

describe('round 60 (modern notices of Delaware, Hawaii, North Dakota, South Dakota and Wyoming)', () => {
  it('reads a decedent in a caption boxed by a column of brackets', () => {
    expect(gold(`IN THE MATTER OF THE ESTATE OF        )
JO DEAN ROE,                          )   Probate No. 31-0014
Deceased.                             )

NOTICE TO CREDITORS
Creditors having claims against the estate are required to file them on or before three months after the date of the first publication of this notice.`).decedentName).toBe('JO DEAN ROE');
  });

  it("reads Hawaii's numbered circuit, and a lawyer whose firm is a PLLP above the role line", () => {
    expect(gold('IN THE CIRCUIT COURT OF THE FIRST CIRCUIT\nSTATE OF HAWAII\nIn the Matter of the Estate of\nJO S. ROE, Deceased.\nAll persons having claims against the estate are required to present them within four months after the date of the first publication of this notice.').courtName).toBe('CIRCUIT COURT OF THE FIRST CIRCUIT STATE OF HAWAII');
    expect(gold(`In the Matter of the Estate of Jo T. Roe, Deceased.
NOTICE IS HEREBY GIVEN that the undersigned has been appointed personal representative of the above estate.

Al P. Poe (ND ID 07731)
Poe & Lind, PLLP
314 East Elm Avenue
Elmton, ND 58000
(701) 555-0100
Attorney for the Personal Representative`).attorneyName).toBe('Al P. Poe');
  });
});
