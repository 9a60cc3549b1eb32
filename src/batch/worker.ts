/** Worker-thread entry: runs the jobs of one ExtractPool message and answers them in order. */
import { parentPort } from 'node:worker_threads';
import { runPoolJob, type PoolJob } from './jobs.js';

parentPort?.on('message', (jobs: PoolJob[]) => {
  parentPort!.postMessage(jobs.map(runPoolJob));
});
// Imports are loaded by now: the pool starts counting a job's time budget from here on.
parentPort?.postMessage('ready');
