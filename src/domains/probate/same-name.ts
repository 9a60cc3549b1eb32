/**
 * Whether two printed names are the same person: estates are split by it,
 * representatives merged by it, and the decedent and the attorney kept out
 * of the representatives by it.
 */

/** Letters only, lower-cased, tokens sorted: "DOE, JOHN A." and "John A. Doe" fold alike. */
export function foldName(name: string): string {
  return name.toLowerCase().replace(/,\s?(?:jr|sr|ii|iii|iv|esq(?:uire)?)\.?$/, '').replace(/[^a-z\s]/g, '').split(/\s+/).filter(Boolean).sort().join(' ');
}

function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

/** The generational suffix closing a name ("jr", "sr", "iii"), lower-cased; '' when none. */
function generationOf(name: string): string {
  return /[\s,](jr|sr|ii|iii|iv|v|vi|2nd|3rd)\.?\s*$/i.exec(name)?.[1].toLowerCase() ?? '';
}

/** Whether two printed names are the same person (case, order, an OCR slip or a dropped middle name aside). */
export function sameName(a: string, b: string): boolean {
  const fa = foldName(a);
  const fb = foldName(b);
  // Different generations of one family are different people ("John Doe, Sr." and "John Doe, Jr.").
  const ga = generationOf(a);
  const gb = generationOf(b);
  if (ga && gb && ga !== gb) return false;
  if (fa === fb) return true;
  // An OCR slip changes a letter or two; on a short name two letters make another name ("Elvis" / "Ervin").
  if (fa.length > 8 && editDistance(fa, fb) <= (fa.length > 16 ? 2 : 1)) return true;
  const ta = fa.split(' ');
  const tb = fb.split(' ');
  const [small, big] = ta.length <= tb.length ? [ta, tb] : [tb, ta];
  return small.length >= 2 && small.every((t) => big.includes(t) || (t.length === 1 && big.some((w) => w.startsWith(t))));
}
