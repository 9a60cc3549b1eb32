import type { Field, PrintedDateValue } from '../../types.js';

/**
 * A date (and time) as printed (`text`) with the date it resolves to
 * (`value`; null for a time printed alone): rendered as service.md §2.2's
 * `{ rawDateText, standardized }`.
 */
export type DateField = Field<PrintedDateValue>;

export type SolicitationType = 'bid' | 'rfp' | 'rfq' | 'rfi' | 'itb' | 'qualifications';

/** One solicitation (entities.md, Bid / RFP entity). */
export interface BidEntity {
  bidNumber: Field[];
  title: Field | null;
  agencyName: Field | null;
  agencyWebsite: Field | null;
  dueDate: DateField | null;
  openingDate: DateField | null;
  preBidMeeting: DateField | null;
  contactName: Field | null;
  contactPhone: Field | null;
  contactEmail: Field | null;
  submissionAddress: Field | null;
  solicitationType: Field<SolicitationType> | null;
}

/** The entity's fields, in the contract's order (the dates are rendered as `{ rawDateText, standardized }`). */
export const BID_FIELDS = [
  'bidNumber', 'title', 'agencyName', 'agencyWebsite', 'dueDate', 'openingDate', 'preBidMeeting',
  'contactName', 'contactPhone', 'contactEmail', 'submissionAddress', 'solicitationType',
] as const satisfies ReadonlyArray<keyof BidEntity>;

/** The typed entity's fields: the contract's own (one field holds a date's printed text and its value). */
export const BID_ENTITY_FIELDS = BID_FIELDS;
