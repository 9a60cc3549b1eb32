/**
 * The one error shape of the service: `{ "error": { "code", "message" } }`
 * with the HTTP status it goes out with. Commands reuse it, so an invalid
 * notice reads the same from `ingest` as it would over HTTP.
 */
export class HttpError extends Error {
  override name = 'HttpError' as const;
  readonly status: number;
  /** Stable, machine-readable, snake_case. */
  readonly code: string;
  /** Extra response headers, e.g. `Retry-After` or `Allow`. */
  readonly headers: Record<string, string>;
  constructor(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export interface ErrorBody {
  error: { code: string; message: string };
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}
