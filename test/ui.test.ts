/**
 * The web page in a real browser: Debian's chromium driven by playwright-core,
 * against the service on an ephemeral loopback port with its own seeded store.
 * What the page marks and lists is checked against the library's own output.
 *
 * Without /usr/bin/chromium the suite says so and skips, except in CI
 * (CI=true), where .ci/run installs it and a missing browser is a failure.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classify, extract, toGold, toWire, type Domain } from '../src/index.js';
import { buildApp } from '../src/service/app.js';
import { Ingestor } from '../src/service/ingest.js';
import { databaseFile, fixturesDir } from '../src/service/paths.js';
import { seedOnce } from '../src/service/seed.js';
import { SqliteNoticeStore } from '../src/service/sqlite-store.js';
import { createToken } from '../src/service/tokens.js';

const CHROMIUM = '/usr/bin/chromium';
const haveBrowser = existsSync(CHROMIUM);
if (!haveBrowser) {
  if (process.env.CI === 'true') throw new Error(`${CHROMIUM} is missing; .ci/run installs it (apt-get install chromium)`);
  console.warn(`test/ui.test.ts: skipped, ${CHROMIUM} is missing (apt-get install -y chromium)`);
}

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A mark as the page renders it: its piece of the text, the spans covering it, and its text without screen-reader labels. */
interface RenderedMark { ids: string[]; start: number; end: number; text: string; title: string; srLabel: string }

const dataDir = mkdtempSync(join(tmpdir(), 'ne-ui-'));
const profileDir = mkdtempSync(join(tmpdir(), 'ne-ui-chromium-'));
let store: SqliteNoticeStore;
let app: FastifyInstance;
let base: string;
let context: BrowserContext;
let page: Page;
let fullToken: string;

function fixture(domain: Domain, index = 0): string {
  const dir = join(fixturesDir(), domain);
  const name = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()[index];
  return readFileSync(join(dir, name), 'utf8');
}

