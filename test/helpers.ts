import type { Field } from '../src/index.js';
import { NoticeDocument, type Hit } from '../src/text/document.js';

/** Runs a recognizer over `text` and returns each hit's printed text (whitespace folded) and value. */
export function run<V>(find: (doc: NoticeDocument) => Hit<V>[], text: string): Array<{ text: string; value: V; source: string }> {
  const doc = new NoticeDocument(text);
  return find(doc).map((h) => ({ text: doc.valueOf(h.ns, h.ne), value: h.value, source: h.source }));
}

/** Every Field anywhere in a result. */
export function fields(x: unknown, out: Field<unknown>[] = []): Field<unknown>[] {
  if (Array.isArray(x)) x.forEach((v) => fields(v, out));
  else if (x && typeof x === 'object') {
    if ('start' in x && 'recognizer' in x && 'text' in x) out.push(x as Field<unknown>);
    else Object.values(x).forEach((v) => fields(v, out));
  }
  return out;
}
