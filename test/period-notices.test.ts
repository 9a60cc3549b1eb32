/**
 * Notices as papers printed them a century ago, in narrow OCR columns: names
 * wrapped inside a word with no hyphen, court officers and solicitors of
 * chancery, parties signing "By X, its Attorney". Every name, place and
 * number here is invented.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../src/index.js';
import { readParties, readPartiesBefore } from '../src/recognizers/names.js';
import { NoticeDocument } from '../src/text/document.js';

const names = (text: string) => readParties(new NoticeDocument(text), 0).map((p) => p.value.name);
const namesBefore = (text: string, cue: string) => {
  const doc = new NoticeDocument(text);
  const at = doc.norm.indexOf(cue);
  return readPartiesBefore(doc, at, 0).map((p) => p.value.name);
};
/** The first entity of a notice read as one domain, its fields by name. */
const entity = (domain: 'foreclosure' | 'bids' | 'probate') => (text: string) => extract(text, { domain }).entities[0] as unknown as Record<string, unknown>;
const fc = entity('foreclosure');
const bid = entity('bids');
const estate = entity('probate');
/** A field's value (a list's values); its printed text, whitespace folded. */
const v = (f: unknown): unknown => (Array.isArray(f) ? f.map(v) : (f as { value?: unknown } | null)?.value ?? null);
const t = (f: unknown) => ((f as { text?: string } | null)?.text ?? '').replace(/\s+/g, ' ');

describe('a name a column wraps inside a word', () => {
  it('reads on through a lowercase rest that a comma or the next name word closes, printed as the paper prints it', () => {
    expect(names('Edwin R. Marsh and Clara Thorn\nquist, Defendants.')).toEqual(['Edwin R. Marsh', 'Clara Thorn quist']);
    expect(names('Her\nbert Vance and Ruth Vance by their mortgage')).toEqual(['Her bert Vance', 'Ruth Vance']);
    expect(namesBefore('The Granger Savings Bank of Elm\nwood, Plaintiff,', ', Plaintiff')).toEqual(['The Granger Savings Bank of Elm wood']);
  });
  it('reads a particle a comma closes as a name\'s end, and one that opens the next name word as a word of its own', async () => {
    const { isWrappedWordRest } = await import('../src/recognizers/wrapped-words.js');
    const rest = (text: string) => { const at = text.indexOf('\n') + 1; return isWrappedWordRest(text, at, /^[a-z]+[.,;]?/.exec(text.slice(at))![0]); };
    expect(rest('Ann Sulli\nvan, Executrix')).toBe(true);
    expect(rest('Marie\nde Laval, Executrix')).toBe(false);
    expect(rest('Jo Doe\ntrustee, will sell')).toBe(false);
  });
  it('stops at a word of its own on the next line', () => {
    expect(names('Edwin R. Marsh\nwill sell the land')).toEqual(['Edwin R. Marsh']);
    expect(names('Edwin R. Marsh\nand Clara Marsh,')).toEqual(['Edwin R. Marsh', 'Clara Marsh']);
    expect(names('Edwin R. Marsh\ndeceased,')).toEqual(['Edwin R. Marsh']);
  });
  it('opens no name with the "By" of a signature', () => {
    expect(names('By T. J. QUILL, its Attorney.')).toEqual(['T. J. QUILL']);
  });
});

