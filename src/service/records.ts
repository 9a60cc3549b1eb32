/**
 * From an incoming notice to what the store keeps: validation, the one
 * extraction run, and the record of each collection in the shapes of
 * service.md §2 (rendered here once, so reads never render).
 */
import { createHash } from 'node:crypto';
import { extract } from '../extract.js';
import { sanitizeText } from '../wire/sanitize.js';
import { toWire } from '../wire/render.js';
import type { Domain } from '../types.js';
import { HttpError } from './errors.js';
import { stateFromInput, type UsState } from './states.js';
import { countyKey, type Collection, type PreparedNotice } from './store.js';

/** A notice as ingest reads it (an NDJSON line, or a text file plus its JSON sidecar). */
export interface NoticeInput {
  /** Stable id; when absent, derived from text, paper and date (see `noticeId`). */
  id?: string;
  text: string;
  paperName: string;
  /** County name; "County" is added when the name has no such word. May be empty when unknown. */
  county?: string;
  /** Full name, two-letter code or path form. */
  state: string;
  /** YYYY-MM-DD, or an ISO 8601 timestamp whose date part is used. */
  date: string;
  /** The extraction domain; `null` or `"none"` for a notice of no domain; absent: the engine classifies the text. */
  domain?: Domain | 'none' | null;
}

export const DOMAIN_COLLECTIONS: readonly Domain[] = ['foreclosure', 'bids', 'probate'];
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** County-equivalents that already name their kind and so get no "County" added. */
const COUNTY_WORDS = /\b(?:county|parish|borough|census area|municipality|city)$/i;

/** A notice the ingest cannot take; the message names the field. */
export class InvalidNoticeError extends HttpError {
  /** The field at fault, when one is. */
  readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super(400, 'invalid_notice', message);
    this.field = field;
  }
}

/** The id of a notice that does not bring one: sha256 of text, paper and date, hex. */
export function noticeId(text: string, paperName: string, date: string): string {
  return createHash('sha256').update(`${text}\u0000${paperName}\u0000${date}`).digest('hex');
}

function isoDate(value: unknown): string {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim()) : null;
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const t = new Date(Date.UTC(y, mo - 1, d));
    if (t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d) return `${m[1]}-${m[2]}-${m[3]}`;
  }
  throw new InvalidNoticeError(`"date" must be a calendar date as YYYY-MM-DD, got ${JSON.stringify(value)}`, 'date');
}

function requiredString(input: Record<string, unknown>, ...names: string[]): string {
  for (const name of names) {
    const v = input[name];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  throw new InvalidNoticeError(`"${names[0]}" is required and must be a non-empty string`, names[0]);
}

function normalizeCounty(county: string): string {
  const folded = county.trim().replace(/\s+/g, ' ');
  return folded === '' || COUNTY_WORDS.test(folded) ? folded : `${folded} County`;
}

/**
 * Reads an NDJSON object or a sidecar into a `NoticeInput`, accepting both
 * spellings the service prints (`paperName` and `paper_name`).
 */
export function toNoticeInput(raw: unknown): NoticeInput {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new InvalidNoticeError('a notice must be a JSON object');
  const o = raw as Record<string, unknown>;
  const domain = o.domain;
  if (domain !== undefined && domain !== null && domain !== 'none' && !DOMAIN_COLLECTIONS.includes(domain as Domain)) {
    throw new InvalidNoticeError(`"domain" must be one of ${DOMAIN_COLLECTIONS.join(', ')}, "none" or null, got ${JSON.stringify(domain)}`);
  }
  if (o.id !== undefined && (typeof o.id !== 'string' || !ID_PATTERN.test(o.id))) {
    throw new InvalidNoticeError('"id" must be 1 to 128 characters of letters, digits, ".", "_" or "-", starting with a letter or digit');
  }
  if (o.county !== undefined && o.county !== null && typeof o.county !== 'string') throw new InvalidNoticeError('"county" must be a string');
  return {
    id: o.id as string | undefined,
    text: requiredString(o, 'text'),
    paperName: requiredString(o, 'paperName', 'paper_name'),
    county: (o.county as string | null | undefined) ?? '',
    state: requiredString(o, 'state'),
    date: isoDate(o.date),
    domain: domain as NoticeInput['domain'],
  };
}

/** Names and addresses among the extracted values, by field name, so new entity fields are searched without a change here. */
export function searchableNames(entities: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, wanted: boolean): void => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x, wanted);
    } else if (typeof v === 'object' && v !== null) {
      const field = v as { value?: unknown };
      // A Field names its recognizer (`source` in entities stored before fields were typed).
      if ('value' in field && ('recognizer' in field || 'source' in field)) {
        if (wanted && typeof field.value === 'string') out.push(field.value);
        else if (wanted && typeof field.value === 'object' && field.value !== null) {
          const formatted = (field.value as { formatted?: unknown }).formatted;
          if (typeof formatted === 'string') out.push(formatted);
        }
        return;
      }
      for (const [k, x] of Object.entries(v)) walk(x, wanted || /name|address|firm|alias|representative/i.test(k));
    }
  };
  walk(entities, false);
  return out;
}

