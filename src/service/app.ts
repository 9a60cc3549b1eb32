/**
 * The HTTP layer of the public notice data service (../shared/spec/service.md):
 * record routes over a `NoticeStore`, extract routes over the engine (on a
 * worker pool, never on the event loop), one error shape, bearer-token
 * access with one definition of limited access, and a per-token rate limit.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import underPressure from '@fastify/under-pressure';
import { LRUCache } from 'lru-cache';
import { ExtractPool } from '../batch/pool.js';
import type { Answer, PoolJob } from '../batch/jobs.js';
import { DEFAULT_EXTRACT, DEFAULT_RATE_LIMIT, type ExtractSettings, type RateLimitOptions } from './config.js';
import { errorBody, HttpError } from './errors.js';
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
  /** Per-token request budget (per client address without a valid token); `null` turns the limit off. @default 6000 per minute */
  rateLimit?: RateLimitOptions | null;
  /** Extraction off the event loop: worker threads, waiting requests, time budget. */
  extract?: Partial<ExtractSettings>;
  /** A worker pool to run extractions on (the caller closes it); without one the app starts and closes its own. */
  pool?: ExtractPool;
  /** The service's clock: a limited token's window ends on its UTC date. @default () => new Date() */
  now?: () => Date;
  /**
   * `@fastify/under-pressure`: past this mean event-loop delay over a
   * one-second sample (or a sample with no loop turn at all, as when the
   * process gets no CPU for a second), every route answers 503 `overloaded`
   * with `Retry-After` until the next sample; `null` turns it off (tests whose
   * own process extracts notices between requests).
   * @default { maxEventLoopDelayMs: 1000 }
   */
  pressure?: { maxEventLoopDelayMs: number } | null;
  /** Whether the extract routes need a bearer token too. @default false */
  extractRequiresToken?: boolean;
  /**
   * How many days of records a limited token sees, ending on today's date
   * (UTC, by `now`).
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

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers
 * too large, a bad Content-Length, a malformed header line): answered in the
 * service's error shape on the raw socket, then the connection is closed.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code, message] = error.code === 'HPE_HEADER_OVERFLOW'
    ? [431, 'headers_too_large', 'the request headers are too large']
    : [400, 'bad_request', `the request is not valid HTTP (${error.code ?? 'parse error'})`];
  const body = JSON.stringify(errorBody(code, message));
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${JSON_TYPE}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/** Query parameters that are numbers: digits only, so `1e309`, `Infinity` or `0x10` never reach validation as numbers. */
const NUMBER_PARAMS = ['page', 'limit', 'snapshot'] as const;
const DIGITS = /^\d{1,15}$/;

/** A date `days` before a YYYY-MM-DD date. */

function daysBefore(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - days);
  return t.toISOString().slice(0, 10);
}

/** The dates a token sees: a limited one, the `days` days ending today; a full one, every date. */
interface Window { minDate?: string; maxDate?: string }

function methodNotAllowed(allow: string) {
  return async () => {
    throw new HttpError(405, 'method_not_allowed', `this path allows ${allow}`, { Allow: allow });
  };
}

function limitedNote(days: number): string {
  return `A limited token sees the records of every collection dated in the ${days} days ending on the service's ` +
    `current date (UTC), today included; other records read as 404 and are never listed. A token restricted to ` +
    `states gets 403 for other states.`;
}

/** How an extraction that did not give entities is answered. */
function extractFailure(answer: Exclude<Answer, { ok: true }>, retryAfter: string): HttpError {
  const { code, message } = answer.error;
  switch (code) {
    case 'timeout':
      return new HttpError(503, 'extract_timeout', `${message}; the text was not extracted`, { 'Retry-After': retryAfter });
    case 'worker_failed':
    case 'pool_closed':
      return new HttpError(503, 'extract_unavailable', message, { 'Retry-After': retryAfter });
    case 'input_too_large':
      return new HttpError(413, code, message);
    case 'internal_error':
      return new HttpError(500, code, 'internal error; the request was not completed');
    default:
      return new HttpError(400, code, message);
  }
}