describe('older foreclosure forms', () => {
  const MASTER = `MASTER'S SALE.
In the Circuit Court of Alder Coun
ty, March Term, A. D. 1916.
Drovers State Bank of Elmhurst, a
corporation, Complainant,
vs.
Ezra Pike, Lena Pike and Otto Brand,
Defendants.
Public notice is hereby given that in
pursuance of a decree entered in said cause, I,
Amos T. Reed, Master in Chancery of said court,
will on Monday, the 9th day of Oc
tober, A. D. 1916, at the hour of 2
o'clock in the afternoon, at the east door of the court house in
the city of Linden, sell at public vendue the following real estate,
mortgaged by the said Ezra Pike and Lena Pike by their
mortgage dated May 3, 1910, to-wit: Lot 4 in Block 2.
AMOS T. REED,
Master in Chancery.
GROVE & FENN,
Solicitors for Complainant.`;

  it('reads the sale, the master who holds it, the complainant, the mortgagors and the solicitors', () => {
    const e = fc(MASTER);
    expect((e.auctionDateTime as unknown as { text: string }).text.replace(/\s+/g, ' ')).toBe("Monday, the 9th day of Oc tober, A. D. 1916, at the hour of 2 o'clock in the afternoon");
    expect((v(e.trusteeName) as string[]).map((n) => n.toLowerCase())).toEqual(['amos t. reed']);
    expect(v(e.mortgageeName)).toBe('Drovers State Bank of Elmhurst');
    // The caption's defendants include a tenant or lienholder; the mortgage names who gave it.
    expect(v(e.mortgagorName)).toEqual(['Ezra Pike', 'Lena Pike']);
    expect(v(e.attorneyName)).toBe('GROVE & FENN');
    expect((e.deedDate as unknown as { text: string }).text).toBe('May 3, 1910');
  });

  it('reads the attorney a mortgagee signs by, and a plaintiff named with its state', () => {
    const byAttorney = fc(`NOTICE OF MORTGAGE SALE.
Default has been made in a mortgage executed by Carl Voss to
The Prairie Loan Company, dated March 4, 1911; the premises
will be sold at the west door of the court house in Alder, on
Friday, June 2, 1916, at ten o'clock a. m.
THE PRAIRIE LOAN COMPANY,
Mortgagee.
By T. J. QUILL, its Attorney.`);
    expect(v(byAttorney.attorneyName)).toBe('T. J. QUILL');
    const sheriff = fc(`SHERIFF'S SALE.
The Granger Savings Bank of Elm
wood, Kansas, Plaintiff,
vs.
Edwin R. Marsh, Defendant.
I will, on Monday, the 4th day of December, 1916, at 2 o'clock p. m.,
at the front door of the court house, sell the land to satisfy a
mortgage dated the 1st day of May, 1912.
J. B. HALE, Sheriff.`);
    expect(v(sheriff.mortgageeName)).toBe('The Granger Savings Bank of Elm wood');
    expect(v(sheriff.trusteeName)).toEqual(['J. B. HALE']);
  });
});

describe('older bid and probate forms', () => {

  it('reads a numbered district with its county, and a district that signs with its number', () => {
    const e = bid(`CALL FOR BIDS.
The Board of Directors of School District No. 7, Alder County, Oregon, will re
ceive sealed bids for the building of a frame school house until 6 o'clock p. m.,
May 3, 1916.`);
    expect(v(e.agencyName)).toBe('Board of Directors of School District No. 7, Alder County, Oregon');
    const signed = bid(`SEALED BIDS.
Bids for hauling coal to the school will be received until noon of June 1, 1916.
By order of the Board.
T. R. LINN, Clerk,
School District No. 31.`);
    expect(v(signed.agencyName)).toBe('School District No. 31');
  });

  it('takes a heading that calls on a trade for no title', () => {
    const e = bid(`NOTICE TO BRIDGE BUILDERS.
Sealed bids for the construction of a steel bridge over Elk creek will be
received by the Board of County Commissioners of Alder County until 10 o'clock
a. m., July 5, 1916.`);
    expect(v(e.title)).not.toBe('NOTICE TO BRIDGE BUILDERS');
  });

  it('reads a decedent a column wrapped inside the first name, attorneys signing "Attys." and a rule closed by "or the same"', () => {
    const e = estate(`NOTICE TO CREDITORS.
Notice is hereby given that letters testamentary on the estate of Ru
fus K. Dorn, deceased, have been granted to the undersigned by the
County Court of Alder County. All persons having claims against said
estate must present them within six months after the date of first pub
lication of this notice, or the same will be barred.
EDNA DORN, Executrix.
Linn & Vale, Attys.`);
    expect(v(e.decedentName)).toBe('Ru fus K. Dorn');
    expect(v(e.attorneyName)).toBe('Linn & Vale');
    expect((e.claimDeadline as { text: string }).text.replace(/\s+/g, ' ')).toBe('within six months after the date of first pub lication of this notice');
  });
});

