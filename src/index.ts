/**
 * notice-extractor: typed, standardized entities from US public notices.
 *
 * ```ts
 * import { extract, toGold } from 'notice-extractor';
 * const { entities } = extract(text, { domain: 'foreclosure' });
 * entities[0].auctionDateTimeStandardized?.value; // "06/02/2026, 10:00:00"
 * toGold(entities);                                // plain values, entities.md shape
 * ```
 */
import { extractForeclosure } from './domains/foreclosure/pipeline.js';
import type { ForeclosureEntity } from './domains/foreclosure/entity.js';
import { extractBids } from './domains/bids/pipeline.js';
import type { BidEntity } from './domains/bids/entity.js';
import { extractProbate } from './domains/probate/pipeline.js';
import type { ProbateEntity } from './domains/probate/entity.js';
import { InvalidInputError, UnknownDomainError } from './errors.js';
import { checkEntities, checkMaxLength, checkText, checkTextWithin } from './checks.js';
import { FORECLOSURE_FIELDS } from './domains/foreclosure/entity.js';
import { BID_FIELDS } from './domains/bids/entity.js';
import { PROBATE_FIELDS } from './domains/probate/entity.js';
import { MAX_TEXT_LENGTH } from './limits.js';
import { NoticeDocument } from './text/document.js';
import { DOMAINS, type Domain } from './types.js';
import { toPlain } from './wire/gold.js';
import { foreclosureToWire } from './wire/foreclosure.js';
import { probateToWire } from './domains/probate/wire.js';
import { bidToWire } from './domains/bids/wire.js';
import { classifyDocument, type Classification } from './classify/classify.js';

/** A domain, or `'auto'` to let `classify` decide. */
export type DomainOption = Domain | 'auto';

export interface ExtractOptions<D extends DomainOption = DomainOption> {
  /**
   * Which kind of notice the text is; `'auto'` (or leaving it out) classifies the text first.
   * @default 'auto'
   */
  domain?: D;
  /**
   * Longest text accepted, in characters; longer text throws `InputTooLargeError`.
   * @default 1_000_000
   */
  maxLength?: number;
}

export interface EntityByDomain {
  foreclosure: ForeclosureEntity;
  bids: BidEntity;
  probate: ProbateEntity;
}

export interface ExtractResult<D extends Domain> {
  domain: D;
  entities: EntityByDomain[D][];
}

/** What `extract` returns when it chose the domain itself: the classification that decided comes along. */
export type AutoExtractResult =
  | (ExtractResult<'foreclosure'> & { classification: Classification })
  | (ExtractResult<'bids'> & { classification: Classification })
  | (ExtractResult<'probate'> & { classification: Classification })
  | { domain: 'other'; entities: []; classification: Classification };

const PIPELINES: { [K in Domain]: (d: NoticeDocument) => EntityByDomain[K][] } = {
  foreclosure: extractForeclosure,
  bids: extractBids,
  probate: extractProbate,
};

/**
 * Extracts the entities of one notice. With a domain, that pipeline runs;
 * without one (or with `'auto'`), the text is classified first and a notice
 * of another kind gives `{ domain: 'other', entities: [] }`. Empty text gives
 * no entities.
 */
export function extract<D extends Domain>(text: string, options: ExtractOptions<D> & { domain: D }): ExtractResult<D>;
export function extract(text: string, options?: ExtractOptions<'auto'>): AutoExtractResult;
export function extract(text: string, options: ExtractOptions = {}): ExtractResult<Domain> | AutoExtractResult {
  const domain = options?.domain ?? 'auto';
  if (domain !== 'auto' && !DOMAINS.includes(domain)) throw new UnknownDomainError(domain);
  const doc = new NoticeDocument(checkTextWithin(text, checkMaxLength(options?.maxLength ?? MAX_TEXT_LENGTH)));
  if (domain !== 'auto') return { domain, entities: PIPELINES[domain](doc) } as ExtractResult<Domain>;
  const classification = classifyDocument(doc);
  if (classification.domain === 'other') return { domain: 'other', entities: [], classification };
  return { domain: classification.domain, entities: PIPELINES[classification.domain](doc), classification } as AutoExtractResult;
}

/** Classifies notice text: foreclosure, bids, probate or other. A non-string throws `InvalidInputError`. */
export function classify(text: string): Classification {
  return classifyDocument(new NoticeDocument(checkText(text)));
}

/** Entities in the gold shape of entities.md: plain values, same field names. */
export function toGold<T>(entities: T[]) {
  return checkEntities<T>(entities).map((e) => toPlain(e));
}

/** Entities in the published wire format of service.md: foreclosure §2.3 (all strings), bids §2.2, probate as designed in src/domains/probate/wire.ts. */
export function toWire<D extends Domain>(domain: D, entities: EntityByDomain[D][]): unknown[] {
  if (!DOMAINS.includes(domain)) throw new UnknownDomainError(domain);
  const render = WIRE[domain] as (e: EntityByDomain[D]) => unknown;
  return checkEntities<EntityByDomain[D]>(entities, FIELDS[domain]).map((e, i) => {
    try {
      return render(e);
    } catch (error) {
      // Every field is there but one holds something else than extract puts there.
      if (error instanceof TypeError) throw new InvalidInputError(`entity ${i} is not a ${domain} entity: ${error.message}`);
      throw error;
    }
  });
}

const FIELDS: { [K in Domain]: readonly string[] } = {
  foreclosure: FORECLOSURE_FIELDS,
  bids: BID_FIELDS,
  probate: PROBATE_FIELDS,
};

const WIRE: { [K in Domain]: (e: EntityByDomain[K]) => unknown } = {
  foreclosure: foreclosureToWire,
  bids: bidToWire,
  probate: probateToWire,
};

export type { Classification, ClassifyCue } from './classify/classify.js';
export type { ClassDomain } from './classify/cues.js';
export { extractMany } from './batch/extract-many.js';
export { ExtractPool } from './batch/pool.js';
export type { BatchInput, BatchResult, ExtractManyOptions } from './batch/extract-many.js';
export { NoticeDocument } from './text/document.js';
export { sanitizeText } from './wire/sanitize.js';
export type { ForeclosureWireEntity, ForeclosureWireNotice } from './wire/foreclosure.js';
export { probateToWire, PROBATE_WIRE_FIELDS } from './domains/probate/wire.js';
export { bidToWire } from './domains/bids/wire.js';
export type { ProbateWireEntity, ProbateWireRepresentative } from './domains/probate/wire.js';
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
export type { Domain, Field, Mention, DateTimeValue, TimeValue, AddressValue, MoneyValue } from './types.js';
