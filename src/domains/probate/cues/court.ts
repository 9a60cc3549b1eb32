/**
 * The court grammar's word lists (court types, words no place name holds)
 * and its examples as printed and as read.
 */

/**
 * Court grammar, matched case-sensitively with keywords in any of lower,
 * Title or UPPER case (pipeline `kw`). A court is a head ("Superior Court",
 * "Court of Probate") followed by qualifiers ("of Arizona", "Maricopa County",
 * "Probate Division"). Rows: [kind, pattern with {KW} tokens, example].
 */
export const COURT_TYPES = [
  'superior', 'circuit', 'chancery', 'probate', 'district', 'county', "surrogate's", 'surrogates', "orphans'",
  'orphans', 'family', 'municipal', 'justice', 'statutory probate', 'common pleas', 'probate and family',
  // Tennessee's counties without a probate court hear estates in a general sessions court's probate division.
  'general sessions',
] as const;
/**
 * Court names as printed and as read (the grammar in court.ts): a caption
 * keeps its qualifier lines, running text its qualifiers up to the prose.
 */
export const COURT_EXAMPLES: ReadonlyArray<readonly [printed: string, court: string]> = [
  ['IN THE CIRCUIT COURT FOR SARASOTA COUNTY, FLORIDA\nPROBATE DIVISION\nFile No. 25-1', 'CIRCUIT COURT FOR SARASOTA COUNTY, FLORIDA PROBATE DIVISION'],
  ['IN THE CIRCUIT COURT OF THE SIXTH JUDICIAL CIRCUIT\nIN AND FOR PASCO COUNTY, FLORIDA\nPROBATE DIVISION\nIN RE:', 'CIRCUIT COURT OF THE SIXTH JUDICIAL CIRCUIT IN AND FOR PASCO COUNTY, FLORIDA PROBATE DIVISION'],
  ['IN THE SUPERIOR COURT OF THE STATE OF ARIZONA IN AND FOR THE COUNTY OF COCHISE\nIn the Matter of', 'SUPERIOR COURT OF THE STATE OF ARIZONA IN AND FOR THE COUNTY OF COCHISE'],
  ['ARIZONA SUPERIOR COURT\nPINAL COUNTY\nNOTICE TO CREDITORS', 'ARIZONA SUPERIOR COURT PINAL COUNTY'],
  // Scraped: the lines run on, the breaks left as wide gaps; what ran onto the court's line is no part of it.
  ['Filed by the Petitioner in person  SUPERIOR COURT OF ARIZONA  YUMA COUNTY  In the Matter of', 'SUPERIOR COURT OF ARIZONA YUMA COUNTY'],
  ['Attorney for Petitioner  ARIZONA SUPERIOR COURT  PINAL COUNTY  In the Matter of', 'ARIZONA SUPERIOR COURT PINAL COUNTY'],
  // In capitals: an old state abbreviation, and a court type OCR misread.
  ["ORPHANS' COURT OF ALLEGANY COUNTY, MD., LETTERS", "ORPHANS' COURT OF ALLEGANY COUNTY, MD."],
  ['IN THE CUONTY COURT OF CLAY COUNTY, NEBRASKA.\nIN THE MATTER', 'CUONTY COURT OF CLAY COUNTY, NEBRASKA'],
  ["SURROGATE'S COURT - ULSTER COUNTY\nCITATION", "SURROGATE'S COURT - ULSTER COUNTY"],
  ["SURROGATE'S COURT, DUTCHESS COUNTY SUPPLEMENTAL CITATION", "SURROGATE'S COURT, DUTCHESS COUNTY"],
  ['STATE OF MICHIGAN\nPROBATE COURT\nCOUNTY OF INGHAM\nNOTICE TO CREDITORS', 'PROBATE COURT COUNTY OF INGHAM'],
  ['IN THE CHANCERY COURT OF MAURY COUNTY,\n\nTENNESSEE AT COLUMBIA\nPROBATE DIVISION\nCase No. 9', 'CHANCERY COURT OF MAURY COUNTY, TENNESSEE AT COLUMBIA PROBATE DIVISION'],
  ['IN THE EIGHTH JUDICIAL DISTRICT COURT\nCLARK COUNTY, NEVADA\nIn the Matter', 'EIGHTH JUDICIAL DISTRICT COURT CLARK COUNTY, NEVADA'],
  ['present them to the Personal Representative or to the District Court of Weld County, Colorado on or before', 'District Court of Weld County, Colorado'],
  ['has been filed in the Superior Court of California, County of Kern. THE PETITION', 'Superior Court of California, County of Kern'],
  ['pending in the County Court at Law No. 3 of Bell County, Texas, to: Jane Doe', 'County Court at Law No. 3 of Bell County, Texas'],
  ['Judge of the Court of Probate, Lower Valley Probate District, by decree', 'Court of Probate, Lower Valley Probate District'],
  ['The Hon. Jo Roe, Judge of the Court of Probate, District of Elm Valley Probate District, by decree', 'Court of Probate, District of Elm Valley Probate District'],
  ['with the Probate Court of Aiken County, the address of which is', 'Probate Court of Aiken County'],
  ['were issued to the undersigned by the General Sessions Court of Elm County, Tennessee, Probate Division, Docket No. 27-P-1', 'General Sessions Court of Elm County, Tennessee, Probate Division'],
  ['Supreme Court Reg. No. 0098765', ''],
  ['NOTICE TO CREDITORS OF INFORMAL PROBATE OF WILL SUPERIOR COURT OF ARIZONA MARICOPA COUNTY Case No. PB2025-1', 'SUPERIOR COURT OF ARIZONA MARICOPA COUNTY'],
  ["SURROGATE'S COURT ? SCHOHARIE COUNTY\nCITATION", "SURROGATE'S COURT ? SCHOHARIE COUNTY"],
  ['In the Superior Court of the State of\nWashington, in and for King\nCounty.\nIn the Matter', 'Superior Court of the State of Washington, in and for King County'],
  ["has obtained from the Orphans'\nCourt of Carroll county, Md., letters", "Orphans' Court of Carroll county, Md."],
  ['In the Probate Court in and for said\ncounty.\nIn the matter of', 'Probate Court in and for said county'],
  ['District of Elm, ss.\nThe Honorable Probate Court for the\nDistrict of Elm:\nThe Court', 'Probate Court for the District of Elm'],
  // A department heading named by the court's kind alone, then the court itself with its county on the next line.
  ['The Trial Court\nProbate and Family Court\nElm Probate and Family Court\n1 Court Street', 'Elm Probate and Family Court'],
];
/** Keywords that cannot be part of a place name inside a court name. */
export const COURT_NAME_STOP = [
  'in', 'and', 'for', 'the', 'of', 'at', 'to', 'on', 'county', 'state', 'notice', 'case', 'file', 'docket', 'estate',
  'division', 'department', 'citation', 're', 'no', 'court', 'probate', 'judicial', 'district', 'circuit', 'city',
  'parish', 'holden', 'within', 'matter', 'supplemental', 'legal', 'by', 'as', 'is', 'said',
  // Heading words a scraper runs into the caption ("... INFORMAL PROBATE OF WILL SUPERIOR COURT OF ARIZONA").
  'will', 'creditors', 'representative', 'representatives', 'publication', 'appointment', 'petition', 'heirs',
  // An honorific before the court's name ("The Honorable Probate Court for the District of Elm").
  'honorable',
] as const;
