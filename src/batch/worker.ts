/** Worker-thread entry: runs extraction jobs sent by ExtractPool. */
import { parentPort } from 'node:worker_threads';
import { runJob, type Job } from './extract-many.js';

parentPort?.on('message', ({ id, job }: { id: number; job: Job }) => {
  parentPort!.postMessage({ id, answer: runJob(job) });
});
