/** A recognizer's finding: where it is in the caller's text, what it says, and who found it. */
export interface Mention<V> {
  /** Start offset in the caller's original text. */
  start: number;
  /** End offset (exclusive) in the caller's original text. */
  end: number;
  /** `original.slice(start, end)`. */
  text: string;
  /** The typed value. */
  value: V;
  /** Name of the recognizer (and pattern) that produced it, e.g. `date:legal-day-of`. */
  source: string;
}

/**
 * One field of an extracted entity. `stated` is true when the notice prints the
 * value itself and false when the engine inferred it (a computed deadline, a
 * default status); `start`/`end` point at the text the value came from.
 */
export interface Field<V = string> {
  value: V;
  start: number;
  end: number;
  text: string;
  source: string;
  stated: boolean;
}

export type Domain = 'foreclosure' | 'bids' | 'probate';
export const DOMAINS: readonly Domain[] = ['foreclosure', 'bids', 'probate'];

/** A calendar date with an optional time of day, as printed values resolve. */
export interface DateTimeValue {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  /** `MM/DD/YYYY` or `MM/DD/YYYY, HH:MM:SS`. */
  standardized: string;
}

export interface TimeValue {
  hour: number;
  minute: number;
  /** false for a bare "10:00" with no a.m./p.m. and no word that settles it. */
  meridiemKnown: boolean;
}

export interface AddressValue {
  /** The address as printed, whitespace folded; ", " where a line break separated street and city. */
  formatted: string;
  number?: string;
  preDirection?: string;
  streetName?: string;
  suffix?: string;
  unit?: string;
  poBox?: string;
  city?: string;
  state?: string;
  zip?: string;
}

export interface MoneyValue {
  /** Exact decimal as a string, e.g. "271784.94"; never a float. */
  amount: string;
  currency: 'USD';
}
