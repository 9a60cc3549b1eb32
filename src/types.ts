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
 * One field of an extracted entity: the recognizer's typed value (a date with
 * its parts, an address with its parts, an exact amount; a string for names,
 * numbers and phones), where it is printed, and who put it there. `stated` is
 * true when the notice prints the value itself and false when the engine
 * inferred it (a default status); `start`/`end` point at the text the value
 * came from. The renderers (src/wire/) derive every output string from it.
 */
export interface Field<V = string> {
  value: V;
  /** Start offset in the caller's original text. */
  start: number;
  /** End offset (exclusive) in the caller's original text. */
  end: number;
  /** `original.slice(start, end)`: the value as printed. */
  text: string;
  /** The recognizer that found the value, e.g. `date:legal-day-of`, `address:full`; a slot's own reading where no shared recognizer did, e.g. `probate:court`. */
  recognizer: string;
  /** The slot rule that chose it for this field, e.g. `foreclosure:sale-date`, `probate:claim-rule`. */
  rule: string;
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

/**
 * A date field's value: the calendar date (and time) the print resolves to,
 * or null where it resolves to none (a time printed alone, a day printed
 * without its year). The field's `text` is the date as printed.
 */
export type PrintedDateValue = DateTimeValue | null;

/**
 * A claim deadline: the field's `text` is what the notice prints (a date, or
 * a rule such as "within four months after the date of first publication");
 * `date` is the deadline as a calendar date, printed or computed from the
 * rule. The field is stated (its text is printed); `dateStated` says whether
 * the date itself is.
 */
export interface DeadlineValue {
  /** The deadline date; null when the print gives none and the rule cannot be counted (no printed date to count from). */
  date: DateTimeValue | null;
  /** true when `date` is printed; false when the engine computed it from the printed rule. */
  dateStated: boolean;
  /** How `date` was obtained: `probate:deadline-date` (printed), a statute row (`deadline:FL Fla. Stat. 733.702`) or `deadline:rule`. */
  dateRule?: string;
}

export interface MoneyValue {
  /** Exact decimal as a string, e.g. "271784.94"; never a float. */
  amount: string;
  currency: 'USD';
}