/** Every Field of the library's entities, under the ids the page gives them (`e<entity>:<path>`); independent of the page's own walker. */
function libraryFields(entities: unknown[]): Array<{ id: string; start: number; end: number; text: string; value: unknown }> {
  const out: Array<{ id: string; start: number; end: number; text: string; value: unknown }> = [];
  const walk = (v: Json, path: string, i: number) => {
    if (v === null || v === undefined) return;
    if (typeof v === 'object' && 'start' in v && 'recognizer' in v && 'value' in v) {
      out.push({ id: `e${i}:${path}`, start: v.start, end: v.end, text: v.text, value: v.value });
    } else if (Array.isArray(v)) v.forEach((x, k) => walk(x, `${path}[${k}]`, i));
    else if (typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`, i);
  };
  entities.forEach((e, i) => {
    for (const [k, v] of Object.entries(e as object)) walk(v, k, i);
  });
  return out;
}

async function renderedMarks(): Promise<RenderedMark[]> {
  return page.$$eval('#doc mark', (marks) => marks.map((m) => ({
    ids: (m as HTMLElement).dataset.ids!.split(' '),
    start: Number((m as HTMLElement).dataset.start),
    end: Number((m as HTMLElement).dataset.end),
    text: [...m.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => (n as Text).data).join(''),
    title: (m as HTMLElement).title,
    srLabel: m.querySelector('.sr-only')?.textContent ?? '',
  })));
}

/** The notice as the page shows it to the eye: every text node of the box except the screen-reader labels. */
async function visibleDocText(): Promise<string> {
  return page.$eval('#doc', (doc) => {
    const walker = document.createTreeWalker(doc, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!(n.parentElement as HTMLElement).classList.contains('sr-only')) text += (n as Text).data;
    }
    return text;
  });
}

/** Pastes `text`, picks the domain and extracts; resolves when the marks are drawn. */
async function extractInPage(text: string, domain: Domain | 'auto'): Promise<void> {
  await page.goto(`${base}/#extract`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.fill('#notice-text', text);
  await page.selectOption('#domain', domain);
  await page.click('#extract-form button[type="submit"]');
  await page.waitForSelector('#doc[data-highlight-ms]');
}

/** Each field the library returns is a mark at its exact span (possibly cut in pieces by other spans) and a row on a card. */
async function expectMarksAndCards(text: string, entities: unknown[]): Promise<number> {
  const marks = await renderedMarks();
  expect(await visibleDocText()).toBe(text);
  const fields = libraryFields(entities);
  expect(fields.length).toBeGreaterThan(3);
  for (const f of fields) {
    const row = page.locator(`#cards [data-id="${f.id}"]`);
    expect(await row.count(), `card row for ${f.id}`).toBe(1);
    if (f.end === f.start) continue; // an inferred default printed nowhere: a card row, no mark
    const pieces = marks.filter((m) => m.ids.includes(f.id)).sort((a, b) => a.start - b.start);
    expect(pieces.length, `marks of ${f.id}`).toBeGreaterThan(0);
    expect(pieces[0].start, f.id).toBe(f.start);
    expect(pieces.at(-1)!.end, f.id).toBe(f.end);
    pieces.slice(1).forEach((p, k) => expect(p.start, `${f.id} is contiguous`).toBe(pieces[k].end));
    expect(pieces.map((p) => p.text).join(''), f.id).toBe(text.slice(f.start, f.end));
    // Labelled on hover (every piece) and for screen readers (where the value begins), with the card's label.
    const label = (await row.locator('.f-label').textContent())!.trim();
    expect(pieces.every((p) => p.title.split('\n').some((t) => t.startsWith(label))), `hover label of ${f.id}`).toBe(true);
    expect(pieces[0].srLabel, `screen-reader label of ${f.id}`).toContain(label);
    const printed = (await row.locator('.f-printed').textContent())!;
    expect(printed.replace(/\s+/g, ' '), `printed text of ${f.id}`).toContain(f.text.replace(/\s+/g, ' ').trim());
  }
  return fields.length;
}

// A guard against a hang, not a speed check: a loaded machine (the suite runs its files in parallel) can take a browser step past 30 s.
describe.skipIf(!haveBrowser)('web page in chromium', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    store = new SqliteNoticeStore({ file: databaseFile(dataDir) });
    expect((await seedOnce(store, fixturesDir()))?.failed).toEqual([]);
    fullToken = (await createToken(store, { access: 'full' })).token;
    app = await buildApp({ store, rateLimit: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
      viewport: { width: 1280, height: 900 },
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    page = context.pages()[0] ?? await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await app?.close();
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  });

  for (const domain of ['foreclosure', 'bids', 'probate'] as const) {
    it(`marks and lists every field of a ${domain} fixture at the library's spans`, async () => {
      const text = fixture(domain);
      await extractInPage(text, domain);
      expect(await page.inputValue('#notice-text')).toBe(text);
      const { entities } = extract(text, { domain });
      expect(await page.locator('#cards .card').count()).toBe(entities.length);
      const n = await expectMarksAndCards(text, entities);
      expect(await page.locator('#doc mark').count()).toBeGreaterThan(0);
      expect(n).toBe(libraryFields(entities).length);
    });
  }

  it('auto: shows the classification, its deciding cues as chips and marks, then the entities', async () => {
    const text = fixture('probate', 1);
    const c = classify(text);
    expect(c.domain).toBe('probate');
    await extractInPage(text, 'auto');
    await expect.poll(() => page.locator('#classification').textContent()).toContain('Classified as probate');
    expect(await page.locator('#classification .chip').count()).toBe(c.cues.length);
    const marks = await renderedMarks();
    c.cues.forEach((cue, i) => {
      const pieces = marks.filter((m) => m.ids.includes(`c${i}`));
      expect(pieces[0].start).toBe(cue.start);
      expect(pieces.at(-1)!.end).toBe(cue.end);
    });
    await expectMarksAndCards(text, extract(text, { domain: 'probate' }).entities);
  });

  it('auto on a notice of another kind says so and extracts nothing', async () => {
    const dir = join(fixturesDir(), 'other');
    const text = readFileSync(join(dir, readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()[0]), 'utf8');
    expect(classify(text).domain).toBe('other');
    await extractInPage(text, 'auto');
    expect(await page.locator('#classification').textContent()).toContain('Classified as other');
    expect(await page.locator('#cards').textContent()).toContain('not classified as a foreclosure, bid or probate notice');
    expect(await page.locator('#copy-gold').isDisabled()).toBe(true);
  });

  it('a click or Enter on a field scrolls to its span and flashes it', async () => {
    const text = fixture('foreclosure', 1);
    await extractInPage(text, 'foreclosure');
    const row = page.locator('#cards button.field').last();
    const id = (await row.getAttribute('data-id'))!;
    await row.focus();
    await page.keyboard.press('Enter');
    const flashed = await page.$$eval('#doc mark.flash', (ms) => ms.map((m) => (m as HTMLElement).dataset.ids!.split(' ')));
    expect(flashed.length).toBeGreaterThan(0);
    expect(flashed.every((ids) => ids.includes(id))).toBe(true);
    // Scrolled (smoothly) until the span sits inside the notice box.
    await expect.poll(() => page.$eval('#doc mark.flash', (m) => {
      const box = m.getBoundingClientRect();
      const doc = document.getElementById('doc')!.getBoundingClientRect();
      return box.top >= doc.top - 1 && box.bottom <= doc.bottom + 1;
    })).toBe(true);
  });

  it('works from the keyboard: Ctrl+Enter extracts, Tab reaches the field rows', async () => {
    const text = fixture('bids', 1);
    await page.goto(`${base}/#extract`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.fill('#notice-text', text);
    await page.selectOption('#domain', 'bids');
    await page.focus('#notice-text');
    await page.keyboard.press('Control+Enter');
    await page.waitForSelector('#doc[data-highlight-ms]');
    const firstRow = await page.getAttribute('#cards button.field', 'data-id');
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate((id) => (document.activeElement as HTMLElement | null)?.dataset.id === id, firstRow);
    }
    expect(reached).toBe(true);
  });

  it('copies the gold and the wire JSON the service returns', async () => {
    const text = fixture('bids', 2);
    await extractInPage(text, 'bids');
    const { entities } = extract(text, { domain: 'bids' });
    await page.click('#copy-gold');
    await expect.poll(() => page.textContent('#extract-status')).toContain('Copied the gold JSON');
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(toGold(entities));
    await page.click('#copy-wire');
    await expect.poll(() => page.textContent('#extract-status')).toContain('Copied the wire JSON');
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(toWire('bids', entities));
  });

  it('marks a 50 KB notice in under 200 ms, without moving the notice box', async () => {
    // Probate fixtures one after another, up to 50 KB: a long text with dozens of estates, hundreds of values to mark.
    const parts: string[] = [];
    for (let i = 0; parts.join('\n\n').length < 50 * 1024; i++) parts.push(fixture('probate', i % 30));
    const text = parts.join('\n\n');
    const entities = extract(text, { domain: 'probate' }).entities;
    expect(libraryFields(entities).length).toBeGreaterThan(200);
    // Hold the extract response until the plain text is laid out, to compare the box before and after marking.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/v1/probate/extract*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/#extract`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.fill('#notice-text', text);
    await page.selectOption('#domain', 'probate');
    await page.click('#extract-form button[type="submit"]');
    await expect.poll(() => page.$eval('#doc', (d) => d.textContent!.length)).toBe(text.length);
    const geometry = () => page.$eval('#doc', (d) => {
      const r = d.getBoundingClientRect();
      return { top: r.top, left: r.left, width: r.width, height: r.height, scrollHeight: d.scrollHeight, scrollY: window.scrollY };
    });
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await geometry();
    const heightBefore = await pageHeight();
    release();
    await page.waitForSelector('#doc[data-highlight-ms]');
    await page.unroute('**/v1/probate/extract*');
    const after = await geometry();
    expect(after).toEqual(before);
    // The cards scroll in their own box beside the notice: a long card list does not stretch the page.
    expect(await pageHeight()).toBeLessThan(heightBefore + 60);
    const ms = Number(await page.getAttribute('#doc', 'data-highlight-ms'));
    const marks = await page.locator('#doc mark').count();
    console.log(`ui: marked a ${text.length.toLocaleString('en-US')}-character notice (${marks} marks) in ${ms} ms`);
    expect(ms).toBeLessThan(200);
    await expectMarksAndCards(text, entities);
  });

  it('reads at phone width: nothing wider than the screen in either view', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await extractInPage(fixture('probate'), 'probate');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.goto(`${base}/#browse`);
      await page.waitForSelector('#state option', { state: 'attached' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  describe('browse', () => {
    let state: string;
    const PAGED_STATE = 'vermont';
    beforeAll(async () => {
      const busiest = (await store.counts()).filter((c) => c.collection === 'probate').sort((a, b) => b.count - a.count)[0];
      state = busiest.state;
      // Thirteen short public notices of one state: three pages of five.
      const ingestor = new Ingestor(store);
      for (let i = 0; i < 13; i++) {
        await ingestor.add({
          id: `vt-ui-${i}`, text: `PUBLIC HEARING ${i}. The Select Board will hear comment on article ${i}.`,
          paperName: 'Green Mountain Ledger', county: 'Lamoille', state: 'VT',
          date: `2025-06-${String(1 + i).padStart(2, '0')}`, domain: 'none',
        }, `vt-ui-${i}`);
      }
      await ingestor.flush();
      expect(ingestor.summary.inserted).toBe(13);
    });
    async function api(path: string): Promise<Json> {
      const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${fullToken}` } });
      expect(response.status).toBe(200);
      return response.json();
    }
    async function openBrowse(): Promise<void> {
      await page.goto(`${base}/#browse`);
      await page.waitForSelector('#state option', { state: 'attached' });
    }
    async function list(collection: string, filters: { county?: string; search?: string } = {}, inState = state): Promise<void> {
      await page.selectOption('#state', inState);
      await page.selectOption('#limit', String(PER_PAGE));
      await page.selectOption('#collection', collection);
      await page.fill('#county', filters.county ?? '');
      await page.fill('#search', filters.search ?? '');
      await page.click('#browse-form button[type="submit"]');
    }
    const PER_PAGE = 5;
    const shownIds = () => page.$$eval('#records button.record', (bs) => bs.map((b) => (b as HTMLElement).dataset.id));

    it('without a token, and with a wrong one, says clearly what to do', async () => {
      await openBrowse();
      await page.evaluate(() => sessionStorage.clear());
      await openBrowse();
      await list('public_notices');
      await expect.poll(() => page.locator('#browse-error').textContent()).toContain('need a bearer token');
      await page.fill('#token', 'ne_not-a-real-token');
      await page.click('#token-form button[type="submit"]');
      await expect.poll(() => page.locator('#browse-error').textContent()).toContain('The token was not accepted');
      expect(await page.locator('#browse-error').isVisible()).toBe(true);
      expect(await page.locator('#records button.record').count()).toBe(0);
    });

    it('lists, filters, pages with cursors and opens a record in the extract view', async () => {
      await openBrowse();
      await page.fill('#token', fullToken);
      await page.click('#token-form button[type="submit"]');
      // Kept for this tab only.
      expect(await page.evaluate(() => Object.values(sessionStorage))).toContain(fullToken);
      expect(await page.evaluate(() => Object.values(localStorage))).not.toContain(fullToken);
      expect(await page.inputValue('#token')).toBe('');

      const all = (await api(`/v1/${PAGED_STATE}/public_notices?limit=100`)).data as Json[];
      expect(all.length).toBeGreaterThan(2 * PER_PAGE); // three pages at least
      await list('public_notices', {}, PAGED_STATE);
      const pageOf = (records: Json[], n: number) => records.slice(n * PER_PAGE, (n + 1) * PER_PAGE).map((r) => r.id);
      await expect.poll(shownIds).toEqual(pageOf(all, 0));
      expect(await page.locator('#browse-error').isHidden()).toBe(true);
      expect(await page.locator('#newer').isDisabled()).toBe(true);
      await page.click('#older');
      await expect.poll(shownIds).toEqual(pageOf(all, 1));
      await page.click('#older');
      await expect.poll(shownIds).toEqual(pageOf(all, 2));
      expect(await page.textContent('#page-label')).toBe('page 3');
      await page.click('#newer');
      await expect.poll(shownIds).toEqual(pageOf(all, 1));
      await page.click('#newer');
      await expect.poll(shownIds).toEqual(pageOf(all, 0));
      expect(await page.locator('#newer').isDisabled()).toBe(true);

      const probate = (await api(`/v1/${state}/probate?limit=100`)).data as Json[];
      const county = probate.find((r) => r.county)?.county as string;
      const inCounty = (await api(`/v1/${state}/probate?limit=100&county=${encodeURIComponent(county)}`)).data as Json[];
      await list('probate', { county });
      expect(inCounty.length).toBeLessThan(probate.length); // the filter filters
      await expect.poll(shownIds).toEqual(pageOf(inCounty, 0));
      const word = probate[0].extractedEntities[0].decedentName.split(' ').at(-1) as string;
      const found = (await api(`/v1/${state}/probate?limit=100&search=${encodeURIComponent(word)}`)).data as Json[];
      expect(found.length).toBeGreaterThan(0);
      await list('probate', { search: word });
      await expect.poll(shownIds).toEqual(pageOf(found, 0));

      const record = found[0];
      await page.click(`#records button.record[data-id="${record.id}"]`);
      await page.waitForSelector('#doc[data-highlight-ms]');
      expect(new URL(page.url()).hash).toBe('#extract');
      expect(await page.inputValue('#notice-text')).toBe(record.sanitizedText);
      expect(await page.inputValue('#domain')).toBe('probate');
      expect(await page.textContent('#extract-status')).toContain(`Record ${record.id}`);
      await expectMarksAndCards(record.sanitizedText, extract(record.sanitizedText, { domain: 'probate' }).entities);
    });
  });

  it('on a service whose extract routes need a token, says so, and extracts once one is entered', async () => {
    const guarded = await buildApp({ store, rateLimit: null, extractRequiresToken: true });
    await guarded.listen({ port: 0, host: '127.0.0.1' });
    try {
      const origin = `http://127.0.0.1:${(guarded.server.address() as AddressInfo).port}`;
      await page.goto(`${origin}/#extract`);
      await page.waitForSelector('body[data-ready="true"]');
      await page.fill('#notice-text', fixture('probate'));
      await page.selectOption('#domain', 'probate');
      await page.click('#extract-form button[type="submit"]');
      await expect.poll(() => page.textContent('#extract-status')).toContain('wants a bearer token for extraction too');
      expect(await page.locator('#doc mark').count()).toBe(0);
      await page.goto(`${origin}/#browse`);
      await page.fill('#token', fullToken);
      await page.click('#token-form button[type="submit"]');
      await page.goto(`${origin}/#extract`);
      await page.fill('#notice-text', fixture('probate'));
      await page.selectOption('#domain', 'probate');
      await page.click('#extract-form button[type="submit"]');
      await page.waitForSelector('#doc[data-highlight-ms]');
      expect(await page.locator('#doc mark').count()).toBeGreaterThan(0);
    } finally {
      await guarded.close();
    }
  });

  it('links the API documentation, whose "try it" calls the running service', async () => {
    await page.goto(`${base}/`);
    const [docs] = await Promise.all([context.waitForEvent('page'), page.click('nav a[href="docs"]')]);
    await docs.waitForSelector('.opblock-summary-path');
    expect(new URL(docs.url()).pathname).toMatch(/^\/docs/);
    const op = docs.locator('.opblock', { has: docs.locator('.opblock-summary-path[data-path="/v1/health"]') });
    await op.locator('.opblock-summary').click();
    // "Try it out" is on from the start (uiConfig.tryItOutEnabled): Execute is there at once.
    await op.locator('button.execute').click();
    await expect.poll(() => op.locator('.live-responses-table tr.response .response-col_status').first().textContent()).toContain('200');
    expect(await op.locator('.live-responses-table .microlight').first().textContent()).toContain('"ok"');
    await docs.close();
  });
});

// The page's span cutting, in Node: it is plain JavaScript without the DOM.
describe('segments (web/js/highlight.js)', () => {
  it('cuts overlapping and nested spans at every boundary, innermost first, text between left unmarked', async () => {
    const { segments } = await import('../web/js/highlight.js' as string) as { segments: (s: unknown[], n: number) => Json[] };
    const spans = [
      { id: 'place', start: 2, end: 12 }, // holds the address
      { id: 'address', start: 5, end: 12 },
      { id: 'date', start: 14, end: 18 }, // same extent as its standardized twin
      { id: 'dateStd', start: 14, end: 18 },
      { id: 'over', start: 16, end: 20 }, // overlaps the date's end
      { id: 'empty', start: 3, end: 3 }, // an inferred default: no span
      { id: 'outside', start: 18, end: 99 }, // past the text: ignored
    ];
    expect(segments(spans, 22)).toEqual([
      { start: 0, end: 2, ids: [], nested: false },
      { start: 2, end: 5, ids: ['place'], nested: false },
      { start: 5, end: 12, ids: ['address', 'place'], nested: true },
      { start: 12, end: 14, ids: [], nested: false },
      { start: 14, end: 16, ids: ['date', 'dateStd'], nested: false },
      { start: 16, end: 18, ids: ['date', 'dateStd', 'over'], nested: true },
      { start: 18, end: 20, ids: ['over'], nested: false },
      { start: 20, end: 22, ids: [], nested: false },
    ]);
    expect(segments([], 0)).toEqual([]);
  });
});

// The extract route's new `include=gold` and the classify route, without a browser.
describe('service additions for the page', () => {
  let local: FastifyInstance;
  const localStore = () => new SqliteNoticeStore({ file: databaseFile(mkdtempSync(join(tmpdir(), 'ne-ui-api-'))) });
  let s: SqliteNoticeStore;
  beforeAll(async () => {
    s = localStore();
    local = await buildApp({ store: s, rateLimit: null });
  });
  afterAll(async () => {
    await local.close();
    await s.close();
  });

  it('include=spans,gold adds both; include=gold the gold shape only; the default is unchanged', async () => {
    const text = fixture('probate');
    const { entities } = extract(text, { domain: 'probate' });
    const post = (q: string) => local.inject({ method: 'POST', url: `/v1/probate/extract${q}`, payload: { text } });
    const plain = (await post('')).json();
    expect(Object.keys(plain)).toEqual(['data']);
    const both = (await post('?include=spans,gold')).json();
    expect(both.data).toEqual(plain.data);
    expect(both.gold).toEqual(toGold(entities));
    expect(both.spans).toEqual(JSON.parse(JSON.stringify(entities)));
    expect(Object.keys((await post('?include=gold')).json())).toEqual(['data', 'gold']);
    expect(Object.keys((await post('?include=spans')).json())).toEqual(['data', 'spans']);
    const bad = await post('?include=everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_request');
  });

  it('POST /v1/classify returns the library\'s classification, with the extract routes\' limits', async () => {
    const text = fixture('bids');
    const res = await local.inject({ method: 'POST', url: '/v1/classify', payload: { text } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: JSON.parse(JSON.stringify(classify(text))) });
    const big = await local.inject({ method: 'POST', url: '/v1/classify', payload: { text: 'x'.repeat(200 * 1024 + 1) } });
    expect(big.statusCode).toBe(413);
    const numeric = await local.inject({ method: 'POST', url: '/v1/classify', payload: { text: 12 } });
    expect(numeric.json().error.message).toBe('"text" must be a string');
    const get = await local.inject({ method: 'GET', url: '/v1/classify' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const doc = (await local.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths['/v1/classify'])).toEqual(['post']);
    expect(doc.paths['/v1/probate/extract'].post.parameters.find((p: Json) => p.name === 'include').schema.pattern).toBeTruthy();
  });

  it('serves the page, its states list and the API docs; unknown paths keep the JSON 404', async () => {
    const index = await local.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expect(index.body).toContain('<script type="module" src="js/main.js">');
    expect((await local.inject({ method: 'GET', url: '/js/highlight.js' })).headers['content-type']).toMatch(/javascript/);
    const states = (await local.inject({ method: 'GET', url: '/ui/states.json' })).json();
    expect(states).toContainEqual({ slug: 'new-hampshire', name: 'New Hampshire' });
    const docs = await local.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    const missing = await local.inject({ method: 'GET', url: '/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    const doc = (await local.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/v1/'))).toBe(true);
  });
});
