/**
 * The HTTP layer of the public notice data service (../shared/spec/service.md):
 * record routes over a `NoticeStore`, extract routes over the engine, one
 * error shape, bearer-token access and a per-token rate limit.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import { classify, extract, isNoticeExtractorError, toGold, toWire, type Domain, type ExtractResult } from '../index.js';
import { DEFAULT_RATE_LIMIT } from './config.js';
import { errorBody, HttpError } from './errors.js';
import { ByteLru } from './lru.js';
import { RateLimiter, type RateLimitOptions } from './rate-limit.js';
import { DOMAIN_COLLECTIONS } from './records.js';
import {
  classifySchema, DEFAULT_PAGE_SIZE, detailSchema, extractSchema, HEALTH_SCHEMA, listSchema, MAX_EXTRACT_BODY_BYTES,
  MAX_EXTRACT_TEXT_BYTES, SHARED_SCHEMAS,
} from './schemas.js';
import { stateFormsHint, stateFromPath, type UsState } from './states.js';
import { COLLECTIONS, countyKey, type Collection, type NoticeStore, type Position, type TokenRecord } from './store.js';
import { hashToken } from './tokens.js';
import { registerWebPage } from './web.js';

export interface AppOptions {
  store: NoticeStore;
  /** Per-token request budget; `null` turns the limit off. @default 6000 per minute */
  rateLimit?: RateLimitOptions | null;
  /** Whether the extract routes need a bearer token too. @default false */
  extractRequiresToken?: boolean;
  /**
   * How many days of foreclosure, bids and probate records a limited token
   * sees, counted back from the newest record in the store.
   * @default 30
   */
  limitedWindowDays?: number;
  /**
   * Bytes of list responses kept in memory. A page is cached under its query
   * and snapshot; records never change once stored, so a cached page is what
   * the store would answer again. 0 turns the cache off.
   * @default 33554432 (32 MiB)
   */
  pageCacheBytes?: number;
  /** Fastify logger setting. @default false */
  logger?: boolean | { level: string };
}

