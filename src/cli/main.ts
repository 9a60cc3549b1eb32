#!/usr/bin/env node
/**
 * notice-extractor command line.
 *
 *   notice-extractor extract --domain foreclosure [--format gold|wire|full] [FILE]
 *
 * Reads the notice from FILE, or from standard input when no file is given,
 * and prints `{ "entities": [...] }`.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { extract, isNoticeExtractorError, toGold, toWire } from '../index.js';
import { DOMAINS, type Domain } from '../types.js';

const VERSION = '0.1.0';
const FORMATS = ['gold', 'wire', 'full'] as const;
type Format = (typeof FORMATS)[number];

const USAGE = `Usage: notice-extractor extract --domain <foreclosure|bids|probate> [--format gold|wire|full] [FILE]

Extracts the entities of one notice and prints { "entities": [...] } as JSON.
FILE is a UTF-8 text file; without it the notice is read from standard input.

Options:
  -d, --domain   kind of notice: ${DOMAINS.join(', ')} (required)
  -f, --format   gold (entities.md shape, default), wire (service.md shape),
                 full (every value with its span, source and provenance)
  -h, --help     show this help
  -v, --version  print the version`;

class UsageError extends Error {}

function readInput(file: string | undefined): string {
  const buf = readFileSync(file ?? 0);
  return new TextDecoder('utf-8', { fatal: false }).decode(buf);
}

function run(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      domain: { type: 'string', short: 'd' },
      format: { type: 'string', short: 'f', default: 'gold' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
  if (values.version) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const [command, ...files] = positionals;
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  if (command !== 'extract') throw new UsageError(`unknown command "${command}"`);
  const domain = values.domain as Domain | undefined;
  if (!domain || !DOMAINS.includes(domain)) throw new UsageError(`--domain must be one of ${DOMAINS.join(', ')}`);
  const format = values.format as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
  if (files.length > 1) throw new UsageError('give one FILE (or none to read standard input)');
  const { entities } = extract(readInput(files[0]), { domain });
  const rendered = format === 'gold' ? toGold(entities) : format === 'wire' ? toWire(domain, entities) : entities;
  process.stdout.write(`${JSON.stringify({ entities: rendered }, null, 2)}\n`);
  return 0;
}

try {
  process.exitCode = run(process.argv.slice(2));
} catch (error) {
  const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  const message = isNoticeExtractorError(error) || usage || (error as NodeJS.ErrnoException).code
    ? (error as Error).message
    : String(error);
  process.stderr.write(`notice-extractor: ${message}\n${usage ? 'Try --help.\n' : ''}`);
  process.exitCode = usage ? 2 : 1;
}
