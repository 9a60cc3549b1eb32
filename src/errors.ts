/**
 * One error base class for everything the library throws, so callers can
 * catch `NoticeExtractorError` (or check `isNoticeExtractorError`) without
 * knowing every subclass. Each subclass has a literal `name` that type
 * guards compare, which survives bundling and realm boundaries.
 */
export class NoticeExtractorError extends Error {
  override name: string = 'NoticeExtractorError';
  /** A stable, machine-readable code, e.g. `input_too_large`. */
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** The input is not a string (or not text at all). */
export class InvalidInputError extends NoticeExtractorError {
  override name = 'InvalidInputError' as const;
  constructor(message: string) {
    super('invalid_input', message);
  }
}

/** The input is longer than `limit` characters. */
export class InputTooLargeError extends NoticeExtractorError {
  override name = 'InputTooLargeError' as const;
  readonly limit: number;
  readonly length: number;
  constructor(length: number, limit: number) {
    super('input_too_large', `notice text has ${length} characters; the limit is ${limit}`);
    this.limit = limit;
    this.length = length;
  }
}

/** The requested domain is not one the engine knows. */
export class UnknownDomainError extends NoticeExtractorError {
  override name = 'UnknownDomainError' as const;
  constructor(domain: unknown) {
    super('unknown_domain', `unknown domain ${JSON.stringify(domain)}; expected foreclosure, bids or probate`);
  }
}

export function isNoticeExtractorError(error: unknown): error is NoticeExtractorError {
  return error instanceof Error && typeof (error as NoticeExtractorError).code === 'string' &&
    ['NoticeExtractorError', 'InvalidInputError', 'InputTooLargeError', 'UnknownDomainError'].includes(error.name);
}