describe('more older forms (second round of written notices)', () => {

  it('judges "A. B. Gray" a person: an initial with its period is no article', async () => {
    const { isValidPartyName } = await import('../src/recognizers/name-validity.js');
    expect(isValidPartyName('A. B. Gray')).toBe(true);
    expect(isValidPartyName('A Notice')).toBe(false);
  });

  it('reads a trustee speaking of the deed "executed to me as trustee by", and a place closed by "within legal hours"', () => {
    const e = fc(`TRUSTEE'S SALE.
By virtue of the power vested in me by a deed of trust executed to me as
trustee by R. T. Voss and wife, Ada Voss, on the 3rd day of June, 1913,
I will on Friday, May 5, 1916, at the court house door in Linden,
Tennessee, within legal hours, sell at public outcry the land.
P. Q. HALE, Trustee.`);
    expect(v(e.mortgagorName)).toEqual(['R. T. Voss', 'Ada Voss']);
    expect(t(e.deedDate)).toBe('3rd day of June, 1913');
    expect(v(e.auctionLocation)).toBe('the court house door in Linden, Tennessee');
  });

  it('reads claims sent to the administrator at a law office in a town, a town and abbreviated state under a signature, and "with in" split by OCR', () => {
    const oregon = estate(`NOTICE TO CREDITORS.
In the Matter of the Estate of Ivo Brandt, Deceased.
All persons having claims against said estate are required to present the same
to said administrator at the law office of Linn & Vale, in Elmton, Oregon, with
in six months from the date of the first publication of this notice.
Dated and first published this 2nd day of March, 1916.
OTTO BRANDT, Administrator.`);
    expect(t((oregon.personalRepresentatives as Array<{ address: unknown }>)[0].address)).toBe('the law office of Linn & Vale, in Elmton, Oregon');
    expect(t(oregon.claimDeadline)).toBe('with in six months from the date of the first publication of this notice');
    const penn = estate(`ESTATE NOTICE.
Estate of Levi Harsh, late of Alder township, deceased. Letters
testamentary having been granted to the undersigned, those having
claims will present them for settlement to
RUTH HARSH,
Executrix,
Elmton, Pa.`);
    expect(t((penn.personalRepresentatives as Array<{ address: unknown }>)[0].address)).toBe('Elmton, Pa.');
  });

  it('takes the court printed with its county over a caption that says "said county"', () => {
    const e = estate(`NOTICE OF APPOINTMENT.
State of Kansas, Alder County, ss.
In the Probate Court in and for said County.
In the matter of the estate of Hans Moll, deceased.
Notice is hereby given, that the undersigned was by the Probate Court
of Alder County, Kansas, duly appointed as administratrix of the estate.
GRETA MOLL, Administratrix.`);
    expect(v(e.courtName)).toBe('Probate Court of Alder County, Kansas');
  });

  it('reads a bid notice set in a narrow column: the body wrapped into the prose, the work "of all" things named, the place before "until"', () => {
    const e = bid(`ADVERTISEMENT FOR BIDS.
The Commissioners' Court of Alder
County, Texas, will receive sealed pro
posals at the office of the County
Judge in Elmton until 10 o'clock
a. m., Monday, May 1, 1916, for the
construction of all culverts on the
Mill road. The Court reserves the
right to reject any and all bids.
J. T. ROE, County Judge.`);
    expect(v(e.agencyName)).toBe("Commissioners' Court of Alder County, Texas");
    expect(v(e.title)).toBe('construction of all culverts on the Mill road');
    expect(v(e.submissionAddress)).toBe('office of the County Judge in Elmton');
    const village = bid(`BIDS WANTED.
The Village Council of Elmton, Minn., will receive sealed bids up to 8 o'clock p. m. on Monday, June 5, 1916, for a cement sidewalk.`);
    expect(v(village.agencyName)).toBe('Village Council of Elmton, Minn.');
  });
});

describe('third round of written notices', () => {

  it('reads the holder after "The current beneficiary is" and after a sheriff\'s "at the suit of"', () => {
    expect(v(fc(`TRUSTEE'S NOTICE OF SALE
Reference is made to that certain trust deed made by Jo Roe, as grantor, to Elm Title Company, as trustee, in favor of Oak Lending, LLC, as beneficiary, dated May 1, 2019.
The current beneficiary is Birch Loan Trust, by Pine Servicing, LLC, as its attorney in fact.
The trustee will on October 2, 2026, at 10:00 AM, at the front entrance of the Alder County Courthouse, sell the property.`).mortgageeName)).toBe('Birch Loan Trust');
    expect(v(fc(`SHERIFF'S SALE.
Will be exposed to public sale at the Court House on SATURDAY, MARCH 4, 1916, at 1 o'clock p. m., a tract of land.
Seized and taken in execution as the property of Jo Roe, mortgagor, at the suit of the Elm National Bank of Linden.
A. B. HALE, Sheriff.`).mortgageeName)).toBe('Elm National Bank of Linden');
  });

  it('reads a representative a column wrapped inside the first name, from the line before', () => {
    const e = extract(`ADMINISTRATOR'S NOTICE.
Notice is hereby given that Rud
olph K. Dorn has been appointed and
qualified as Administrator of the estate
of Ida Dorn, late of Alder county, deceased.`, { domain: 'probate' }).entities[0] as unknown as { personalRepresentatives: Array<{ name: { value: string } }> };
    expect(e.personalRepresentatives.map((r) => r.name.value)).toEqual(['Rud olph K. Dorn']);
  });
});

