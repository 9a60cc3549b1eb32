import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

type Gold = Record<string, unknown>;
const gold = (text: string): Gold => (toGold(extract(text, { domain: 'bids' }).entities)[0] ?? {}) as Gold;
const raw = (v: unknown) => (v as { rawDateText?: string } | null)?.rawDateText ?? null;

describe('bids: places, dates and contacts of layouts met in unseen notices', () => {
  // [what the row shows, notice text, field, expected gold value (a date field by its printed text)]
  const rows: Array<[string, string, string, string | null]> = [
    ['an attention line in an addressed-to block is a contact, not part of the place',
      'Sealed bids will be received until 2:00 pm on May 5, 2031. Bids must be enclosed in a sealed envelope, addressed to:\nTown of Elmwood\nAttn: Pat Quinn, Town Manager\nTown Hall\n12 Rock Road\nElmwood, GA 31000\nBids received late are returned.',
      'submissionAddress', 'Town Hall, 12 Rock Road, Elmwood, GA 31000'],
    ['a "c/o:" person inside a run-on place, an office printed after the name',
      'Sealed Bids are due by May 5, 2031 at 4:00 pm to: Elmwood Selectboard, c/o: Ann Lee Town Administrator, Town of Elmwood 9 Mill Rd., Elmwood, VT 05000 (802) 555-0100.',
      'submissionAddress', 'Town of Elmwood 9 Mill Rd., Elmwood, VT 05000'],
    ['the same "c/o:" person is the contact for inquiries',
      'Sealed Bids are due by May 5, 2031 at 4:00 pm to: Inquiries and submissions to: Elmwood Selectboard, c/o: Ann Lee Town Administrator, Town of Elmwood 9 Mill Rd., Elmwood, VT 05000 (802) 555-0100.',
      'contactName', 'Ann Lee'],
    ['an office named in the attention line stays in the place',
      'Sealed bids will be received until 2:00 pm on May 5, 2031 at the Town of Elmwood, Attn: Purchasing Office, 12 Rock Road, Elmwood, GA 31000.',
      'submissionAddress', 'Town of Elmwood, Attn: Purchasing Office, 12 Rock Road, Elmwood, GA 31000'],
    ['"remit ... to" sends the bids to a place',
      'The Pine County Road Department will be accepting bids for road salt. Please remit sealed bid to Pine County Clerk\'s Office, 50 S. Main, Elmwood, Utah 84000. Bids must be received on or before March 4, 2031 at 5:00 p.m.',
      'submissionAddress', 'Pine County Clerk\'s Office, 50 S. Main, Elmwood, Utah 84000'],
    ['a label line ending in a colon names the date on the line under it',
      'KEY DATES:\nBids Due Date: Thursday, May 22, 2031, by 2:30 pm\nMandatory Pre-bid Conference:\nWednesday, May 7, 2031, at 1:00 pm\nElmwood Airport\nThe City of Elmwood will receive sealed bids for the Runway Lighting Project.',
      'preBidMeeting', 'Wednesday, May 7, 2031, at 1:00 pm'],
    ['a job walk is a pre-bid site visit',
      'Sealed bids for Bid No. 51 - Elm High School Gym Floor will be received at the District Office by 2:00 p.m. on Wednesday, October 15, 2031. A Non-Mandatory Job Walk will be held on Monday, October 6, 2031 at 9:00 a.m. at Elm High School.',
      'preBidMeeting', 'Monday, October 6, 2031 at 9:00 a.m.'],
    ['an opening label after an inquiries topic in one run-on sentence is the opening',
      'Sealed Bids are due by May 5, 2031 at 4:00 pm to: Inquiries and submissions to: Town of Elmwood 9 Mill Rd., Elmwood, VT 05000 Email: clerk@elmwood.example.org Bid opening: Tuesday, May 6, 2031 at 6:30 PM during the board meeting.',
      'openingDate', 'Tuesday, May 6, 2031 at 6:30 PM'],
    ['a place holds no parenthesis left open: the address inside it is read',
      'Sealed bid proposals must be delivered to the Town of Elm (by mail at PO Box 9, Elm, WA 99000; or in person delivery to 4 Main Street, Elm, WA 99000) by 1:00 PM on June 3, 2031.',
      'submissionAddress', 'PO Box 9, Elm, WA 99000'],
    ['a meeting named by its hour joins the hour to its date',
      'All bids to be on file in the office of the Auditor not later than 4:00 pm, May 1, 2031. At the 9:00 A.M. Meeting on May 2, 2031 all bids will be opened and read aloud.',
      'openingDate', '9:00 A.M. Meeting on May 2, 2031'],
    ['"commencing at" joins a date to the time printed after it',
      'Bids must be filed with the Town Clerk by 3:00 p.m., Tuesday, May 5, 2031. Bids will be opened at a meeting of the Selectmen on Wednesday, May 6, 2031, commencing at 6:00 p.m.',
      'openingDate', 'Wednesday, May 6, 2031, commencing at 6:00 p.m.'],
    ['an opening with its place between the cue and "on" its date',
      'Sealed bids will be received at the Town Office until 3 p.m. on Tuesday, May 5, 2031. Bids will be opened and publicly read at the Selectmen\'s Meeting held at the Town Office Building, 12 Common Street, Elmwood, MA on Tuesday May 5, 2031 at 7:00 p.m.',
      'openingDate', 'Tuesday May 5, 2031 at 7:00 p.m.'],
    ['an opening cue far before a report\'s date is not the opening',
      'Sealed bids will be received until 10:00 a.m. on Thursday May 1, 2031. Bids will be publicly opened, read, and tabulated with a report made by the Superintendent to said Board of Education at its next meeting, May 14, 2031.',
      'openingDate', null],
    ['a local number without area code in the contact sentence',
      'Sealed bids will be received until 10:00 a.m. on May 1, 2031. For further information please contact Ann Lee at 555-2140.',
      'contactPhone', '555-2140'],
    ['the local number is not read out of a longer number',
      'Sealed bids will be received until 10:00 a.m. on May 1, 2031. For further information please contact Ann Lee, fax (207) 555-2141.',
      'contactPhone', null],
    ['"submitted through" an office leads to the place',
      'Sealed bids will be received until 9:00 a.m. May 1, 2031. Bids should be submitted through the Chancery Clerk\'s Office, Elm County Courthouse, P.O. Box 6, 9 Main St., Elmwood, MS 39000.',
      'submissionAddress', 'Chancery Clerk\'s Office, Elm County Courthouse, P.O. Box 6, 9 Main St., Elmwood, MS 39000'],
    ['a building with its town and state, "in" between, and no street',
      'The Board of Supervisors will at 9:00 o\'clock A.M., on the 4th day of May, 2031, at the Elm County Chancery Building in Elmwood, Mississippi, receive sealed bids for culvert pipe.',
      'submissionAddress', 'Elm County Chancery Building in Elmwood, Mississippi'],
    ['the project site\'s address, after "project at", is not where bids go',
      'Sealed bids will be received by the Elm Port Authority for the Runway Seal project at Elm Airport, 9 Field Road, Elmwood, OH 45000, until 1:00 PM on May 14, 2031, at the Authority Office, 12 Dock Street, Elmwood, Ohio 45001.',
      'submissionAddress', 'Authority Office, 12 Dock Street, Elmwood, Ohio 45001'],
    ['a delivery place printed by name only is the place',
      'Sealed Bids will be received at the office of the City Finance Officer until 2:00 PM on Thursday the 7th day of May, 2031 for the Elm Street Project.',
      'submissionAddress', 'office of the City Finance Officer'],
    ['a name-only place after "opened at" is not where bids go',
      'Sealed bids will be opened on May 8, 2031, at 6:30 pm at the Elm City Hall.',
      'submissionAddress', null],
    ['a name-only place is read where the notice prints it with its street, to the town printed without state',
      'The contract may be picked up at the Town Office, 14 Pier Road, Elmwood during office hours. Bids are to be received at the Town Office by 12 Noon, Friday, May 1, 2031.',
      'submissionAddress', 'Town Office, 14 Pier Road, Elmwood'],
    ['a street then its town without state, closed by "at which time"',
      'Sealed bids will be received by the Clerk on May 5, 2031 at 10 a.m. at the Elm Municipal Building, 40 Oak Terrace, Elmwood, at which time said bids will be opened.',
      'submissionAddress', 'Elm Municipal Building, 40 Oak Terrace, Elmwood'],
  ];
  it.each(rows)('%s', (_what, text, field, want) => {
    const v = gold(text)[field];
    expect(field.endsWith('Date') || field === 'preBidMeeting' ? raw(v) : v ?? null).toBe(want);
  });
});
