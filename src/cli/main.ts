#!/usr/bin/env node
/**
 * notice-extractor command line (commander for arguments, help and usage errors).
 *
 *   notice-extractor extract [FILES | DIRS | -]   entities, in gold / wire / full / ndjson shape
 *   notice-extractor classify [FILES | DIRS | -]  the kind of each notice, with a score
 *   notice-extractor ingest [--data DIR] FILES    load notices into the data service's store
 *   notice-extractor token create|list|revoke     bearer tokens of the data service
 *   notice-extractor serve [--port N] [--host H]  start the data service
 *   notice-extractor migrate                      bring the PostgreSQL schema up to date
 *
 * Exit codes: 0 ok, 1 some inputs failed (each reported, the rest processed), 2 usage error.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { createRequire } from 'node:module';
import { FORMATS, type Format } from './formats.js';
import type { DomainOption } from '../extract.js';

const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string };

// A reader that stops early (`| head`) closes the pipe: the rest of the output is not wanted, which is
// not a failure. End quietly, as other command-line tools do, instead of dying on an unhandled EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}
const io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
const DOMAIN_CHOICES = ['auto', 'foreclosure', 'bids', 'probate'];

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new InvalidArgumentError('a whole number from 1 to 64');
  return n;
}

function port(value: string): number {
  const n = Number(value);
  if (!/^\d{1,5}$/.test(value) || n > 65535) throw new InvalidArgumentError('a port number from 0 to 65535');
  return n;
}

function millis(value: string): number {
  const n = Number(value);
  if (!/^\d{1,9}$/.test(value) || n < 1) throw new InvalidArgumentError('a whole number of milliseconds, 1 or more');
  return n;
}

const program = new Command('notice-extractor')
  .description('Typed, standardized entities from US public notices: foreclosure sales, bid / RFP solicitations, probate notices to creditors.')
  .version(version, '-v, --version')
  .showHelpAfterError('(add --help for usage)')
  .configureOutput({ outputError: (text, write) => write(`notice-extractor: ${text.replace(/^error: /, '')}`) })
  .exitOverride();

program
  .command('extract')
  .description('extract the entities of notices: text files, directories (recursive), NDJSON lines {"id","text"}, or - for standard input (the default)')
  .argument('[inputs...]', 'files, directories, .ndjson/.jsonl files, or -')
  .addOption(new Option('-d, --domain <domain>', 'kind of notice; auto classifies each one').choices(DOMAIN_CHOICES).default('auto'))
  .addOption(new Option('-f, --format <format>', 'gold (entities.md), wire (service.md), full (spans and provenance), ndjson (one line per input)').choices([...FORMATS]).default('gold'))
  .option('-o, --out <file>', 'write the output to FILE instead of standard output')
  .option('-j, --jobs <n>', 'worker threads to use', positiveInt, 1)
  .option('-q, --quiet', 'no progress bar and no summary line')
  .action(async (inputs: string[], opts: { domain: DomainOption; format: Format; out?: string; jobs: number; quiet?: boolean }) => {
    const { runExtract } = await import('./commands.js');
    process.exitCode = await runExtract(inputs, { ...opts, quiet: !!opts.quiet }, io);
  });

program
  .command('classify')
  .description('print the kind of each notice (foreclosure, bids, probate, other) and a score')
  .argument('[inputs...]', 'files, directories, .ndjson/.jsonl files, or -')
  .option('--json', 'one JSON line per input, with the cues that decided')
  .option('-q, --quiet', 'no summary line')
  .action(async (inputs: string[], opts: { json?: boolean; quiet?: boolean }) => {
    const { runClassify } = await import('./commands.js');
    process.exitCode = await runClassify(inputs, { json: !!opts.json, quiet: !!opts.quiet }, io);
  });

// The service commands load the store (a native module) only when asked for.
const DATA_OPTION = ['--data <dir>', 'store directory (default ./data or $NOTICE_DATA_DIR; ignored when $NOTICE_DATABASE_URL is set)'] as const;

program
  .command('ingest')
  .description("load notices into the data service's store (NDJSON, or .txt files with a .json sidecar, or directories of them)")
  .argument('<sources...>', 'files, directories, or - for standard input')
  .option(...DATA_OPTION)
  .option('--paper-name <name>', 'newspaper of notices that do not name one')
  .option('--state <state>', 'state of notices that do not give one (name, code or path form)')
  .option('--date <YYYY-MM-DD>', 'publication date of notices that do not give one (gold files: default today)')
  .option('--county <name>', 'county of notices that do not give one')
  .option('--timeout-ms <n>', 'time limit of one notice\'s extraction; a notice over it is reported and not ingested', (v) => millis(v), 10_000)
  .addHelpText('after', `
Each notice needs text, paperName (or paper_name), state and date (YYYY-MM-DD);
county, id and domain (foreclosure, bids, probate or none) are optional.
  NDJSON: one object per line with those fields.
  ID.txt + ID.json: the text, and its metadata in the sidecar.
  A .txt file without a sidecar: give the metadata with the flags above.
  Gold / fixture files (a sidecar with "entities", e.g. fixtures/bids): need only
  state; paper and county are read from the text ("Unknown paper" and no county
  otherwise) and the date is today unless --date is given.
The flags fill only what a notice does not say.`)
  .action(async (sources: string[], opts: { data?: string; paperName?: string; state?: string; date?: string; county?: string; timeoutMs: number }) => {
    const { ingestCommand } = await import('../service/commands.js');
    const defaults = { paperName: opts.paperName, state: opts.state, date: opts.date, county: opts.county };
    const summary = await ingestCommand({ dataDir: opts.data, sources, stdin: process.stdin, defaults, timeoutMs: opts.timeoutMs });
    for (const f of summary.failed) process.stderr.write(`notice-extractor: ${f.source}: ${f.message}\n`);
    process.stdout.write(`${JSON.stringify({ inserted: summary.inserted, skipped: summary.skipped, failed: summary.failed.length })}\n`);
    process.exitCode = summary.failed.length ? 1 : 0;
  });

const token = program.command('token').description('manage bearer tokens of the data service');
token
  .command('create')
  .description('print a new bearer token, once (the store keeps only its hash)')
  .addOption(new Option('--access <access>', 'what the token sees: limited (the last 30 days of records) or full').choices(['limited', 'full']).makeOptionMandatory())
  .option('--states <states...>', 'restrict the token to these states (names or codes, comma-separated); leave out for every state')
  .option('--label <text>', 'a note shown by token list')
  .option(...DATA_OPTION)
  .action(async (opts: { access: 'limited' | 'full'; states?: string[]; label?: string; data?: string }) => {
    const { tokenCreateCommand } = await import('../service/commands.js');
    // Every listed name must be a state: "--states ''" or "a,,b" is an error, never a token for every state.
    const states = opts.states?.flatMap((s) => s.split(',')).map((s) => s.trim());
    const { token: secret, record } = await tokenCreateCommand({ dataDir: opts.data, access: opts.access, states, label: opts.label });
    process.stdout.write(`${secret}\n`);
    process.stderr.write(`notice-extractor: ${record.access} token for ${record.states?.join(', ') ?? 'every state'}; it is shown only now (the store keeps its hash)\n`);
  });
token
  .command('list')
  .description('list tokens: id, access, states, label, creation time (never the tokens themselves)')
  .option('--json', 'one JSON line per token')
  .option(...DATA_OPTION)
  .action(async (opts: { json?: boolean; data?: string }) => {
    const { tokenListCommand } = await import('../service/commands.js');
    const { tokenId } = await import('../service/tokens.js');
    for (const t of await tokenListCommand({ dataDir: opts.data })) {
      const row = { id: tokenId(t.hash), access: t.access, states: t.states, label: t.label, createdAt: t.createdAt };
      process.stdout.write(opts.json ? `${JSON.stringify(row)}\n`
        : `${row.id}  ${t.access.padEnd(7)}  ${(t.states?.join(',') ?? 'all states').padEnd(20)}  ${(t.label ?? '-').padEnd(12)}  ${t.createdAt}\n`);
    }
  });
token
  .command('revoke')
  .description('revoke a token, by its id from "token list" or by the token itself (a running server stops accepting it within 10 s)')
  .argument('<id>', 'token id (hex, from token list) or the token')
  .option(...DATA_OPTION)
  .action(async (id: string, opts: { data?: string }) => {
    const { tokenRevokeCommand } = await import('../service/commands.js');
    const { tokenId } = await import('../service/tokens.js');
    const revoked = await tokenRevokeCommand({ dataDir: opts.data, token: id });
    process.stderr.write(`notice-extractor: revoked ${tokenId(revoked.hash)} (${revoked.access}${revoked.label ? `, ${revoked.label}` : ''})\n`);
  });

program
  .command('serve')
  .description('start the data service (the same as npm start); flags override the environment')
  .option('--port <n>', 'port to listen on, 0 for any free one (env PORT, default 3000)', (v) => port(v))
  .option('--host <host>', 'address to listen on (env HOST, default 127.0.0.1)')
  .option(...DATA_OPTION)
  .addHelpText('after', `
Environment (flags win): PORT, HOST, NOTICE_DATA_DIR, NOTICE_RATE_LIMIT and
NOTICE_RATE_WINDOW_SECONDS (requests per window per token or client address,
default 6000 per 60; 0 turns the limit off), NOTICE_EXTRACT_REQUIRES_TOKEN=1,
NOTICE_EXTRACT_WORKERS (default: cores - 1), NOTICE_EXTRACT_TIMEOUT_MS (5000),
NOTICE_EXTRACT_QUEUE (16), NOTICE_DEV_TOKEN=0 (no development token), LOG_LEVEL (warn).`)
  .action(async (opts: { port?: number; host?: string; data?: string }) => {
    const { configFromEnv } = await import('../service/config.js');
    const { serve } = await import('../service/server.js');
    const { resolve } = await import('node:path');
    const config = configFromEnv();
    await serve({
      ...config,
      ...(opts.port !== undefined ? { port: opts.port } : {}),
      ...(opts.host ? { host: opts.host } : {}),
      ...(opts.data ? { dataDir: resolve(opts.data) } : {}),
    });
  });

program
  .command('migrate')
  .description('bring the PostgreSQL schema of NOTICE_DATABASE_URL up to date (the server also does at start-up)')
  .action(async () => {
    const { migrateCommand } = await import('../service/commands.js');
    const applied = await migrateCommand();
    process.stdout.write(`${JSON.stringify({ applied })}\n`);
  });

try {
  if (process.argv.length <= 2) {
    process.stderr.write('notice-extractor: give a command\n');
    program.outputHelp({ error: true });
    process.exitCode = 2;
  } else {
    await program.parseAsync(process.argv);
  }
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and version end with code 0; every other commander error is a usage error.
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else {
    const code = (error as { code?: string }).code;
    process.stderr.write(`notice-extractor: ${(error as Error).message}\n`);
    process.exitCode = code === 'invalid_state' || code === 'unknown_token' ? 2 : 1;
  }
}
