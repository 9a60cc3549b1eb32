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
