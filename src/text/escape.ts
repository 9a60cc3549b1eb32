/** `s` as a regex source that matches it literally: word lists are compiled into patterns. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
