/**
 * Mechanisms from the blind rounds of stop 26, rounds 180 on (texts written here, names invented): each was found on
 * notices the engine had not seen, scored before any rule saw them; the round's notices are fixtures.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

type Domain = 'foreclosure' | 'bids' | 'probate';
const gold = (domain: Domain, text: string) => toGold(domain, extract(text, { domain }).entities)[0] as Record<string, any>;

describe('round 180 (foreclosure)', () => {
  it('reads the committee a Connecticut notice names as whom to contact as the one who sells, and the firm labelled for the plaintiff as attorney', () => {
    const text = 'NOTICE OF FORECLOSURE SALE BY COMMITTEE\nA Judgment of Foreclosure by Sale entered in Elm Bank v. Jo A. Roe, Docket No. ELM-CV27-6000111-S.\nDate of Sale: Saturday, May 8, 2032\nTime of Sale: 12:00 noon\nPlace of Sale: On the premises\nProperty Address: 1 Elm Lane, Elmton, CT 06000\n\nFor further information contact the Committee:\nAttorney Pat B. Poe\n2 Oak Court\nElmton, CT 06001\n(860) 555-0100\n\nAttorney for the Plaintiff: Birch & Ash, LLC, 3 Pine Row, Oakton, CT 06002, (860) 555-0101.';
    expect(gold('foreclosure', text)).toMatchObject({
      trusteeName: ['Pat B. Poe'], mortgageeAddress: '2 Oak Court, Elmton, CT 06001', mortgageePhone: '(860) 555-0100',
      attorneyName: 'Birch & Ash, LLC', attorneyPhone: '(860) 555-0101',
    });
  });

  it("reads a sheriff's sale held in a named room after the sale's hour", () => {
    const text = "NOTICE OF SHERIFF'S SALE\nCase No. CJ-2031-0100\nI will on the 14th day of April, 2032, at 10:00 o'clock a.m., in the Commissioners' Meeting Room, first floor of the Elm County Courthouse, 1 Main Row, Elmton, Oklahoma, offer for sale and sell at public auction the real estate commonly known as 2 Oak Drive, Elmton, OK 74000.\nJO A. ROE, SHERIFF";
    expect(gold('foreclosure', text).auctionLocation).toBe("the Commissioners' Meeting Room, first floor of the Elm County Courthouse, 1 Main Row, Elmton, Oklahoma");
  });
});
