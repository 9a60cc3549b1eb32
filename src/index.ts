/**
 * notice-extractor: typed, standardized entities from US public notices.
 *
 * ```ts
 * import { extract, toGold } from 'notice-extractor';
 * const { entities } = extract(text, { domain: 'foreclosure' });
 * entities[0].auctionDateTime?.value.standardized; // "06/02/2026, 10:00:00" (the date with its parts)
 * toGold('foreclosure', entities);                  // plain strings, entities.md shape
 * ```
 */

export { extract, classify } from './extract.js';
export type { DomainOption, ExtractOptions, EntityByDomain, ExtractResult, AutoExtractResult } from './extract.js';
export type { Classification, ClassifyCue } from './classify/classify.js';
export type { ClassDomain } from './classify/cues.js';
export { extractMany } from './batch/extract-many.js';
export { ExtractPool } from './batch/pool.js';
export type { BatchInput, BatchResult, ExtractManyOptions } from './batch/extract-many.js';
export { NoticeDocument } from './text/document.js';
export { sanitizeText } from './wire/sanitize.js';
export type { ForeclosureWireEntity, ForeclosureWireNotice } from './wire/foreclosure.js';
export { toGold, toWire } from './wire/render.js';
export type { GoldByDomain, WireByDomain } from './wire/render.js';
export { foreclosureToGold, bidToGold, probateToGold } from './wire/gold.js';
export type { ForeclosureGold, BidGold, BidGoldDate, ProbateGold, ProbateGoldRepresentative } from './wire/gold.js';
export { foreclosureToWire } from './wire/foreclosure.js';
export { bidToWire } from './wire/bids.js';
export type { BidWire } from './wire/bids.js';
export { probateToWire, PROBATE_WIRE_FIELDS } from './wire/probate.js';
export type { ProbateWireEntity, ProbateWireRepresentative } from './wire/probate.js';
export { normalize, toOriginalSpan } from './text/normalize.js';
export { FORECLOSURE_FIELDS, FORECLOSURE_WIRE_FIELDS } from './domains/foreclosure/entity.js';
export { MAX_TEXT_LENGTH } from './limits.js';
export {
  NoticeExtractorError, InvalidInputError, InputTooLargeError, UnknownDomainError, isNoticeExtractorError,
} from './errors.js';
export { BID_FIELDS } from './domains/bids/entity.js';
export { PROBATE_FIELDS } from './domains/probate/entity.js';
export type { ForeclosureEntity, ForeclosureStatus } from './domains/foreclosure/entity.js';
export type { BidEntity, DateField, SolicitationType } from './domains/bids/entity.js';
export type { ProbateEntity, PersonalRepresentative } from './domains/probate/entity.js';
export type {
  Domain, Field, Mention, DateTimeValue, PrintedDateValue, DeadlineValue, TimeValue, AddressValue, MoneyValue,
} from './types.js';
