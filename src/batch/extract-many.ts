/**
 * Batch extraction: a stream of notices in, a stream of results out, in input
 * order. One bad notice gives an error result for that notice and the batch
 * goes on. With `jobs > 1` the work is spread over worker threads (the
 * engine holds no shared state, so each worker runs it independently).
 */
import type { DomainOption } from '../extract.js';
import { runJob, type ExtractAnswer, type Failure, type Job } from './jobs.js';
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

/** Notices sent to a worker per message: fewer messages, and a worker never waits idle between two notices. */
const CHUNK = 4;
/** Messages being worked on or queued per worker: one being worked on, one waiting behind it. */
const CHUNKS_PER_WORKER = 2;
/**
 * Answered messages held back for order, per worker, at most: a slow notice
 * at the head of the batch stops the reading of more input only past this.
 */
const HELD_PER_WORKER = 16;

export async function* extractMany(
  inputs: Iterable<BatchInput> | AsyncIterable<BatchInput>,
  options: ExtractManyOptions = {},
): AsyncGenerator<BatchResult> {
  const jobs = Math.max(1, Math.floor(options.jobs ?? 1));
  const domain = options.domain ?? 'auto';
  const owned = !options.pool && jobs > 1 ? new ExtractPool(jobs, { workerUrl: options.workerUrl }) : undefined;
  const pool = options.pool ?? owned;
  const chunkSize = pool ? CHUNK : 1;
  // The window counts messages still being worked on, not answers waiting to leave in input order: a worker
  // that finishes gets more work at once though an earlier, slower message holds the answers back.
  const working = pool ? pool.size * CHUNKS_PER_WORKER : 1;
  const held = pool ? pool.size * HELD_PER_WORKER : 1;
  const inflight: Array<{ done: boolean; results: Promise<BatchResult[]> }> = [];
  let unanswered = 0;
  let answered: (() => void) | undefined;
  let chunk: Array<{ index: number; id?: string; job: Job }> = [];
  const send = () => {
    const items = chunk;
    chunk = [];
    const answers = pool
      ? pool.runMany(items.map((x) => x.job))
      : Promise.resolve(items.map((x) => runJob(x.job)));
    const entry = { done: false, results: answers.then((got) => got.map((r, k) =>
      ({ index: items[k].index, ...(items[k].id !== undefined ? { id: items[k].id } : {}), ...(r as ExtractAnswer | Failure) }) as BatchResult)) };
    unanswered++;
    void entry.results.then(() => {
      entry.done = true;
      unanswered--;
      answered?.();
    });
    inflight.push(entry);
  };
  /** Waits until some message is answered (or returns at once when the oldest already is). */
  const nextAnswer = () => (inflight[0]?.done ? Promise.resolve() : new Promise<void>((resolve) => { answered = resolve; }));
  let index = 0;
  try {
    for await (const input of inputs as AsyncIterable<BatchInput>) {
      const id = typeof input === 'object' && input !== null && typeof input.id === 'string' ? input.id : undefined;
      const text = typeof input === 'object' && input !== null ? input.text : input;
      chunk.push({ index: index++, id, job: { text, domain, maxLength: options.maxLength } });
      if (chunk.length >= chunkSize) send();
      while (unanswered >= working || inflight.length >= held) {
        while (inflight[0]?.done) yield* await inflight.shift()!.results;
        if (unanswered >= working || inflight.length >= held) await nextAnswer();
      }
      while (inflight[0]?.done) yield* await inflight.shift()!.results;
    }
    if (chunk.length) send();
    while (inflight.length) yield* await inflight.shift()!.results;
  } finally {
    await owned?.close();
  }
}
