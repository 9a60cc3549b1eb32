/** A fixed pool of worker threads running `runJob`, answering in the order asked per worker. */
import { Worker } from 'node:worker_threads';
import type { Job, runJob } from './extract-many.js';

type Answer = ReturnType<typeof runJob>;

export class ExtractPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, (a: Answer) => void>();
  private readonly load: number[] = [];
  private next = 0;

  constructor(size: number, workerUrl: URL = new URL('./worker.js', import.meta.url)) {
    for (let i = 0; i < size; i++) {
      const w = new Worker(workerUrl);
      w.on('message', ({ id, answer }: { id: number; answer: Answer }) => {
        this.load[i]--;
        this.pending.get(id)?.(answer);
        this.pending.delete(id);
      });
      w.on('error', (error) => {
        for (const [id, resolve] of this.pending) {
          resolve({ ok: false, error: { code: 'worker_failed', message: error.message } });
          this.pending.delete(id);
        }
      });
      this.workers.push(w);
      this.load.push(0);
    }
  }

  get size(): number {
    return this.workers.length;
  }

  /** Sends the job to the least-loaded worker. */
  run(job: Job): Promise<Answer> {
    const id = this.next++;
    let w = 0;
    for (let i = 1; i < this.workers.length; i++) if (this.load[i] < this.load[w]) w = i;
    this.load[w]++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.workers[w].postMessage({ id, job });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
