/**
 * The `extract` and `classify` commands, apart from argument parsing:
 * inputs in, one result per input out, a summary that counts every input.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { classify, type DomainOption } from '../extract.js';
import { extractMany, type BatchResult } from '../batch/extract-many.js';
import { toGold, toWire } from '../wire/render.js';
import type { Domain } from '../types.js';
import { readInputs, type InputItem } from './inputs.js';
import { Progress } from './progress.js';
import type { Format } from './formats.js';


export interface RunOptions {
  domain: DomainOption;
  format: Format;
  out?: string;
  jobs: number;
  quiet: boolean;
}

export interface Summary {
  inputs: number;
  extracted: number;
  empty: number;
  failed: number;
}

interface Io {
  stdin: NodeJS.ReadableStream;
  stdout: Writable;
  stderr: Writable & { isTTY?: boolean };
}

function render(format: Format, domain: string, entities: unknown[]): unknown[] {
  if (format === 'full' || domain === 'other') return entities;
  if (format === 'wire') return toWire(domain as Domain, entities as never);
  return toGold(domain as Domain, entities as never);
}

async function openOut(path: string | undefined, stdout: Writable): Promise<{ stream: Writable; close(): Promise<void> }> {
  if (!path) return { stream: stdout, close: async () => {} };
  const stream: WriteStream = createWriteStream(path);
  await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
  return { stream, close: () => new Promise((resolve) => stream.end(resolve)) };
}

/** `notice-extractor extract`: returns the exit code (0 ok, 1 some inputs failed). */
export async function runExtract(args: string[], opts: RunOptions, io: Io): Promise<number> {
  const out = await openOut(opts.out, io.stdout);
  const summary: Summary = { inputs: 0, extracted: 0, empty: 0, failed: 0 };
  const items: InputItem[] = [];
  // Inputs are gathered first so the progress bar knows the total.
  for await (const item of readInputs(args, io.stdin as never)) items.push(item);
  const progress = new Progress(items.length, io.stderr, opts.quiet || items.length < 2);
  const single = items.length === 1 && opts.format !== 'ndjson';
  const readable = items.filter((i) => i.text !== undefined);
  const results = extractMany(readable.map((i) => ({ id: i.id, text: i.text })), { domain: opts.domain, jobs: opts.jobs });
  const r = results[Symbol.asyncIterator]();
  let first = true;
  const emit = (record: Record<string, unknown>) => {
    if (opts.format === 'ndjson') out.stream.write(`${JSON.stringify(record)}\n`);
    else if (single) out.stream.write(`${JSON.stringify({ domain: record.domain, entities: record.entities }, null, 2)}\n`);
    else {
      out.stream.write(`${first ? '[\n' : ',\n'}${JSON.stringify(record, null, 2)}`);
      first = false;
    }
  };
  for (const item of items) {
    summary.inputs++;
    if (item.error !== undefined) {
      summary.failed++;
      io.stderr.write(`${progress.clearLine()}notice-extractor: ${item.source}: ${item.error}\n`);
      if (opts.format === 'ndjson') emit({ source: item.source, id: item.id, error: item.error });
      progress.tick();
      continue;
    }
    const next = await r.next();
    const res = next.value as BatchResult;
    if (!res.ok) {
      summary.failed++;
      io.stderr.write(`${progress.clearLine()}notice-extractor: ${item.source}: ${res.error.message}\n`);
      if (opts.format === 'ndjson') emit({ source: item.source, id: item.id, error: res.error.message });
    } else {
      if (res.entities.length) summary.extracted++;
      else summary.empty++;
      emit({ source: item.source, id: item.id, domain: res.domain, entities: render(opts.format, res.domain, res.entities) });
    }
    progress.tick();
  }
  // Finish the batch so it can close its worker threads.
  await r.return?.(undefined);
  if (!single && opts.format !== 'ndjson') out.stream.write(first ? '[]\n' : '\n]\n');
  progress.stop();
  await out.close();
  if (!opts.quiet) io.stderr.write(`inputs ${summary.inputs}, extracted ${summary.extracted}, empty ${summary.empty}, failed ${summary.failed}\n`);
  return summary.failed ? 1 : 0;
}

/** `notice-extractor classify`: one line per input (tab-separated, or NDJSON with --json). */
export async function runClassify(args: string[], opts: { json: boolean; quiet: boolean }, io: Io): Promise<number> {
  let failed = 0;
  let inputs = 0;
  for await (const item of readInputs(args, io.stdin as never)) {
    inputs++;
    if (item.error !== undefined) {
      failed++;
      io.stderr.write(`notice-extractor: ${item.source}: ${item.error}\n`);
      continue;
    }
    const c = classify(item.text!);
    if (opts.json) io.stdout.write(`${JSON.stringify({ source: item.source, id: item.id, domain: c.domain, score: c.score, cues: c.cues.map((q) => q.text) })}\n`);
    else io.stdout.write(`${item.source}\t${c.domain}\t${c.score.toFixed(3)}\n`);
  }
  if (!opts.quiet) io.stderr.write(`inputs ${inputs}, classified ${inputs - failed}, failed ${failed}\n`);
  return failed ? 1 : 0;
}