describe('fourth round of written notices', () => {
  it('dates a "mortgage deed executed by" and reads claims sent to a named building in a town', () => {
    const sale = extract(`NOTICE OF SALE OF LAND UNDER MORTGAGE.
By virtue of the power of sale contained in a certain mortgage deed executed by J. W. Roe and wife, Ada Roe, to the undersigned, on the 4th day of May, 1913, the undersigned mortgagee will sell at the court house door in Linden on Monday, the 6th day of November, 1916, at 12 o'clock, noon, the land.
P. L. HALE, Mortgagee.`, { domain: 'foreclosure' }).entities[0] as unknown as { deedDate: { text: string } };
    expect(sale.deedDate.text).toBe('4th day of May, 1913');
    const pb = extract(`NOTICE TO CREDITORS.
Estate of Ezra Moll, deceased.
Creditors will present claims with vouchers to the undersigned at the Elm State Bank Building, Linden, Utah, on or before the 1st day of June, A. D. 1916.
ANNA MOLL, Administratrix.`, { domain: 'probate' }).entities[0] as unknown as { personalRepresentatives: Array<{ address: { text: string } | null }> };
    expect(pb.personalRepresentatives[0].address?.text).toBe('the Elm State Bank Building, Linden, Utah');
  });

  it('takes "NOTICE TO BUILDERS." for a solicitation heading, not the title', () => {
    const e = extract(`NOTICE TO BUILDERS.
Sealed bids will be received by the Board of Trustees of Elm School District until 2 o'clock p. m., May 20, 1916, for the construction of a brick school house.`, { domain: 'bids' }).entities[0] as unknown as { title: { value: string } };
    expect(e.title.value).toBe('construction of a brick school house');
  });
});

describe('fifth round of written notices', () => {

  it('reads a Georgia sale "before the court house door" on a month\'s first Tuesday, and an abbreviated given name', () => {
    const e = extract(`SALE UNDER POWER.
Under the power of sale in a deed to secure debt executed by W. M. Roe to Elm Loan & Trust Co., dated May 2, 1912, there will be sold before the court house door in the city of Linden, on the first Tuesday in June, 1916, between the legal hours of sale, the property.
GEO. W. HALE, Sheriff.`, { domain: 'foreclosure' }).entities[0] as unknown as Record<string, unknown>;
    expect(t(e.auctionDateTime)).toBe('first Tuesday in June, 1916');
    expect(v(e.auctionLocation)).toBe('the court house door in the city of Linden');
    expect(v(e.trusteeName)).toEqual(['GEO. W. HALE']);
  });

  it('reads "Harlan & Cook" as a firm though one surname is also a given name', () => {
    const e = extract(`SHERIFF'S SALE.
I will sell on the 29th day of April, 1916, at 10 o'clock a. m., at the east door of the Court House in Linden, the land.
J. B. ROE, Sheriff.
Harlan & Cook, Attys. for Plaintiff.`, { domain: 'foreclosure' }).entities[0] as unknown as Record<string, unknown>;
    expect(v(e.attorneyName)).toBe('Harlan & Cook');
  });

  it('reads the estate "of the late Thos. B. Roe", a deadline the time limited for claims "is", and a period "limited to"', () => {
    const ky = extract(`NOTICE.
All persons having claims against the estate of the late Thos. B. Roe, deceased, are notified to present them to the undersigned on or before the 1st day of January, 1917, or be forever barred.
C. R. ROE, Executor.`, { domain: 'probate' }).entities[0] as unknown as Record<string, unknown>;
    expect(v(ky.decedentName)).toBe('Thos. B. Roe');
    expect(t(ky.claimDeadline)).toBe('1st day of January, 1917');
    const ne = extract(`NOTICE TO CREDITORS.
In the matter of the estate of Ida Moll, deceased.
The time limited for the presentation of claims against said estate is the 15th day of March, A. D. 1917.
E. H. ROE, County Judge.`, { domain: 'probate' }).entities[0] as unknown as Record<string, unknown>;
    expect(t(ne.claimDeadline)).toBe('15th day of March, A. D. 1917');
    const mn = extract(`ORDER FOR HEARING ON CLAIMS.
In the Matter of the Estate of Ole Moe, Decedent.
It is ordered, that the time within which all creditors may present claims against his estate be limited to six months from and after the date hereof; and that Monday, the 4th day of December, 1916, be fixed for hearing.
Dated June 1st, 1916.`, { domain: 'probate' }).entities[0] as unknown as Record<string, unknown>;
    expect(t(mn.claimDeadline)).toBe('six months from and after the date hereof');
    // "the date hereof" is the date the order bears.
    expect((mn.claimDeadline as { value: { date: { standardized: string } | null } }).value.date?.standardized).toBe('12/01/1916');
  });
});

