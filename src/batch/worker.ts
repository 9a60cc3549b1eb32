/** Worker-thread entry: runs the jobs of one ExtractPool message and answers them in order. */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { runPoolJob, type PoolJob } from './jobs.js';

const nice = (workerData as { nice?: number } | undefined)?.nice;
if (nice) {
  try {
    // pid 0: on Linux the calling thread only, not the whole process.
    setPriority(0, nice);
  } catch {
    // Not permitted or not supported here: the worker runs at normal priority.
  }
}

parentPort?.on('message', (jobs: PoolJob[]) => {
  parentPort!.postMessage(jobs.map(runPoolJob));
});

// Imports are loaded by now: the pool sends work from here on.
parentPort?.postMessage('ready');
