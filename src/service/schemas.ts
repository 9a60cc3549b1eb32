/**
 * JSON schemas of the routes. Fastify validates requests with them and
 * @fastify/swagger builds `/v1/openapi.json` from them, so the document and
 * the behaviour cannot drift apart. Record responses are pre-rendered JSON,
 * so their schemas document the shapes rather than shape the output.
 */
import { FORECLOSURE_WIRE_FIELDS } from '../domains/foreclosure/entity.js';
import { PROBATE_WIRE_FIELDS } from '../wire/probate.js';
import type { Collection } from './store.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
/** Largest extract text, in UTF-8 bytes (200 KiB). */
export const MAX_EXTRACT_TEXT_BYTES = 200 * 1024;
/**
 * Largest extract request body: the text limit with room for JSON escaping,
 * which can take up to six bytes per byte of text (`\u0001`).
 */
export const MAX_EXTRACT_BODY_BYTES = 6 * MAX_EXTRACT_TEXT_BYTES + 4096;

/** Shared schemas, registered with `addSchema` and referenced as `Name#`; they become OpenAPI components. */
export const SHARED_SCHEMAS = [
  {
    $id: 'Error',
    type: 'object',
    description: 'Every error response: a stable machine-readable code and a human-readable message.',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { type: 'string', example: 'not_found' }, message: { type: 'string' } },
      },
    },
  },
  {
    $id: 'PublicNotice',
    type: 'object',
    description: 'service.md §2.1.',
    required: ['id', 'paper_name', 'county', 'state', 'date', 'text'],
    properties: {
      id: { type: 'string' },
      paper_name: { type: 'string' },
      county: { type: 'string', description: 'with the word County; empty when the source did not give one' },
      state: { type: 'string', description: 'full state name', example: 'New Hampshire' },
      date: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
      text: { type: 'string' },
    },
  },
  {
    $id: 'ForeclosureEntity',
    type: 'object',
    description: 'service.md §2.3 foreclosure entity: every field a string, "" when the notice does not state it, lists joined with " and ".',
    required: [...FORECLOSURE_WIRE_FIELDS],
    properties: Object.fromEntries(FORECLOSURE_WIRE_FIELDS.map((f) => [f, { type: 'string' }])),
  },
  {
    $id: 'ForeclosureNotice',
    type: 'object',
    description: 'service.md §2.3 notice object wrapping the entities of one notice.',
    required: ['notice_id', 'sanitized_text', 'state', 'county', 'date', 'paper_name', 'extracted_entities'],
    properties: {
      notice_id: { type: 'string' },
      sanitized_text: { type: 'string' },
      state: { type: 'string', description: 'full state name' },
      county: { type: 'string', description: 'may be empty' },
      date: { type: 'string', format: 'date' },
      paper_name: { type: 'string' },
      extracted_entities: { type: 'array', items: { $ref: 'ForeclosureEntity#' } },
    },
  },
  {
    $id: 'BidEntity',
    type: 'object',
    description: 'service.md §2.2 bid entity: strings, "" when the notice does not state the value.',
    required: ['bidNumber', 'title', 'agencyName', 'agencyWebsite', 'dueDate'],
    properties: {
      bidNumber: { type: 'array', items: { type: 'string' }, description: 'one entry per bid or RFP number' },
      title: { type: 'string' },
      agencyName: { type: 'string' },
      agencyWebsite: { type: 'string' },
      dueDate: {
        type: 'object',
        required: ['rawDateText', 'standardized'],
        properties: {
          rawDateText: { type: 'string', description: 'as printed' },
          standardized: { type: 'string', description: 'MM/DD/YYYY, HH:MM:SS (MM/DD/YYYY when no time is printed)' },
        },
      },
    },
  },
  {
    $id: 'ProbateEntity',
    type: 'object',
    description: 'One estate (entities.md, Probate entity): strings, "" when the notice does not state the value; lists as arrays.',
    required: [...PROBATE_WIRE_FIELDS],
    properties: Object.fromEntries(PROBATE_WIRE_FIELDS.map((f) => [f, f === 'decedentAliases'
      ? { type: 'array', items: { type: 'string' } }
      : f === 'personalRepresentatives'
        ? {
          type: 'array',
          items: { type: 'object', required: ['name', 'address'], properties: { name: { type: 'string' }, address: { type: 'string' } } },
        }
        : { type: 'string' }])),
  },
  ...(['Bid', 'Foreclosure', 'Probate'] as const).map((kind) => ({
    $id: `${kind}Record`,
    type: 'object',
    description: kind === 'Probate'
      ? 'Probate record: the outer shape of the bid record (service.md §2.2) with probate entities.'
      : `service.md ${kind === 'Bid' ? '§2.2' : '§2.3'}.`,
    required: ['id', 'paperName', 'county', 'state', 'sanitizedText', 'date', 'extractedEntities'],
    properties: {
      id: { type: 'string' },
      paperName: { type: 'string' },
      county: { type: 'string' },
      state: { type: 'string', description: 'two-letter state code', example: 'NH' },
      sanitizedText: { type: 'string', description: 'cleaned notice text, lines separated by "\\n"' },
      date: { type: 'string', description: 'milliseconds since the Unix epoch (UTC midnight of the notice date), as a decimal string', example: '1751241600000' },
      extractedEntities: { type: 'array', items: { $ref: `${kind === 'Foreclosure' ? 'ForeclosureNotice' : `${kind}Entity`}#` } },
    },
  })),
];

