/**
 * Mechanisms from reading the engine's output on wild bids, probate and Texas foreclosure notices: a contact's
 * number in the sentence that goes on after their name, full dates printed in a row, a lawyer named again without the
 * middle initial, a firm's address under the representatives' signatures, a form's revision date in a page footer
 * (texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findDates } from '../src/recognizers/dates.js';
import { NoticeDocument } from '../src/text/document.js';

type Domain = 'foreclosure' | 'bids' | 'probate';
const gold = (domain: Domain, text: string) => toGold(domain, extract(text, { domain }).entities)[0] as Record<string, any>;

describe('a bid contact named by "contacting"', () => {
  const bid = (how: string) =>
    `REQUEST FOR BIDS\n\nThe Commissioners of Elmtown are accepting sealed bids for snow removal services.\n\n${how}\n\nBids are due by 2:00 p.m. on September 15, 2031 at the Town Office.`;

  it('takes the person and the number of the sentence that goes on with "Or call"', () => {
    const g = gold('bids', bid('Interested bidders should obtain a copy of the RFP by contacting Jane Roe\nCapital Projects Manager, Town of Elmtown POB. 4, 100 Main\nStreet, Elmtown, Maryland 20600. Or call 301-555-0100.'));
    expect(g.contactName).toBe('Jane Roe');
    expect(g.contactPhone).toBe('301-555-0100');
  });

  it('takes the person alone when no number follows', () => {
    expect(gold('bids', bid('Bidders shall obtain a copy of the RFP by contacting Jane Roe, Capital Projects Manager, Town of Elmtown.')).contactName).toBe('Jane Roe');
  });

  it('takes the person "who can be contacted" at an address', () => {
    const g = gold('bids', bid('Electronic copies of the Contract Documents may be obtained free of charge from Jo Ashby who can be contacted at jashby@elm-eng.example.'));
    expect(g.contactName).toBe('Jo Ashby');
    expect(g.contactEmail).toBe('jashby@elm-eng.example');
  });

  it('takes no state office from which standard specifications are had', () => {
    const g = gold('bids', bid('Each Bidder shall obtain copies of the Standard Specifications by writing or otherwise contacting the New Mexico State Highway Department, P. O. Box 100, Santa Fe, New Mexico 87500.'));
    expect(g.contactName).toBeNull();
  });
});

describe('publication dates printed in full, one after another', () => {
  it('reads "05/11/16  05/18/16" as dates, not as a run starting "05/1"', () => {
    const doc = new NoticeDocument('Published Elm Valley Times\n05/11/16  05/18/16  05/25/16\n');
    const dates = findDates(doc).map((d) => d.value.standardized);
    expect(dates).toContain('05/11/2016');
    expect(dates).not.toContain('05/01/2016');
  });

  it('still reads a numeric run printing its year once', () => {
    const doc = new NoticeDocument('5/20  5/27  6/3/16');
    const [run] = findDates(doc);
    expect(run.value.standardized).toBe('05/20/2016');
    expect(run.value.runEnd).toBe(doc.norm.length);
  });

  it("gives the notice's first publication and the claim deadline from it", () => {
    const g = gold('probate', `NOTICE TO CREDITORS\nSUPERIOR COURT OF ARIZONA\nMARICOPA COUNTY\nIn the Matter of the Estate of\nJOHN ELM\nDeceased\nNo. PB2031-000111\nNOTICE IS HEREBY GIVEN that Jane Elm has been appointed Personal Representative of this estate. All persons having claims against the estate are required to present their claims within four (4) months after the date of the first publication of this notice or the claims will be forever barred.\nPublished Elm Valley Times\n05/11/31  05/18/31  05/25/31\n`);
    expect(g.firstPublicationDate).toBe('05/11/31');
    expect(g.firstPublicationDateStandardized).toBe('05/11/2031');
    expect(g.claimDeadlineStandardized).toBe('09/11/2031');
  });
});

describe("a probate lawyer's address", () => {
  it('is the address after "c/o" the lawyer named again without the middle initial', () => {
    const g = gold('probate', `NOTICE TO CREDITORS\nCASE NO. PB2031-000822\nIN THE SUPERIOR COURT OF THE STATE OF ARIZONA\nIN AND FOR THE COUNTY OF MARICOPA\nIn the Matter of the Estate of:\nRONALD ELM\nDeceased.\nNOTICE IS HEREBY GIVEN that SANDRA OAK has been appointed as Personal Representative of this Estate. All persons having claims against the Estate are required to present their claims within four months after the date of the first publication of this notice or the claims will be forever barred. Claims must be presented by delivering or mailing a written statement of the claim to the Personal Representative as follows: c/o Joshua Pine  Pine Birch and Ash  L.L.P.  3101 North Elm Avenue  Suite 1600  Phoenix  Arizona 85012.\nDated this 11th day of May  2031.\nPINE BIRCH AND ASH  L.L.P.\nBy: /s/JOSHUA D. PINE\nJoshua D. Pine  Esq.\n5/18  5/25  6/1/31\n`);
    expect(g.attorneyName).toBe('Joshua D. Pine Esq.');
    expect(g.attorneyAddress).toBe('3101 North Elm Avenue Suite 1600 Phoenix Arizona 85012');
  });

  it("is the firm's, not that of a representative who signed above the firm", () => {
    const g = gold('probate', `NOTICE TO CREDITORS\nNO. PB2031-000222\nSUPERIOR COURT OF ARIZONA\nMARICOPA COUNTY\nIn the Matter of the Estate of\nHAROLD PINE \nDeceased\nNOTICE IS HEREBY GIVEN that Ada Pine and Carl Birch have been appointed Co-Personal Representatives of this Estate. All persons having claims against the Estate are required to present their claims within four months after the date of the first publication of this notice or the claims will be forever barred.\nExecuted in counterpart on this 6th day of March  2031.\n/s/ Ada Pine\nADA PINE\n118 W. Oak Street\nNaperville  IL 60540\nVALE RIDGE P.A.  LAWYERS\n4100 NORTH ELM BOULEVARD\nFOURTH FLOOR\nSCOTTSDALE  ARIZONA 85251-3900\nExecuted in counterpart this 6th day of March  2031.\n/s/Carl Birch\nCARL BIRCH\n77 S. Loop 12W  Apt. 14\nTyler  TX 75701\nVALE RIDGE P.A.\nBy: /s/Mona R. Vale  Esq.\nMona R. Vale  Esq.\nAttorneys for Estate of Harold Pine\n3/20  3/27  4/3/31\n`);
    expect(g.attorneyAddress).toBe('4100 NORTH ELM BOULEVARD FOURTH FLOOR SCOTTSDALE ARIZONA 85251-3900');
    expect(g.personalRepresentatives.map((p: { address: string }) => p.address)).toEqual(['118 W. Oak Street Naperville IL 60540', '77 S. Loop 12W Apt. 14 Tyler TX 75701']);
  });
});

describe("a Texas sale whose date the scan misread", () => {
  it("reads the sale's time after a misread 'will' and its place past a blank line in a hanging phrase", () => {
    const text = `NOTICE OF [SUBSTITUTE] TRUSTEE'S SALE\n1. Date, Time, and Place of Sale.\n\nDate: June 02, 2031\n\nTime: The sale wiil begin at 10:00 AM or not later than three hours after that time.\n\nPlace: THE SOUTH ENTRANCE OF THE ELM COUNTY COURTHOUSE FACING OAK STREET OR AS\n\nDESIGNATED BY THE COUNTY COMMISSIONERS.\n\n2. Terms of Sale. Cash.\n`;
    const g = gold('foreclosure', text);
    expect(g.auctionDateTimeStandardized).toBe('06/02/2031, 10:00:00');
    expect(g.auctionLocation).toBe('THE SOUTH ENTRANCE OF THE ELM COUNTY COURTHOUSE FACING OAK STREET OR AS DESIGNATED BY THE COUNTY COMMISSIONERS');
  });

  it("takes no form's revision date from a page footer for the sale's", () => {
    const text = `NOTICE OF [SUBSTITUTE] TRUSTEE'S SALE\n1. Date, Time, and Place of Sale.\nDate: Sune 02, 2031\nTime: The sale will begin at 10:00 AM or not later than three hours after that time.\nPlace: THE SOUTH ENTRANCE OF THE ELM COUNTY COURTHOUSE.\n2. Terms of Sale. Cash.\n3. Instrument to be Foreclosed. The instrument to be foreclosed is the Deed of Trust dated June 04, 2020.\nFCTX_NTSS.rpt (11/17/2030) Ver-03 Page 1 of 3\n`;
    expect(gold('foreclosure', text).auctionDateTime).toBeNull();
    expect(gold('foreclosure', text.replace('Sune', 'June')).auctionDateTimeStandardized).toBe('06/02/2031, 10:00:00');
  });
});

describe('a probate citation scraped with its lines run together', () => {
  it("ends the file number where the next heading's word was glued on", () => {
    const text = "PROBATE CITATIONFile No. 2031-188SURROGATE'S COURT - ELM COUNTYCITATIONTHE PEOPLE OF THE STATE OF NEW YORK,By the Grace of God Free and IndependentTO: Dana A. OakA petition having been duly filed by SANDRA ELM, who is domiciled at: 8 Birch Road, Elmville, NY 12500 YOU ARE HEREBY CITED TO SHOW CAUSE before the Surrogate's Court, ELM County, on June 5, 2031, why a decree should not be made in the estate of HELEN M. ASH, deceased, directing that Letters Testamentary issue to: SANDRA ELM.";
    expect(gold('probate', text).caseNumber).toBe('2031-188');
  });
});

describe("a probate lawyer under a firm of partners' names", () => {
  const notice = (block: string) => `NOTICE TO CREDITORS\nNO. PB2031-090906\nIN THE SUPERIOR COURT OF THE STATE OF ARIZONA\nIN AND FOR THE COUNTY OF MARICOPA\nIn re the Matter of the Estate of:\nRUTH ELM \nDecedent.\nNOTICE IS HEREBY GIVEN that ZELDA OAK has been appointed as Personal Representative of this Estate. All persons having claims against the Estate are required to present their claims within four months after the date of the first publication of this notice or the claims will be forever barred.\nDATED: April 28  2031\n/s/ ZELDA OAK\nPersonal Representative\n${block}\n5/4  5/11  5/18/31\n`;

  it('is the lawyer with the bar number, not the partners named before "PLLC"', () => {
    const g = gold('probate', notice('LAW OFFICES OF:\nBirch Ashford  PLLC\nAttorneys at Law\n5622 W. Elm Avenue\nGlendale  Arizona 85301\nTelephone: (602) 555-9937\nSheila E. Moss\nState Bar No. 007406\nsmoss@birchashford.example\nAttorneys for Personal Representative'));
    expect(g.attorneyName).toBe('Sheila E. Moss');
  });

  it('is the lawyer printed above the firm named for them', () => {
    const g = gold('probate', notice('By: John R. Pine\nJohn R. Pine (#016427)\nJOHN R. PINE  P.L.L.C.\n1205 W. Oak Street\nPhoenix  AZ 85007\nTel: (602) 555-7868\nAttorney for Personal Representative'));
    expect(g.attorneyName).toBe('John R. Pine');
    expect(g.attorneyAddress).toBe('1205 W. Oak Street Phoenix AZ 85007');
  });
});

describe('a scraped probate notice printed on one line', () => {
  it("gives the lawyer the address of the firm's block they sign under", () => {
    const text = 'NO. PB2031-000903 NOTICE TO CREDITORS IN THE SUPERIOR COURT OF THE STATE OF ARIZONA IN AND FOR THE COUNTY OF MARICOPA In the Matter of the Estate of CONRAD ELM  Deceased. NOTICE IS HEREBY GIVEN that CAREY ELM has been appointed Personal Representative of this Estate on May 12  2031. All persons having claims against the Estate are required to present their claims within four months after the date of the first publication of this Notice or the claims will be forever barred. Claims must be presented by delivering or mailing a written statement of the claim to CAREY ELM  as Personal Representative at One Elm Center  400 East Oak Street  Phoenix  Arizona 85004-2202  Attention: SCOTT M. BIRCH. DATED: May 16  2031. /s/ Carey Elm 2033 East Pine Avenue Phoenix  AZ 85016 PERSONAL REPRESENTATIVE BIRCH & ASH L.L.P. One Elm Center 400 East Oak Street Phoenix  Arizona 85004-2202 Telephone: 602-555-6000 Facsimile: 602-555-6070 Email: docket@birchash.example Attorneys for the Personal Representative By /s/ Scott Birch Scott M. Birch (029996) Pub. May 19  26; June 2  2031';
    const g = gold('probate', text);
    expect(g.attorneyName).toBe('Scott M. Birch');
    expect(g.attorneyAddress).toBe('400 East Oak Street Phoenix Arizona 85004-2202');
  });
});

describe('post-office boxes in probate addresses', () => {
  it("keeps the box of a representative's address whose town ends in a street word", () => {
    const text = 'NOTICE TO CREDITORS\nCase No. PB2031-070761\nSTATE OF ARIZONA SUPERIOR COURT\nCOUNTY OF MARICOPA\nIn the Matter of the Estate of:\nFRED ELM \nDeceased.\nNOTICE IS HEREBY GIVEN that Clark A. Oak has been appointed Personal Representative of this Estate. All persons having claims against the Estate are required to present their claims within four months after the date of the first publication of this notice or the claims will be forever barred. Claims must be presented by delivering or mailing a written statement of the claim to the Personal Representative at PO Box 2378  Elm Park  AZ 85340.\nDATED this 25th day of April  2031.\n/s/Clark A. Oak\n5/6  5/13  5/20/31\n';
    expect(gold('probate', text).personalRepresentatives[0].address).toBe('PO Box 2378 Elm Park AZ 85340');
  });

  it('keeps the box after a "Law Office of" firm in the lawyer\'s block', () => {
    const text = 'NO. PB 2031-051521 / ASH\nNOTICE TO CREDITORS\nLaw Office of Jon D. Pine  P.O. Box 28036  Scottsdale  AZ 85255-0150  Tel: (480) 555-9693  jon.pine@example.net  Jon D. Pine  SBN 013906  Attorney for Personal Representative.\nSUPERIOR COURT OF ARIZONA  MARICOPA COUNTY\nIn the Matter of the Estate of SHIRLEY J. ASH  Deceased.\nNOTICE IS HEREBY GIVEN that DEBBIE D. OAK has been appointed Personal Representative of this Estate. All persons having claims against the Estate are required to present their claims within four months after the date of the first publication of this notice or the claims will be forever barred.\nDATED this 3 day of May  2031. /s/ Jon D. Pine\n5/13  5/20  5/27 2031 editions Elm Times\n';
    expect(gold('probate', text).attorneyAddress).toBe('P.O. Box 28036 Scottsdale AZ 85255-0150');
  });
});
