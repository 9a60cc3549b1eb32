/**
 * Reading the `spans` entities the extract routes return: every value is a
 * Field `{ value, start, end, text, recognizer, rule, stated }`, possibly
 * inside a list (several borrowers) or an object (a representative's name
 * and address). A Field's value is typed: a string, or a date, an address, an
 * amount or a claim deadline with its parts.
 */

/** Whether a value is one of the library's Field objects. */
export function isField(x) {
  return x !== null && typeof x === 'object' && 'value' in x && 'start' in x && 'end' in x && 'recognizer' in x;
}

/**
 * The fields of one entity in contract order: `path` names the value
 * (`personalRepresentatives[0].address`), `top` its contract field. Absent
 * values (`null`, `[]`) come back in `missing` so a card can say so.
 */
export function fieldsOf(entity) {
  const found = [];
  const missing = [];
  const walk = (value, path, top) => {
    if (isField(value)) found.push({ path, top, field: value });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, top));
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, top);
    }
  };
  for (const [key, value] of Object.entries(entity)) {
    if (value === null || (Array.isArray(value) && value.length === 0)) missing.push(key);
    else walk(value, key, key);
  }
  return { found, missing };
}

/** `personalRepresentatives[0].address` → `Personal representatives 1 · address`. */
export function labelOf(path) {
  return path
    .replace(/\[(\d+)\]/g, (_, i) => ` ${Number(i) + 1}`)
    .split('.')
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' · ')
    .replace(/^./, (c) => c.toUpperCase());
}

/**
 * Color families, by what a field holds; the first row whose pattern matches
 * the value's own name (the last part of its path) wins, so a representative's
 * address is a place, not a party.
 */
export const KINDS = [
  ['place', 'address / place', /address|location/i],
  ['contact', 'phone / e-mail / web', /phone|email|website/i],
  ['date', 'date / time', /date|deadline|prebid/i],
  ['id', 'number', /number/i],
  ['money', 'amount', /amount/i],
  ['party', 'name', /name|alias|trustee|representative/i],
  ['other', 'other', /./],
];

export function kindOf(path) {
  const leaf = path.split('.').pop().replace(/\[\d+\]$/, '');
  const row = KINDS.find(([, , re]) => re.test(leaf)) ?? KINDS[KINDS.length - 1];
  return row[0];
}

/**
 * A value as a person reads it: strings as they are; a date as its standard
 * form, an address as printed, an amount with its currency, a claim deadline
 * as its date (marked when computed from the rule); "" where a printed date
 * resolves to none; anything else as compact JSON.
 */
export function showValue(value) {
  if (typeof value === 'string') return value;
  if (value === null) return '';
  if (typeof value === 'object') {
    if ('standardized' in value) return value.standardized;
    if ('formatted' in value) return value.formatted;
    if ('amount' in value) return `${value.amount} ${value.currency}`;
    if ('dateStated' in value) return value.date ? `${value.date.standardized}${value.dateStated ? '' : ' (computed from the rule)'}` : '';
  }
  return JSON.stringify(value);
}
