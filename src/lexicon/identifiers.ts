/**
 * Labels that introduce case, file and parcel numbers: strongest first (a
 * pipeline prefers the number under the earliest row): [pattern source, example].
 * Matched case-insensitively; the value reader in recognizers/identifiers.ts
 * takes what follows.
 */
/** [pattern, example, 'caps' when the label must be printed in capitals (patterns match case-insensitively)]. */
export type IdLabelRow = readonly [pattern: string, example: string, caps?: 'caps'];

const NO = '(?:\\s?(?:No|Nos|Number|Num)\\b\\.?|\\s?#)';

export const CASE_NUMBER_LABELS: readonly IdLabelRow[] = [
  [`T\\.?\\s?S\\.?${NO}?`, 'TS No. AZ07000215-18-3'],
  [`Trustee'?s?\\s(?:Sale\\s)?${NO}`, "Trustee's Sale No. 12-3456"],
  [`(?:Civil\\s|Court\\s)?Case${NO}`, 'Case No. 2024-CA-001234'],
  [`Civil\\sAction${NO}`, 'CIVIL ACTION NO. 27-CI-00100'],
  // South Dakota's and others' civil file: "Civ. No. 06CIV25-000214", "Civil No. 25-100".
  [`Civ(?:il|\\.)?${NO}`, 'Civ. No. 06CIV25-000214'],
  // Not Illinois' property index ("Property Index No. 12-21-403-017" labels a parcel).
  [`(?<!(?:Property|Permanent|Estate)\\s)Index${NO}`, 'Index No. 2014-5578'],
  // South Carolina's civil action: "C/A No. 2031-CP-18-00917".
  [`C\\/A${NO}`, 'C/A No. 2031-CP-18-00917'],
  // Delaware's civil action: "C.A. No. N25L-08-114 RRC" (the judge's initials after the number are not read).
  [`C\\.A\\.${NO}`, 'C.A. No. N31L-08-114'],
  // A court's docket before a sheriff's or a firm's file: "DOCKET NO. F-000100-27 ... SHERIFF'S FILE NO. 27000100".
  [`Docket${NO}`, 'Docket No. 24-1234'],
  // Not a county clerk's recording number ("recorded in Document CLERK'S FILE NO. 2031000100" is the deed's).
  [`(?<!Clerk['’]?s\\s)(?:[A-Z]{2,4}\\s)?File${NO}`, 'KLR File Number: 26-007491-2'],
  // A firm's file under its initials with no "No.": "PVL File 24-7782" (a number with a dash follows at once).
  [`(?<![\\w&])[A-Z]{2,4}\\sFile(?=\\s\\d{2,6}-\\d)`, 'PVL File 24-7782'],
  [`Cause${NO}`, 'Cause No. 2024-123'],
  [`(?:Special Proceedings?|S\\.?P\\.?)${NO}`, 'Special Proceeding No. 25 SP 123'],
  // Not a tax map's reference ("Tax Map Reference Nos. 34-2-118" labels a parcel).
  [`(?<!Map\\s)(?:Our\\s)?Ref(?:erence|\\.)?${NO}`, 'Reference No. 23-0112; Ref. No. 24-118073'],
  [`File\\sID\\.?`, 'File ID. #18-02475'],
  // Maryland firms print their file as a matter: "(Matter #24-601877)", "Matter No. 24-601877".
  [`Matter${NO}`, 'Matter #24-601877'],
  [`Loan${NO}`, 'Loan No. 0012345'],
  // A court's number under a bare "No." that opens a sentence, or follows "v." or "Gen." in a caption: "Plaintiff v.
  // No. 2027-CV-00100-MF JO DOE", "Defendants. No. 2281." (the test of what precedes follows the word). Not one opening a
  // line after words: "recorded under Instrument\nNo. 2027000100" continues the line above (after a blank line it opens one).
  // New Mexico's district courts letter the number: "No. D-1329-CV-2025-01442".
  ['No\\.(?<=(?:\\b[a-z]{4,}[.;]\\s|\\n[ \\t]*\\n[ \\t]*|\\bvs?\\.\\s|\\bGen\\.\\s)No\\.)(?=\\s?(?:[A-Z]{1,3}-)?\\d[\\d,-]{2,})', 'Elm Bank, Plaintiff, vs. Jo Doe, Defendants. No. 2281. By virtue of an order of sale'],
  // A writ "issued out of the Court of Common Pleas of Elm County, Pennsylvania, No. 2026-01392": the court's number after its county and state.
  ['No\\.(?<=\\b(?:pleas|court)\\sof\\s(?:[a-z][\\w\'-]*\\s){1,3}county,\\s[a-z]+(?:\\s[a-z]+)?,\\sNo\\.)(?=\\s?\\d)', 'issued out of the Court of Common Pleas of Elm County, Pennsylvania, No. 2026-01392, and to me directed'],
  // A firm's own file number under its initials ("H&B No. 417259", "RD #203948"): weakest, so last.
  // Words of a legal description or an address in capitals ("LOT NO. 220", "MAP NO. 17", "UNIT #4") are no firm's initials,
  // nor a state bar's ("VSB #40001", "BBO No. 123456"): a lawyer's bar number is no case's; nor a parcel's or a notary's
  // ID ("Tax ID #", "PIN #", "TMS #"), a recording's film code or a fee's number ("FILM CODE NO. 684112", "FEE # 12"), a
  // newspaper's ad number ("AD#200417"), a fax number ("FAX #: 619-555-0100"), nor a word of prose before a number
  // ("RESURVEY OF #12", "LOTS NO. 1", "STATE ROAD NO. 1234"). "No" glued to the letters keeps its period: "CASINO DR" is a street, not "CASI No".
  [`(?<![\\w&])(?!(?:LOTS?|MAP|UNIT|ROAD|RD|ST|AVE|FILE|BOOK|PAGE|PLAT|DEED|TRACT|ROOM|APT|BLDG|SEC|TWP|RNG|BOX|DOC|INST|VOL|STE|HWY|RT|RTE|REC|VSB|BBO|SBN|OBA|WSBA|ARDC|FBN|BAR|ID|TMS|PIN|APN|FEE|CODE|FILM|AD|ADV|OF|IN|AT|TO|ON|BY|AND|THE|FOR|FAX|TEL|PH)\\s?(?:No\\b|#))[A-Z][A-Z&]{1,3}(?:\\s?#|\\sNo\\b\\.?|No\\.)`, 'H&B No. 417259', 'caps'],
];