describe('sixth round of written notices (modern)', () => {

  it('reads a Mississippi substituted trustee\'s notice: WHEREAS clauses, the sale window\'s start, the trustee before its role', () => {
    const e = extract(`SUBSTITUTED TRUSTEE'S NOTICE OF SALE
WHEREAS, on March 1, 2017, Jo Roe and Al Roe, husband and wife, executed a certain deed of trust to Elm Title Company, Trustee for the use and benefit of Oak Mortgage, LLC; and
WHEREAS, the holder substituted Birch & Pine, PLLC as Trustee;
NOW, THEREFORE, I, Birch & Pine, PLLC, Substituted Trustee, will on June 18, 2026, offer for sale at public outcry to the highest bidder for cash, within legal hours (being between the hours of 11:00 a.m. and 4:00 p.m.), at the South Front Door of the Alder County Courthouse, the land.`, { domain: 'foreclosure' }).entities[0] as unknown as Record<string, unknown>;
    expect(v(e.mortgagorName)).toEqual(['Jo Roe', 'Al Roe']);
    expect(t(e.deedDate)).toBe('March 1, 2017');
    expect(v(e.trusteeName)).toEqual(['Birch & Pine, PLLC']);
    expect(v(e.originalMortgageeName)).toBe('Oak Mortgage, LLC');
    expect((e.auctionDateTime as { value: { standardized: string } }).value.standardized).toBe('06/18/2026, 11:00:00');
  });

  it('dates an opening "at 7:30 P.M. that evening" on the deadline\'s day, and finds the person after a firm\'s "attn:"', () => {
    const e = extract(`NOTICE TO BIDDERS
The Board of Supervisors of Elm Township will receive sealed bids for stone until 7:00 P.M. on Monday, February 9, 2026, and will open them at the regular meeting at 7:30 P.M. that evening. Questions shall be directed to the Engineer, Oak & Ash Engineering, Inc., attn: Dana Roe, P.E., (555) 555-0100.`, { domain: 'bids' }).entities[0] as unknown as Record<string, unknown>;
    expect((e.openingDate as { value: { standardized: string } }).value.standardized).toBe('02/09/2026, 19:30:00');
    expect(v(e.contactName)).toBe('Dana Roe');
  });

  it('reads claims exhibited "to the undersigned at" an address', () => {
    const e = extract(`NOTICE TO CREDITORS
Having qualified as Executrix of the Estate of Ray Moll, late of Alder County, North Carolina, this is to notify all persons having claims against the estate to exhibit them to the undersigned at 12 Elm Drive, Linden, NC 27215, on or before the 29th day of August, 2026, or this notice will be pleaded in bar of their recovery.
Ann Moll Roe, Executrix`, { domain: 'probate' }).entities[0] as unknown as { personalRepresentatives: Array<{ address: { text: string } | null }> };
    expect(e.personalRepresentatives[0].address?.text).toBe('12 Elm Drive, Linden, NC 27215');
  });
});

describe('seventh round of written notices', () => {

  it('reads a plaintiff set at the right margin under a civil action number, and an attorney after "Prepared by:" with a bar\'s initials', () => {
    const e = extract(`MASTER COMMISSIONER'S SALE
CIVIL ACTION NO. 25-CI-00001
ELM COMMUNITY BANK, INC.                PLAINTIFF
VS.
JO ROE, et al.                   DEFENDANTS
The undersigned Master Commissioner will offer for sale at the Alder County Justice Center on Friday, April 10, 2026, at 10:00 a.m., the property.
Prepared by: Oak Law Group, PLLC
Dana Q. Poe, OBA #12345
Attorney for Plaintiff`, { domain: 'foreclosure' }).entities[0] as unknown as Record<string, unknown>;
    expect(v(e.mortgageeName)).toBe('ELM COMMUNITY BANK, INC.');
    expect(v(e.attorneyFirm)).toBe('Oak Law Group, PLLC');
  });

  it('keeps a state that opens a caption\'s court after "In the" ("IN THE IOWA DISTRICT COURT")', () => {
    const e = extract(`NOTICE TO CREDITORS
IN THE IOWA DISTRICT COURT FOR ALDER COUNTY
IN THE MATTER OF THE ESTATE OF JO ROE, Deceased.
Creditors shall file their claims with the clerk of the above named court.`, { domain: 'probate' }).entities[0] as unknown as Record<string, unknown>;
    expect(v(e.courtName)).toBe('IOWA DISTRICT COURT FOR ALDER COUNTY');
  });
});

