/**
 * Per-field precision / recall / F1 under the comparison rules of
 * entities.md: case-folded, whitespace collapsed, leading/trailing
 * punctuation dropped, "&"/"and" and street-suffix abbreviations equal,
 * phones by their 10 digits, lists as sets. Entities of a notice are paired
 * in printed order.
 *
 * Counting: a value predicted and equal to gold is a true positive; a value
 * predicted but absent or different in gold is a false positive; a gold value
 * not predicted (or predicted differently) is a false negative. A field with
 * nothing in gold and nothing predicted anywhere scores F1 = 1. A field a gold
 * file does not annotate at all (the key is missing, not null) is skipped for it.
 */
import { EQUIVALENT_WORDS } from '../../src/lexicon/street.js';

export interface Counts { tp: number; fp: number; fn: number }
export interface FieldScore extends Counts { field: string; precision: number; recall: number; f1: number }
export interface Miss { id: string; entity: number; field: string; gold: unknown; predicted: unknown }

const PHONE_FIELDS = /phone/i;

export function normalizeValue(field: string, v: unknown): string {
  const s = String(v);
  if (PHONE_FIELDS.test(field)) {
    const digits = s.replace(/l/g, '1').replace(/\D/g, '');
    return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  }
  return s
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '')
    .split(' ')
    .map((w) => {
      const bare = w.replace(/[.,]+$/, '');
      const canon = EQUIVALENT_WORDS.get(bare);
      return canon === undefined ? w : canon + w.slice(bare.length).replace(/\./g, '');
    })
    .join(' ');
}

/** A field's values as a set of comparable strings ([] for null / absent). */
function values(field: string, v: unknown): string[] {
  if (v === null || v === undefined || v === '') return [];
  if (Array.isArray(v)) return [...new Set(v.filter((x) => x !== null && x !== '').map((x) => normalizeValue(field, x)))];
  return [normalizeValue(field, v)];
}

/** Flattens nested objects (dueDate.rawDateText) and lists of objects (personalRepresentatives.name). */
export function flatten(entity: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(entity ?? {})) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (Array.isArray(v) && v.some((x) => x && typeof x === 'object')) {
      const keys = new Set(v.flatMap((x) => (x && typeof x === 'object' ? Object.keys(x) : [])));
      for (const sub of keys) out[`${key}.${sub}`] = v.map((x) => (x as Record<string, unknown>)?.[sub] ?? null).filter((x) => x !== null);
    } else if (v && typeof v === 'object' && !Array.isArray(v)) {
      Object.assign(out, flatten(v as Record<string, unknown>, key));
    } else out[key] = v;
  }
  return out;
}

export class Scorer {
  private counts = new Map<string, Counts>();
  readonly misses: Miss[] = [];

  constructor(readonly fields: readonly string[]) {
    for (const f of fields) this.counts.set(f, { tp: 0, fp: 0, fn: 0 });
  }

  add(id: string, gold: Record<string, unknown>[], predicted: Record<string, unknown>[]) {
    const n = Math.max(gold.length, predicted.length);
    for (let i = 0; i < n; i++) {
      const g = flatten(gold[i] ?? {});
      const p = flatten(predicted[i] ?? {});
      const rawGold = gold[i] ?? {};
      for (const field of this.fields) {
        // A field the gold file does not annotate at all (not even null) is not scored for it.
        if (gold[i] && !(field.split('.')[0] in rawGold)) continue;
        const c = this.counts.get(field)!;
        const gv = values(field, g[field]);
        const pv = values(field, p[field]);
        const matched = pv.filter((x) => gv.includes(x)).length;
        c.tp += matched;
        c.fp += pv.length - matched;
        c.fn += gv.length - matched;
        if (matched < Math.max(gv.length, pv.length)) this.misses.push({ id, entity: i, field, gold: g[field] ?? null, predicted: p[field] ?? null });
      }
    }
  }

  scores(): FieldScore[] {
    return this.fields.map((field) => {
      const { tp, fp, fn } = this.counts.get(field)!;
      const precision = tp + fp === 0 ? (fn === 0 ? 1 : 0) : tp / (tp + fp);
      const recall = tp + fn === 0 ? (fp === 0 ? 1 : 0) : tp / (tp + fn);
      const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
      return { field, tp, fp, fn, precision, recall, f1 };
    });
  }

  macroF1(fields: readonly string[] = this.fields): number {
    const s = this.scores().filter((x) => fields.includes(x.field));
    return s.reduce((a, x) => a + x.f1, 0) / (s.length || 1);
  }
}