export const RECORD_SCHEMA: Record<Collection, string> = {
  public_notices: 'PublicNotice#',
  foreclosure: 'ForeclosureRecord#',
  bids: 'BidRecord#',
  probate: 'ProbateRecord#',
};

const ERROR_RESPONSES = {
  '4xx': { description: 'Client error', $ref: 'Error#' },
  '5xx': { description: 'Server error', $ref: 'Error#' },
};

// No maxLength: a state of any length that is not a known one is the route's 404, as for any other unknown state.
const STATE_PARAM = {
  type: 'string',
  minLength: 1,
  description: 'Lowercase full state name; words joined by "-" (canonical, e.g. new-hampshire), "_" (new_hampshire) ' +
    'or an encoded space (new%20hampshire). Anything else is a 404 that lists the valid forms.',
};

export function listSchema(collection: Collection, limitedNote: string) {
  return {
    summary: `List ${collection} records of a state, newest first`,
    description: `Records by date, newest first (ties: most recently ingested first). Page with either \`page\` ` +
      `(offset pagination; page 0 is the first page) or the cursors \`starting_after\` / \`ending_before\`, ` +
      `which are stable under concurrent inserts. Every response has the header \`X-Snapshot\`; passing it back ` +
      `as \`snapshot\` makes an offset walk stable under concurrent inserts too. ${limitedNote}`,
    tags: ['records'],
    security: [{ bearerAuth: [] }],
    params: { type: 'object', required: ['state'], properties: { state: STATE_PARAM } },
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        page: { type: 'integer', minimum: 0, maximum: 1_000_000, description: 'Offset pagination: page 0 is the first page (same as no page), page 1 the next batch, and so on.' },
        starting_after: { type: 'string', minLength: 1, maxLength: 128, description: 'Cursor: the records that come after (are older than) the record with this id.' },
        ending_before: { type: 'string', minLength: 1, maxLength: 128, description: 'Cursor: the records that come before (are newer than) the record with this id.' },
        county: { type: 'string', minLength: 1, maxLength: 100, description: 'Exact county name, case-insensitive, with or without the word County ("Pima", "pima county").' },
        search: { type: 'string', minLength: 1, maxLength: 500, description: 'Full-text search over the notice text, paper name, county and extracted names and addresses; every word must match.' },
        limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: `Records per page, 1 to ${MAX_PAGE_SIZE}.` },
        snapshot: { type: 'integer', minimum: 0, description: 'The `X-Snapshot` of an earlier response: only records that existed then are listed.' },
      },
    },
    response: {
      200: {
        description: 'A page of records',
        type: 'object',
        required: ['data', 'has_more'],
        properties: {
          data: { type: 'array', items: { $ref: RECORD_SCHEMA[collection] } },
          has_more: { type: 'boolean', description: 'whether more records lie beyond this page in the direction of paging' },
        },
      },
      ...ERROR_RESPONSES,
    },
  };
}

export function detailSchema(collection: Collection) {
  return {
    summary: `One ${collection} record`,
    tags: ['records'],
    security: [{ bearerAuth: [] }],
    params: {
      type: 'object',
      required: ['state', 'id'],
      properties: { state: STATE_PARAM, id: { type: 'string', minLength: 1, maxLength: 128 } },
    },
    // No parameters, and like the lists an unknown one is a 400.
    querystring: { type: 'object', additionalProperties: false, properties: {} },
    response: {
      200: { description: 'The record', type: 'object', required: ['data'], properties: { data: { $ref: RECORD_SCHEMA[collection] } } },
      ...ERROR_RESPONSES,
    },
  };
}

const TEXT_BODY = {
  type: 'object',
  required: ['text'],
  properties: { text: { type: 'string', description: 'the notice text' } },
};

const ENTITY_SCHEMA = { foreclosure: 'ForeclosureEntity#', bids: 'BidEntity#', probate: 'ProbateEntity#' } as const;

