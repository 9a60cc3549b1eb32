/**
 * Loading notices into a store: NDJSON (files or standard input, one notice
 * per line) and text files with a JSON sidecar (`ID.txt` + `ID.json`).
 * A notice whose id is already stored is skipped before extraction, so
 * running the same ingest twice costs little and changes nothing.
 */
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { PrepareAnswer } from '../batch/jobs.js';
import type { ExtractPool } from '../batch/pool.js';
import { InvalidNoticeError, noticeId, prepareNotice, toNoticeInput, type NoticeInput } from './records.js';
import type { NoticeStore, PreparedNotice } from './store.js';
import { countyNamedIn, paperNamedIn } from './text-metadata.js';

/**
 * Values for notices that do not bring their own (the `ingest` flags). A gold
 * or fixture file (a sidecar with `entities`) needs none: its paper and
 * county are read from the text, or "Unknown paper" and no county, and its
 * date is `today`.
 */
export interface IngestDefaults {
  paperName?: string;
  county?: string;
  state?: string;
  date?: string;
  /** The date given to gold files without `--date` (YYYY-MM-DD). @default today's UTC date */
  today?: string;
}

/** The metadata every notice needs, and the `ingest` flag that supplies it for notices without it. */
export const NOTICE_FIELDS = [
  { field: 'paperName', also: 'paper_name', flag: '--paper-name <name>', what: 'the newspaper that printed it' },
  { field: 'state', flag: '--state <state>', what: 'full name, two-letter code or path form' },
  { field: 'date', flag: '--date <YYYY-MM-DD>', what: 'the publication date' },
  { field: 'county', flag: '--county <name>', what: 'optional; "County" is added when missing' },
] as const;

const missing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A gold or fixture file of this project or the development corpus: entities beside the notice's id and state. */
const isGoldFile = (o: Record<string, unknown>) => Array.isArray(o.entities);

export interface IngestSummary {
  inserted: number;
  /** Already stored (same id). */
  skipped: number;
  /** Notices that could not be read or were invalid, each with where it came from. */
  failed: Array<{ source: string; message: string }>;
}

/** Extraction on a worker pool, each notice within a time budget: a slow text fails alone instead of holding the ingest. */
export interface TimedExtraction {
  pool: ExtractPool;
  budgetMs: number;
}

/** Notices are written in transactions of this many, so a large file is neither one huge transaction nor thousands of small ones. */
const BATCH = 200;
const NDJSON_EXTENSIONS = new Set(['.ndjson', '.jsonl']);

/**
 * Accumulates notices and writes them in batches. Ids already stored are
 * looked up once per batch and skipped before extraction (the costly part);
 * the store's insert skips any that arrive meanwhile from another ingest.
 */
export class Ingestor {
  readonly summary: IngestSummary = { inserted: 0, skipped: 0, failed: [] };
  readonly #store: NoticeStore;
  readonly #defaults: IngestDefaults;
  readonly #timed: TimedExtraction | undefined;
  #pending = new Map<string, { input: NoticeInput; source: string }>();

  /** With `timed`, each notice is extracted on its pool within its time budget; without, in this thread. */
  constructor(store: NoticeStore, defaults: IngestDefaults = {}, timed?: TimedExtraction) {
    this.#store = store;
    this.#defaults = defaults;
    this.#timed = timed;
  }

