import { NoticeDocument, type Hit } from '../src/text/document.js';

/** Runs a recognizer over `text` and returns each hit's printed text (whitespace folded) and value. */
export function run<V>(find: (doc: NoticeDocument) => Hit<V>[], text: string): Array<{ text: string; value: V; source: string }> {
  const doc = new NoticeDocument(text);
  return find(doc).map((h) => ({ text: doc.valueOf(h.ns, h.ne), value: h.value, source: h.source }));
}
