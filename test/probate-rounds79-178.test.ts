/**
 * Mechanisms from blind rounds 79, 82, 85, 88, 91, 94, 97, 100, 106, 109, 112, 115, 118, 121, 124, 127, 130, 133, 136, 139, 142, 145, 148, 151, 154, 157, 160, 163, 166, 169, 172 and 178 (probate notices: a modern Maryland register of wills notice, a Kansas notice
 * of hearing and notice to creditors, an Iowa notice of appointment of administrator, a 1910s Tennessee notice to
 * creditors, a Colorado notice to creditors; a scraped Arizona notice with co-representatives, a Tennessee chancery
 * notice, a New York administration citation in two columns, an Indiana notice of administration, a 1910s Oregon
 * notice; 1910s South Dakota, North Dakota and New York notices to creditors; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { computeDeadline, parseDeadlineRule } from '../src/domains/probate/deadlines.js';

const gold = (text: string) => toGold('probate', extract(text, { domain: 'probate' }).entities)[0] as Record<string, any>;

describe('round 79', () => {
  it('counts a rule from the second publication when the notice labels its date', () => {
    const rule = parseDeadlineRule('by the later to occur of four months from the second publication of this notice or one month from the date of mailing of this notice')!;
    expect(rule.terms.map((t) => t.from)).toEqual(['secondPublication', 'service']);
    expect(computeDeadline(rule, { secondPublication: { year: 2026, month: 11, day: 26 } })).toBe('03/26/2027');
    expect(computeDeadline(rule, {})).toBeUndefined();
    const text = `THE IOWA DISTRICT COURT FOR ELM COUNTY
PROBATE NO. ESPR000001
IN THE MATTER OF THE ESTATE OF JO ROE, Deceased.
You are hereby notified that on November 9, 2026, the undersigned was appointed administrator of the estate.
Creditors having claims against the estate shall file them with the clerk, and unless so filed by the later to occur of four months from the second publication of this notice or one month from the date of mailing of this notice a claim is thereafter forever barred.
Al Roe, Administrator of the Estate
Date of second publication: November 26, 2026`;
    const g = gold(text);
    expect(g.claimDeadlineStandardized).toBe('03/26/2027');
    expect(g.courtName).toBe('IOWA DISTRICT COURT FOR ELM COUNTY');
  });

  it('takes the firm, not the client signing above it with a role, as the attorney', () => {
    const text = `IN THE DISTRICT COURT OF ELM COUNTY, KANSAS
In the Matter of the Estate of
JO ROE, Deceased
Case No. EL-2026-PR-000001
NOTICE OF HEARING AND NOTICE TO CREDITORS
You are notified that a Petition has been filed in this Court by Ann Roe, one of the heirs of Jo Roe, deceased.
All creditors of the decedent are notified to exhibit their demands against the Estate within four months from the date of first publication of this notice.
Ann Roe, Petitioner
POE & PELL, CHTD.
12 W. Main Street
Elmton, Kansas 67999
(620) 555-0100
Attorneys for Petitioner`;
    expect(gold(text).attorneyName).toBe('POE & PELL, CHTD.');
  });
});

describe('round 82', () => {
  const CITATION = "STATE OF NEW YORK SURROGATE'S COURT      COUNTY OF ELM _______________   ADMINISTRATION PROCEEDING, Estate of        CITATION   JO A. ROE        File No. 2026-001                    Deceased. _______________ THE PEOPLE OF THE STATE OF NEW YORK  TO  Unknown distributees of Jo A. Roe. A petition having been duly filed by Ann Poe, who is domiciled at 1 Elm Street, Elmton, New York 13999, YOU ARE HEREBY CITED TO SHOW CAUSE before the Surrogate's Court of Elm County, at 2 Court Street, Elmton, New York, on December 15, 2026, at 9:30 a.m., why Letters of Administration should not be granted to Ann Poe.";

  it("skips a caption column's heading run in before the decedent ('Estate of      CITATION   JO A. ROE')", () => {
    expect(gold(CITATION).decedentName).toBe('JO A. ROE');
  });

  it('takes the court the body names whole over a caption set in two columns', () => {
    expect(gold(CITATION).courtName).toBe("Surrogate's Court of Elm County");
    const oneColumn = CITATION.replace("SURROGATE'S COURT      COUNTY OF ELM", "SURROGATE'S COURT, ELM COUNTY");
    expect(gold(oneColumn).courtName).toBe("SURROGATE'S COURT, ELM COUNTY");
  });

  it("reads the representative's residence as where claims go ('to me at my residence near Elm Rock, Oregon')", () => {
    const text = `NOTICE TO CREDITORS.
Notice is hereby given that the undersigned has been appointed executor of the estate of Amos Roe, deceased, by the County Court of Elm County, Oregon. All persons having claims against said estate are hereby notified to present the same, duly verified, to me at my residence near Elm Rock, Oregon, within six months from the date of the first publication of this notice.
HENRY ROE, Executor.`;
    expect(gold(text).personalRepresentatives).toEqual([{ name: 'HENRY ROE', address: 'my residence near Elm Rock, Oregon' }]);
  });
});

describe('round 85', () => {
  it("reads the cause number a dash joins to the caption ('Deceased.—No. 2214.') and keeps a city a column broke whole", () => {
    const text = `NOTICE TO CREDITORS.
In the Superior Court of the State of Washington, in and for Elm County.
In the Matter of the Estate of Jo Roe, Deceased.—No. 2214.
Notice is hereby given that the undersigned has been appointed executrix of the estate of Jo Roe, deceased, and that all persons having claims against the said deceased are required to serve the same on said executrix, or on her attorney of record, at the address below stated, within six months after the date of first publication of this notice.
ANN ROE, Executrix.
R. J. POE, Attorney for Executrix,
Address: 14 Orchard Block, Elm
Falls, Washington.`;
    const g = gold(text);
    expect(g.caseNumber).toBe('2214');
    expect(g.attorneyAddress).toBe('14 Orchard Block, Elm Falls, Washington');
  });

  it("takes partners titled as lawyers after 'c/o' as the estate's attorney ('c/o Roe & Poe, Attorneys, 12 Elm St')", () => {
    const text = `NOTICE TO CREDITORS
ESTATE OF JO ROE
Notice is hereby given that on the 21st day of October, 2026, Letters of Administration in respect of the Estate of Jo Roe, who died on July 30, 2026, were issued to the undersigned by the Probate Court of Elm County, Tennessee. All persons having claims against the Estate are required to file the same within four (4) months from the date of the first publication of this notice.
Ann Roe, Administratrix
c/o Lane & Pryor, Attorneys, 118 N. Elm Street, Elmton, TN 37999`;
    const g = gold(text);
    expect([g.attorneyName, g.attorneyAddress]).toEqual(['Lane & Pryor', '118 N. Elm Street, Elmton, TN 37999']);
  });
});

describe('round 88', () => {
  it('reads a foreign personal representative appointed by a court of another state', () => {
    const text = `NOTICE TO CREDITORS OF APPOINTMENT OF FOREIGN PERSONAL REPRESENTATIVE
NOTICE IS HEREBY GIVEN that the Circuit Court of Elm County, Virginia, appointed Ann B. Roe, 1 Stone Court, Elmton, VA 20999, as the Executor of the Estate of Jo Roe, who died on August 14, 2026.
All persons having claims against the decedent must file their claims with the Register of Wills for Oak County on or before the earlier of the following dates: (1) Six months from the date of the decedent's death.
Ann B. Roe, Foreign Personal Representative`;
    expect(gold(text).personalRepresentatives).toEqual([{ name: 'Ann B. Roe', address: '1 Stone Court, Elmton, VA 20999' }]);
  });

  it('reads a firm labelled as attorney with its suffix whole, and an alias before a wide gap', () => {
    const text = "CITATION  File No. 2026-0001  SURROGATE'S COURT - ELM COUNTY  THE PEOPLE OF THE STATE OF NEW YORK  TO: Unknown heirs at law of Ida M. Roe a/k/a Ida Roe  A petition having been duly filed by Al Roe, residing at 1 Elm Row, Elmton, New York 12999, YOU ARE HEREBY CITED TO SHOW CAUSE why a decree should not be made in the estate of Ida M. Roe, lately domiciled at 1 Elm Row, Elmton, New York.  Attorney for Petitioner: Poe Lyle, PLLC, 7 Broadway, Elmton, New York 12999, (518) 555-0171";
    const g = gold(text);
    expect(g.decedentAliases).toEqual(['Ida Roe']);
    expect(g.attorneyName).toBe('Poe Lyle, PLLC');
  });
});

describe('round 91', () => {
  it("reads a court whose county name a column broke with no hyphen ('Gas\\nconade Bend county')", () => {
    const text = `NOTICE OF LETTERS OF ADMINISTRATION.
Notice is hereby given that letters of administration on the estate of Jo Roe, deceased, were granted to the undersigned on the 6th day of November, 1916, by the probate court of Gas
conade Bend county, Missouri.
All persons having claims against said estate are required to exhibit them within six months after the date of said letters.
ANN ROE, Administratrix.`;
    expect(gold(text).courtName).toBe('probate court of Gas conade Bend county, Missouri');
  });
});

describe('round 94', () => {
  const notice = (signature: string) => `NOTICE TO CREDITORS.
Estate of John Roe, deceased.
Notice is hereby given by the undersigned, executrix of the estate of John Roe, deceased, to the creditors of, and all
persons having claims against, the said deceased, to exhibit them with the necessary vouchers within six months after
the first publication of this notice, to the said executrix at the office of Elm & Oak, her attorneys, in the city of
Elm Point, in said county.
MARY ROE, Executrix.
${signature}`;

  it("reads a town and state closing the lawyers' signature line as their address, not as a lawyer", () => {
    const g = gold(notice('Elm & Oak, Attorneys for Execu-\ntrix, Elm Point, S. D.'));
    expect(g.attorneyName).toBe('Elm & Oak');
    expect(g.attorneyAddress).toBe('Elm Point, S. D.');
  });

  it("reads the office claims go to when it ends at the caption's county ('in said county')", () => {
    expect(gold(notice('Elm & Oak, Attorneys.')).personalRepresentatives).toEqual([
      { name: 'MARY ROE', address: 'the office of Elm & Oak, her attorneys, in the city of Elm Point, in said county' },
    ]);
  });
});

describe('round 97', () => {
  it("joins the lines of an office read in prose with a space, though a line ends in 'Court'", () => {
    const text = `NOTICE TO CREDITORS.
In the matter of the estate of John Roe, deceased.
Notice is hereby given by the undersigned, Mary Roe, administratrix of the estate of John Roe, deceased, to the
creditors of said deceased, to exhibit them with the necessary vouchers, within six months after the first
publication of this notice, to said administratrix at the office of the Judge of the County Court
in the court house at Elm Crossing, in said county.
MARY ROE, Administratrix.`;
    expect(gold(text).personalRepresentatives[0].address).toBe('the office of the Judge of the County Court in the court house at Elm Crossing, in said county');
  });
});

describe('round 100', () => {
  const text = `NOTICE TO CREDITORS.
Pursuant to an order of Hon. Jo
Roe, Surrogate of the County
of Elm Falls, notice is hereby given to all persons having claims
against Mary Doe, late of the town of Oakton, deceased, that they are
required to present the same, with the vouchers thereof, to the subscriber, the executrix of, &c., of
said deceased, at her residence in the village of Elm Mills, in said
county, on or before the 1st day of December, 1916.
ANN DOE, Executrix.`;

  it("reads the surrogate's office as the court where no court is named", () => {
    expect(gold(text).courtName).toBe('Surrogate of the County of Elm Falls');
  });

  it("reads the residence claims go to past the executrix's role and its '&c.'", () => {
    expect(gold(text).personalRepresentatives).toEqual([{ name: 'ANN DOE', address: 'her residence in the village of Elm Mills, in said county' }]);
  });
});

describe('round 106', () => {
  const text = `NOTICE OF APPOINTMENT OF PERSONAL REPRESENTATIVES AND NOTICE TO CREDITORS
IN THE SUPERIOR COURT OF THE STATE OF ARIZONA IN AND FOR THE COUNTY OF PINAL
In the Matter of the Estate of: JANE ROE  Deceased.
1. Appointment: MARC A. ROE and CLAIRE ROE-ORTIZ  whose address is 2740 W. Copper Basin Road  Elmton  AZ 85199  were appointed Co-Personal Representatives of this estate by the Court on March 15  2027.
2. Notice to Creditors: All persons having claims against the estate are required to present their claims within four months after the date of the first publication of this notice or the claims will be forever barred.
Published: March 25  April 1  8  2027`;

  it('gives co-representatives named before "whose address is" that address, each', () => {
    const address = '2740 W. Copper Basin Road Elmton AZ 85199';
    expect(gold(text).personalRepresentatives).toEqual([{ name: 'MARC A. ROE', address }, { name: 'CLAIRE ROE-ORTIZ', address }]);
  });

  it("reads a run whose first month prints one day before the next month's ('March 25  April 1  8  2027')", () => {
    expect(gold(text)).toMatchObject({ firstPublicationDate: 'March 25', firstPublicationDateStandardized: '03/25/2027', claimDeadlineStandardized: '07/25/2027' });
  });
});

describe('round 109', () => {
  it("reads the first publication from the rule's own day ('to-wit, within six months after the 6th day of October, 1916')", () => {
    const text = `NOTICE TO CREDITORS.
In the Superior Court of the State of Washington, for Elm County.
In the Matter of the Estate of Ole J. Roe, Deceased.
Notice is hereby given that the undersigned has been appointed executrix of the estate of Ole J. Roe, deceased, and that
all persons having claims against said deceased are hereby required to serve the same on said executrix, or her attorney
of record, at the address below stated, within six months after the date of first publication of this notice, to-wit,
within six months after the 6th day of October, 1916.
INGA ROE, Executrix.
JO POE, Attorney for Executrix,
Address: 208 Harbor Block, Mount
Vernon Falls, Washington.`;
    const g = gold(text);
    expect(g).toMatchObject({ firstPublicationDate: '6th day of October, 1916', firstPublicationDateStandardized: '10/06/1916', claimDeadlineStandardized: '04/06/1917' });
    expect(g.attorneyAddress).toBe('208 Harbor Block, Mount Vernon Falls, Washington');
  });

  it("skips the estates a citation cites, and gives two petitioners the addresses printed in turn", () => {
    const text = `CITATION
THE PEOPLE OF THE STATE OF NEW YORK, By the Grace of God Free and Independent
TO: Estate of Ann Roe; Heirs at law of John Roe, whose names are unknown
A petition having been duly filed by Al Roe and Eve Roe Poe, who are domiciled at 14 Elm Terrace, Elmton, New York 12099, and 9 Oak Road, Oakton, New York 12099,
YOU ARE HEREBY CITED TO SHOW CAUSE why a decree should not be made in the estate of John Roe, lately domiciled at 14 Elm Terrace, Elmton, New York 12099, admitting to probate a Will.`;
    const g = gold(text);
    expect(g.decedentName).toBe('John Roe');
    expect(g.personalRepresentatives).toEqual([
      { name: 'Al Roe', address: '14 Elm Terrace, Elmton, New York 12099' },
      { name: 'Eve Roe Poe', address: '9 Oak Road, Oakton, New York 12099' },
    ]);
  });
});

describe('round 112', () => {
  it("leaves an executor without the 'Address:' line of the attorney's block", () => {
    const text = `CITATION
SURROGATE'S COURT, ELM COUNTY
File No. 2024-1187/C
TO: Ann Roe; all persons interested in the estate of Karl E. Roe, deceased
YOU ARE HEREBY CITED TO SHOW CAUSE why the account of proceedings of Thomas R. Roe, as Executor of the estate of Karl E. Roe, deceased, should not be judicially settled.
Attorney for Petitioner: Oak Law, PLLC
Telephone: 716-555-0150
Address: 31 Third Street, Elmton, New York 14799`;
    const g = gold(text);
    expect(g.personalRepresentatives).toEqual([{ name: 'Thomas R. Roe', address: null }]);
    expect(g.attorneyAddress).toBe('31 Third Street, Elmton, New York 14799');
  });
});

describe('round 115', () => {
  it('reads the petitioner who "has filed with the above-named Court a Petition"', () => {
    const text = 'NOTICE OF HEARING ON PETITION FOR FORMAL PROBATE OF WILL\nIN THE SUPERIOR COURT OF THE STATE OF ARIZONA IN AND FOR THE COUNTY OF MARICOPA\nIn the Matter of the Estate of: JOHN ROE  Deceased.\nNOTICE IS GIVEN that ANN ROE-POE has filed with the above-named Court a Petition for Formal Probate of Will and Formal Appointment of Personal Representative.';
    expect(gold(text).personalRepresentatives).toEqual([{ name: 'ANN ROE-POE', address: null }]);
  });

  it("keeps a heading's last word out of the court on the next line ('NOTICE OF PROBATE\\nSURROGATE'S COURT')", () => {
    const text = "NOTICE OF PROBATE\nSURROGATE'S COURT OF THE STATE OF NEW YORK, COUNTY OF ELM\nFile No. 2027-0412\nNotice is hereby given that the Last Will and Testament of Mary Roe, late of the Town of Elmton, deceased, has been admitted to probate.";
    expect(gold(text).courtName).toBe("SURROGATE'S COURT OF THE STATE OF NEW YORK, COUNTY OF ELM");
  });
});

describe('round 118', () => {
  it('reads a lawyer signing with a bar number after "#" and the law office under the name', () => {
    const text = 'NOTICE TO CREDITORS\nIN THE COUNTY COURT OF ELM COUNTY, NEBRASKA\nIN THE MATTER OF THE ESTATE OF JANE ROE, Deceased.\nCreditors of this Estate must file their claims with this Court on or before September 22, 2027, or be forever barred.\nAnn B. Poe, #24417\nPOE LAW OFFICE\n410 W. Third Street, Elmton, NE 68899\n(308) 555-0122';
    expect(gold(text)).toMatchObject({ attorneyName: 'Ann B. Poe', attorneyAddress: '410 W. Third Street, Elmton, NE 68899', attorneyPhone: '(308) 555-0122' });
  });
});

describe('round 121', () => {
  it('reads a Michigan lawyer signing with a "P" bar number, and the block under the name', () => {
    const text = 'STATE OF MICHIGAN\nPROBATE COURT\nCOUNTY OF ELM\nNOTICE TO CREDITORS\nTO ALL CREDITORS:\nNOTICE TO CREDITORS: The decedent, JOHN ROE, died August 14, 2027.\nCreditors of the decedent are notified that all claims against the estate will be forever barred unless presented to Ann Roe, personal representative, within 4 months after the date of publication of this notice.\nDate: September 8, 2027\nBeth A. Poe P66218\nPoe Estate Law PLLC\n5170 Elm Crossing, Suite 2\nElmton, MI 49099\n(269) 555-0124';
    expect(gold(text)).toMatchObject({ attorneyName: 'Beth A. Poe', attorneyAddress: '5170 Elm Crossing, Suite 2, Elmton, MI 49099', attorneyPhone: '(269) 555-0124' });
  });
});

describe('round 124', () => {
  it("reads Utah's attorney of record named in the ways to present claims, with the block signed under the name", () => {
    const text = "NOTICE TO CREDITORS\nEstate of John Roe, Deceased\nProbate No. 273900871\nAnn Roe, whose address is 18 Elm Drive, Elmton, Utah 84099, has been appointed Personal Representative of the above-entitled estate. Creditors of the estate are hereby notified to: (1) deliver or mail their written claims to the Personal Representative at the address above; (2) deliver or mail their written claims to the Personal Representative's attorney of record, Beth A. Poe, at 310 South Main Street, Suite 1400, Elmton, Utah 84199; or (3) file their written claims with the Clerk of the Third District Court in Elm County within three months after the date of first publication of this notice or be forever barred.\nDate of first publication: November 3, 2027.\nBeth A. Poe\nPOE & ROE, P.C.\n(801) 555-0136\nbpoe@poeroe.example";
    expect(gold(text)).toMatchObject({ attorneyName: 'Beth A. Poe', attorneyAddress: '310 South Main Street, Suite 1400, Elmton, Utah 84199', attorneyPhone: '(801) 555-0136', attorneyEmail: 'bpoe@poeroe.example' });
  });
});

describe('round 127', () => {
  it("reads a public administrator's petition, its office's address and 'Counsel to the Public Administrator'", () => {
    const text = "CITATION\nFile No. 2027-3391/A\nTO: Distributees of JOHN ROE, deceased\nA petition having been duly filed by the Public Administrator of Elm County, who has an office at 360 Elm Row, Room 1207, Elmton, New York 11299,\nYOU ARE HEREBY CITED TO SHOW CAUSE before the Surrogate's Court, Elm County, on January 19, 2028, why a decree should not be made in the estate of JOHN ROE granting Letters of Administration.\nAnn Poe, Chief Clerk\nCounsel to the Public Administrator: Roe & Poe LLP, 16 Court Row, Suite 900, Elmton, New York 11299, (718) 555-0193";
    expect(gold(text)).toMatchObject({
      personalRepresentatives: [{ name: 'Public Administrator of Elm County', address: '360 Elm Row, Room 1207, Elmton, New York 11299' }],
      attorneyName: 'Roe & Poe LLP',
    });
  });

  it('reads a scraped signature run onto the typed name as one representative', () => {
    const text = 'NOTICE TO CREDITORS In the Matter of the Estate of: JOHN ROE, Deceased. NOTICE IS HEREBY GIVEN that ANN ROE has been appointed Personal Representative of this Estate. DATED: October 19, 2027. /s/ Ann Roe ANN ROE, Personal Representative.';
    expect(gold(text).personalRepresentatives.map((p: { name: string }) => p.name.toLowerCase())).toEqual(['ann roe']);
  });

  it("reads an old court's term day that claims are adjusted on, with no date to standardize", () => {
    const text = "ADMINISTRATOR'S NOTICE.\nEstate of John Roe, deceased.\nThe undersigned, having been appointed administrator of the estate of John Roe, deceased, hereby gives notice that he will appear before the county court of Elm county, at the court house in Elmton, at the Novem-\nber term, on the first Monday in No-\nvember next, at which time all persons having claims against said estate are notified and requested to attend for the purpose of having the same adjusted.\nAL ROE, Administrator.";
    expect(gold(text)).toMatchObject({ claimDeadline: 'the first Monday in No- vember next', claimDeadlineStandardized: null });
  });
});

describe('round 130', () => {
  it("reads Tennessee's general sessions court as the court", () => {
    const text = 'NOTICE TO CREDITORS\nESTATE OF JOHN ROE\nNotice is hereby given that on the 5th day of November, 2027, Letters of Administration in respect of the Estate of JOHN ROE were issued to the undersigned by the General Sessions Court of Elm County, Tennessee, Probate Division, Docket No. 27-P-1184.';
    expect(gold(text).courtName).toBe('General Sessions Court of Elm County, Tennessee, Probate Division');
  });

  it("computes each estate's deadline of a combined notice from its own appointment line", () => {
    const text = 'NOTICE TO CREDITORS\nELM DISTRICT COURT\nThe following fiduciaries have been appointed:\nEstate of John T. Roe, deceased, late of Elmton, Kentucky. Appointed November 2, 2027. Executrix: Ann C. Roe, 77 Elm Lane, Elmton, Kentucky 40999. Case No. 27-P-00318.\nEstate of Opal Jean Poe, deceased, late of Oakton, Kentucky. Appointed November 3, 2027. Administrator: Dale E. Poe, 9 Oak Road, Oakton, Kentucky 40899. Case No. 27-P-00321.\nAll persons having claims against said estates shall present them, verified according to law, to the said fiduciaries not later than six months from date of appointment.';
    const estates = toGold('probate', extract(text, { domain: 'probate' }).entities) as Array<Record<string, any>>;
    expect(estates.map((e) => e.claimDeadlineStandardized)).toEqual(['05/02/2028', '05/03/2028']);
  });

  it("reads Vermont commissioners' period 'from' a date that 'is the time limited' for claims", () => {
    const text = "COMMISSIONERS' NOTICE.\nEstate of John Roe.\nThe undersigned, having been appointed by the Honorable Probate Court for the District of Elm, Commissioners, to receive, examine and adjust the claims and demands of all persons against the estate of John Roe, hereby give notice that we will meet at the late residence of said deceased, and that six months from the 20th day\nof October, A. D. 1916, is the time lim-\nited by said court for said creditors to present their claims to us.";
    expect(gold(text)).toMatchObject({ claimDeadline: 'six months from the 20th day of October, A. D. 1916', claimDeadlineStandardized: '04/20/1917' });
  });
});

describe('round 133', () => {
  it("reads an old citation's petitioner 'presented ... by' as the representative, not a lawyer 'represented by'", () => {
    const text = 'PROBATE COURT.\nTo the heirs-at-law of John Roe, late of Elmton, deceased.\nWhereas, a certain instrument purporting to be the last will of said deceased has been presented to said Court, for Probate, by\nAl C. Roe, who prays that letters testamentary may be issued to him, the executor therein named.';
    expect(gold(text).personalRepresentatives.map((p: { name: string }) => p.name)).toEqual(['Al C. Roe']);
    const lawyer = 'NOTICE OF HEARING\nNOTICE IS GIVEN that Petitioner ANN ROE has filed with the above-named Court a Petition for Formal Probate of Will. The Petitioner is represented by Jo T. Poe, whose phone number is 602-555-0139.';
    expect(gold(lawyer).personalRepresentatives.map((p: { name: string }) => p.name)).toEqual(['ANN ROE']);
  });

  it("reads South Carolina's 'on or before the date that is eight months after' the first publication as the claims rule", () => {
    const text = 'NOTICE TO CREDITORS OF ESTATES\nAll persons having claims against the following estates are required to file their claims with the Probate Court of Elm County on or before the date that is eight months after the date of the first publication of this Notice to Creditors (unless barred by operation of Section 62-3-803), or such persons shall be forever barred as to their claims.\nEstate: John Roe\nDate of Death: August 21, 2027\nPersonal Representative: Ann Roe, 4 Elm Road, Elmton, SC 29099';
    expect(gold(text).claimDeadline).toBe('on or before the date that is eight months after the date of the first publication of this Notice to Creditors');
  });
});

describe('round 136', () => {
  it("reads an old Texas representative's 'residence and post office address' as the address", () => {
    const text = 'NOTICE TO CREDITORS.\nNotice is hereby given that original letters testamentary upon the estate of John Roe, deceased, were granted to me, the undersigned, on the 2nd day of October, 1916, by the County Court of Elm County, Texas. All persons having claims against said estate are hereby required to present them to me within the time prescribed by law. My residence and post office address is Elm Springs, Texas.\nANN ROE,\nExecutrix of the Estate of John Roe, Deceased.';
    expect(gold(text).personalRepresentatives).toEqual([{ name: 'ANN ROE', address: 'Elm Springs, Texas' }]);
  });
});

describe('round 139', () => {
  const all = (text: string) => toGold('probate', extract(text, { domain: 'probate' }).entities) as Array<Record<string, any>>;

  it("reads each estate's representative in Maine's listing ('Jo Roe, 14 Elm Road, Elmton, ME 04399, appointed Personal Representative')", () => {
    const text = 'NOTICE TO CREDITORS\nELM COUNTY PROBATE COURT\nAll persons having claims against these estates are required to present their claims within four months from the date of first publication of this notice or be forever barred.\nDate of First Publication: February 3, 2028\nESTATE OF JOHN A. ROE, late of Elmton, deceased. Docket No. 2028-0041. Ann B. Roe, 14 Elm Road, Elmton, ME 04399, appointed Personal Representative.\nESTATE OF MARY C. POE, late of Oakton, deceased. Docket No. 2028-0057. Carl D. Poe, 310 Oak Road, Oakton, ME 04389, appointed Personal Representative.';
    expect(all(text).map((e) => e.personalRepresentatives)).toEqual([
      [{ name: 'Ann B. Roe', address: '14 Elm Road, Elmton, ME 04399' }],
      [{ name: 'Carl D. Poe', address: '310 Oak Road, Oakton, ME 04389' }],
    ]);
  });

  it("reads no attorney from 'ATTORNEY: NONE'", () => {
    const text = 'NOTICE OF ADMINISTRATION\nNotice is hereby given that the estate of the following has been opened for probate.\nClaim Deadline: May 1, 2028\nESTATE OF: JANE ROE\nPERSONAL REPRESENTATIVE: JOHN ROE\n612 ELM ROAD\nELMTON, WV 24970\nATTORNEY: NONE\nSubscribed and sworn to before me on February 24, 2028.';
    expect(gold(text).attorneyName).toBeNull();
  });

  it("reads New Hampshire's circuit probate division line as the court ('10th Circuit - Probate Division - Elmton')", () => {
    const text = 'STATE OF NEW HAMPSHIRE\nJUDICIAL BRANCH\n10th Circuit - Probate Division - Elmton\nNOTICE OF APPOINTMENT OF FIDUCIARY AND NOTICE TO CREDITORS\nEstate of: John A. Roe, late of Elmton, NH\nThe undersigned, Ann Roe, 41 Elm Lane, Elmton, NH 03899, has been duly appointed Executor of the Estate of John A. Roe.';
    expect(gold(text).courtName).toBe('10th Circuit - Probate Division - Elmton');
  });
});

describe('round 142', () => {
  it("reads a period's anchor within its own sentence: twelve months from death, not the labelled first publication after it", () => {
    const rule = parseDeadlineRule("(1)(A) Four (4) months from the date of the first publication of this notice; or\n(2) Twelve (12) months from the decedent's date of death.\nDate of first publication: February 10, 2028");
    expect(rule?.terms.map((t) => t.from)).toEqual(['firstPublication', 'death']);
    expect(computeDeadline({ combine: 'earlier', terms: rule!.terms }, { firstPublication: { year: 2028, month: 2, day: 10 }, death: { year: 2027, month: 3, day: 2 } })).toBe('03/02/2028');
  });
});

describe('round 145', () => {
  it("reads the lawyer a fiduciary is 'c/o Attorney Jo Roe, Roe & Poe, LLC' by the title, not the run as a firm", () => {
    const text = 'NOTICE TO CREDITORS\nESTATE OF John A. Doe, late of Elmton (28-00041)\nThe Hon. Ann Poe, Judge of the Court of Probate, District of Elm Valley Probate District, by decree dated January 21, 2028, ordered that all claims must be presented to the fiduciary at the address below.\nThe fiduciary is:\nMary Doe, c/o Attorney Jo B. Roe, Roe & Poe, LLC, 41 Church Street, Elmton, CT 06799';
    expect(gold(text)).toMatchObject({ attorneyName: 'Jo B. Roe', courtName: 'Court of Probate, District of Elm Valley Probate District' });
  });
});

describe('round 148', () => {
  it("reads a company named before an appositive ('ELM FIDUCIARY, LLC, a licensed fiduciary, has been appointed') as the representative", () => {
    const text = 'NOTICE TO CREDITORS\nIn the Matter of the Estate of\nJANE ROE,\nan Adult.\nNOTICE IS HEREBY GIVEN that ELM FIDUCIARY SERVICES, LLC, a licensed fiduciary, has been appointed Personal Representative of this Estate. Claims must be presented by delivering or mailing a written statement of the claim to the Personal Representative at 46 East Elm Crossing, Suite 120, Elmton, Arizona 85099.';
    expect(gold(text).personalRepresentatives).toEqual([{ name: 'ELM FIDUCIARY SERVICES, LLC', address: '46 East Elm Crossing, Suite 120, Elmton, Arizona 85099' }]);
  });

  it("reads Nebraska's 'Six months are allowed for the creditors to present their claims, from the 20th day of September, 1916'", () => {
    const text = 'NOTICE TO CREDITORS.\nIn the County Court of Elm\ncounty, Nebraska.\nIn the matter of the estate of\nJohn Roe, deceased.\nNotice is hereby given, that the creditors of said deceased will meet the administratrix of said estate on the 20th day of October, 1916, for the purpose of presenting their claims. Six months are allowed for\nthe creditors to present their claims,\nfrom the 20th day of September, 1916.';
    expect(gold(text)).toMatchObject({ claimDeadline: 'Six months are allowed for the creditors to present their claims, from the 20th day of September, 1916', claimDeadlineStandardized: '03/20/1917' });
  });
});

describe('round 151', () => {
  it("reads a signature a newspaper site printed as '?????JO ROE; ADMINISTRATOR' with the lawyer's block under it", () => {
    const text = "NOTICE TO CREDITORS\nESTATE OF JOHN DOE (Deceased)\n?????Notice is hereby given that on the 17th day of January, 2028, Letters of Administration in respect of the Estate of JOHN DOE were issued to the undersigned by the Chancery - Probate Court of Elm County, Tennessee.\n?????This the 17th day of January, 2028.\n?????ANN B. DOE; ADMINISTRATOR\n?????CARL T. ROE\n?????ATTORNEY AT LAW\n?????218 ELM ROW\n?????ELMTON, TN 37099";
    expect(gold(text)).toMatchObject({ personalRepresentatives: [{ name: 'ANN B. DOE', address: null }], attorneyName: 'CARL T. ROE', attorneyAddress: '218 ELM ROW, ELMTON, TN 37099' });
  });
});

describe('round 154', () => {
  it("reads Oregon's lawyer named after 'the lawyers for the personal representative,' over the firm the claims go in care of", () => {
    const text = 'NOTICE TO INTERESTED PERSONS In the Matter of the Estate of JOHN ROE, Deceased. NOTICE IS HEREBY GIVEN that the undersigned has been appointed personal representative. All persons having claims against the estate are required to present them, with vouchers attached, to the undersigned personal representative at: c/o Elm Poe LLP, 975 Oak Row, Suite 800, Elmton, OR 97499, within four months after the date of first publication of this notice. All persons whose rights may be affected by the proceedings may obtain additional information from the records of the court, the personal representative, or the lawyers for the personal representative, Carl M. Poe. Dated and first published on February 9, 2028. Ann K. Roe, Personal Representative.';
    expect(gold(text).attorneyName).toBe('Carl M. Poe');
  });
});

describe('round 160', () => {
  it("reads a lawyer with a double surname in a scraped block ('Jo T. Vasquez-Reid  No. 031877')", () => {
    const text = 'NOTICE TO CREDITORS\nJo T. Vasquez-Reid  No. 031877\nVasquez-Reid Estate Law  PLLC\n4410 West Olive Row  Suite 12\nElmton  AZ 85399\nDID: 623-555-0174\nAttorney for Personal Representative\nIN THE SUPERIOR COURT OF THE STATE OF ARIZONA\nESTATE OF JOHN Q. DOE\nNOTICE IS HEREBY GIVEN that ANN DOE has been appointed Personal Representative of this estate.';
    expect(gold(text)).toMatchObject({ attorneyName: 'Jo T. Vasquez-Reid', attorneyPhone: '623-555-0174' });
  });

  it("keeps a street's number before its suite when the town's name ends in a street word ('Suite 700  Beverly Hills')", () => {
    const text = 'NOTICE TO CREDITORS\nJo A. Roe (#027416) ROE LAW GROUP L.L.C. 6900 East Elm Row  Suite 700  Oak Hills  AZ 85299  Phone: (480) 555-0188 Attorneys for Petitioner\nIn the Matter of the Estate of: JOHN Q. DOE  Deceased.\nNOTICE IS HEREBY GIVEN that Ann Doe has been appointed as Personal Representative of this Estate. Claims must be presented to the Personal Representative as follows: c/o Jo A. Roe  Esq.  Roe Law Group L.L.C.  6900 East Elm Row  Suite 700  Oak Hills  Arizona 85299.';
    expect(gold(text)).toMatchObject({ attorneyName: 'Jo A. Roe', attorneyAddress: '6900 East Elm Row Suite 700 Oak Hills AZ 85299' });
  });
});

describe('round 163', () => {
  it("reads Hawaii's 'P. No.' label and sends claims 'in care of the attorney named below' to the attorney's address", () => {
    const text = 'NOTICE TO CREDITORS\nIN THE CIRCUIT COURT OF THE FIRST CIRCUIT\nSTATE OF HAWAII\nIn the Matter of the Estate of\nJOHN Q. DOE,\nDeceased.\nP. No. 1CPR-26-0000999 (Probate)\nNOTICE IS HEREBY GIVEN that ANN B. DOE has been appointed Personal Representative of this estate. All creditors are hereby notified to present their claims within four (4) months from the date of the first publication of this notice, or be forever barred. Claims may be presented to the Personal Representative in care of the attorney named below, or filed with the Clerk of the Court.\nDate of first publication: January 3, 2029.\nROE & POE, LLLC\nJo S. Roe\n1 Elm Row, Suite 1500\nHonolulu, Hawaii 96813\nTelephone: (808) 555-0148\nAttorney for Personal Representative';
    expect(gold(text)).toMatchObject({ caseNumber: '1CPR-26-0000999', attorneyName: 'Jo S. Roe', personalRepresentatives: [{ name: 'ANN B. DOE', address: '1 Elm Row, Suite 1500, Honolulu, Hawaii 96813' }] });
  });

  it("takes a firm the executor's mail goes in care of as the attorney when its block closes with 'Attorneys'", () => {
    const text = "SURROGATE'S COURT OF ELM COUNTY\nNOTICE TO CREDITORS\nESTATE OF JOHN Q. DOE, DECEASED\nPursuant to the order of the Surrogate of the County of Elm, made on the 4th day of January, 2029, notice is hereby given to the creditors of said deceased to exhibit their claims within nine months from the date of said order.\nAnn B. Doe, Executor\nc/o Roe & Poe, LLC\n1600 Elm Row, Suite 4\nElmton, NJ 08799\nAttorneys";
    expect(gold(text)).toMatchObject({ attorneyName: 'Roe & Poe, LLC', attorneyAddress: '1600 Elm Row, Suite 4, Elmton, NJ 08799' });
  });
});

describe('round 166', () => {
  it("reads a district court's listing: the number after 'Deceased,' and the fiduciary with the role after the address", () => {
    const text = 'NOTICE OF APPOINTMENT\nELM DISTRICT COURT\nPROBATE DIVISION\n\nNotice is hereby given that the following have been appointed and qualified as fiduciaries, and all persons having claims against the estates shall present them to the fiduciaries named below on or before the date indicated:\n\nEstate of John Q. Doe, Deceased, 26-P-00812. Ann B. Doe, 1418 Elm Row, Elmton, KY 42199, Executrix. Claims due on or before June 15, 2029.\n\nEstate of Carl T. Poe, Deceased, 26-P-00827. Dina M. Poe, 77 Oak Row, Oakton, KY 42199, Administrator. Claims due on or before June 22, 2029.';
    const all = toGold('probate', extract(text, { domain: 'probate' }).entities) as Record<string, any>[];
    expect(all.map((e) => [e.caseNumber, e.personalRepresentatives[0]?.name, e.claimDeadline])).toEqual([
      ['26-P-00812', 'Ann B. Doe', 'June 15, 2029'],
      ['26-P-00827', 'Dina M. Poe', 'June 22, 2029'],
    ]);
  });

  it("ends West Virginia's claim period before 'with the Fiduciary Commissioner'", () => {
    const text = 'NOTICE TO CREDITORS\nThe administration of the estate of John Q. Doe, deceased, Estate No. 26-P-214, is pending before the County Commission of Elm County.\nClaims against the estate must be filed within sixty days after the date of the first publication of this notice with the Fiduciary Commissioner, Jo T. Roe, 12 Elm Row, Elmton, WV 26299.\nFirst publication date: January 10, 2029';
    expect(gold(text)).toMatchObject({ claimDeadline: 'within sixty days after the date of the first publication of this notice', claimDeadlineStandardized: '03/11/2029' });
  });
});

describe('round 169', () => {
  it("reads Washington's nonprobate notice agent as the representative, at the address stated for service", () => {
    const text = "SUPERIOR COURT OF WASHINGTON FOR ELM COUNTY\nIn re the Estate of:\nJOHN Q. DOE,\nDeceased.\nNo. 26-4-01142-32\nNONPROBATE NOTICE TO CREDITORS\nAny person having a claim against the decedent must present the claim by serving on or mailing to the notice agent or the notice agent's attorney at the address stated below a copy of the claim.\nDate of First Publication: January 4, 2029\nNotice Agent: Ann B. Doe\nAttorney for Notice Agent: Jo L. Roe, WSBA #41187\nAddress for Mailing or Service:\nRoe Estate Law, PLLC\n601 West Elm Row, Suite 1400\nElmton, WA 99299\n(509) 555-0165";
    expect(gold(text)).toMatchObject({ attorneyName: 'Jo L. Roe', personalRepresentatives: [{ name: 'Ann B. Doe', address: '601 West Elm Row, Suite 1400, Elmton, WA 99299' }] });
  });
});

describe('round 172', () => {
  it("dates a publication run that crosses a new year from the year before ('12/25  1/1  1/8/2029')", () => {
    const text = 'NOTICE TO CREDITORS  In the Matter of the Estate of  JOHN Q. DOE  Deceased.  NOTICE IS HEREBY GIVEN that ANN DOE has been appointed Personal Representative of this Estate. All persons having claims against the Estate are required to present their claims within four months after the date of the first publication of this notice or the claims will be forever barred.  12/25  1/1  1/8/2029';
    expect(gold(text)).toMatchObject({ firstPublicationDate: '12/25', firstPublicationDateStandardized: '12/25/2028', claimDeadlineStandardized: '04/25/2029' });
  });

  it("dates a month-name run the same way ('Dec. 27, Jan. 3, 10, 2029')", async () => {
    const { findDates } = await import('../src/recognizers/dates.js');
    const { NoticeDocument } = await import('../src/text/document.js');
    const doc = new NoticeDocument('Published Dec. 27, Jan. 3, 10, 2029');
    expect(findDates(doc).map((d) => d.value.standardized)).toContain('12/27/2028');
  });

  it("reads the representative's address from 'Her address is' in the appointment paragraph", () => {
    const text = 'NOTICE TO CREDITORS OF INFORMAL APPOINTMENT OF PERSONAL REPRESENTATIVE\nIn the Matter of the Estate of:\nJOHN Q. DOE,\nDeceased.\nNOTICE IS GIVEN THAT:\n1. PERSONAL REPRESENTATIVE: ANN B. DOE has been appointed Personal Representative of this Estate on December 3, 2028. Her address is 2410 North Elm Row, Elmton, Arizona 86099.\n2. DEADLINE TO MAKE CLAIMS: All persons having claims against the Estate are required to present their claims within four months after the date of the first publication of this Notice.';
    expect(gold(text).personalRepresentatives).toEqual([{ name: 'ANN B. DOE', address: '2410 North Elm Row, Elmton, Arizona 86099' }]);
  });
});

describe('round 178', () => {
  it("reads South Dakota's 'PRO.' number, a run with a serial comma, and no court inside a courthouse's name", () => {
    const text = 'NOTICE TO CREDITORS\nSTATE OF SOUTH DAKOTA, COUNTY OF ELM - IN CIRCUIT COURT, SECOND JUDICIAL CIRCUIT\nPRO. 26-2214\nIN THE MATTER OF THE ESTATE OF JOHN Q. DOE, DECEASED.\nNotice is given that on December 28, 2028, Ann B. Doe, whose address is 1 Elm Row, Elmton, SD 57199, was appointed as personal representative of the estate of John Q. Doe.\nCreditors of decedent must file their claims within four months after the date of the first publication of this notice or their claims may be barred.\nJo Roe Clerk of Courts\nElm County Courthouse\n425 Oak Row, Elmton, SD 57199\nPublished once a week for three consecutive weeks: January 4, 11, and 18, 2029';
    expect(gold(text)).toMatchObject({ caseNumber: 'PRO. 26-2214', courtName: 'CIRCUIT COURT, SECOND JUDICIAL CIRCUIT', firstPublicationDateStandardized: '01/04/2029', claimDeadlineStandardized: '05/04/2029' });
  });

  it("keeps 'Esq.' printed right after the lawyer's name in the block with the bar number", () => {
    const text = 'NOTICE TO CREDITORS\nJo R. Roe, Esq. (SBN 033418)\nROE PROBATE LAW, PLLC\n1 East Elm Row, Suite 1900\nElmton, AZ 85099\nTelephone: (602) 555-0134\nAttorney for Personal Representative\nIn the Matter of the Estate of:\nJOHN Q. DOE,\nAn Adult.\nNOTICE IS HEREBY GIVEN that ANN DOE has been appointed Personal Representative of this Estate.\nROE PROBATE LAW, PLLC\nBy: /s/ Jo R. Roe\nJo R. Roe\nAttorney for Personal Representative';
    expect(gold(text).attorneyName).toBe('Jo R. Roe, Esq.');
  });
});