  /** Fills what a notice does not say from the defaults (see `IngestDefaults`). */
  #withDefaults(raw: unknown): unknown {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const o: Record<string, unknown> = { ...raw };
    const d = this.#defaults;
    const text = typeof o.text === 'string' ? o.text : '';
    const gold = isGoldFile(o);
    if (missing(o.paperName) && missing(o.paper_name)) o.paperName = d.paperName ?? (gold ? paperNamedIn(text) ?? 'Unknown paper' : undefined);
    if (missing(o.county)) o.county = d.county ?? (gold ? countyNamedIn(text) : o.county);
    if (missing(o.state)) o.state = d.state;
    if (missing(o.date)) o.date = d.date ?? (gold ? d.today ?? new Date().toISOString().slice(0, 10) : undefined);
    return o;
  }

  /** Adds one notice (already validated by `toNoticeInput`); `source` names it in failure reports. */
  async add(input: NoticeInput, source: string): Promise<void> {
    let id: string;
    try {
      id = input.id ?? noticeId(input.text, input.paperName, input.date);
    } catch (error) {
      this.fail(source, error);
      return;
    }
    if (this.#pending.has(id)) {
      this.summary.skipped++;
      return;
    }
    this.#pending.set(id, { input: { ...input, id }, source });
    if (this.#pending.size >= BATCH) await this.flush();
  }

  /** Adds one raw JSON value (an NDJSON line or a sidecar merged with its text). */
  async addRaw(raw: unknown, source: string): Promise<void> {
    let input: NoticeInput;
    try {
      input = toNoticeInput(this.#withDefaults(raw));
    } catch (error) {
      this.fail(source, error);
      return;
    }
    await this.add(input, source);
  }

  fail(source: string, error: unknown): void {
    let message = error instanceof Error ? error.message : String(error);
    const need = error instanceof InvalidNoticeError ? NOTICE_FIELDS.find((f) => f.field === error.field) : undefined;
    if (need) message += ` (or pass ${need.flag} to ingest)`;
    this.summary.failed.push({ source, message });
  }

  async flush(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    const stored = await this.#store.existing([...batch.keys()]);
    const fresh = [...batch.values()].filter(({ input }) => {
      if (!stored.has(input.id!)) return true;
      this.summary.skipped++;
      return false;
    });
    // On a pool the batch's notices are extracted side by side, each within its own budget.
    const prepared = (await Promise.all(fresh.map(({ input, source }) => this.#prepare(input, source))))
      .filter((p): p is PreparedNotice => p !== undefined);
    if (prepared.length === 0) return;
    const { inserted, skipped } = await this.#store.insert(prepared);
    this.summary.inserted += inserted.length;
    this.summary.skipped += skipped.length;
  }

  /** A notice's records for the store (its extraction), or undefined when it failed (reported). */
  async #prepare(input: NoticeInput, source: string): Promise<PreparedNotice | undefined> {
    const timed = this.#timed;
    if (!timed) {
      try {
        return prepareNotice(input);
      } catch (error) {
        this.fail(source, error);
        return undefined;
      }
    }
    const answer = await timed.pool.run({ kind: 'prepare', text: input.text, input }, timed.budgetMs, { budgetFrom: 'start' });
    if (answer.ok) return (answer as PrepareAnswer).prepared;
    this.fail(source, new Error(answer.error.code === 'timeout'
      ? `extraction took longer than ${timed.budgetMs} ms; the notice was not ingested`
      : answer.error.message));
    return undefined;
  }
}

async function readNdjson(ingestor: Ingestor, stream: Readable, name: string): Promise<void> {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let lineNo = 0;
  for await (const line of lines) {
    lineNo++;
    if (line.trim() === '') continue;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (error) {
      ingestor.fail(`${name}:${lineNo}`, new Error(`not JSON: ${(error as Error).message}`));
      continue;
    }
    await ingestor.addRaw(raw, `${name}:${lineNo}`);
  }
}

async function readTextWithSidecar(ingestor: Ingestor, file: string): Promise<void> {
  const sidecar = file.replace(/\.txt$/i, '.json');
  if (!existsSync(sidecar)) {
    await ingestor.addRaw({ text: readFileSync(file, 'utf8') }, file);
    return;
  }
  let meta: unknown;
  try {
    meta = JSON.parse(readFileSync(sidecar, 'utf8'));
  } catch (error) {
    ingestor.fail(sidecar, error);
    return;
  }
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) {
    ingestor.fail(sidecar, new Error('the sidecar must be a JSON object'));
    return;
  }
  await ingestor.addRaw({ ...meta, text: readFileSync(file, 'utf8') }, file);
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/**
 * Ingests each source: `-` (NDJSON on `stdin`), an `.ndjson`/`.jsonl` file, a
 * `.txt` file with its `.json` sidecar, or a directory of such files (walked
 * recursively; other files are ignored).
 */
export async function ingestSources(
  store: NoticeStore, sources: string[], stdin: Readable = process.stdin, defaults: IngestDefaults = {}, timed?: TimedExtraction,
): Promise<IngestSummary> {
  const ingestor = new Ingestor(store, defaults, timed);
  for (const source of sources) {
    if (source === '-') {
      await readNdjson(ingestor, stdin, 'stdin');
      continue;
    }
    let isDir: boolean;
    try {
      isDir = statSync(source).isDirectory();
    } catch (error) {
      ingestor.fail(source, error);
      continue;
    }
    const files = isDir ? walk(source).filter((f) => NDJSON_EXTENSIONS.has(extname(f).toLowerCase()) || /\.txt$/i.test(f)) : [source];
    for (const file of files) {
      const ext = extname(file).toLowerCase();
      if (NDJSON_EXTENSIONS.has(ext)) await readNdjson(ingestor, createReadStream(file), file);
      else if (ext === '.txt') await readTextWithSidecar(ingestor, file);
      else ingestor.fail(file, new Error('expected an .ndjson or .jsonl file, a .txt file with a .json sidecar, or a directory'));
    }
  }
  await ingestor.flush();
  return ingestor.summary;
}
