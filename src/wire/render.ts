/**
 * The two renderings of extracted entities, each listed once per domain:
 * the gold shape of entities.md (`toGold`) and the published wire shape of
 * service.md (`toWire`). The renderers themselves sit beside this file, one
 * per domain and shape (`foreclosureToGold`, `foreclosureToWire`, ...), all
 * exported alike; every string they write is derived from the typed fields
 * (./values.ts).
 */
import { InvalidInputError, UnknownDomainError } from '../errors.js';
import { checkEntities } from '../checks.js';
import type { EntityByDomain } from '../extract.js';
import { FORECLOSURE_ENTITY_FIELDS } from '../domains/foreclosure/entity.js';
import { BID_ENTITY_FIELDS } from '../domains/bids/entity.js';
import { PROBATE_ENTITY_FIELDS } from '../domains/probate/entity.js';
import { DOMAINS, type Domain } from '../types.js';
import { bidToGold, foreclosureToGold, probateToGold, type BidGold, type ForeclosureGold, type ProbateGold } from './gold.js';
import { foreclosureToWire, type ForeclosureWireEntity } from './foreclosure.js';
import { bidToWire, type BidWire } from './bids.js';
import { probateToWire, type ProbateWireEntity } from './probate.js';

/** The typed entity's fields of each domain: what `toGold` and `toWire` check an entity holds. */
const FIELDS: { [K in Domain]: readonly string[] } = {
  foreclosure: FORECLOSURE_ENTITY_FIELDS,
  bids: BID_ENTITY_FIELDS,
  probate: PROBATE_ENTITY_FIELDS,
};

export interface GoldByDomain { foreclosure: ForeclosureGold; bids: BidGold; probate: ProbateGold }
export interface WireByDomain { foreclosure: ForeclosureWireEntity; bids: BidWire; probate: ProbateWireEntity }

const GOLD: { [K in Domain]: (e: EntityByDomain[K]) => GoldByDomain[K] } = {
  foreclosure: foreclosureToGold,
  bids: bidToGold,
  probate: probateToGold,
};

const WIRE: { [K in Domain]: (e: EntityByDomain[K]) => WireByDomain[K] } = {
  foreclosure: foreclosureToWire,
  bids: bidToWire,
  probate: probateToWire,
};

/** One entity rendered; an entity that holds something else in a field than extract puts there is invalid input. */
function renderOne<E, R>(domain: Domain, entity: E, i: number, render: (e: E) => R): R {
  try {
    return render(entity);
  } catch (error) {
    if (error instanceof TypeError) throw new InvalidInputError(`entity ${i} is not a ${domain} entity: ${error.message}`);
    throw error;
  }
}

/** Each entity of `domain` rendered with `render`, after checking it holds every field of the domain. */
function renderAll<D extends Domain, R>(domain: D, entities: unknown, render: (e: EntityByDomain[D]) => R): R[] {
  if (!DOMAINS.includes(domain)) throw new UnknownDomainError(domain);
  return checkEntities<EntityByDomain[D]>(entities, FIELDS[domain]).map((e, i) => renderOne(domain, e, i, render));
}

/** The domain whose fields an entity holds (the one-argument `toGold`). */
function domainOf(entity: object, i: number): Domain {
  const domain = DOMAINS.find((d) => FIELDS[d].every((f) => f in entity));
  if (!domain) throw new InvalidInputError(`entity ${i} is not an entity of any domain`);
  return domain;
}

/**
 * Entities in the gold shape of entities.md: plain values under the
 * contract's field names (a date field gives its printed and its
 * standardized string). Without a domain, each entity's is read from its fields.
 */
export function toGold<D extends Domain>(domain: D, entities: EntityByDomain[D][]): GoldByDomain[D][];
export function toGold<T extends EntityByDomain[Domain]>(entities: T[]): GoldByDomain[Domain][];
export function toGold(domainOrEntities: unknown, entities?: unknown): unknown[] {
  if (entities !== undefined) return renderAll(domainOrEntities as Domain, entities, GOLD[domainOrEntities as Domain] as (e: unknown) => unknown);
  return checkEntities<object>(domainOrEntities).map((e, i) => {
    const domain = domainOf(e, i);
    return renderOne(domain, e, i, GOLD[domain] as (e: object) => unknown);
  });
}

/** Entities in the published wire format of service.md: foreclosure §2.3 (all strings), bids §2.2, probate as designed in ./probate.ts. */
export function toWire<D extends Domain>(domain: D, entities: EntityByDomain[D][]): WireByDomain[D][] {
  return renderAll(domain, entities, WIRE[domain] as (e: EntityByDomain[D]) => WireByDomain[D]);
}
