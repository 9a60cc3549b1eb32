/**
 * The work a pool worker (or this thread) does for one job: the batch
 * extraction of `extractMany`, or the service's extract response. Both run
 * in the worker, so only a small answer crosses back to the caller's thread.
 */
import { classify, extract, type DomainOption } from '../extract.js';
import { toGold, toWire } from '../wire/render.js';
import type { Domain } from '../types.js';
import { isNoticeExtractorError } from '../errors.js';
import { prepareNotice, type NoticeInput } from '../service/records.js';
import type { PreparedNotice } from '../service/store.js';

/** A batch job: one notice, extracted as `extract(text, { domain, maxLength })` would. */
export interface Job {
  kind?: 'extract';
  text: unknown;
  domain: DomainOption;
  maxLength?: number;
}

/**
 * A service extract job: the response body of `POST /v1/{domain}/extract`.
 * Unless `force`, text that the classifier reads as another kind of notice
 * (or as none) gives no entities and a warning naming what it looks like.
 */
export interface WireJob {
  kind: 'wire';
  text: unknown;
  domain: Domain;
  force: boolean;
  spans: boolean;
  /** Add the entities in the entities.md gold shape (`include=gold`). */
  gold?: boolean;
  maxLength?: number;
}

/** A service classify job: the response body of `POST /v1/classify`. */
export interface ClassifyJob {
  kind: 'classify';
  text: unknown;
}


/** An ingest job: a notice's records for the store (`prepareNotice`), so its extraction runs within a time budget. */
export interface PrepareJob {
  kind: 'prepare';
  /** The notice's text (also in `input`), checked like every job's text before it is sent. */
  text: string;
  input: NoticeInput;
}

export type PoolJob = Job | WireJob | ClassifyJob | PrepareJob;

export type Failure = { ok: false; error: { code: string; message: string } };
export type ExtractAnswer = { ok: true; domain: string; entities: unknown[]; classification?: unknown };
/** `body` is the JSON response, serialized in the worker: one string crosses threads instead of an object graph. */
export type WireAnswer = { ok: true; body: string };
export type PrepareAnswer = { ok: true; prepared: PreparedNotice };
export type Answer = ExtractAnswer | WireAnswer | PrepareAnswer | Failure;

function failed(error: unknown): Failure {
  if (isNoticeExtractorError(error)) return { ok: false, error: { code: error.code, message: error.message } };
  return { ok: false, error: { code: 'internal_error', message: error instanceof Error ? error.message : String(error) } };
}

/** Runs one batch job here; shared by the in-thread path and the worker script. */
export function runJob(job: Job): ExtractAnswer | Failure {
  try {
    const r = extract(job.text as string, { domain: job.domain, maxLength: job.maxLength } as never) as ExtractAnswer;
    return { ok: true, domain: r.domain, entities: r.entities, ...(r.classification ? { classification: r.classification } : {}) };
  } catch (error) {
    return failed(error);
  }
}

/** A warning of the extract response: the text was not extracted because it reads as something else. */
export interface KindWarning {
  code: 'other_kind_of_notice' | 'not_a_notice';
  message: string;
  /** What the classifier read the text as: another domain, or `other`. */
  classifiedAs: string;
  score: number;
}

export function runWireJob(job: WireJob): WireAnswer | Failure {
  try {
    const text = job.text as string;
    const { domain } = job;
    let entities: unknown[];
    let warnings: KindWarning[] | undefined;
    // Empty text is no notice of any kind: no entities and nothing to warn about.
    if (job.force || text.trim() === '') {
      entities = extract(text, { domain, maxLength: job.maxLength }).entities;
    } else {
      const kind = classify(text);
      if (kind.domain === domain) {
        entities = extract(text, { domain, maxLength: job.maxLength }).entities;
      } else {
        entities = [];
        const cues = kind.cues.slice(0, 3).map((c) => JSON.stringify(c.text)).join(', ');
        warnings = [{
          code: kind.domain === 'other' ? 'not_a_notice' : 'other_kind_of_notice',
          message: (kind.domain === 'other'
            ? `the text does not read as a ${domain} notice${cues ? ` (it names ${cues})` : ''}`
            : `the text reads as a ${kind.domain} notice (${cues}), not a ${domain} notice`) +
            '; nothing was extracted. Add force=true to extract it anyway.',
          classifiedAs: kind.domain,
          score: kind.score,
        }];
      }
    }
    const data = toWire(domain, entities as never);
    const extras = { ...(job.spans ? { spans: entities } : {}), ...(job.gold ? { gold: toGold(domain, entities as never) } : {}), ...(warnings ? { warnings } : {}) };
    return { ok: true, body: JSON.stringify({ data, ...extras }) };
  } catch (error) {
    return failed(error);
  }
}

export function runClassifyJob(job: ClassifyJob): WireAnswer | Failure {
  try {
    return { ok: true, body: JSON.stringify({ data: classify(job.text as string) }) };
  } catch (error) {
    return failed(error);
  }
}

function runPrepareJob(job: PrepareJob): PrepareAnswer | Failure {
  try {
    return { ok: true, prepared: prepareNotice(job.input) };
  } catch (error) {
    // An invalid notice (its state, its date) keeps its own message.
    return isNoticeExtractorError(error) || !(error instanceof Error) ? failed(error) : { ok: false, error: { code: 'invalid_notice', message: error.message } };
  }
}

export function runPoolJob(job: PoolJob): Answer {
  switch (job.kind) {
    case 'wire': return runWireJob(job);
    case 'classify': return runClassifyJob(job);
    case 'prepare': return runPrepareJob(job);
    default: return runJob(job);
  }
}
