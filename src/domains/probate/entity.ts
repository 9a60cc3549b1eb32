import type { Field } from '../../types.js';

export interface PersonalRepresentative {
  name: Field;
  address: Field | null;
}

/** One estate (entities.md, Probate entity). */
export interface ProbateEntity {
  decedentName: Field | null;
  decedentAliases: Field[];
  caseNumber: Field | null;
  courtName: Field | null;
  dateOfDeath: Field | null;
  dateOfDeathStandardized: Field | null;
  personalRepresentatives: PersonalRepresentative[];
  attorneyName: Field | null;
  attorneyAddress: Field | null;
  attorneyPhone: Field | null;
  attorneyEmail: Field | null;
  firstPublicationDate: Field | null;
  firstPublicationDateStandardized: Field | null;
  claimDeadline: Field | null;
  claimDeadlineStandardized: Field | null;
}

export const PROBATE_FIELDS = [
  'decedentName', 'decedentAliases', 'caseNumber', 'courtName', 'dateOfDeath', 'dateOfDeathStandardized',
  'personalRepresentatives', 'attorneyName', 'attorneyAddress', 'attorneyPhone', 'attorneyEmail',
  'firstPublicationDate', 'firstPublicationDateStandardized', 'claimDeadline', 'claimDeadlineStandardized',
] as const satisfies ReadonlyArray<keyof ProbateEntity>;
