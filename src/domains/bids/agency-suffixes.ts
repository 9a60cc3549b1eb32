/**
 * What may close a run of capitalised words read as a body's name without
 * being the body: an officer's title, the buying office, a building. The body
 * is printed before it ("the Tern County Clerk", "City of Brindle Public Works Building").
 */
/** An officer's title or the buying office closing a run ("County Engineer", "Purchasing Agent", "Purchasing Department"); the body is printed before it. */
const OFFICER_SUFFIX = /\s(?:(?:Purchasing|Procurement|Chief|Deputy|Finance|Municipal)\s)?(?:Clerk|Administrator|Manager|Agent|Officer|Director|Treasurer|Auditor|Engineer|Recorder|Superintendent)\b[^]*$/;
/** A building closing a run ("City of Brindle Public Works Building", "Pine County Administration Building"). */
const BUILDING_WORDS: ReadonlySet<string> = new Set(['Building', 'Bldg', 'Bldg.', 'Hall', 'Complex', 'Courthouse', 'Annex', 'Garage', 'Facility']);
const BUILDING_SUFFIX = /\s(?:(?:Public\sWorks|Municipal|Administration|Administrative|Maintenance|Operations|Services?|Office)\s)?(?:Building|Bldg\.?|Hall|Complex|Courthouse|Annex|Garage|Facility)$/;
const BUYING_OFFICE_SUFFIX = /\s(?:Purchasing|Procurement|Contracting)\s(?:Department|Dept\.?|Division|Office)\b[^]*$/;

/** Where the body ends in the run [start, ne): before an officer's title or office that follows it, then before a building. */
export function bodyEnd(text: string, start: number, ne: number, isBody: (name: string) => boolean): number {
  const before = (at: number) => text.slice(start, start + at).replace(/\s+/g, ' ');
  // "the Tern County Clerk", "the Oakmere County Engineer": the officer's body is the agency.
  const officer = OFFICER_SUFFIX.exec(text.slice(start, ne)) ?? BUYING_OFFICE_SUFFIX.exec(text.slice(start, ne));
  if (officer && isBody(before(officer.index))) ne = start + officer.index;
  // "the City of Brindle Public Works Building": the body's building is a place, not the body.
  const place = BUILDING_WORDS.has(text.slice(text.lastIndexOf(' ', ne - 1) + 1, ne)) ? BUILDING_SUFFIX.exec(text.slice(start, ne)) : null;
  return place && isBody(before(place.index)) ? start + place.index : ne;
}
