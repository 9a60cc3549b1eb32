/**
 * The probate record's entity on the wire (service.md §2.4 leaves it
 * unshown; this follows the bid and foreclosure entity objects: camelCase
 * keys, every value a plain string, lists as arrays, no provenance).
 *
 * ```jsonc
 * {
 *   "decedentName": "JOHN A. DOE",                  // without "Estate of" / "Deceased"
 *   "decedentAliases": ["JACK DOE"],                // a/k/a, f/k/a, also known as
 *   "caseNumber": "2025-CP-001234",                  // without its label
 *   "courtName": "CIRCUIT COURT FOR SARASOTA COUNTY, FLORIDA PROBATE DIVISION",
 *   "dateOfDeath": "May 4, 2024",                // as printed
 *   "dateOfDeathStandardized": "05/04/2024",         // MM/DD/YYYY
 *   "personalRepresentatives": [                     // executors, administrators, petitioners
 *     { "name": "Jane Doe", "address": "12 Elm Street, Venice, Florida 34285" },
 *     { "name": "Jim Doe", "address": "" }
 *   ],
 *   "attorneyName": "Mary Roe, Esq.",
 *   "attorneyAddress": "200 Main Street, Suite 5, Sarasota, Florida 34236",
 *   "attorneyPhone": "(941) 555-0100",              // as printed
 *   "attorneyEmail": "mroe@example.com",
 *   "firstPublicationDate": "June 6",               // first date of a printed run
 *   "firstPublicationDateStandardized": "06/06/2024",
 *   "claimDeadline": "within 3 months after the date of the first publication of this notice",
 *   "claimDeadlineStandardized": "09/06/2024"        // printed, or computed from the rule
 * }
 * ```
 *
 * A value the notice does not print is `""` (the wire is all strings, as in
 * the foreclosure entity object); a list with nothing in it is `[]`. A
 * representative printed without an address has `"address": ""`. Whether a
 * value was computed rather than printed (`claimDeadlineStandardized` from a
 * rule) is not on the wire: the typed entity (`claimDeadline.value.dateStated`)
 * carries it. Every string is the gold value (./gold.ts), "" for null.
 */
import type { ProbateEntity } from '../domains/probate/entity.js';
import { probateToGold } from './gold.js';

export interface ProbateWireRepresentative {
  name: string;
  address: string;
}

export interface ProbateWireEntity {
  decedentName: string;
  decedentAliases: string[];
  caseNumber: string;
  courtName: string;
  dateOfDeath: string;
  dateOfDeathStandardized: string;
  personalRepresentatives: ProbateWireRepresentative[];
  attorneyName: string;
  attorneyAddress: string;
  attorneyPhone: string;
  attorneyEmail: string;
  firstPublicationDate: string;
  firstPublicationDateStandardized: string;
  claimDeadline: string;
  claimDeadlineStandardized: string;
}

/** Wire key order, the contract's field order (entities.md, Probate entity). */
export const PROBATE_WIRE_FIELDS = [
  'decedentName', 'decedentAliases', 'caseNumber', 'courtName', 'dateOfDeath', 'dateOfDeathStandardized',
  'personalRepresentatives', 'attorneyName', 'attorneyAddress', 'attorneyPhone', 'attorneyEmail',
  'firstPublicationDate', 'firstPublicationDateStandardized', 'claimDeadline', 'claimDeadlineStandardized',
] as const satisfies ReadonlyArray<keyof ProbateWireEntity>;

/** The wire entity object for one estate. */
export function probateToWire(entity: ProbateEntity): ProbateWireEntity {
  const g = probateToGold(entity);
  return {
    decedentName: g.decedentName ?? '',
    decedentAliases: g.decedentAliases.filter(Boolean),
    caseNumber: g.caseNumber ?? '',
    courtName: g.courtName ?? '',
    dateOfDeath: g.dateOfDeath ?? '',
    dateOfDeathStandardized: g.dateOfDeathStandardized ?? '',
    personalRepresentatives: g.personalRepresentatives.map((r) => ({ name: r.name, address: r.address ?? '' })),
    attorneyName: g.attorneyName ?? '',
    attorneyAddress: g.attorneyAddress ?? '',
    attorneyPhone: g.attorneyPhone ?? '',
    attorneyEmail: g.attorneyEmail ?? '',
    firstPublicationDate: g.firstPublicationDate ?? '',
    firstPublicationDateStandardized: g.firstPublicationDateStandardized ?? '',
    claimDeadline: g.claimDeadline ?? '',
    claimDeadlineStandardized: g.claimDeadlineStandardized ?? '',
  };
}