export const PARCEL_NUMBER_LABELS: readonly IdLabelRow[] = [
  [`A\\.?P\\.?N\\.?${NO}?`, 'APN: 178-52-031-4'],
  [`(?:Tax\\s)?Parcel\\s(?:I\\.?D\\.?|Identification)${NO}?`, 'Tax Parcel ID: 032-B-027.00; TAX PARCEL I.D. #: 12-34-56-78-0001'],
  // Illinois' PIN: "Property Index No. 13-15-208-017-0000", "Permanent Index No. 21-14-206-019".
  [`(?:Property|Permanent|Real\\sEstate)\\sIndex${NO}`, 'Permanent Index No. 21-14-206-019'],
  [`(?:Tax\\s)?Parcel${NO}`, 'Parcel No. 12-345-678'],
  [`Tax\\s(?:Map\\s)?(?:ID|Account)${NO}?`, 'Tax ID 12-3-456'],
  [`Tax\\sMap${NO}`, 'Tax Map No. 54R 1 63'],
  [`Tax\\sMap\\sReference${NO}`, 'Tax Map Reference Nos. 34-2-118'],
  [`(?:Tax\\s)?Map(?:\\s(?:&|and)\\s|\\s?\\/\\s?)Parcel${NO}?`, 'Map & Parcel 063-045.00; Map/Parcel: 091B-C-008.00'],
  [`P\\.?I\\.?N\\.?${NO}?`, 'PIN 14-21-101-001'],
  // A parcel's identification number as Kentucky's and others' counties label it: "PIDN: 062.00-13-118.00", "PID No. 12-34".
  [`P\\.?I\\.?D\\.?N?\\.?${NO}?(?=\\s?:?\\s?\\d)`, 'PIDN: 062.00-13-118.00; PID No. 12-340-118'],
  // Virginia's geographic parcel number: "GPIN 0242003000117".
  [`G\\.?P\\.?I\\.?N\\.?${NO}?`, 'GPIN 0242003000117'],
  [`Property\\sI\\.?D\\.?${NO}?`, 'Property ID 123456'],
  // Not a deed's page in Maryland's land records ("Liber 37711, folio 402").
  [`(?<!Liber\\s\\d{1,6},?\\s)Folio${NO}?`, 'Folio No. 0123456'],
  // Wisconsin's tax key: "TAX KEY NO.: 030-1422-08".
  [`Tax\\sKey${NO}?`, 'TAX KEY NO.: 030-1422-08'],
  // South Carolina's tax map system number.
  [`TMS${NO}`, 'TMS No. 163-00-00-222'],
  // Hawaii's tax map key, its island's division in brackets first: "TMK: (1) 9-5-049-022".
  [`TMK${NO}?`, 'TMK: (1) 9-5-049-022'],
  [`Block\\s\\d+\\sLot`, 'Block 12 Lot 3'],
  [`Map\\s(?:&|and)\\sParcel`, 'Map & Parcel 066K F 02100'],
];
