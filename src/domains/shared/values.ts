/**
 * The typed values entity fields carry, built where a slot's finding is
 * written out as a field: the recognizer's own value when the field is the
 * text it read, else what can be told of the printed text alone. The
 * renderers (src/wire/) turn these values into the output strings.
 */
import { formatAddress } from '../../recognizers/addresses.js';
import type { AddressValue, DateTimeValue, Field } from '../../types.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';

/**
 * A field at a span that may be a recognizer's hit (it then names that
 * recognizer) or a slot's own reading (it then names `reader`, the slot).
 */
export function spanField<V>(doc: NoticeDocument, span: Span, value: V | undefined, reader: string, rule: string, stated = true): Field<V> {
  const source = (span as Partial<Hit<unknown>>).source ?? reader;
  return doc.field<V>({ ns: span.ns, ne: span.ne, value: null, source }, value, rule, stated);
}

/**
 * An address field's value: the address recognizer's reading (its parts)
 * when the field is the very address it read, else the printed address
 * alone (a span a slot trimmed or read itself: its parts are not known).
 */
export function addressValue(doc: NoticeDocument, span: Span): AddressValue {
  const formatted = formatAddress(doc, span.ns, span.ne);
  const read = (span as Partial<Hit<AddressValue>>).value;
  return read !== undefined && read !== null && read.formatted === formatted ? read : { formatted };
}

/** A date slot's value: the date recognizer's, else what its standard form says (a slot that kept only that). */
export function dateOf(found: { date?: DateTimeValue; standardized?: string } | undefined): DateTimeValue | null {
  return found?.date ?? dateFromStandard(found?.standardized);
}

/** `MM/DD/YYYY` or `MM/DD/YYYY, HH:MM:SS`, as `standardizeDate` writes them. */
const STANDARD_FORM = /^(\d{2})\/(\d{2})\/(\d{4})(?:, (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * The date (and time) of a standardized date string, for slots that keep
 * only that string (probate's dates, a deadline counted from a rule); null
 * for none.
 */
export function dateFromStandard(standardized: string | undefined): DateTimeValue | null {
  const m = standardized ? STANDARD_FORM.exec(standardized) : null;
  if (!m) return null;
  const value: DateTimeValue = { year: +m[3], month: +m[1], day: +m[2], standardized: standardized! };
  if (m[4] !== undefined) {
    value.hour = +m[4];
    value.minute = +m[5];
    value.second = +m[6];
  }
  return value;
}
