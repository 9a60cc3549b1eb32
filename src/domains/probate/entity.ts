import type { AddressValue, DeadlineValue, Field, PrintedDateValue } from '../../types.js';

export interface PersonalRepresentative {
  name: Field;
  address: Field<AddressValue> | null;
}

/** One estate (entities.md, Probate entity). */
export interface ProbateEntity {
  decedentName: Field | null;
  decedentAliases: Field[];
  caseNumber: Field | null;
  courtName: Field | null;
  /** The date of death as printed (`text`) and its date (`value`, null when the print gives no full date). */
  dateOfDeath: Field<PrintedDateValue> | null;
  personalRepresentatives: PersonalRepresentative[];
  attorneyName: Field | null;
  attorneyAddress: Field<AddressValue> | null;
  attorneyPhone: Field | null;
  attorneyEmail: Field | null;
  firstPublicationDate: Field<PrintedDateValue> | null;
  /** The deadline as printed (a date or a rule) and its date, printed or computed from the rule. */
  claimDeadline: Field<DeadlineValue> | null;
}

/** The typed entity's fields, in the contract's order. */
export const PROBATE_ENTITY_FIELDS = [
  'decedentName', 'decedentAliases', 'caseNumber', 'courtName', 'dateOfDeath', 'personalRepresentatives',
  'attorneyName', 'attorneyAddress', 'attorneyPhone', 'attorneyEmail', 'firstPublicationDate', 'claimDeadline',
] as const satisfies ReadonlyArray<keyof ProbateEntity>;

/** The contract's fields (entities.md, the gold shape), in its order: the standardized dates are rendered from the date fields. */
export const PROBATE_FIELDS = [
  'decedentName', 'decedentAliases', 'caseNumber', 'courtName', 'dateOfDeath', 'dateOfDeathStandardized',
  'personalRepresentatives', 'attorneyName', 'attorneyAddress', 'attorneyPhone', 'attorneyEmail',
  'firstPublicationDate', 'firstPublicationDateStandardized', 'claimDeadline', 'claimDeadlineStandardized',
] as const;
