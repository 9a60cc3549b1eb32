import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../bench/lib/corpus.js';
import { extractMany } from '../src/index.js';

const NOTICES = [
  "NOTICE OF TRUSTEE'S SALE Grantor(s): Lena Fairweather. Deed of Trust. Date of Sale: May 6, 2025 at 1:00 PM. The property will be sold at public auction.",
  'NOTICE TO CREDITORS Estate of Mary Roe, Deceased. Claims against the estate must be presented to the Personal Representative.',
  'NOTICE OF PUBLIC HEARING on a zoning variance.',
];

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

describe('extractMany', () => {
  it('streams results in input order, from a sync iterable of strings', async () => {
    const out = await collect(extractMany(NOTICES));
    expect(out.map((r) => r.index)).toEqual([0, 1, 2]);
    expect(out.map((r) => (r.ok ? r.domain : 'error'))).toEqual(['foreclosure', 'probate', 'other']);
  });
  it('takes an async iterable of {id, text} and reports a bad item without stopping', async () => {
    async function* feed() {
      yield { id: 'a', text: NOTICES[0] };
      yield { id: 'b', text: 42 as unknown as string };
      yield { id: 'c', text: NOTICES[1] };
    }
    const out = await collect(extractMany(feed(), { domain: 'probate' }));
    expect(out.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(out[1]).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(out[2].ok).toBe(true);
  });
});

// Worker threads run the compiled worker script (npm test builds first).
const BUILT = join(repoRoot(), 'dist', 'src', 'index.js');
describe('extractMany keeps workers busy behind a slow notice', () => {
  it('sends more work while the first message is still out, and still yields in input order', async () => {
    // A stand-in pool of 2 workers whose first message is answered only when the test says so.
    let releaseFirst!: () => void;
    const sent: number[] = [];
    const pool = {
      size: 2,
      runMany(jobs: Array<{ text: unknown }>) {
        sent.push(jobs.length);
        const answers = jobs.map((j) => ({ ok: true, domain: 'other', entities: [], text: j.text }));
        if (sent.length > 1) return Promise.resolve(answers);
        return new Promise((resolve) => { releaseFirst = () => resolve(answers); });
      },
    };
    const texts = Array.from({ length: 40 }, (_, i) => `notice ${i}`);
    const done = collect(extractMany(texts, { pool: pool as never }));
    for (let i = 0; i < 50 && sent.length < 10; i++) await new Promise((r) => setTimeout(r, 1));
    // Two messages per worker (4) was the old limit while the first stayed out; now the other worker keeps going.
    expect(sent.length).toBe(10);
    releaseFirst();
    const out = await done;
    expect(out.map((r) => r.index)).toEqual(texts.map((_, i) => i));
  });
});

describe.skipIf(!existsSync(BUILT))('extractMany with worker threads', () => {
  it('gives the same results, in order, with 2 workers as in-thread', async () => {
    const { extractMany: built } = (await import(BUILT)) as typeof import('../src/index.js');
    const inputs = Array.from({ length: 40 }, (_, i) => ({ id: `n${i}`, text: NOTICES[i % 3] }));
    const one = await collect(built(inputs));
    const two = await collect(built(inputs, { jobs: 2 }));
    expect(two.map((r) => r.id)).toEqual(inputs.map((i) => i.id));
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
  }, 30_000);
});

// Defect 7 of issue 11: whatever an item holds, the pool answers it, per item, with a typed error.
describe.skipIf(!existsSync(BUILT))('extractMany and ExtractPool with items that cannot reach a worker', () => {
  it('two symbol texts with 2 workers are two invalid_input results, and the batch goes on', async () => {
    const { extractMany: built } = (await import(BUILT)) as typeof import('../src/index.js');
    const out = await collect(built([{ text: Symbol('a') }, { text: Symbol('b') }, NOTICES[1]], { jobs: 2 }));
    expect(out.map((r) => r.index)).toEqual([0, 1, 2]);
    expect(out.slice(0, 2)).toMatchObject([{ ok: false, error: { code: 'invalid_input' } }, { ok: false, error: { code: 'invalid_input' } }]);
    expect(out[2]).toMatchObject({ ok: true, domain: 'probate' });
  }, 30_000);

  it('an item whose text is a function or an object is reported like any other bad item', async () => {
    const { extractMany: built } = (await import(BUILT)) as typeof import('../src/index.js');
    const out = await collect(built([{ text: () => 1 }, { text: { nested: Symbol('x') } }, NOTICES[0]], { jobs: 2 }));
    expect(out.map((r) => (r.ok ? r.domain : r.error.code))).toEqual(['invalid_input', 'invalid_input', 'foreclosure']);
  }, 30_000);

  it('a pool of 0 (or a fraction, or NaN) workers is an InvalidInputError', async () => {
    const { ExtractPool, isNoticeExtractorError } = (await import(BUILT)) as typeof import('../src/index.js');
    for (const size of [0, -1, 1.5, Number.NaN]) {
      let caught: unknown;
      try {
        new ExtractPool(size);
      } catch (error) {
        caught = error;
      }
      expect(isNoticeExtractorError(caught), String(size)).toBe(true);
      expect((caught as { code: string }).code).toBe('invalid_input');
    }
  });

  it('a job over its time budget is answered "timeout" and its worker replaced; the next job runs', async () => {
    const { ExtractPool } = (await import(BUILT)) as typeof import('../src/index.js');
    const pool = new ExtractPool(1);
    try {
      const slow = await pool.run({ text: '123 Main St\n'.repeat(15_000), domain: 'foreclosure' }, 1);
      expect(slow).toMatchObject({ ok: false, error: { code: 'timeout' } });
      const next = await pool.run({ text: NOTICES[1], domain: 'auto' });
      expect(next).toMatchObject({ ok: true, domain: 'probate' });
    } finally {
      await pool.close();
    }
  }, 30_000);
});
