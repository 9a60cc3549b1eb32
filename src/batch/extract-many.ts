/**
 * Batch extraction: a stream of notices in, a stream of results out, in input
 * order. One bad notice gives an error result for that notice and the batch
 * goes on. With `jobs > 1` the work is spread over worker threads (the
 * engine holds no shared state, so each worker runs it independently).
 */
import { extract, type DomainOption } from '../index.js';
import { isNoticeExtractorError } from '../errors.js';
import { ExtractPool } from './pool.js';

export type BatchInput = string | { id?: string; text: unknown };

export type BatchResult =
  | { index: number; id?: string; ok: true; domain: string; entities: unknown[]; classification?: unknown }
  | { index: number; id?: string; ok: false; error: { code: string; message: string } };

export interface ExtractManyOptions {
  /** @default 'auto' */
  domain?: DomainOption;
  /**
   * Worker threads to use; 1 runs in this thread.
   * @default 1
   */
  jobs?: number;
  maxLength?: number;
  /** Where the compiled worker script is (tests and bundlers may need to say). */
  workerUrl?: URL;
  /** A pool to reuse across batches (its size wins over `jobs`); the caller closes it. */
  pool?: ExtractPool;
}

export interface Job {
  text: unknown;
  domain: DomainOption;
  maxLength?: number;
}

/** Runs one job here; shared by the in-thread path and the worker script. */
export function runJob(job: Job): { ok: true; domain: string; entities: unknown[]; classification?: unknown } | { ok: false; error: { code: string; message: string } } {
  try {
    const r = extract(job.text as string, { domain: job.domain, maxLength: job.maxLength } as never) as { domain: string; entities: unknown[]; classification?: unknown };
    return { ok: true, domain: r.domain, entities: r.entities, ...(r.classification ? { classification: r.classification } : {}) };
  } catch (error) {
    if (isNoticeExtractorError(error)) return { ok: false, error: { code: error.code, message: error.message } };
    return { ok: false, error: { code: 'internal_error', message: error instanceof Error ? error.message : String(error) } };
  }
}

export async function* extractMany(
  inputs: Iterable<BatchInput> | AsyncIterable<BatchInput>,
  options: ExtractManyOptions = {},
): AsyncGenerator<BatchResult> {
  const jobs = Math.max(1, Math.floor(options.jobs ?? 1));
  const domain = options.domain ?? 'auto';
  const owned = !options.pool && jobs > 1 ? new ExtractPool(jobs, options.workerUrl) : undefined;
  const pool = options.pool ?? owned;
  // Enough work queued to keep every worker busy; results still leave in input order.
  const window = pool ? pool.size * 8 : 1;
  const inflight: Array<Promise<BatchResult>> = [];
  let index = 0;
  try {
    for await (const input of inputs as AsyncIterable<BatchInput>) {
      const i = index++;
      const id = typeof input === 'object' && input !== null && typeof input.id === 'string' ? input.id : undefined;
      const text = typeof input === 'object' && input !== null ? input.text : input;
      const job: Job = { text, domain, maxLength: options.maxLength };
      const done = pool ? pool.run(job) : Promise.resolve(runJob(job));
      inflight.push(done.then((r) => ({ index: i, ...(id !== undefined ? { id } : {}), ...r }) as BatchResult));
      if (inflight.length >= window) yield await inflight.shift()!;
    }
    while (inflight.length) yield await inflight.shift()!;
  } finally {
    await owned?.close();
  }
}
