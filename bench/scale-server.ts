/**
 * The server of the scale bench (bench/scale.ts), in a process of its own:
 * the service over an existing store, with the page and body caches off so
 * every request reaches the store. Prints its URL on the first line.
 *
 *   NOTICE_DATABASE_URL=postgres://... node dist/bench/scale-server.js
 *   NOTICE_BENCH_SQLITE=/path/n.sqlite node dist/bench/scale-server.js
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/service/app.js';
import { openPostgresStore } from '../src/service/postgres-store.js';
import { SqliteNoticeStore } from '../src/service/sqlite-store.js';
import type { NoticeStore } from '../src/service/store.js';

async function main(): Promise<void> {
  const url = process.env.NOTICE_DATABASE_URL;
  const store: NoticeStore = url
    ? await openPostgresStore({ url, poolSize: 10 })
    : new SqliteNoticeStore({ file: process.env.NOTICE_BENCH_SQLITE!, bodyCacheBytes: 0 });
  const app = await buildApp({ store, rateLimit: null, pageCacheBytes: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}\n`);
  const stop = () => {
    app.close().finally(() => store.close());
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  process.stderr.write(`scale-server: ${(error as Error).stack}\n`);
  process.exitCode = 1;
});
