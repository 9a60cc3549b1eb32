import type { Field } from '../../types.js';

export type ForeclosureStatus = 'scheduled' | 'postponed' | 'cancelled' | 'sold';

/** One sale, every field with its provenance (entities.md, Foreclosure entity). */
export interface ForeclosureEntity {
  auctionDateTime: Field | null;
  auctionDateTimeStandardized: Field | null;
  propertyAddress: Field | null;
  mortgagorName: Field[];
  mortgageeName: Field | null;
  originalMortgageeName: Field | null;
  mortgageeAddress: Field | null;
  mortgageePhone: Field | null;
  mortgageeEmail: Field | null;
  attorneyName: Field | null;
  attorneyFirm: Field | null;
  attorneyAddress: Field | null;
  attorneyPhone: Field | null;
  deedDate: Field | null;
  deedDateStandardized: Field | null;
  trusteeName: Field[];
  auctionLocation: Field | null;
  amountDue: Field | null;
  caseNumber: Field | null;
  parcelNumber: Field | null;
  foreclosureStatus: Field<ForeclosureStatus>;
}

/** Field order of the contract, used by the renderers. */
export const FORECLOSURE_FIELDS = [
  'auctionDateTime', 'auctionDateTimeStandardized', 'propertyAddress', 'mortgagorName', 'mortgageeName',
  'originalMortgageeName', 'mortgageeAddress', 'mortgageePhone', 'mortgageeEmail', 'attorneyName', 'attorneyFirm',
  'attorneyAddress', 'attorneyPhone', 'deedDate', 'deedDateStandardized', 'trusteeName', 'auctionLocation',
  'amountDue', 'caseNumber', 'parcelNumber', 'foreclosureStatus',
] as const satisfies ReadonlyArray<keyof ForeclosureEntity>;

/** The eleven fields of the published wire format (service.md §2.3). */
export const FORECLOSURE_WIRE_FIELDS = [
  'auctionDateTime', 'propertyAddress', 'mortgagorName', 'mortgageeName', 'mortgageeAddress', 'mortgageePhone',
  'mortgageeEmail', 'attorneyName', 'attorneyAddress', 'attorneyPhone', 'deedDate',
] as const satisfies ReadonlyArray<keyof ForeclosureEntity>;