describe('eighth round of written notices', () => {
  it('takes the project a prose title names after its kind of work ("construction of the 2026 Water Main Replacement Project")', () => {
    const e = extract(`NOTICE TO BIDDERS
Sealed bids will be received by the City of Elmton at the office of the City Clerk, 1 Main Street, Elmton, NE 68000, until 2:00 p.m. on June 3, 2026, for the construction of the 2026 Water Main Replacement Project.`, { domain: 'bids' }).entities[0] as unknown as { title: { value: string } };
    expect(e.title.value).toBe('2026 Water Main Replacement Project');
  });
});

describe('ninth round of written notices', () => {
  it('reads claims sent "to the said administratrix at the law office of W. H. Roe, in the city of Elmton, Alder county, Idaho" and ends the rule before it', () => {
    const e = extract(`NOTICE TO CREDITORS.
Estate of Ezra Moll, deceased.
Notice is hereby given by the undersigned administratrix to all persons having claims against the said deceased, to exhibit them with the necessary vouchers, within ten months after the first publication of this notice, to the said administratrix at the law office of W. H. Roe, in the city of Elmton, Alder county, Idaho, the same being the place for the transaction of the business of said estate.
ANNA MOLL, Administratrix.
First pub. Aug. 4, 1916.`, { domain: 'probate' }).entities[0] as unknown as { personalRepresentatives: Array<{ address: { text: string } | null }>; claimDeadline: { text: string } };
    expect(e.personalRepresentatives[0].address?.text).toBe('the law office of W. H. Roe, in the city of Elmton, Alder county, Idaho');
    expect(e.claimDeadline.text).toBe('within ten months after the first publication of this notice');
  });
});

describe('tenth round of written notices', () => {
  it('makes an opening printed alone, with its time on a "Quote Opening Time:" line, the deadline too', () => {
    const e = extract(`REQUEST FOR QUOTES
Quote Number: Q-26-001
Project: Mowing of Elm Park
Owner: City of Elmton
Quote Opening Date: Thursday, April 23, 2026
Quote Opening Time: 10:00 A.M.
Quotes must be received prior to the opening time.`, { domain: 'bids' }).entities[0] as unknown as { dueDate: { value: { standardized: string } }; openingDate: { value: { standardized: string } } };
    expect(e.dueDate.value.standardized).toBe('04/23/2026, 10:00:00');
    expect(e.openingDate.value.standardized).toBe('04/23/2026, 10:00:00');
  });
});

describe('thirteenth round of written notices', () => {
  const MI = `MORTGAGE SALE.
Default having been made in the conditions of a certain mortgage made by August Roe and Ada Roe, his wife, of the township of Elm, to Frank Poe, dated the 12th day of March, A. D. 1910, notice is hereby given that said mortgage will be foreclosed by a sale of the mortgaged premises, at public vendue, at the front door of the court house, on Monday, the 18th day of September, A. D. 1916, at ten o'clock in the forenoon.
FRANK POE, Mortgagee.`;
  it('classifies a "MORTGAGE SALE" of "the mortgaged premises" as a foreclosure', async () => {
    const { classify } = await import('../src/index.js');
    expect(classify(MI).domain).toBe('foreclosure');
  });
  it('reads a mortgagor whose first name is a month ("August Roe"), not a date', () => {
    const e = extract(MI, { domain: 'foreclosure' }).entities[0] as unknown as { mortgagorName: Array<{ value: string }> };
    expect(e.mortgagorName.map((m) => m.value)).toEqual(['August Roe', 'Ada Roe']);
  });
});

