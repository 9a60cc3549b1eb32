#!/usr/bin/env node
/**
 * notice-extractor command line (commander for arguments, help and usage errors).
 *
 *   notice-extractor extract [FILES | DIRS | -]   entities, in gold / wire / full / ndjson shape
 *   notice-extractor classify [FILES | DIRS | -]  the kind of each notice, with a score
 *   notice-extractor ingest [--data DIR] FILES    load notices into the data service's store
 *   notice-extractor token create --access ...    make a bearer token for the data service
 *
 * Exit codes: 0 ok, 1 some inputs failed (each reported, the rest processed), 2 usage error.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { createRequire } from 'node:module';
import { FORMATS, runClassify, runExtract, type Format } from './commands.js';
import type { DomainOption } from '../index.js';

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
    process.exitCode = await runExtract(inputs, { ...opts, quiet: !!opts.quiet }, io);
  });

program
  .command('classify')
  .description('print the kind of each notice (foreclosure, bids, probate, other) and a score')
  .argument('[inputs...]', 'files, directories, .ndjson/.jsonl files, or -')
  .option('--json', 'one JSON line per input, with the cues that decided')
  .option('-q, --quiet', 'no summary line')
  .action(async (inputs: string[], opts: { json?: boolean; quiet?: boolean }) => {
    process.exitCode = await runClassify(inputs, { json: !!opts.json, quiet: !!opts.quiet }, io);
  });

// The service commands load the store (a native module) only when asked for.
program
  .command('ingest')
  .description("load notices into the data service's store (NDJSON, or .txt files with a .json sidecar, or directories of them)")
  .argument('<sources...>', 'files, directories, or - for standard input')
  .option('--data <dir>', 'store directory (default ./data or $NOTICE_DATA_DIR)')
  .action(async (sources: string[], opts: { data?: string }) => {
    const { ingestCommand } = await import('../service/commands.js');
    const summary = await ingestCommand({ dataDir: opts.data, sources, stdin: process.stdin });
    for (const f of summary.failed) process.stderr.write(`notice-extractor: ${f.source}: ${f.message}\n`);
    process.stdout.write(`${JSON.stringify({ inserted: summary.inserted, skipped: summary.skipped, failed: summary.failed.length })}\n`);
    process.exitCode = summary.failed.length ? 1 : 0;
  });

program
  .command('token')
  .description('manage bearer tokens of the data service')
  .command('create')
  .description('print a new bearer token, once (the store keeps only its hash)')
  .addOption(new Option('--access <access>', 'what the token sees').choices(['limited', 'full']).makeOptionMandatory())
  .option('--states <states...>', 'restrict the token to these states (names or codes, comma-separated)')
  .option('--data <dir>', 'store directory (default ./data or $NOTICE_DATA_DIR)')
  .action(async (opts: { access: 'limited' | 'full'; states?: string[]; data?: string }) => {
    const { tokenCreateCommand } = await import('../service/commands.js');
    const states = opts.states?.flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
    const { token, record } = tokenCreateCommand({ dataDir: opts.data, access: opts.access, states });
    process.stdout.write(`${token}\n`);
    process.stderr.write(`notice-extractor: ${record.access} token for ${record.states?.join(', ') ?? 'every state'}; it is shown only now (the store keeps its hash)\n`);
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
    process.exitCode = code === 'invalid_state' ? 2 : 1;
  }
}
