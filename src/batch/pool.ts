/**
 * A fixed pool of worker threads running jobs (`runJob`, or the service's
 * extract job), with a queue in this thread.
 *
 * Each worker has at most one message in flight, and a message may carry
 * several jobs: a worker that finishes takes the next message at once, and
 * a job over its time budget can be told apart from the ones queued behind
 * it. A worker over budget is terminated and replaced, so one slow text
 * never holds a thread for good. Every job gets an answer, whatever it holds:
 * a text that is not a string, or that cannot be sent to a thread, is
 * answered here with a typed error.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { InvalidInputError } from '../errors.js';
import type { Answer, PoolJob } from './jobs.js';

export interface ExtractPoolOptions {
  /** Where the compiled worker script is (tests and bundlers may need to say). */
  workerUrl?: URL;
  /** Largest old-generation heap per worker, in MiB: a runaway text fails its job, not the process. */
  maxHeapMb?: number;
  /**
   * Scheduling niceness of the worker threads (0 to 19; Linux sets it per
   * thread). A server gives its workers a higher one, so on a busy machine
   * the event loop that answers requests gets the CPU before extractions.
   * @default 0
   */
  nice?: number;
}

interface Task {
  jobs: PoolJob[];
  /** A budget that starts when a worker takes the task (set at dispatch), rather than at the call. */
  workBudgetMs?: number;
  resolve: (answers: Answer[]) => void;
  /** Ends the task at its time budget, waiting or running. */
  timer: NodeJS.Timeout | undefined;
}

export interface RunOptions {
  /**
   * Where the time budget starts: at the call (`call`, the default: waiting
   * for a worker counts, as for a request with a deadline) or when a worker
   * takes the job (`start`: only the work counts, as for a batch).
   */
  budgetFrom?: 'call' | 'start';
}

interface Slot {
  worker: Worker;
  /** The worker has loaded the engine; only ready workers are sent work. */
  ready: boolean;
  started: Promise<void>;
  task: Task | undefined;
}

/** The compiled worker beside this file; run from the TypeScript sources (vitest, tsx) there is none, so the build's. */
function defaultWorkerUrl(): URL {
  const here = new URL('./worker.js', import.meta.url);
  if (existsSync(fileURLToPath(here))) return here;
  return new URL('../../dist/src/batch/worker.js', import.meta.url);
}

const failure = (code: string, message: string): Answer => ({ ok: false, error: { code, message } });

export class ExtractPool {
  readonly #slots: Slot[] = [];
  readonly #queue: Task[] = [];
  readonly #workerUrl: URL;
  readonly #maxHeapMb: number | undefined;
  readonly #nice: number;
  #closed = false;

  /**
   * @param size worker threads, 1 to 256; anything else throws `InvalidInputError`.
   * @param options a worker URL (the older signature) or options.
   */
  constructor(size: number, options: URL | ExtractPoolOptions = {}) {
    if (!Number.isInteger(size) || size < 1 || size > 256) {
      throw new InvalidInputError(`an ExtractPool needs 1 to 256 worker threads, got ${String(size)}`);
    }
    const opts = options instanceof URL ? { workerUrl: options } : options;
    this.#workerUrl = opts.workerUrl ?? defaultWorkerUrl();
    this.#maxHeapMb = opts.maxHeapMb;
    this.#nice = opts.nice ?? 0;
    for (let i = 0; i < size; i++) this.#slots.push(this.#start());
  }

  get size(): number {
    return this.#slots.length;
  }

  /** Messages waiting for a free worker (not counting those being worked on). */
  get queued(): number {
    return this.#queue.length;
  }

  /** Workers busy with a message now. */
  get busy(): number {
    return this.#slots.filter((s) => s.task).length;
  }