describe('older and short notices classified by their own words', () => {
  it.each([
    ['foreclosure', 'NOTICE OF SALE.\nBy virtue of the power contained in a mortgage given by Jo Roe to Elm Bank, dated May 1, 1910, default having been made, the undersigned will sell at the court house door on June 3, 1916, the land described in said mortgage.'],
    ['bids', 'WANTED — Bids for hauling 200 yards of gravel on the Elm road. Bids to be in the hands of the township clerk by noon, June 3, 1916.'],
    ['bids', 'PROPOSALS FOR COAL.\nThe Board of Education will receive proposals until noon, June 3, 1916, for furnishing 300 tons of coal.'],
    ['bids', "TO ROAD CONTRACTORS: The County Court will let the contract for grading the Elm pike at the court house door on June 3, 1916, at 1 o'clock p. m., to the lowest and best bidder."],
    // Short notices and teasers.
    ['foreclosure', 'Notice of Trustee Sale\nT.S. No. 26-0012\nOn 06/03/2026 at 9:00 AM the trustee will sell at the main entrance of the County Courthouse the property of Jo Roe.'],
    ['foreclosure', 'NOTICE OF SALE OF REAL PROPERTY\nOn June 3, 2026, the undersigned will sell the real property at 12 Elm St., Linden, to satisfy the lien of a mortgage recorded in Book 12, Page 4.'],
    ['bids', 'ADVERTISEMENT\nThe Elmton Housing Authority invites qualified firms to submit proposals for property management software. Responses are due June 3, 2026 at 2 PM.'],
    ['bids', 'REQUEST FOR STATEMENTS OF INTEREST\nElmton School District requests statements of interest from architects for a new gymnasium, due June 3, 2026.'],
    ['other', "SHERIFF'S NOTICE OF SALE OF REAL ESTATE ON EXECUTION\nJo Roe, Plaintiff, vs. Al Poe, Defendant. Under and by virtue of an execution issued on a judgment for money, I will sell at public auction the real estate of the defendant."],
  ])('a %s notice: %j', async (domain, text) => {
    const { classify } = await import('../src/index.js');
    expect(classify(text).domain).toBe(domain);
  });
});

describe('older bid forms in lower case (kept-out notices of earlier rounds)', () => {
  it('reads a delivery office printed in lower case up to the place that names it', () => {
    const office = bid('NOTICE TO CONTRACTORS.\nSealed proposals will be received at the of\nfice of the city clerk of Elmton City,\nKansas, until 8 o\'clock p. m., Tuesday, May 2, 1916, for the paving of Elm street.');
    expect(t(office.submissionAddress)).toBe('of fice of the city clerk of Elmton City, Kansas');
    const hall = bid('BIDS WANTED.\nThe undersigned will receive sealed\nbids at the town hall in the village\nof Birchdale, Wis., up to 1 o\'clock p. m. on Saturday, April 8, 1916, for the building of a bridge.');
    expect(t(hall.submissionAddress)).toBe('town hall in the village of Birchdale, Wis.');
  });
  it('a body printed in lower case after "received by the" is the agency, named by its number and county', () => {
    const e = bid('NOTICE TO BUILDERS.\nSealed bids will be received by the\nschool board of District No. 7, Lar\nkin county, Montana, for the erec\ntion of a brick school house\nat Elmton, Mont., according to plans on file, up to 2 o\'clock p. m. of May 20, 1916.');
    expect(t(e.agencyName)).toBe('school board of District No. 7, Lar kin county, Montana');
    // The state after a place's comma belongs to the title's place.
    expect(t(e.title)).toMatch(/^erec tion of a brick school house at Elmton, Mont\.?$/);
  });
  it('the body whose order a notice closes with is the agency when none that says which was found', () => {
    const e = bid('NOTICE TO CONTRACTORS.\nSealed proposals will be received until 8 p. m., Tuesday, May 2, 1916, for the paving of Elm street.\nBy order of the Mayor and Council.\nJ. B. ROE, City Clerk.');
    expect(v(e.agencyName)).toBe('Mayor and Council');
    const person = bid('NOTICE TO CONTRACTORS.\nSealed proposals will be received until 8 p. m., Tuesday, May 2, 1916, for the paving of Elm street.\nBy order of John Roe.');
    expect(v(person.agencyName)).toBeNull();
  });
});

describe('round 18 of written notices (bids)', () => {
  it('a capitalised list after a verb of supply is the title, the verb and its "of" left out', () => {
    const e = bid('Notice is hereby given that the Board of Commissioners of Elm County, Indiana, will receive sealed bids for the furnishing of Road Salt, Gravel and Liquid Asphalt for the County Highway Department. Bids will be received until 10:00 a.m. on Monday, December 1, 2031.');
    expect(t(e.title)).toBe('Road Salt, Gravel and Liquid Asphalt');
  });
  it('an opening "that same day" is on the deadline\'s day', () => {
    const e = bid('Sealed bids will be received until 10:00 a.m. on Monday, December 1, 2031 in the Office of the Elm County Auditor, 1 Main Street, Elmton, Indiana 46999, and will be opened at 10:30 a.m. that same day.');
    expect(v(e.openingDate)).toMatchObject({ standardized: '12/01/2031, 10:30:00' });
  });
  it('the county printed after its clerk in lower case, and the clerk\'s office in a town', () => {
    const road = bid('Sealed bids will be received by the County Clerk of Elm county, Nebraska, at his office in Larkton, until 2 o\'clock p. m., June 6, 1916, for the grading of the Mill road between sections 4 and 9, about 9,000 cubic yards.');
    // The county printed after its clerk, in lower case, as printed; the clerk's office in a town.
    expect(t(road.agencyName)).toBe('Elm county');
    expect(t(road.submissionAddress)).toBe('office in Larkton');
  });
});

