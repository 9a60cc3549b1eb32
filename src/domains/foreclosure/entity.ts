import type { AddressValue, DateTimeValue, Field, MoneyValue } from '../../types.js';

export type ForeclosureStatus = 'scheduled' | 'postponed' | 'cancelled' | 'sold';

/** One sale, every field with its provenance (entities.md, Foreclosure entity). */
export interface ForeclosureEntity {
  /** The sale date as printed (`text`) and its date and time (`value`). */
  auctionDateTime: Field<DateTimeValue> | null;
  propertyAddress: Field<AddressValue> | null;
  mortgagorName: Field[];
  mortgageeName: Field | null;
  originalMortgageeName: Field | null;
  mortgageeAddress: Field<AddressValue> | null;
  mortgageePhone: Field | null;
  mortgageeEmail: Field | null;
  attorneyName: Field | null;
  attorneyFirm: Field | null;
  attorneyAddress: Field<AddressValue> | null;
  attorneyPhone: Field | null;
  deedDate: Field<DateTimeValue> | null;
  trusteeName: Field[];
  auctionLocation: Field | null;
  amountDue: Field<MoneyValue> | null;
  caseNumber: Field | null;
  parcelNumber: Field | null;
  foreclosureStatus: Field<ForeclosureStatus>;
}

/** The typed entity's fields, in the contract's order. */
export const FORECLOSURE_ENTITY_FIELDS = [
  'auctionDateTime', 'propertyAddress', 'mortgagorName', 'mortgageeName', 'originalMortgageeName', 'mortgageeAddress',
  'mortgageePhone', 'mortgageeEmail', 'attorneyName', 'attorneyFirm', 'attorneyAddress', 'attorneyPhone', 'deedDate',
  'trusteeName', 'auctionLocation', 'amountDue', 'caseNumber', 'parcelNumber', 'foreclosureStatus',
] as const satisfies ReadonlyArray<keyof ForeclosureEntity>;

/** The contract's fields (entities.md, the gold shape), in its order: the standardized dates are rendered from the date fields. */
export const FORECLOSURE_FIELDS = [
  'auctionDateTime', 'auctionDateTimeStandardized', 'propertyAddress', 'mortgagorName', 'mortgageeName',
  'originalMortgageeName', 'mortgageeAddress', 'mortgageePhone', 'mortgageeEmail', 'attorneyName', 'attorneyFirm',
  'attorneyAddress', 'attorneyPhone', 'deedDate', 'deedDateStandardized', 'trusteeName', 'auctionLocation',
  'amountDue', 'caseNumber', 'parcelNumber', 'foreclosureStatus',
] as const;

/** The eleven fields of the published wire format (service.md §2.3). */
export const FORECLOSURE_WIRE_FIELDS = [
  'auctionDateTime', 'propertyAddress', 'mortgagorName', 'mortgageeName', 'mortgageeAddress', 'mortgageePhone',
  'mortgageeEmail', 'attorneyName', 'attorneyAddress', 'attorneyPhone', 'deedDate',
] as const satisfies ReadonlyArray<(typeof FORECLOSURE_FIELDS)[number]>;
