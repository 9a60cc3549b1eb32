/**
 * The gold shape of entities.md: plain values under the contract's field
 * names, `null` for absent values, `[]` for empty lists. Any gold file can be
 * compared with this output.
 */
import type { Field } from '../types.js';

type Plain<T> = T extends Field<infer V> ? V : T extends Field<infer V>[] ? V[] : T extends null ? null :
  T extends object ? { [K in keyof T]: Plain<T[K]> } : T;

function isField(x: unknown): x is Field<unknown> {
  return typeof x === 'object' && x !== null && 'value' in x && 'start' in x && 'source' in x;
}

/** Strips provenance: every Field becomes its value, recursively. */
export function toPlain<T>(entity: T): Plain<T> {
  const plain = (v: unknown): unknown => {
    if (v === null || v === undefined) return null;
    if (isField(v)) return v.value;
    if (Array.isArray(v)) return v.map(plain);
    if (typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
    return v;
  };
  return plain(entity) as Plain<T>;
}
