/** Which fields each domain is scored on, and which are its seed fields. */
import { FORECLOSURE_FIELDS, FORECLOSURE_WIRE_FIELDS } from '../../src/domains/foreclosure/entity.js';
import type { Domain } from '../../src/types.js';

export const SCORED_FIELDS: Record<Domain, readonly string[]> = {
  foreclosure: FORECLOSURE_FIELDS,
  bids: ['bidNumber', 'title', 'agencyName', 'agencyWebsite', 'dueDate.rawDateText', 'dueDate.standardized',
    'openingDate.rawDateText', 'openingDate.standardized', 'preBidMeeting.rawDateText', 'preBidMeeting.standardized',
    'contactName', 'contactPhone', 'contactEmail', 'submissionAddress', 'solicitationType'],
  probate: ['decedentName', 'decedentAliases', 'caseNumber', 'courtName', 'dateOfDeath', 'dateOfDeathStandardized',
    'personalRepresentatives.name', 'personalRepresentatives.address', 'attorneyName', 'attorneyAddress',
    'attorneyPhone', 'attorneyEmail', 'firstPublicationDate', 'firstPublicationDateStandardized', 'claimDeadline',
    'claimDeadlineStandardized'],
};

/** Seed fields: foreclosure's eleven wire fields (service.md §2.3); the bid wire fields; every probate field. */
export const SEED_FIELDS: Record<Domain, readonly string[]> = {
  foreclosure: FORECLOSURE_WIRE_FIELDS,
  bids: ['bidNumber', 'title', 'agencyName', 'agencyWebsite', 'dueDate.rawDateText', 'dueDate.standardized'],
  probate: SCORED_FIELDS.probate,
};
