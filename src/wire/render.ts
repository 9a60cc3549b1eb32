/**
 * The two renderings of extracted entities, each listed once per domain:
 * the gold shape of entities.md (`toGold`) and the published wire shape of
 * service.md (`toWire`). The renderers themselves sit beside this file, one
 * per domain, all exported alike.
 */
import { InvalidInputError, UnknownDomainError } from '../errors.js';
import { checkEntities } from '../checks.js';
import type { EntityByDomain } from '../extract.js';
import { FORECLOSURE_FIELDS } from '../domains/foreclosure/entity.js';
import { BID_FIELDS } from '../domains/bids/entity.js';
import { PROBATE_FIELDS } from '../domains/probate/entity.js';
import { DOMAINS, type Domain } from '../types.js';
import { toPlain } from './gold.js';
import { foreclosureToWire } from './foreclosure.js';
import { bidToWire } from './bids.js';
import { probateToWire } from './probate.js';

const FIELDS: { [K in Domain]: readonly string[] } = {
  foreclosure: FORECLOSURE_FIELDS,
  bids: BID_FIELDS,
  probate: PROBATE_FIELDS,
};

const WIRE: { [K in Domain]: (e: EntityByDomain[K]) => unknown } = {
  foreclosure: foreclosureToWire,
  bids: bidToWire,
  probate: probateToWire,
};

/** Entities in the gold shape of entities.md: plain values, same field names. */
export function toGold<T>(entities: T[]) {
  return checkEntities<T>(entities).map((e) => toPlain(e));
}

/** Entities in the published wire format of service.md: foreclosure §2.3 (all strings), bids §2.2, probate as designed in ./probate.ts. */
export function toWire<D extends Domain>(domain: D, entities: EntityByDomain[D][]): unknown[] {
  if (!DOMAINS.includes(domain)) throw new UnknownDomainError(domain);
  const render = WIRE[domain] as (e: EntityByDomain[D]) => unknown;
  return checkEntities<EntityByDomain[D]>(entities, FIELDS[domain]).map((e, i) => {
    try {
      return render(e);
    } catch (error) {
      // Every field is there but one holds something else than extract puts there.
      if (error instanceof TypeError) throw new InvalidInputError(`entity ${i} is not a ${domain} entity: ${error.message}`);
      throw error;
    }
  });
}
