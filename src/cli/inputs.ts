/**
 * What the command line reads: text files, directories (recursively), NDJSON
 * lines `{"id": ..., "text": ...}`, or standard input. Every input becomes an
 * item with a name a user can find again (file, or file:line); an input that
 * cannot be read becomes an item with the reason, so the batch goes on and
 * nothing is silently dropped.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export interface InputItem {
  /** Where it came from: a path, "path:line" for NDJSON, or "-" for standard input. */
  source: string;
  id: string;
  text?: string;
  /** Why the input could not be read; set instead of `text`. */
  error?: string;
}

/** Files this size or larger are refused without reading them. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;
const NDJSON = new Set(['.ndjson', '.jsonl']);
/** Gold and sidecar files sit beside notices; they are not notices. */
const SKIP = new Set(['.json', '.md']);
const UTF8 = new TextDecoder('utf-8', { fatal: true });

function decode(buf: Buffer, source: string): InputItem {
  const id = source;
  if (buf.subarray(0, 8192).includes(0)) return { source, id, error: 'binary file (contains NUL bytes), not text' };
  try {
    return { source, id, text: UTF8.decode(buf).replace(/^\uFEFF/, '') };
  } catch {
    return { source, id, error: 'not valid UTF-8 text' };
  }
}

function fromLine(line: string, source: string, fallbackId: string): InputItem | undefined {
  if (!line.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (e) {
    return { source, id: fallbackId, error: `malformed NDJSON line: ${(e as Error).message}` };
  }
  const rec = parsed as { id?: unknown; text?: unknown };
  if (!rec || typeof rec !== 'object' || typeof rec.text !== 'string') {
    const id = rec && typeof rec === 'object' && rec.id !== undefined ? String(rec.id) : fallbackId;
    return { source, id, error: 'NDJSON line needs a string "text" field' };
  }
  return { source, id: rec.id === undefined ? fallbackId : String(rec.id), text: rec.text };
}

async function* ndjson(stream: Readable, name: string): AsyncGenerator<InputItem> {
  let n = 0;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    n++;
    const item = fromLine(line, `${name}:${n}`, `${name}:${n}`);
    if (item) yield item;
  }
}

async function* walk(dir: string): AsyncGenerator<string> {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* walk(path);
    else if (e.isFile() && !SKIP.has(extname(e.name).toLowerCase()) && !e.name.startsWith('.')) yield path;
  }
}

async function* fromFile(path: string): AsyncGenerator<InputItem> {
  let info;
  try {
    info = await stat(path);
  } catch (e) {
    yield { source: path, id: path, error: (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file or directory' : (e as Error).message };
    return;
  }
  if (info.isDirectory()) {
    for await (const file of walk(path)) yield* fromFile(file);
    return;
  }
  if (NDJSON.has(extname(path).toLowerCase())) {
    yield* ndjson(createReadStream(path), path);
    return;
  }
  if (info.size >= MAX_FILE_BYTES) {
    yield { source: path, id: path, error: `file too large (${info.size} bytes; the limit is ${MAX_FILE_BYTES})` };
    return;
  }
  try {
    yield decode(await readFile(path), path);
  } catch (e) {
    yield { source: path, id: path, error: (e as Error).message };
  }
}

/** Standard input: NDJSON when its first non-blank character opens a JSON object, else one notice. */
async function* fromStdin(stdin: Readable): AsyncGenerator<InputItem> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += b.length;
    if (size >= MAX_FILE_BYTES) {
      yield { source: '-', id: '-', error: `standard input too large (the limit is ${MAX_FILE_BYTES} bytes)` };
      return;
    }
    chunks.push(b);
  }
  const buf = Buffer.concat(chunks);
  if (/^\s*\{/.test(buf.subarray(0, 64).toString('utf8'))) {
    let n = 0;
    for (const line of buf.toString('utf8').split(/\r?\n/)) {
      n++;
      const item = fromLine(line, `-:${n}`, `-:${n}`);
      if (item) yield item;
    }
    return;
  }
  yield decode(buf, '-');
}

/** Every input named on the command line, in order; none means standard input. */
export async function* readInputs(args: readonly string[], stdin: Readable = process.stdin): AsyncGenerator<InputItem> {
  if (args.length === 0) {
    yield* fromStdin(stdin);
    return;
  }
  for (const arg of args) {
    if (arg === '-') yield* fromStdin(stdin);
    else yield* fromFile(arg);
  }
}
