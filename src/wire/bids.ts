/**
 * The published wire shape of a bid entity (service.md §2.2): `bidNumber` a
 * list of strings, the rest strings, `dueDate` an object of two strings.
 *
 * Absent values are "" (and an absent due date is `{ rawDateText: "",
 * standardized: "" }`), not null: §2.2 types every field as a string or an
 * array of strings and says nothing of nullability, so a client that trusts
 * those types never meets a null. A due date printed without a time
 * standardizes to "MM/DD/YYYY" alone (entities.md: a bare time with no
 * a.m./p.m. standardizes to the date), never to an invented "00:00:00".
 */
import type { BidEntity } from '../domains/bids/entity.js';
import { bidDateGold } from './gold.js';
import { stringOf } from './values.js';

export interface BidWire {
  bidNumber: string[];
  title: string;
  agencyName: string;
  agencyWebsite: string;
  dueDate: { rawDateText: string; standardized: string };
}

export function bidToWire(entity: BidEntity): BidWire {
  const due = bidDateGold(entity.dueDate);
  return {
    bidNumber: entity.bidNumber.map((f) => f.value),
    title: stringOf(entity.title) ?? '',
    agencyName: stringOf(entity.agencyName) ?? '',
    agencyWebsite: stringOf(entity.agencyWebsite) ?? '',
    dueDate: { rawDateText: due?.rawDateText ?? '', standardized: due?.standardized ?? '' },
  };
}
