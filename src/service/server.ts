#!/usr/bin/env node
/**
 * `npm start`: opens (and on first start seeds) the store (./data, or PostgreSQL at NOTICE_DATABASE_URL), starts
 * the service on http://127.0.0.1:3000 and prints a curl line with a fresh
 * development token. Settings: see `config.ts` (PORT, HOST, NOTICE_DATA_DIR ...).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { configFromEnv } from './config.js';
import { describeStore, openStore, storeSettingsFromEnv } from './open-store.js';
import { fixturesDir } from './paths.js';
import { seedOnce } from './seed.js';
import { createToken, DEV_TOKEN_LABEL } from './tokens.js';

async function main(): Promise<void> {
  const config = configFromEnv();
  const settings = storeSettingsFromEnv(config.dataDir);
  const store = await openStore(settings);
  const where = describeStore(settings);
  const seeded = await seedOnce(store, fixturesDir());
  if (seeded) {
    process.stdout.write(`Seeded ${where} with ${seeded.inserted} fixture notices` +
      `${seeded.failed.length ? ` (${seeded.failed.length} failed: ${seeded.failed.map((f) => f.source).join(', ')})` : ''}.\n`);
  }
  const app = await buildApp({
    store,
    rateLimit: config.rateLimit,
    extractRequiresToken: config.extractRequiresToken,
    logger: { level: config.logLevel },
  });
  const shutdown = () => {
    app.close().finally(() => store.close());
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });

  const hostPart = config.host.includes(':') ? `[${config.host}]` : config.host;
  const base = `http://${hostPart}:${(app.server.address() as AddressInfo).port}`;
  process.stdout.write(`notice-extractor service listening on ${base} (data: ${where})\n`);
  // Only the hash is stored, so a token can be shown just once: each start replaces the last development
  // token, and a start with NOTICE_DEV_TOKEN=0 leaves none behind.
  await store.removeTokensByLabel(DEV_TOKEN_LABEL);
  if (config.devToken) {
    const { token } = await createToken(store, { access: 'full', label: DEV_TOKEN_LABEL });
    const busiest = (await store.counts()).filter((c) => c.collection === 'public_notices').sort((a, b) => b.count - a.count)[0];
    const state = busiest?.state ?? 'arizona';
    process.stdout.write(`Development token (full access, replaced at the next start):\n` +
      `  curl -H 'Authorization: Bearer ${token}' '${base}/v1/${state}/public_notices?limit=5'\n`);
  }
  process.stdout.write(`OpenAPI document: ${base}/v1/openapi.json\n`);
}

main().catch((error) => {
  process.stderr.write(`notice-extractor service: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
