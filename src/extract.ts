/**
 * The engine's entry points: `extract` (one notice to typed entities) and
 * `classify`. Each builds one `NoticeDocument` and hands it to the domain's
 * pipeline; the pipelines are listed once, in `PIPELINES`.
 */
import { extractForeclosure } from './domains/foreclosure/pipeline.js';
import type { ForeclosureEntity } from './domains/foreclosure/entity.js';
import { extractBids } from './domains/bids/pipeline.js';
import type { BidEntity } from './domains/bids/entity.js';
import { extractProbate } from './domains/probate/pipeline.js';
import type { ProbateEntity } from './domains/probate/entity.js';
import { UnknownDomainError } from './errors.js';
import { checkMaxLength, checkText, checkTextWithin } from './checks.js';
import { MAX_TEXT_LENGTH } from './limits.js';
import { NoticeDocument } from './text/document.js';
import { DOMAINS, type Domain } from './types.js';
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
