/**
 * One error base class for everything the library throws, so callers can
 * catch `NoticeExtractorError` (or check `isNoticeExtractorError`) without
 * knowing every subclass. Each subclass has a literal `name` and a stable
 * `code`.
 */

/**
 * Marks every error of the library, whatever its subclass. A registered
 * symbol is the same in every realm and in every copy of this module (a
 * bundle, a second install), where `instanceof` would say no.
 */
const BRAND = Symbol.for('notice-extractor.error');

export class NoticeExtractorError extends Error {
  override name: string = 'NoticeExtractorError';
  /** A stable, machine-readable code, e.g. `input_too_large`. */
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }

  get [BRAND](): true {
    return true;
  }
}

/** The input is not what the entry point takes (not a string, not a list of entities, a bad option). */
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

/** Whether `error` is one of the library's errors, any subclass, from any copy of the library. */
export function isNoticeExtractorError(error: unknown): error is NoticeExtractorError {
  return error instanceof Error && (error as unknown as Record<symbol, unknown>)[BRAND] === true &&
    typeof (error as NoticeExtractorError).code === 'string';
}