function epochMillis(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return String(Date.UTC(y, m - 1, d));
}

interface RecordContext {
  id: string;
  state: UsState;
  county: string;
  paperName: string;
  date: string;
  text: string;
}

/** §2.1: snake_case, full state name, YYYY-MM-DD. */
function publicNoticeRecord(c: RecordContext) {
  return { id: c.id, paper_name: c.paperName, county: c.county, state: c.state.name, date: c.date, text: c.text };
}

/**
 * §2.2 / §2.3: camelCase, two-letter state, epoch milliseconds as a string.
 * Foreclosure wraps its entities in one §2.3 notice object; bids and probate
 * list their wire entities directly.
 */
function domainRecord(domain: Domain, c: RecordContext, sanitized: string, wire: unknown[]) {
  const extractedEntities = domain === 'foreclosure'
    ? [{
      notice_id: c.id, sanitized_text: sanitized, state: c.state.name, county: c.county, date: c.date,
      paper_name: c.paperName, extracted_entities: wire,
    }]
    : wire;
  return {
    id: c.id, paperName: c.paperName, county: c.county, state: c.state.code, sanitizedText: sanitized,
    date: epochMillis(c.date), extractedEntities,
  };
}

/**
 * Validates a notice, runs the extraction once (classifying the text first
 * when the notice does not say its domain) and renders every collection's record.
 */
export function prepareNotice(input: NoticeInput): PreparedNotice {
  const state = stateFromInput(input.state);
  if (!state) throw new InvalidNoticeError(`"state" ${JSON.stringify(input.state)} is not a US state or territory`);
  const date = isoDate(input.date);
  const county = normalizeCounty(input.county ?? '');
  const id = input.id ?? noticeId(input.text, input.paperName, date);
  // Without a given domain the engine classifies and extracts in one pass; "other" is a public notice only.
  const extracted = input.domain === 'none' || input.domain === null ? null
    : input.domain === undefined ? extract(input.text) : extract(input.text, { domain: input.domain });
  const domain = extracted && extracted.domain !== 'other' ? extracted.domain : null;
  const ctx: RecordContext = { id, state, county, paperName: input.paperName, date, text: input.text };
  const records: Partial<Record<Collection, string>> = { public_notices: JSON.stringify(publicNoticeRecord(ctx)) };
  let searchNames = '';
  if (domain && extracted) {
    const entities = extracted.entities;
    searchNames = searchableNames(entities).join('\n');
    records[domain] = JSON.stringify(domainRecord(domain, ctx, sanitizeText(input.text), toWire(domain, entities)));
  }
  return {
    id, state: state.slug, county, countyKey: countyKey(county), paperName: input.paperName, date, text: input.text,
    domain, searchNames, records,
  };
}
