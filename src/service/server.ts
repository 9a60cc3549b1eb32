#!/usr/bin/env node
/**
 * `npm start` and `notice-extractor serve`: opens (and on first start seeds)
 * the store (./data, or PostgreSQL at NOTICE_DATABASE_URL), starts the service and prints where it listens. Settings come
 * from the environment (`config.ts`: PORT, HOST, NOTICE_DATA_DIR ...); the
 * `serve` flags override them.
 *
 * The development token (full access) is created once, written to
 * `<data>/dev-token` (mode 0600) and printed only on the start that creates
 * it; later starts reuse it and print the file's path, not the token.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { configFromEnv, type ServiceConfig } from './config.js';
import { describeStore, openStore, storeSettingsFromEnv } from './open-store.js';
import { fixturesDir } from './paths.js';
import { seedOnce } from './seed.js';
import type { NoticeStore } from './store.js';
import { createToken, DEV_TOKEN_LABEL, hashToken } from './tokens.js';

export const devTokenFile = (dataDir: string) => join(dataDir, 'dev-token');

/** The development token: the one in the token file if the store still knows it, else a new one written there. */
async function developmentToken(store: NoticeStore, dataDir: string): Promise<{ token: string; created: boolean }> {
  const file = devTokenFile(dataDir);
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (kept && (await store.findToken(hashToken(kept)))?.label === DEV_TOKEN_LABEL) return { token: kept, created: false };
  await store.removeTokensByLabel(DEV_TOKEN_LABEL);
  const { token } = await createToken(store, { access: 'full', label: DEV_TOKEN_LABEL });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  // writeFileSync's mode applies only to a new file; an old one keeps its mode unless told.
  chmodSync(file, 0o600);
  return { token, created: true };
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** Starts the service with `config`, writing the start-up lines to `out`. */
export async function startServer(config: ServiceConfig, out: NodeJS.WritableStream = process.stdout): Promise<RunningServer> {
  const settings = storeSettingsFromEnv(config.dataDir);
  const store = await openStore(settings);
  const where = describeStore(settings);
  // Dated back from the start date, so a limited token (the last 30 days) sees part of the demonstration data.
  const seeded = await seedOnce(store, fixturesDir(), new Date().toISOString().slice(0, 10));
  if (seeded) {
    out.write(`Seeded ${where} with ${seeded.inserted} fixture notices` +
      `${seeded.failed.length ? ` (${seeded.failed.length} failed: ${seeded.failed.map((f) => f.source).join(', ')})` : ''}.\n`);
  }
  const app = await buildApp({
    store,
    rateLimit: config.rateLimit,
    extractRequiresToken: config.extractRequiresToken,
    extract: config.extract,
    logger: { level: config.logLevel },
  });
  await app.listen({ port: config.port, host: config.host });
  const hostPart = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${hostPart}:${(app.server.address() as AddressInfo).port}`;
  out.write(`notice-extractor service listening on ${url} (data: ${where})\n`);
  if (config.devToken) {
    const { token, created } = await developmentToken(store, config.dataDir);
    const busiest = (await store.counts()).filter((c) => c.collection === 'public_notices').sort((a, b) => b.count - a.count)[0];
    const path = `${url}/v1/${busiest?.state ?? 'arizona'}/public_notices?limit=5`;
    const file = devTokenFile(config.dataDir);
    out.write(created
      ? `Development token (full access; shown this once, kept in ${file}):\n  curl -H 'Authorization: Bearer ${token}' '${path}'\n`
      : `Development token (full access) in ${file}:\n  curl -H "Authorization: Bearer $(cat '${file}')" '${path}'\n`);
  } else {
    // NOTICE_DEV_TOKEN=0 leaves no development token behind.
    await store.removeTokensByLabel(DEV_TOKEN_LABEL);
    rmSync(devTokenFile(config.dataDir), { force: true });
  }
  out.write(`OpenAPI document: ${url}/v1/openapi.json\n`);
  return { app, url, close: () => app.close().finally(() => store.close()) };
}

/** Runs until SIGINT or SIGTERM. */
export async function serve(config: ServiceConfig): Promise<void> {
  const server = await startServer(config);
  const shutdown = () => void server.close();
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

// `node dist/src/service/server.js` (npm start): settings from the environment only.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serve(configFromEnv()).catch((error) => {
    process.stderr.write(`notice-extractor service: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
