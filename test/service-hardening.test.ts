/**
 * Issue 11: a request that must not stall or fool the service. Each test runs
 * a reproducer of one reported defect against a real server on an ephemeral
 * loopback port (raw sockets where the defect is below HTTP), with its own
 * store in a temporary directory and a fixed service clock.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractPool } from '../src/batch/pool.js';
import { buildApp, type AppOptions } from '../src/service/app.js';
import { Ingestor } from '../src/service/ingest.js';
import { packageRoot } from '../src/service/paths.js';
import { SqliteNoticeStore } from '../src/service/sqlite-store.js';
import { createToken } from '../src/service/tokens.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const dir = mkdtempSync(join(tmpdir(), 'ne-hardening-'));
const store = new SqliteNoticeStore({ file: join(dir, 'n.sqlite') });
const pool = new ExtractPool(1);
/** The service's clock: the limited window is 2025-06-01 to 2025-06-30. */
const clock = () => new Date('2025-06-30T09:00:00Z');
const HOSTILE = '123 Main St\n'.repeat(Math.floor((200 * 1024) / 12));
const PROBATE = 'NOTICE TO CREDITORS\nEstate of Mabel Orr, Deceased.\nCase No. 2025-PR-0042\n' +
  'All persons having claims against the estate must present them within four months after the date of first publication of this notice, ' +
  'which is June 2, 2025, or be forever barred.\nPersonal Representative: Ann Orr, 12 Elm Street, Salem, OR 97301';
const FORECLOSURE = "NOTICE OF TRUSTEE'S SALE\nGrantor(s): Lena Fairweather\nDate of Sale: July 6, 2025\nTime of Sale: 1:00 PM\n" +
  'Property Address: 18 Larkspur Court, Salem, OR 97301\nThe trustee will sell the property at public auction to the highest bidder.';
const tokens = {} as Record<'full' | 'limited', string>;

let app: FastifyInstance;
let base: string;

