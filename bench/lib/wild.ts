/**
 * The unannotated wild corpus (../shared/corpus/wild/<domain>.ndjson): what can be
 * measured without gold. Coverage is the share of notices whose first entity has a
 * value for a field; insane values are values that cannot be right whatever the
 * notice says; classification is the share labeled with the feed's own domain.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { classify, extract, toGold } from '../../src/index.js';
import type { ClassDomain } from '../../src/classify/cues.js';
import type { Domain } from '../../src/types.js';
import { repoRoot } from './corpus.js';

export interface WildNotice { id: string; source: string; state: string; domain: ClassDomain; text: string }

export const wildCorpusDir = () => resolve(repoRoot(), '..', 'shared', 'corpus', 'wild');

export function loadWild(dir: string, domain: ClassDomain): WildNotice[] {
  const file = join(dir, `${domain}.ndjson`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as WildNotice);
}

/** Coverage targets: domain -> state ('*' = all) -> field -> minimum share (issue 9, "done when"). */
export const COVERAGE_TARGETS: Record<Domain, Record<string, Record<string, number>>> = {
  foreclosure: {
    '*': { auctionDateTime: 0.99, propertyAddress: 0.95, auctionLocation: 0.97, trusteeName: 0.97, deedDate: 0.93 },
    AZ: { mortgagorName: 0.95, mortgageeName: 0.95 },
    TX: { mortgagorName: 0.95, mortgageeName: 0.95, auctionLocation: 0.97 },
  },
  bids: { '*': { title: 0.98, agencyName: 0.98, 'dueDate.standardized': 0.95 } },
  probate: { '*': { decedentName: 0.99, 'personalRepresentatives.name': 0.95, courtName: 0.97 } },
};

export const CLASSIFY_TARGETS: Record<ClassDomain, number> = { foreclosure: 0.99, probate: 0.99, bids: 0.97, other: 0.95 };

/**
 * Values no notice can justify: a party name that is a single heading or function
 * word, or has fewer than 3 letters; a standardized date that is no calendar date;
 * an address with no digit and fewer than two words.
 */
const NOT_A_NAME = new Set(['the', 'a', 'an', 'if', 'and', 'or', 'notice', 'notice of sale', 'of', 'to', 'in', 'on', 'at', 'by', 'for',
  'said', 'sale', 'trustee', 'trustees', 'substitute trustee', 'mortgagee', 'mortgagor', 'grantor', 'grantee', 'lender', 'beneficiary',
  'attorney', 'attorneys', 'personal representative', 'representative', 'plaintiff', 'defendant', 'county', 'court', 'state', 'city',
  'llc', 'inc', 'esq', 'deceased', 'estate', 'petitioner', 'bidder', 'bidders', 'owner', 'clerk']);

function isCalendarDate(s: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})(?:, (\d{2}):(\d{2}):(\d{2}))?$/.exec(s);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  const timeOk = m[4] === undefined || (Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 60);
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day && year >= 1800 && year <= 2100 && timeOk;
}

export function insaneReason(field: string, value: string): string | undefined {
  const v = value.trim();
  if (/Name$|\.name$/.test(field)) {
    if (NOT_A_NAME.has(v.toLowerCase().replace(/[.,:;]+$/, ''))) return 'a heading or function word';
    if (v.replace(/\W/g, '').length < 3) return 'fewer than 3 letters';
  }
  if (/Standardized$|\.standardized$/.test(field) && !isCalendarDate(v)) return 'not a calendar date';
  if (/Address$|\.address$/.test(field) && !/\d/.test(v) && v.split(/\s+/).length < 2) return 'an address with no digit';
  return undefined;
}

/** Every leaf value of a gold-shaped entity, with its dotted field name (lists flattened). */
export function leaves(entity: Record<string, unknown>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const visit = (key: string, v: unknown) => {
    if (v === null || v === undefined || v === '') return;
    if (Array.isArray(v)) return v.forEach((x) => visit(key, x));
    if (typeof v === 'object') return Object.entries(v as Record<string, unknown>).forEach(([k, x]) => visit(`${key}.${k}`, x));
    out.push([key, String(v)]);
  };
  for (const [k, v] of Object.entries(entity)) visit(k, v);
  return out;
}

export interface WildReport {
  domain: ClassDomain;
  notices: number;
  classifiedOwn: number;
  /** state ('*' = all) -> notices */
  counts: Record<string, number>;
  /** state -> field -> notices with a value in the first entity */
  covered: Record<string, Record<string, number>>;
  /** field -> ids of notices whose first entity lacks it */
  missing: Record<string, string[]>;
  insane: Array<{ id: string; field: string; value: string; why: string }>;
}

export function measureWild(domain: ClassDomain, notices: WildNotice[]): WildReport {
  const report: WildReport = { domain, notices: notices.length, classifiedOwn: 0, counts: {}, covered: {}, missing: {}, insane: [] };
  const fieldsSeen = new Set<string>();
  const present: Array<[string, Set<string>]> = [];
  for (const n of notices) {
    if (classify(n.text).domain === domain) report.classifiedOwn++;
    if (domain === 'other') continue;
    const state = /^[A-Za-z]{2}$/.test(n.state ?? '') ? n.state.toUpperCase() : 'other';
    const first = (toGold(domain, extract(n.text, { domain }).entities)[0] ?? {}) as Record<string, unknown>;
    const fields = new Set<string>();
    for (const [field, value] of leaves(first)) {
      fields.add(field);
      const why = insaneReason(field, value);
      if (why) report.insane.push({ id: n.id, field, value, why });
    }
    for (const s of ['*', state]) {
      report.counts[s] = (report.counts[s] ?? 0) + 1;
      const row = (report.covered[s] ??= {});
      for (const f of fields) row[f] = (row[f] ?? 0) + 1;
    }
    for (const f of fields) fieldsSeen.add(f);
    present.push([n.id, fields]);
  }
  for (const f of fieldsSeen) report.missing[f] = present.filter(([, fields]) => !fields.has(f)).map(([id]) => id);
  return report;
}
