import type { Field } from '../../types.js';

/** A date as printed with its standardized form (service.md §2.2 `dueDate`). */
export interface DateField {
  rawDateText: Field;
  standardized: Field | null;
}

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

export const BID_FIELDS = [
  'bidNumber', 'title', 'agencyName', 'agencyWebsite', 'dueDate', 'openingDate', 'preBidMeeting',
  'contactName', 'contactPhone', 'contactEmail', 'submissionAddress', 'solicitationType',
] as const satisfies ReadonlyArray<keyof BidEntity>;