async function serve(options: Partial<AppOptions> = {}): Promise<{ app: FastifyInstance; url: string }> {
  // under-pressure off, as in service.test.ts: this process ingests in-process too (and the reproducers are about routes).
  const server = await buildApp({ store, pool, now: clock, pressure: null, ...options });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return { app: server, url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

async function get(path: string, token: string | null = tokens.full, url = base) {
  const res = await fetch(`${url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Json };
}

async function post(path: string, body: unknown, url = base, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Json };
}

/** Sends raw bytes and returns the raw response (the server closes the connection after an error). */
function raw(request: string | Buffer, url = base): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.write(request);
  });
}

const isErrorShape = (body: Json, code?: string) => {
  expect(Object.keys(body)).toEqual(['error']);
  expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
  if (code) expect(body.error.code).toBe(code);
};

beforeAll(async () => {
  const ingestor = new Ingestor(store);
  const notice = (id: string, date: string, text: string, county = 'Marion') =>
    ingestor.add({ id, text, paperName: 'Salem Ledger', county, state: 'Oregon', date }, id);
  await notice('or-fc-old', '2025-04-01', FORECLOSURE.replace('Lena', 'Old'));
  await notice('or-fc-new', '2025-06-20', FORECLOSURE.replace('Lena', 'New'));
  await notice('or-pr-new', '2025-06-21', PROBATE);
  await notice('la-1', '2025-06-10', 'PUBLIC HEARING. The Police Jury will meet on July 1.', 'Brennan Parish');
  await ingestor.flush();
  tokens.full = (await createToken(store, { access: 'full' })).token;
  tokens.limited = (await createToken(store, { access: 'limited' })).token;
  ({ app, url: base } = await serve());
});

afterAll(async () => {
  await app?.close();
  await pool.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('defect 1: a slow extraction stalls nothing', () => {
  it('health answers while a hostile 200 KB extraction runs, and the extraction ends in a result or a 503', async () => {
    const hostile = post('/v1/foreclosure/extract?force=true', { text: HOSTILE }).then((r) => ({ ...r, at: performance.now() }));
    // Let the hostile request reach its worker before asking for health.
    await new Promise((r) => setTimeout(r, 200));
    const health = await get('/v1/health', null);
    const healthAt = performance.now();
    expect(health.body).toEqual({ data: { status: 'ok' } });
    const h = await hostile;
    expect([200, 503]).toContain(h.status);
    expect(healthAt).toBeLessThan(h.at);
  });

  it('an extraction over its time budget is a 503 with Retry-After, and the next one works', async () => {
    const { app: strict, url } = await serve({ extract: { timeoutMs: 1 } });
    try {
      const res = await post('/v1/foreclosure/extract?force=true', { text: HOSTILE }, url);
      expect(res.status).toBe(503);
      isErrorShape(res.body, 'extract_timeout');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await strict.close();
    }
    const ok = await post('/v1/foreclosure/extract', { text: FORECLOSURE });
    expect(ok.status).toBe(200);
    expect(ok.body.data[0].propertyAddress).toMatch(/18 Larkspur/);
  });

  it('past the queue bound an extraction is a 429 with Retry-After', async () => {
    const { app: small, url } = await serve({ extract: { maxQueue: 0, timeoutMs: 60_000 } });
    try {
      const res = await post('/v1/foreclosure/extract', { text: FORECLOSURE }, url);
      expect(res.status).toBe(429);
      isErrorShape(res.body, 'extract_busy');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await small.close();
    }
  });
});

describe('load shedding', () => {
  it('a blocked event loop makes under-pressure answer 503 overloaded, in the error shape, with Retry-After', async () => {
    const { app: guarded, url } = await serve({ pressure: { maxEventLoopDelayMs: 200 } });
    try {
      // Hold this process's event loop past a whole one-second sample, as a stall would.
      const until = performance.now() + 1500;
      while (performance.now() < until) { /* blocked on purpose */ }
      const res = await get('/v1/health', null, url);
      expect(res.status).toBe(503);
      isErrorShape(res.body, 'overloaded');
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await guarded.close();
    }
  });
});

describe('defect 2: the rate limit cannot be dodged', () => {
  it('invented bearer tokens are 401s counted against the client address, never fresh buckets', async () => {
    const { app: limited, url } = await serve({ rateLimit: { max: 5, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await post('/v1/foreclosure/extract', { text: 'x' }, url, { authorization: `Bearer fake${randomBytes(4).toString('hex')}` });
        statuses.push(res.status);
        isErrorShape(res.body, res.status === 401 ? 'invalid_token' : 'rate_limited');
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('an anonymous burst stays limited once limited', async () => {
    const { app: limited, url } = await serve({ rateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await post('/v1/bids/extract', { text: '' }, url)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
      // A valid token has its own bucket.
      expect((await get('/v1/oregon/public_notices', tokens.full, url)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('defect 3: limited access is one window, on the service clock, on every route', () => {
  const ids = async (path: string, token = tokens.limited) => (await get(path, token)).body.data.map((r: Json) => r.id);

  it('a snapshot does not move the window', async () => {
    const { headers } = await get('/v1/oregon/foreclosure', tokens.limited);
    expect(await ids(`/v1/oregon/foreclosure?snapshot=${headers.get('x-snapshot')}`)).toEqual(['or-fc-new']);
    expect(await ids('/v1/oregon/foreclosure?snapshot=1')).toEqual([]);
  });

  it('public_notices reveals no record outside the window', async () => {
    expect(await ids('/v1/oregon/public_notices')).toEqual(['or-pr-new', 'or-fc-new', 'la-1']);
    expect((await get('/v1/oregon/public_notices/or-fc-old', tokens.limited)).status).toBe(404);
    expect((await get('/v1/oregon/public_notices?starting_after=or-fc-old', tokens.limited)).body.error.code).toBe('invalid_cursor');
    expect(await ids('/v1/oregon/public_notices', tokens.full)).toContain('or-fc-old');
  });

  it('a record dated in the future does not empty the view', async () => {
    const ingestor = new Ingestor(store);
    await ingestor.add({ id: 'or-fc-2099', text: FORECLOSURE.replace('Lena', 'Future'), paperName: 'Salem Ledger', state: 'OR', date: '2099-01-01' }, 'f');
    await ingestor.flush();
    expect(await ids('/v1/oregon/foreclosure')).toEqual(['or-fc-new']);
    expect((await get('/v1/oregon/foreclosure/or-fc-2099', tokens.limited)).status).toBe(404);
    expect((await ids('/v1/oregon/foreclosure', tokens.full))[0]).toBe('or-fc-2099');
  });
});

describe('defect 4: number parameters are finite integers', () => {
  it.each(['limit=1e309', 'limit=Infinity', 'page=Infinity', 'page=1e999', 'limit=0x10', 'snapshot=1e3', 'limit=%2010'])('?%s is a 400', async (query) => {
    expect((await get('/v1/oregon/public_notices')).status).toBe(200); // page 0 cached first
    const { status, body } = await get(`/v1/oregon/public_notices?${query}`);
    expect(status).toBe(400);
    isErrorShape(body, 'invalid_request');
  });
});

describe('defect 5: one error shape, and consistent routes', () => {
  it('headers too large is a 431 in the error shape', async () => {
    const res = await raw(`GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res).toMatch(/^HTTP\/1\.1 431 /);
    isErrorShape(JSON.parse(res.slice(res.indexOf('\r\n\r\n') + 4)), 'headers_too_large');
  });

  it.each([
    ['a bad Content-Length', 'POST /v1/bids/extract HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}'],
    ['a malformed header line', 'GET /v1/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'],
  ])('%s is a 400 in the error shape', async (_what, request) => {
    const res = await raw(request);
    expect(res).toMatch(/^HTTP\/1\.1 400 /);
    isErrorShape(JSON.parse(res.slice(res.indexOf('\r\n\r\n') + 4)), 'bad_request');
  });

  it('a state longer than 64 characters is an unknown state (404)', async () => {
    const { status, body } = await get(`/v1/${'a'.repeat(65)}/public_notices`);
    expect(status).toBe(404);
    isErrorShape(body, 'unknown_state');
  });

  it('the detail route refuses unknown query parameters like the lists', async () => {
    const { status, body } = await get('/v1/oregon/foreclosure/or-fc-new?pgae=1');
    expect(status).toBe(400);
    expect(body.error.message).toBe('unknown query parameter "pgae"');
  });

  it('a "__proto__" key in the body is dropped, not called invalid JSON', async () => {
    const res = await post('/v1/probate/extract', '{"text":"a","__proto__":{}}');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it.each(['brennan', 'Brennan Parish', 'BRENNAN'])('county=%s finds Brennan Parish', async (county) => {
    expect((await get(`/v1/oregon/public_notices?county=${encodeURIComponent(county)}`)).body.data.map((r: Json) => r.id)).toEqual(['la-1']);
  });
});

describe('defect 6: extract endpoints do not make up entities for another kind of text', () => {
  it('a probate notice sent to foreclosure gives no entities and a warning naming probate; force=true extracts anyway', async () => {
    const res = await post('/v1/foreclosure/extract', { text: PROBATE });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.warnings).toHaveLength(1);
    expect(res.body.warnings[0]).toMatchObject({ code: 'other_kind_of_notice', classifiedAs: 'probate' });
    expect(res.body.warnings[0].message).toMatch(/probate/);
    const forced = await post('/v1/foreclosure/extract?force=true', { text: PROBATE });
    expect(forced.body.warnings).toBeUndefined();
    expect(forced.body.data.length).toBeGreaterThan(0);
  });

  it.each(['foreclosure', 'bids', 'probate'])('{"text":"x"} to %s gives data [] and a not_a_notice warning', async (domain) => {
    const res = await post(`/v1/${domain}/extract`, { text: 'x' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.warnings[0]).toMatchObject({ code: 'not_a_notice', classifiedAs: 'other' });
  });

  it('a notice of the route\'s own kind is extracted without a warning', async () => {
    const res = await post('/v1/probate/extract', { text: PROBATE });
    expect(res.body.warnings).toBeUndefined();
    expect(res.body.data[0].decedentName).toMatch(/Mabel Orr/);
  });

  it('the OpenAPI document describes force and warnings', async () => {
    const doc = (await get('/v1/openapi.json', null)).body;
    const op = doc.paths['/v1/probate/extract'].post;
    expect(op.parameters.map((p: Json) => p.name)).toContain('force');
    expect(Object.keys(op.responses['200'].content['application/json'].schema.properties)).toContain('warnings');
  });
});

describe('defect 13: dependencies install on Node 20', () => {
  it('no locked package requires a newer Node than 20', () => {
    const lock = JSON.parse(readFileSync(join(packageRoot(), 'package-lock.json'), 'utf8')) as { packages: Record<string, { engines?: { node?: string } }> };
    const tooNew = Object.entries(lock.packages)
      .filter(([, p]) => /^>=\s*(\d+)/.test(p.engines?.node ?? '') && Number(/^>=\s*(\d+)/.exec(p.engines!.node!)![1]) > 20)
      .map(([name, p]) => `${name} ${p.engines!.node}`);
    expect(tooNew).toEqual([]);
  });
});