  /** Resolves once every worker has loaded the engine (work sent before then waits in the queue). */
  async ready(): Promise<void> {
    await Promise.all(this.#slots.map((s) => s.started));
  }

  /**
   * Runs one job. `budgetMs` bounds the time from this call to the answer,
   * waiting included: past it the job is dropped from the queue, or its
   * worker terminated and replaced, and the answer is a `timeout` error.
   */
  async run(job: PoolJob, budgetMs?: number, options: RunOptions = {}): Promise<Answer> {
    return (await this.runMany([job], budgetMs, options))[0];
  }

  /** Runs jobs as one message (fewer, larger messages cost less than one per job); answers in job order. */
  runMany(jobs: PoolJob[], budgetMs?: number, options: RunOptions = {}): Promise<Answer[]> {
    if (this.#closed) return Promise.resolve(jobs.map(() => failure('pool_closed', 'the worker pool is closed')));
    const answers: Array<Answer | undefined> = jobs.map((job) =>
      (typeof job.text === 'string'
        ? undefined
        : failure('invalid_input', `notice text must be a string, got ${job.text === null ? 'null' : typeof job.text}`)));
    const sendable = jobs.filter((_, i) => answers[i] === undefined);
    if (sendable.length === 0) return Promise.resolve(answers as Answer[]);
    return new Promise((resolve) => {
      const task: Task = {
        jobs: sendable,
        timer: undefined,
        resolve: (got) => {
          clearTimeout(task.timer);
          let k = 0;
          resolve(answers.map((a) => a ?? got[k++]));
        },
      };
      if (budgetMs !== undefined && options.budgetFrom === 'start') task.workBudgetMs = budgetMs;
      else if (budgetMs !== undefined) task.timer = setTimeout(() => this.#expire(task, budgetMs), budgetMs);
      this.#queue.push(task);
      this.#dispatch();
    });
  }

  /** Terminates the workers; queued and running jobs are answered `pool_closed`. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const task of this.#queue.splice(0)) task.resolve(task.jobs.map(() => failure('pool_closed', 'the worker pool is closed')));
    await Promise.all(this.#slots.map((slot) => {
      this.#finish(slot, slot.task?.jobs.map(() => failure('pool_closed', 'the worker pool is closed')));
      return slot.worker.terminate();
    }));
  }

  #start(): Slot {
    const worker = new Worker(this.#workerUrl, {
      workerData: { nice: this.#nice },
      ...(this.#maxHeapMb ? { resourceLimits: { maxOldGenerationSizeMb: this.#maxHeapMb } } : {}),
    });
    let started!: () => void;
    const slot: Slot = { worker, ready: false, started: new Promise((r) => { started = r; }), task: undefined };
    // A worker is not kept alive for its own sake: an idle pool does not hold the process open.
    worker.unref();
    worker.on('message', (answers: Answer[] | 'ready') => {
      if (answers === 'ready') {
        slot.ready = true;
        started();
      }
      else this.#finish(slot, answers);
      this.#dispatch();
    });
    worker.on('error', (error) => this.#replace(slot, failure('worker_failed', error.message)));
    worker.on('exit', () => this.#replace(slot, failure('worker_failed', 'the worker thread exited')));
    return slot;
  }

  #expire(task: Task, budgetMs: number): void {
    const timeout = failure('timeout', `extraction took longer than ${budgetMs} ms`);
    const waiting = this.#queue.indexOf(task);
    if (waiting >= 0) {
      this.#queue.splice(waiting, 1);
      task.resolve(task.jobs.map(() => timeout));
      return;
    }
    const slot = this.#slots.find((s) => s.task === task);
    if (slot) this.#replace(slot, timeout);
  }

  /** Answers the slot's task (if any) and marks the slot free. */
  #finish(slot: Slot, answers: Answer[] | undefined): void {
    const task = slot.task;
    slot.task = undefined;
    if (task) {
      slot.worker.unref();
      task.resolve(answers ?? task.jobs.map(() => failure('worker_failed', 'no answer from the worker')));
    }
  }

  /** Ends a worker that failed or ran over budget, answers its task with `answer`, and starts a fresh one in its place. */
  #replace(slot: Slot, answer: Answer): void {
    const i = this.#slots.indexOf(slot);
    if (i < 0) return;
    const task = slot.task;
    slot.worker.removeAllListeners('message');
    slot.worker.removeAllListeners('exit');
    slot.worker.on('error', () => undefined);
    void slot.worker.terminate();
    this.#finish(slot, task?.jobs.map(() => answer));
    if (this.#closed) return;
    this.#slots[i] = this.#start();
    this.#dispatch();
  }

  #dispatch(): void {
    let slot: Slot | undefined;
    while (this.#queue.length && (slot = this.#slots.find((s) => s.ready && !s.task))) {
      const task = this.#queue.shift()!;
      try {
        slot.worker.postMessage(task.jobs);
      } catch (error) {
        // A value that cannot cross to a thread (a symbol, a function inside an object): answered here, per job.
        task.resolve(task.jobs.map(() => failure('invalid_input', `the job cannot be sent to a worker thread: ${(error as Error).message}`)));
        continue;
      }
      slot.task = task;
      // While it works, the worker keeps the process alive (the caller awaits its answer).
      slot.worker.ref();
      const budget = task.workBudgetMs;
      if (budget !== undefined) task.timer = setTimeout(() => this.#expire(task, budget), budget);
    }
  }
}
