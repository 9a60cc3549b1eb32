/**
 * Layout perturbations of a notice: the same words as other papers and
 * scrapers deliver them. The robustness bench scores the engine on each, so
 * a rule that leans on one layout shows up as a drop.
 */

export interface Perturbation {
  name: string;
  /** What it does to the text, as the bench prints it. */
  about: string;
  apply(text: string): string;
}

/** Width of a narrow newspaper column, in characters. */
const COLUMN_WIDTH = 34;
/** Shortest word a column break splits without a hyphen, as OCR of old type does. */
const SPLIT_FROM = 7;

/** Re-wraps each paragraph to a narrow column; every other long word crossing the edge is split there with no hyphen. */
function toColumn(text: string): string {
  let split = false;
  return text.split(/\n\s*\n/).map((para) => {
    const lines: string[] = [];
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const room = COLUMN_WIDTH - line.length - (line ? 1 : 0);
      if (word.length <= room) {
        line = line ? `${line} ${word}` : word;
        continue;
      }
      split = !split;
      if (split && word.length >= SPLIT_FROM && room >= 3 && /^[A-Za-z]+$/.test(word.slice(0, room))) {
        lines.push(`${line} ${word.slice(0, room - 1)}`.trim());
        line = word.slice(room - 1);
      } else {
        if (line) lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines.join('\n');
  }).join('\n\n');
}

export const PERTURBATIONS: readonly Perturbation[] = [
  { name: 'as printed', about: 'the text unchanged', apply: (t) => t },
  { name: 'scraped', about: 'line breaks lost: every line run on with two spaces', apply: (t) => t.replace(/\s*\n\s*/g, '  ') },
  { name: 'capitals', about: 'the whole notice in capitals', apply: (t) => t.toUpperCase() },
  { name: 'column', about: `re-set in a ${COLUMN_WIDTH}-character column, long words split at the edge`, apply: toColumn },
];

/**
 * A value as compared across layouts: letters and digits only, lower case.
 * Layout changes how a value is printed (line breaks become ", ", a split
 * word keeps its space), not what it says.
 */
export function looseValue(v: unknown): unknown {
  if (typeof v === 'string') return v.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (Array.isArray(v)) return v.map(looseValue);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, looseValue(x)]));
  return v;
}