describe('round 19 of written notices (foreclosure)', () => {
  it('a trustee\'s address followed by a for-information law firm stays the trustee\'s (the holder\'s contact)', () => {
    const e = fc('TRUSTEE\'S SALE 12 Elm Court, Pineville, VA 23999 In execution of a Deed of Trust dated June 5, 2020, the undersigned Substitute Trustee will offer for sale at public auction on the front steps of the Circuit Court building, 1 Court Road, Pineville, VA on October 14, 2031, at 11:30 AM, the property. Substitute Trustee: Oak Crest Trustee Services, LLC, 44 Colley Parkway, Suite 2, Norfolk, VA 23499. For more information contact: Roe & Poe, P.C., attorney for Oak Crest Trustee Services, LLC, (757) 555-0145.');
    expect(t(e.mortgageeAddress)).toBe('44 Colley Parkway, Suite 2, Norfolk, VA 23499');
    expect(e.attorneyAddress).toBeNull();
  });
  it('a street of the USPS suffix "Commons" is an address', () => {
    const e = fc('SUBSTITUTE TRUSTEE\'S NOTICE OF FORECLOSURE SALE\nThe undersigned Substitute Trustee will, on Thursday, November 13, 2031, at 10:00 AM at the front door of the Elm County Courthouse, sell the property at 12 Oak Way, Elmton, Tennessee 37999.\nRoe & Poe, PLLC, Substitute Trustee\n800 Gateway Commons, Suite 150\nFranklin Hills, TN 37999\n(615) 555-0182');
    expect(t(e.mortgageeAddress)).toBe('800 Gateway Commons, Suite 150 Franklin Hills, TN 37999');
  });
  it('the lawyer under the firm\'s "Attorneys for Plaintiff" line, with a bar number in brackets', () => {
    const e = fc('SHERIFF\'S SALE OF REAL ESTATE\nCase No. CV-2031-0001\nElm Savings Bank, Plaintiff\nvs.\nJo Doe, et al., Defendants\nI will offer for sale at public auction at the Courthouse, 1 Market Street, Elmton, Ohio, on Tuesday, December 2, 2031 at 10:00 a.m., the real estate at 31 Oak Avenue, Elmton, Ohio 44999.\nSheriff Pat Roe, Elm County, Ohio\nRoe & Poe Co., L.P.A., Attorneys for Plaintiff\nAnn E. Poe (0071552)\n200 Public Square, Cleveland, Ohio 44114');
    expect(v(e.attorneyName)).toBe('Ann E. Poe');
  });
});

describe('round 21 of written notices (foreclosure)', () => {
  it('"The current holder of the Note is X" names the holder', () => {
    expect(v(fc('NOTICE OF FORECLOSURE SALE\nThe undersigned Substitute Trustee will offer for sale at the courthouse at 11:00 AM on January 21, 2032 the property at 18 Elm Lane, Elmton, NC 27999.\nThe current holder of the Note is Birch State Bank.').mortgageeName)).toBe('Birch State Bank');
  });
  it('a trust\'s series closing the sentence stays in its name', () => {
    expect(v(fc('NOTICE OF TRUSTEE\'S SALE\nThe Trustee will on 2/13/2032, at 10:00 AM at the courthouse sell the property at 7 Oak Street, Elmton, WA 98999, subject to a Deed of Trust dated 3/8/2019, the beneficial interest in which was assigned to Elm Mortgage Trust 2019-A.\nDated: 10/6/2031').mortgageeName)).toBe('Elm Mortgage Trust 2019-A');
  });
  it('an address printed right after the trustee\'s name on a run-on line is the trustee\'s', () => {
    const e = fc('T.S. No. 31-0001-CA NOTICE OF TRUSTEE\'S SALE Trustor: JO DOE Duly Appointed Trustee: Elm Crest Foreclosure Services Date of Sale: 3/9/2032 at 9:00 AM Place of Sale: At the courthouse, 7 Civic Plaza, Elmton, CA 93999 Street Address: 4 Oak Court, Elmton, CA 93999 Date: 1/28/2032 Elm Crest Foreclosure Services 21 Harbor Boulevard, Suite 2, Costa Mesa, CA 92699 Sale Line: (714) 555-0188');
    expect(t(e.mortgageeAddress)).toBe('21 Harbor Boulevard, Suite 2, Costa Mesa, CA 92699');
  });
});
