/**
 * A progress bar on standard error with rate and ETA (cli-progress), shown
 * only when standard error is a terminal and the batch has several inputs.
 */
import { SingleBar } from 'cli-progress';
import type { Writable } from 'node:stream';

export class Progress {
  private readonly bar?: SingleBar;

  constructor(total: number, stream: Writable & { isTTY?: boolean }, silent: boolean) {
    if (silent || !stream.isTTY) return;
    this.bar = new SingleBar({
      stream: stream as NodeJS.WriteStream,
      format: 'extracting [{bar}] {percentage}% | {value}/{total} notices | {rate}/s | ETA {eta_formatted}',
      etaBuffer: 50,
      hideCursor: true,
      clearOnComplete: true,
    });
    this.bar.start(total, 0, { rate: '0' });
  }

  private readonly started = performance.now();
  private done = 0;

  tick(): void {
    if (!this.bar) return;
    this.done++;
    const seconds = (performance.now() - this.started) / 1000;
    this.bar.increment(1, { rate: seconds > 0 ? (this.done / seconds).toFixed(0) : '0' });
  }

  /** Text that clears the bar's line, so a message printed mid-batch is not mixed into it. */
  clearLine(): string {
    return this.bar ? '\r\x1b[2K' : '';
  }

  stop(): void {
    this.bar?.stop();
  }
}