/** Builds the service; the caller listens (or injects) and closes it. The store stays the caller's to close. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { store } = options;
  const limitedDays = options.limitedWindowDays ?? 30;
  const now = options.now ?? (() => new Date());
  const extractSettings: ExtractSettings = { ...DEFAULT_EXTRACT, ...options.extract };
  // One core fewer than the machine's, and niced: requests are answered first, extraction uses what is left.
  const pool = options.pool ?? new ExtractPool(extractSettings.workers || Math.max(1, availableParallelism() - 1), { nice: 19, maxHeapMb: 512 });
  const retryAfter = String(Math.max(1, Math.ceil(extractSettings.timeoutMs / 1000)));
  // Per-request state lives beside the request rather than decorating Fastify's types.
  const principals = new WeakMap<FastifyRequest, TokenRecord>();
  /** Requests whose bearer string is not a token: refused once the rate limit has counted them against their address. */
  const badBearer = new WeakSet<FastifyRequest>();
  const pageCacheBytes = options.pageCacheBytes ?? 32 * 1024 * 1024;
  const pages = pageCacheBytes > 0
    ? new LRUCache<string, Buffer>({ maxSize: pageCacheBytes, sizeCalculation: (b) => Math.max(1, b.length) })
    : undefined;

  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { maxParamLength: 256, ignoreTrailingSlash: true },
    // Unknown query parameters are 400s (a typo'd "pgae" should not silently return page 0).
    ajv: { customOptions: { removeAdditional: false } },
    // A "__proto__" or "constructor.prototype" key is dropped from a JSON body, not an error that reads as invalid JSON.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    clientErrorHandler,
    frameworkErrors: (error, _request, reply) => sendError(reply, error as FastifyError),
  });
  if (!options.pool) {
    // Workers load the engine before the server answers, so the first extractions are not spent waiting for them.
    app.addHook('onReady', () => pool.ready());
    app.addHook('onClose', () => pool.close());
  }

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
    } else if (error.statusCode === 429 && error.code === 'FST_ERR_RATE_LIMITED') {
      [status, code, message] = [429, 'rate_limited', error.message];
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

  // Who is calling, before the rate limit picks a bucket: a valid token's own, else the client address's.
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const m = /^Bearer[ ]+([^\s]+)[ ]*$/i.exec(header);
    const token = m ? await store.findToken(hashToken(m[1])) : undefined;
    if (token) principals.set(request, token);
    else if (m) badBearer.add(request);
  });

  // @fastify/rate-limit; route-level, so it runs after the hook above. A store shared by several instances
  // (PostgreSQL) keeps the counters too, so a limit holds across all of them.
  if (options.rateLimit !== null) {
    const { max, windowMs } = options.rateLimit ?? DEFAULT_RATE_LIMIT;
    const shared = store.sharedRateLimitStore?.() as FastifyRateLimitStoreCtor | undefined;
    await app.register(rateLimit, {
      max,
      timeWindow: windowMs,
      ...(shared ? { store: shared } : {}),
      keyGenerator: (request) => {
        const token = principals.get(request);
        return token ? `token:${token.hash}` : `ip:${request.ip}`;
      },
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new HttpError(429, 'rate_limited', `too many requests; retry in ${seconds} s`, { 'Retry-After': String(seconds) });
      },
    });
  }

  const pressure = options.pressure === undefined ? { maxEventLoopDelayMs: 1000 } : options.pressure;
  if (pressure) {
    await app.register(underPressure, {
      // Extraction runs on worker threads, so a long event-loop delay means something else is wrong: shed load, say so.
      maxEventLoopDelay: pressure.maxEventLoopDelayMs,
      retryAfter: 5,
      pressureHandler: (_request, reply, type, value) => {
        void sendError(reply, new HttpError(503, 'overloaded', `the service is overloaded (${type}: ${value}); retry shortly`, { 'Retry-After': '5' }));
      },
    });
  }

  /** A bearer string that is not a token is refused on every route, extract included. */
  app.addHook('preParsing', async (request) => {
    if (badBearer.has(request)) {
      throw new HttpError(401, 'invalid_token', 'the bearer token is not known', { 'WWW-Authenticate': 'Bearer' });
    }
  });

  async function authenticate(request: FastifyRequest): Promise<void> {
    if (principals.has(request)) return;
    throw new HttpError(401, request.headers.authorization ? 'invalid_authorization' : 'missing_token',
      'send Authorization: Bearer <token>', { 'WWW-Authenticate': 'Bearer' });
  }

  /** Number parameters are plain digits (checked before validation coerces them). */
  async function digitsOnly(request: FastifyRequest): Promise<void> {
    const query = request.query as Record<string, unknown>;
    for (const name of NUMBER_PARAMS) {
      const v = query[name];
      if (v !== undefined && !(typeof v === 'string' && DIGITS.test(v))) {
        throw new HttpError(400, 'invalid_request', `${name} must be a whole number written in digits, got ${JSON.stringify(v)}`);
      }
    }
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

  /** The one definition of limited access: the dates a token sees, on every route that can reveal a record. */
  function windowFor(request: FastifyRequest): Window {
    if (principals.get(request)?.access !== 'limited') return {};
    const today = now().toISOString().slice(0, 10);
    return { minDate: daysBefore(today, limitedDays - 1), maxDate: today };
  }

  const inWindow = (date: string, w: Window) => (!w.minDate || date >= w.minDate) && (!w.maxDate || date <= w.maxDate);

  /** A cursor record must be one the token could see, so a cursor cannot probe for records outside a limited window. */
  async function cursor(collection: Collection, state: UsState, id: string | undefined, name: string, window: Window): Promise<Position | undefined> {
    if (id === undefined) return undefined;
    const position = await store.position(collection, state.slug, id);
    if (!position || !inWindow(position.date, window)) throw new HttpError(400, 'invalid_cursor', `${name}: no ${collection} record ${JSON.stringify(id)} in ${state.slug}`);
    return position;
  }

  for (const collection of COLLECTIONS) {
    const listUrl = `/v1/:state/${collection}`;
    app.get<{ Params: { state: string }; Querystring: ListQueryString }>(listUrl, {
      schema: listSchema(collection, limitedNote(limitedDays)),
      preParsing: authenticate,
      preValidation: digitsOnly,
    }, async (request, reply) => {
      const state = readableState(request, request.params.state);
      const q = request.query;
      const modes = [q.page !== undefined, q.starting_after !== undefined, q.ending_before !== undefined].filter(Boolean).length;
      if (modes > 1) throw new HttpError(400, 'invalid_request', 'use one of page, starting_after and ending_before');
      const snapshot = Math.min(q.snapshot ?? Number.MAX_SAFE_INTEGER, await store.snapshot());
      const limit = q.limit ?? DEFAULT_PAGE_SIZE;
      const county = q.county === undefined ? undefined : countyKey(q.county);
      const window = windowFor(request);
      const key = JSON.stringify([collection, state.slug, county, q.search, window.minDate, window.maxDate, snapshot, limit, q.page, q.starting_after, q.ending_before]);
      let body = pages?.get(key);
      if (!body) {
        const result = await store.list({
          collection,
          state: state.slug,
          countyKey: county,
          search: q.search,
          minDate: window.minDate,
          maxDate: window.maxDate,
          snapshot,
          limit,
          offset: q.page ? q.page * limit : undefined,
          after: await cursor(collection, state, q.starting_after, 'starting_after', window),
          before: await cursor(collection, state, q.ending_before, 'ending_before', window),
        });
        const parts: Buffer[] = [LIST_OPEN];
        result.records.forEach((r, i) => parts.push(...(i ? [COMMA, r] : [r])));
        parts.push(result.hasMore ? LIST_CLOSE_MORE : LIST_CLOSE_END);
        body = Buffer.concat(parts);
        pages?.set(key, body);
      }
      return reply.type(JSON_TYPE).header('X-Snapshot', String(snapshot)).send(body);
    });
    app.get<{ Params: { state: string; id: string } }>(`${listUrl}/:id`, {
      schema: detailSchema(collection),
      preParsing: authenticate,
    }, async (request, reply) => {
      const state = readableState(request, request.params.state);
      const record = await store.get(collection, state.slug, request.params.id);
      // Outside a limited token's window a record reads as absent, not forbidden: its existence is not disclosed.
      if (!record || !inWindow(record.date, windowFor(request))) {
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
    ...(options.extractRequiresToken ? { preParsing: authenticate } : {}),
  };
  /**
   * Runs a job on a request's text on the worker pool: the service's size limit first, then a bounded
   * queue (past it a caller hears "busy" at once instead of queueing behind work that cannot finish in time).
   */
  async function onPool(reply: FastifyReply, text: string, job: PoolJob): Promise<FastifyReply> {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_EXTRACT_TEXT_BYTES) {
      throw new HttpError(413, 'text_too_large', `the text has ${bytes} bytes; the limit is ${MAX_EXTRACT_TEXT_BYTES} (200 KiB)`);
    }
    if (pool.queued >= extractSettings.maxQueue) {
      throw new HttpError(429, 'extract_busy', `${pool.queued} extractions are waiting; retry shortly`, { 'Retry-After': retryAfter });
    }
    const answer = await pool.run(job, extractSettings.timeoutMs);
    if (!answer.ok) throw extractFailure(answer, retryAfter);
    return reply.type(JSON_TYPE).send((answer as { body: string }).body);
  }

  for (const domain of DOMAIN_COLLECTIONS) {
    const url = `/v1/${domain}/extract`;
    app.post<{ Body: { text: string }; Querystring: { include?: string; force?: boolean } }>(url, {
      schema: extractSchema(domain, options.extractRequiresToken ?? false),
      ...textRouteOptions,
    }, async (request, reply) => {
      const { text } = request.body;
      const include = new Set(request.query.include?.split(','));
      return onPool(reply, text, { kind: 'wire', text, domain, force: request.query.force === true, spans: include.has('spans'), gold: include.has('gold') });
    });
    postOnly(url);
  }
  app.post<{ Body: { text: string } }>('/v1/classify', {
    schema: classifySchema(options.extractRequiresToken ?? false),
    ...textRouteOptions,
  }, async (request, reply) => onPool(reply, request.body.text, { kind: 'classify', text: request.body.text }));
  postOnly('/v1/classify');

  function postOnly(url: string) {
    app.route({
      method: ['GET', 'HEAD', ...OTHER_METHODS.filter((m) => m !== 'POST')],
      url,
      schema: { hide: true },
      onRequest: methodNotAllowed('POST'),
      handler: async () => undefined,
    });
  }

  await registerWebPage(app); // the page at / and Swagger UI at /docs (src/service/web.ts)
  // Health is not rate limited: a monitor polling it must not eat a client address's budget, nor be refused.
  app.get('/v1/health', { schema: HEALTH_SCHEMA, config: { rateLimit: false } }, async () => ({ data: { status: 'ok' } }));
  app.get('/v1/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type(JSON_TYPE).send(JSON.stringify(app.swagger())));

  return app;
}