interface ListQueryString {
  page?: number;
  starting_after?: string;
  ending_before?: string;
  county?: string;
  search?: string;
  limit: number;
  snapshot?: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
// Responses are assembled from the stored UTF-8 record bytes and these pieces, never parsed or re-serialized.
const LIST_OPEN = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');
const LIST_CLOSE_MORE = Buffer.from('],"has_more":true}');
const LIST_CLOSE_END = Buffer.from('],"has_more":false}');
const DETAIL_OPEN = Buffer.from('{"data":');
const DETAIL_CLOSE = Buffer.from('}');
const OTHER_METHODS = ['DELETE', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const;

/** Fastify's own 4xx errors, as the service's codes. */
const FRAMEWORK_CODES: Record<string, [status: number, code: string, message?: string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'send the body as Content-Type: application/json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_content_length'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', 'the body is empty; send a JSON object'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'the body is not valid JSON'],
  FST_ERR_BAD_URL: [400, 'bad_url', 'the URL is not valid (malformed percent-encoding?)'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long'],
};

function windowStart(newest: string, days: number): string {
  const t = new Date(`${newest}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - (days - 1));
  return t.toISOString().slice(0, 10);
}

function methodNotAllowed(allow: string) {
  return async () => {
    throw new HttpError(405, 'method_not_allowed', `this path allows ${allow}`, { Allow: allow });
  };
}

function limitedNote(days: number): string {
  return `A limited token sees every public_notices record, and the ${DOMAIN_COLLECTIONS.join(', ')} records dated ` +
    `in the ${days} days ending on the newest record's date; a token restricted to states gets 403 for other states.`;
}

/** Builds the service; the caller listens (or injects) and closes it. The store stays the caller's to close. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { store } = options;
  const limitedDays = options.limitedWindowDays ?? 30;
  const limiter = options.rateLimit === null ? null : new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  // Per-request state lives beside the request rather than decorating Fastify's types.
  const bearer = new WeakMap<FastifyRequest, string>();
  const principals = new WeakMap<FastifyRequest, TokenRecord>();
  const pages = new ByteLru<string>(options.pageCacheBytes ?? 32 * 1024 * 1024);

  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { maxParamLength: 256, ignoreTrailingSlash: true },
    // Unknown query parameters are 400s (a typo'd "pgae" should not silently return page 0).
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors: (error, _request, reply) => sendError(reply, error as FastifyError),
  });

  function sendError(reply: FastifyReply, error: FastifyError | HttpError): FastifyReply {
    let status: number;
    let code: string;
    let message: string;
    if (error instanceof HttpError) {
      ({ status, code, message } = error);
      reply.headers(error.headers);
    } else if (error.validation) {
      const unknown = error.validation.find((v) => v.keyword === 'additionalProperties');
      const name = (unknown?.params as { additionalProperty?: string } | undefined)?.additionalProperty;
      [status, code, message] = [400, 'invalid_request', name !== undefined && error.validationContext === 'querystring'
        ? `unknown query parameter ${JSON.stringify(name)}`
        : error.message];
    } else if (error.code && FRAMEWORK_CODES[error.code]) {
      const [s, c, m] = FRAMEWORK_CODES[error.code];
      [status, code, message] = [s, c, m ?? error.message];
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      [status, code, message] = [error.statusCode, 'bad_request', error.message];
    } else {
      reply.log.error({ err: error }, 'unhandled error');
      [status, code, message] = [500, 'internal_error', 'internal error; the request was not completed'];
    }
    return reply.code(status).type(JSON_TYPE).send(JSON.stringify(errorBody(code, message)));
  }

  // Fastify also parses text/plain by default; the extract routes take JSON only, so anything else is a 415.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError | HttpError, _request, reply) => sendError(reply, error));
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, new HttpError(404, 'not_found', `no route ${request.method} ${request.url.split('?')[0]}`)));

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Public notice data service',
        version: '1.0.0',
        description: 'Newspaper public notices (general, foreclosure, bids/RFP, probate) and extraction of their entities. ' +
          'Errors are always { "error": { "code", "message" } }.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    const m = header ? /^Bearer[ ]+([^\s]+)[ ]*$/i.exec(header) : null;
    if (m) bearer.set(request, hashToken(m[1]));
    if (!limiter) return;
    const verdict = limiter.take(bearer.get(request) ?? `ip:${request.ip}`);
    if (!verdict.ok) {
      throw new HttpError(429, 'rate_limited', `too many requests; retry in ${verdict.retryAfterSeconds} s`,
        { 'Retry-After': String(verdict.retryAfterSeconds) });
    }
  });

  async function authenticate(request: FastifyRequest): Promise<void> {
    const hash = bearer.get(request);
    const challenge = { 'WWW-Authenticate': 'Bearer' };
    if (!hash) {
      throw new HttpError(401, request.headers.authorization ? 'invalid_authorization' : 'missing_token',
        'send Authorization: Bearer <token>', challenge);
    }
    const token = store.findToken(hash);
    if (!token) throw new HttpError(401, 'invalid_token', 'the bearer token is not known', challenge);
    principals.set(request, token);
  }

  function readableState(request: FastifyRequest, segment: string): UsState {
    const state = stateFromPath(segment);
    if (!state) throw new HttpError(404, 'unknown_state', `no state ${JSON.stringify(segment)}: ${stateFormsHint()}`);
    const token = principals.get(request);
    if (token?.states && !token.states.includes(state.slug)) {
      throw new HttpError(403, 'state_not_allowed', `this token may read ${token.states.join(', ')} only`);
    }
    return state;
  }

  /** The oldest date a limited token sees in a collection, or undefined when it sees everything. */
  function minDateFor(request: FastifyRequest, collection: Collection, snapshot?: number): string | undefined {
    if (collection === 'public_notices' || principals.get(request)?.access !== 'limited') return undefined;
    const newest = store.newestDate(snapshot);
    return newest ? windowStart(newest, limitedDays) : undefined;
  }

  /** A cursor record must be one the token could see, so a cursor cannot probe for records outside a limited window. */
  function cursor(collection: Collection, state: UsState, id: string | undefined, name: string, minDate: string | undefined): Position | undefined {
    if (id === undefined) return undefined;
    const position = store.position(collection, state.slug, id);
    if (!position || (minDate && position.date < minDate)) throw new HttpError(400, 'invalid_cursor', `${name}: no ${collection} record ${JSON.stringify(id)} in ${state.slug}`);
    return position;
  }

  for (const collection of COLLECTIONS) {
    const listUrl = `/v1/:state/${collection}`;
    app.get<{ Params: { state: string }; Querystring: ListQueryString }>(listUrl, {
      schema: listSchema(collection, limitedNote(limitedDays)),
      onRequest: authenticate,
    }, async (request, reply) => {
      const state = readableState(request, request.params.state);
      const q = request.query;
      const modes = [q.page !== undefined, q.starting_after !== undefined, q.ending_before !== undefined].filter(Boolean).length;
      if (modes > 1) throw new HttpError(400, 'invalid_request', 'use one of page, starting_after and ending_before');
      const snapshot = Math.min(q.snapshot ?? Number.MAX_SAFE_INTEGER, store.snapshot());
      const limit = q.limit ?? DEFAULT_PAGE_SIZE;
      const county = q.county === undefined ? undefined : countyKey(q.county);
      const minDate = minDateFor(request, collection, snapshot);
      const key = JSON.stringify([collection, state.slug, county, q.search, minDate, snapshot, limit, q.page, q.starting_after, q.ending_before]);
      let body = pages.get(key);
      if (!body) {
        const result = store.list({
          collection,
          state: state.slug,
          countyKey: county,
          search: q.search,
          minDate,
          snapshot,
          limit,
          offset: q.page ? q.page * limit : undefined,
          after: cursor(collection, state, q.starting_after, 'starting_after', minDate),
          before: cursor(collection, state, q.ending_before, 'ending_before', minDate),
        });
        const parts: Buffer[] = [LIST_OPEN];
        result.records.forEach((r, i) => parts.push(...(i ? [COMMA, r] : [r])));
        parts.push(result.hasMore ? LIST_CLOSE_MORE : LIST_CLOSE_END);
        body = Buffer.concat(parts);
        pages.set(key, body);
      }
      return reply.type(JSON_TYPE).header('X-Snapshot', String(snapshot)).send(body);
    });
    app.get<{ Params: { state: string; id: string } }>(`${listUrl}/:id`, {
      schema: detailSchema(collection),
      onRequest: authenticate,
    }, async (request, reply) => {
      const state = readableState(request, request.params.state);
      const record = store.get(collection, state.slug, request.params.id);
      const minDate = record && minDateFor(request, collection);
      // Outside a limited token's window a record reads as absent, not forbidden: its existence is not disclosed.
      if (!record || (minDate && record.date < minDate)) {
        throw new HttpError(404, 'not_found', `no ${collection} record ${JSON.stringify(request.params.id)} in ${state.slug}`);
      }
      return reply.type(JSON_TYPE).send(Buffer.concat([DETAIL_OPEN, record.json, DETAIL_CLOSE]));
    });
    for (const url of [listUrl, `${listUrl}/:id`]) {
      app.route({ method: [...OTHER_METHODS], url, schema: { hide: true }, onRequest: methodNotAllowed('GET, HEAD'), handler: async () => undefined });
    }
  }

  // Validation coerces scalars (it must, for query strings); checked first, a numeric "text" is refused, not stringified.
  const textMustBeString = async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | null;
    if (body && typeof body === 'object' && 'text' in body && typeof body.text !== 'string') {
      throw new HttpError(400, 'invalid_request', '"text" must be a string');
    }
  };
  const textRouteOptions = {
    bodyLimit: MAX_EXTRACT_BODY_BYTES,
    preValidation: textMustBeString,
    ...(options.extractRequiresToken ? { onRequest: authenticate } : {}),
  };
  /** Runs the engine on a request's text: the service's size limit first, the engine's typed errors as 4xx. */
  function onText<T>(text: string, run: (text: string) => T): T {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_EXTRACT_TEXT_BYTES) {
      throw new HttpError(413, 'text_too_large', `the text has ${bytes} bytes; the limit is ${MAX_EXTRACT_TEXT_BYTES} (200 KiB)`);
    }
    try {
      return run(text);
    } catch (error) {
      if (isNoticeExtractorError(error)) {
        throw new HttpError(error.code === 'input_too_large' ? 413 : 400, error.code, error.message);
      }
      throw error;
    }
  }
  function postOnly(url: string) {
    app.route({
      method: ['GET', 'HEAD', ...OTHER_METHODS.filter((m) => m !== 'POST')],
      url,
      schema: { hide: true },
      onRequest: methodNotAllowed('POST'),
      handler: async () => undefined,
    });
  }

  for (const domain of DOMAIN_COLLECTIONS) {
    const url = `/v1/${domain}/extract`;
    app.post<{ Body: { text: string }; Querystring: { include?: string } }>(url, {
      schema: extractSchema(domain, options.extractRequiresToken ?? false),
      ...textRouteOptions,
    }, async (request, reply) => {
      const entities: ExtractResult<Domain>['entities'] = onText(request.body.text, (text) => extract(text, { domain }).entities);
      const wire = toWire(domain, entities);
      const include = new Set(request.query.include?.split(','));
      const body = { data: wire, ...(include.has('spans') && { spans: entities }), ...(include.has('gold') && { gold: toGold(entities) }) };
      return reply.type(JSON_TYPE).send(JSON.stringify(body));
    });
    postOnly(url);
  }
  app.post<{ Body: { text: string } }>('/v1/classify', {
    schema: classifySchema(options.extractRequiresToken ?? false),
    ...textRouteOptions,
  }, async (request, reply) => reply.type(JSON_TYPE).send(JSON.stringify({ data: onText(request.body.text, classify) })));
  postOnly('/v1/classify');

  await registerWebPage(app); // the page at / and Swagger UI at /docs (src/service/web.ts)
  app.get('/v1/health', { schema: HEALTH_SCHEMA }, async () => ({ data: { status: 'ok' } }));
  app.get('/v1/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type(JSON_TYPE).send(JSON.stringify(app.swagger())));

  return app;
}
