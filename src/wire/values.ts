/**
 * The strings a renderer derives from a typed field, one way each: the value
 * as printed, a date's standard form, an address as printed. Every output
 * string of the gold and wire shapes is one of these.
 */
import { printedText } from '../text/printed.js';
import type { AddressValue, Field, PrintedDateValue } from '../types.js';

/** The field's text as printed (how a date, an amount or a place is printed): see text/printed.ts. */
export const printedOf = (f: Field<unknown> | null): string | null => (f ? printedText(f.text) : null);

/** A date field's `MM/DD/YYYY` (`, HH:MM:SS` with a time); null when the print resolves to no date. */
export const standardOf = (f: Field<PrintedDateValue> | null): string | null => f?.value?.standardized ?? null;

/** An address field as printed, its lines joined with ", ". */
export const addressOf = (f: Field<AddressValue> | null): string | null => (f ? f.value.formatted : null);

/** A field whose value is its string (a name, a number, a phone as printed). */
export const stringOf = (f: Field<string> | null): string | null => (f ? f.value : null);
