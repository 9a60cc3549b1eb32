/**
 * The gold shape of entities.md, one renderer per domain: plain values under
 * the contract's field names, in its order, `null` for absent values, `[]`
 * for empty lists. Any gold file can be compared with this output. Each
 * string is derived from the typed field (./values.ts): a standardized date
 * from the date field's value, an address from its parts' printed form.
 */
import type { ForeclosureEntity, ForeclosureStatus } from '../domains/foreclosure/entity.js';
import { FORECLOSURE_FIELDS } from '../domains/foreclosure/entity.js';
import type { BidEntity, DateField, SolicitationType } from '../domains/bids/entity.js';
import type { ProbateEntity } from '../domains/probate/entity.js';
import { PROBATE_FIELDS } from '../domains/probate/entity.js';
import { addressOf, printedOf, standardOf, stringOf } from './values.js';

type ForeclosureKey = (typeof FORECLOSURE_FIELDS)[number];
type ListKey = 'mortgagorName' | 'trusteeName';
export type ForeclosureGold = { [K in ForeclosureKey]: K extends ListKey ? string[] : K extends 'foreclosureStatus' ? ForeclosureStatus : string | null };

/** Each gold field of a sale, rendered from the typed entity; the wire renderer reads the same table. */
export const FORECLOSURE_GOLD: { [K in ForeclosureKey]: (e: ForeclosureEntity) => ForeclosureGold[K] } = {
  auctionDateTime: (e) => printedOf(e.auctionDateTime),
  auctionDateTimeStandardized: (e) => standardOf(e.auctionDateTime),
  propertyAddress: (e) => addressOf(e.propertyAddress),
  mortgagorName: (e) => e.mortgagorName.map((f) => f.value),
  mortgageeName: (e) => stringOf(e.mortgageeName),
  originalMortgageeName: (e) => stringOf(e.originalMortgageeName),
  mortgageeAddress: (e) => addressOf(e.mortgageeAddress),
  mortgageePhone: (e) => stringOf(e.mortgageePhone),
  mortgageeEmail: (e) => stringOf(e.mortgageeEmail),
  attorneyName: (e) => stringOf(e.attorneyName),
  attorneyFirm: (e) => stringOf(e.attorneyFirm),
  attorneyAddress: (e) => addressOf(e.attorneyAddress),
  attorneyPhone: (e) => stringOf(e.attorneyPhone),
  deedDate: (e) => printedOf(e.deedDate),
  deedDateStandardized: (e) => standardOf(e.deedDate),
  trusteeName: (e) => e.trusteeName.map((f) => f.value),
  auctionLocation: (e) => stringOf(e.auctionLocation),
  amountDue: (e) => printedOf(e.amountDue),
  caseNumber: (e) => stringOf(e.caseNumber),
  parcelNumber: (e) => stringOf(e.parcelNumber),
  foreclosureStatus: (e) => e.foreclosureStatus.value,
};

export function foreclosureToGold(entity: ForeclosureEntity): ForeclosureGold {
  const out = {} as Record<ForeclosureKey, unknown>;
  for (const key of FORECLOSURE_FIELDS) out[key] = FORECLOSURE_GOLD[key](entity);
  return out as ForeclosureGold;
}

export interface BidGoldDate { rawDateText: string; standardized: string | null }

export interface BidGold {
  bidNumber: string[];
  title: string | null;
  agencyName: string | null;
  agencyWebsite: string | null;
  dueDate: BidGoldDate | null;
  openingDate: BidGoldDate | null;
  preBidMeeting: BidGoldDate | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  submissionAddress: string | null;
  solicitationType: SolicitationType | null;
}

/** A bid date as entities.md writes it: as printed, and standardized (null for a time printed alone). */
export const bidDateGold = (f: DateField | null): BidGoldDate | null => (f ? { rawDateText: printedOf(f)!, standardized: standardOf(f) } : null);

export function bidToGold(e: BidEntity): BidGold {
  return {
    bidNumber: e.bidNumber.map((f) => f.value),
    title: stringOf(e.title),
    agencyName: stringOf(e.agencyName),
    agencyWebsite: stringOf(e.agencyWebsite),
    dueDate: bidDateGold(e.dueDate),
    openingDate: bidDateGold(e.openingDate),
    preBidMeeting: bidDateGold(e.preBidMeeting),
    contactName: stringOf(e.contactName),
    contactPhone: stringOf(e.contactPhone),
    contactEmail: stringOf(e.contactEmail),
    submissionAddress: stringOf(e.submissionAddress),
    solicitationType: e.solicitationType?.value ?? null,
  };
}

type ProbateKey = (typeof PROBATE_FIELDS)[number];
export interface ProbateGoldRepresentative { name: string; address: string | null }
export type ProbateGold = {
  [K in ProbateKey]: K extends 'decedentAliases' ? string[] : K extends 'personalRepresentatives' ? ProbateGoldRepresentative[] : string | null
};

export function probateToGold(e: ProbateEntity): ProbateGold {
  return {
    decedentName: stringOf(e.decedentName),
    decedentAliases: e.decedentAliases.map((f) => f.value),
    caseNumber: stringOf(e.caseNumber),
    courtName: stringOf(e.courtName),
    dateOfDeath: printedOf(e.dateOfDeath),
    dateOfDeathStandardized: standardOf(e.dateOfDeath),
    personalRepresentatives: e.personalRepresentatives.map((r) => ({ name: r.name.value, address: addressOf(r.address) })),
    attorneyName: stringOf(e.attorneyName),
    attorneyAddress: addressOf(e.attorneyAddress),
    attorneyPhone: stringOf(e.attorneyPhone),
    attorneyEmail: stringOf(e.attorneyEmail),
    firstPublicationDate: printedOf(e.firstPublicationDate),
    firstPublicationDateStandardized: standardOf(e.firstPublicationDate),
    claimDeadline: printedOf(e.claimDeadline),
    claimDeadlineStandardized: e.claimDeadline?.value.date?.standardized ?? null,
  };
}
