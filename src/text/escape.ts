/** `s` as a regex source that matches it literally: word lists are compiled into patterns. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A word list as the alternation `a|b|c`, each word matched literally, in the list's order. */
export function wordAlternation(words: readonly string[]): string {
  return words.map(escapeRegExp).join('|');
}

/** Alternatives written as short patterns of their own, joined into one pattern (flags of the parts are ignored). */
export function anyOf(parts: readonly RegExp[], flags: string): RegExp {
  return new RegExp(parts.map((p) => p.source).join('|'), flags);
}