export function extractSchema(domain: keyof typeof ENTITY_SCHEMA, requiresToken: boolean) {
  return {
    summary: `Extract ${domain} entities from notice text`,
    description: `Send \`Content-Type: application/json\` and \`{ "text": "..." }\`; the text may be up to ` +
      `${MAX_EXTRACT_TEXT_BYTES / 1024} KiB of UTF-8 (413 beyond). Returns the entities in the wire shape; ` +
      '`include=spans` adds `spans`: the same entities with every value typed, with its span, the recognizer that found it, the slot rule that chose it and whether it was stated or inferred; ' +
      '`include=gold` adds `gold`: the entities in the entities.md gold shape; `include=spans,gold` adds both. ' +
      `Text that the classifier reads as another kind of notice, or as no notice of ours, gives \`data: []\` and a ` +
      '`warnings` entry naming what it reads as; `force=true` extracts it anyway. Extraction has a time budget: ' +
      'past it a 503 with `Retry-After`; when too many extractions are waiting, a 429 with `Retry-After`.',
    tags: ['extract'],
    ...(requiresToken ? { security: [{ bearerAuth: [] }] } : {}),
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        include: {
          type: 'string',
          pattern: '^(spans|gold)(,(spans|gold))*$',
          description: 'Comma-separated extras: `spans` adds the full provenance of every value, `gold` the entities in the ' +
            'entities.md gold shape (plain values under the contract\'s field names, as the library\'s `toGold`).',
        },
        force: { type: 'boolean', description: `true: extract even when the text reads as another kind of notice than ${domain}` },
      },
    },
    body: TEXT_BODY,
    response: {
      200: {
        description: 'The entities of the notice',
        type: 'object',
        required: ['data'],
        properties: {
          data: { type: 'array', items: { $ref: ENTITY_SCHEMA[domain] } },
          spans: { type: 'array', items: { type: 'object', additionalProperties: true }, description: 'with include=spans: each entity with Field objects { value, start, end, text, recognizer, rule, stated } (value typed: a date with its parts, an address with its parts, an exact amount)' },
          gold: { type: 'array', items: { type: 'object', additionalProperties: true }, description: 'with include=gold: each entity in the entities.md gold shape' },
          warnings: {
            type: 'array',
            description: 'present when nothing was extracted because the text reads as another kind of notice, or as none',
            items: {
              type: 'object',
              required: ['code', 'message', 'classifiedAs', 'score'],
              properties: {
                code: { type: 'string', enum: ['other_kind_of_notice', 'not_a_notice'] },
                message: { type: 'string' },
                classifiedAs: { type: 'string', enum: ['foreclosure', 'bids', 'probate', 'other'] },
                score: { type: 'number', description: 'classifier confidence, 0 to 1' },
              },
            },
          },
        },
      },
      ...ERROR_RESPONSES,
    },
  };
}

export function classifySchema(requiresToken: boolean) {
  return {
    summary: 'Classify notice text: foreclosure, bids, probate or other',
    description: 'The same body and limits as the extract routes. Returns the kind of notice the text is, the ' +
      'confidence, the cue weight per kind and the cue phrases that decided (with their spans), as the library\'s `classify`. ' +
      'The web page uses it to pick the extract route when the domain is "auto".',
    tags: ['extract'],
    ...(requiresToken ? { security: [{ bearerAuth: [] }] } : {}),
    body: TEXT_BODY,
    response: {
      200: {
        description: 'The classification',
        type: 'object',
        required: ['data'],
        properties: {
          data: {
            type: 'object',
            required: ['domain', 'score', 'scores', 'cues'],
            properties: {
              domain: { type: 'string', enum: ['foreclosure', 'bids', 'probate', 'other'] },
              score: { type: 'number', minimum: 0, maximum: 1, description: 'confidence: the winner\'s share of all cue weight, damped for thin evidence' },
              scores: { type: 'object', additionalProperties: { type: 'number' }, description: 'cue weight per kind' },
              cues: {
                type: 'array',
                description: 'the cues of the winning kind, strongest first',
                items: {
                  type: 'object',
                  required: ['domain', 'text', 'weight', 'start', 'end'],
                  properties: {
                    domain: { type: 'string' },
                    text: { type: 'string', description: 'the phrase as printed' },
                    weight: { type: 'number' },
                    start: { type: 'integer', description: 'UTF-16 offset into the text sent' },
                    end: { type: 'integer' },
                  },
                },
              },
            },
          },
        },
      },
      ...ERROR_RESPONSES,
    },
  };
}

export const HEALTH_SCHEMA = {
  summary: 'Liveness',
  tags: ['service'],
  response: {
    200: { type: 'object', properties: { data: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } } } } },
  },
};
