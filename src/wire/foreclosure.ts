/**
 * The published foreclosure wire format (service.md §2.3): every field a
 * string, lists joined with " and ", absent values as "" (the spec shows all
 * fields as strings and says nothing of null).
 */
import type { ForeclosureEntity } from '../domains/foreclosure/entity.js';
import { FORECLOSURE_WIRE_FIELDS } from '../domains/foreclosure/entity.js';
import { FORECLOSURE_GOLD } from './gold.js';

export type ForeclosureWireEntity = Record<(typeof FORECLOSURE_WIRE_FIELDS)[number], string>;

/** The wire entity of one sale: each of the eleven fields as its gold value renders it, as a string. */
export function foreclosureToWire(entity: ForeclosureEntity): ForeclosureWireEntity {
  const out = {} as ForeclosureWireEntity;
  for (const key of FORECLOSURE_WIRE_FIELDS) {
    const v = FORECLOSURE_GOLD[key](entity);
    out[key] = Array.isArray(v) ? v.join(' and ') : v ?? '';
  }
  return out;
}

/** The notice object that wraps foreclosure entities in a record's `extractedEntities` (§2.3). */
export interface ForeclosureWireNotice {
  notice_id: string;
  sanitized_text: string;
  state: string;
  county: string;
  date: string;
  paper_name: string;
  extracted_entities: ForeclosureWireEntity[];
}
