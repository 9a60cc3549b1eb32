/**
 * Attorney candidates read around attorney labels ("Attorney for Personal
 * Representative:", "Attorneys for Petitioner" under a signature) and
 * "Esq." names, each with the contact zone its details are printed in.
 */
import { matchAll, textBefore, type Hit, type NoticeDocument } from '../../text/document.js';
import { anyOf } from '../../text/escape.js';
import { gatedMatches } from '../../text/gated-scan.js';
import type { Span } from '../../text/spans.js';
import { ATTORNEY_LABELS, CONTACT_LINE, ESQUIRE, SIGNATURE_PREFIX } from './cue-patterns.js';
import { LAWYERS_TITLE, OFFICIAL_AFTER } from './cues/attorney.js';
import { isTownClosingLine } from '../../recognizers/state-after.js';
import { lastNameBefore, namesEndingAt, readFirm, readNames, type NameValue } from './names.js';
import type { Found } from './recognize.js';

/** A lawyer read at a label, the contact zone of the lawyer's details, and whether the lawyer signed "By:" under it. */
export interface Attorney { name: Hit<NameValue>; zone: Span; signed?: boolean }

/** "JACKSON WHITE Attorneys at Law, A Professional Corporation": the name before the label is a firm's. */
const PROFESSIONAL_ENTITY_AFTER = /^[\s,]*an?\s(?:professional\s(?:law\s)?corporation|professional\s(?:limited\s)?liability\scompany|limited\sliability\s(?:company|partnership))\b/i;

/** A signature under the label, "By:" opening it. */
const SIGNED_BY = /^[ \t:,]*(?:\n[ \t]*){0,2}by\b:?\s?(?:(?:\/s\/|\(s\)|s\/)\s?)?[A-Z]/i;

function isContactLine(doc: NoticeDocument, ls: number): boolean {
  const line = doc.norm.slice(ls, doc.lineEnd(ls)).trim();
  return line.length > 0 && CONTACT_LINE.some((rx) => rx.test(line));
}

/** The end of the contact block a line starts: following lines, and past a blank line a firm's block. */
function clusterEnd(doc: NoticeDocument, from: number, limit: number): number {
  if (!doc.norm.includes('\n')) return Math.min(limit, from + 350);
  let end = doc.lineEnd(from);
  for (let n = 0; n < 14 && end < limit; n++) {
    const rest = doc.norm.slice(end, Math.min(limit, end + 200));
    const next = /^\n([^\n]*)/.exec(rest);
    if (!next) break;
    if (next[1].trim()) { end = doc.lineEnd(end + 1); continue; }
    const para = /^\n(?:\s*\n)+/.exec(rest);
    const at = end + (para ? para[0].length : 1);
    if (at >= limit || !readFirm(doc, at)) break;
    end = doc.lineEnd(at);
  }
  return Math.min(end, limit);
}

/** "Roe & Poe, Attorneys": the capitalised words opening the line up to the label are the firm. */
function firmEndingAt(doc: NoticeDocument, ls: number, end: number): Hit<NameValue> | undefined {
  const text = doc.norm.slice(ls, end).replace(/[\s,]+$/, '');
  if (text.length > 80 || !/^[A-Z][\w'’.-]*(?:,?\s(?:&\s)?(?:[A-Z][\w'’.-]*|&|and|of))*$/.test(text)) return undefined;
  return { ns: ls, ne: ls + text.length, value: { name: text, kind: 'organization' }, source: 'probate:firm' };
}

/** Where the name after a label starts: past the colon, one line break, a signature mark. */
function afterLabel(doc: NoticeDocument, end: number): number {
  const gap = /^[ \t:,]*(?:\n[ \t]*)?/.exec(doc.norm.slice(end, end + 20))![0];
  const at = end + gap.length;
  return at + SIGNATURE_PREFIX.exec(doc.norm.slice(at, at + 12))![0].length;
}

function personAfterLabel(doc: NoticeDocument, end: number, r: Span): Hit<NameValue> | undefined {
  const at = afterLabel(doc, end);
  if (at >= r.ne) return undefined;
  const name = readNames(doc, at, { esquire: true }, 'probate:attorney')[0];
  if (!name || OFFICIAL_AFTER.test(doc.norm.slice(name.ne, name.ne + 30))) return undefined;
  // "Roe & Poe, Attorneys for Executrix, Elk Point, S. D.": a town and its state close the label, no lawyer.
  if (isTownClosingLine(doc.norm, name.ne)) return undefined;
  return firmOfPartners(doc, name, at) ?? name;
}

/**
 * "Attorney for Petitioners: Roe Poe, PLLC", "Bellah Roe PLLC\nAttorneys at Law": partners' names with a firm's suffix
 * are the firm, read as one; undefined when no suffix follows the name.
 */
function firmOfPartners(doc: NoticeDocument, name: Hit<NameValue>, at: number): Hit<NameValue> | undefined {
  if (!FIRM_SUFFIX_AFTER.test(doc.norm.slice(name.ne, name.ne + 12))) return undefined;
  const firm = readFirm(doc, at);
  return firm && { ...firm, source: LABELLED_FIRM };
}
/** A firm read where the label names it: no other reading of that label is tried. */
const LABELLED_FIRM = 'probate:attorney-firm';
const FIRM_SUFFIX_AFTER = /^,?\s(?:P\.?\s?L\.?\s?L\.?\s?C|L\.?\s?L\.?\s?P|L\.?\s?L\.?\s?C|P\.\s?C|P\.\s?A|Chtd|Chartered)\b\.?/;

/** The lawyer printed above a label's line, past the block's contact lines; the firm of partners' names when no lawyer is. */
function personAboveLabel(doc: NoticeDocument, labelLine: number, r: Span): Hit<NameValue> | undefined {
  let ls = labelLine;
  let firm: Hit<NameValue> | undefined;
  for (let n = 0; n < 9 && ls > r.ns; n++) {
    const prevEnd = ls - 1;
    ls = doc.lineStart(prevEnd);
    if (ls < r.ns || !doc.norm.slice(ls, prevEnd).trim()) break;
    const prefix = SIGNATURE_PREFIX.exec(doc.norm.slice(ls, prevEnd))![0].length;
    const name = readNames(doc, ls + prefix, { esquire: true }, 'probate:attorney')[0];
    if (name && !OFFICIAL_AFTER.test(doc.norm.slice(name.ne, name.ne + 30))) {
      // "John Roe (#016427)\nJOHN ROE P.L.L.C.\n12 Elm St ...": the lawyer may be printed above the firm named for them.
      const partners = firmOfPartners(doc, name, ls + prefix);
      if (!partners) return name;
      firm ??= partners;
      continue;
    }
    if (!isContactLine(doc, ls) && !readFirm(doc, ls)) break;
  }
  return firm;
}

export function attorneyCandidates(f: Found, r: Span): Attorney[] {
  const { doc } = f;
  const out: Attorney[] = [];
  // A firm named where no lawyer is ("Attorney for Petitioner: SMITH LAW GROUP, PLLC") is the fallback.
  const firms: Attorney[] = [];
  const labels = ATTORNEY_LABELS.flatMap((cue) => [...gatedMatches(cue, doc, Math.max(0, r.ns - 1), r.ne)].map((m) => ({ m, dir: cue.dir })))
    .sort((a, b) => a.m.index - b.m.index);
  for (const { m, dir } of labels) {
    const start = m.index + (/^[\n.]/.test(m[0]) ? /^[\n.]\s?/.exec(m[0])![0].length : 0);
    const end = m.index + m[0].length;
    const ls = doc.lineStart(start);
    const midLine = doc.norm.slice(ls, start).trim().length > 0;
    const prevLine = ls > 0 ? doc.lineStart(ls - 1) : -1;
    const sameLine = () => {
      const cand = lastNameBefore(doc, Math.max(ls, start - 220), start, { esquire: true }) ?? firmEndingAt(doc, ls, start);
      if (!cand || OFFICIAL_AFTER.test(doc.norm.slice(cand.ne, cand.ne + 30))) return undefined;
      // Only contact details may stand between the name and its label, not prose or a date line.
      const gap = doc.norm.slice(cand.ne, start).replace(/\S+@\S+/g, '').replace(/\([^)]{0,40}\)/g, '');
      if (/\b[a-z]{3,}\b/.test(gap) || /\bdated?\b/i.test(gap)) return undefined;
      return cand;
    };
    // "HARDY & LYLE,\nAttorneys for Administrator": a firm of partners' names on the line above the label.
    const firmAbove = () => (prevLine >= r.ns ? firmEndingAt(doc, prevLine, ls - 1) : undefined);
    const above = () => personAboveLabel(doc, ls, r) ?? [firmAbove()].find((h) => h && /\s(?:&|and)\s/.test(h.value.name));
    // "JACKSON ROE\n...\nAttorneys for Personal Representative\nBy: Jane Poe": the lawyer signs below for the firm above.
    // "ROE LAW, PLLC\nAttorneys for Jo Doe\n\nBy: /s/ Al Roe": a label on its own line (the client it names to its end),
    // the signer under it.
    const signFrom = dir === 'before' && !midLine ? doc.lineEnd(end) : end;
    const signed = (dir !== 'before' || !midLine) && SIGNED_BY.test(doc.norm.slice(signFrom, signFrom + 20));
    // The signer's line, past the blank line a signature block may leave before it.
    const signerAt = signed ? signFrom + doc.norm.slice(signFrom, signFrom + 20).search(/\S/) : end;
    const after = () => personAfterLabel(doc, signed ? signerAt : end, r);
    let tries: Array<[() => Hit<NameValue> | undefined, 'after' | 'before']>;
    // "The attorney for the estate is Jane Roe": a label closed by "is" names what follows.
    if (dir === 'after' || signed || /\s(?:is|are)\s?$/i.test(m[0])) tries = [[after, 'after']];
    else if (dir === 'before') tries = [[midLine ? sameLine : above, 'before']];
    else if (/:\s*$/.test(m[0])) tries = midLine ? [[after, 'after'], [sameLine, 'before']] : [[after, 'after']];
    else if (midLine) tries = [[sameLine, 'before'], [after, 'after']];
    else if (prevLine >= 0 && isContactLine(doc, prevLine)) tries = [[above, 'before'], [after, 'after']];
    else tries = [[after, 'after'], [above, 'before']];
    // The individual lawyer if one is named, else the firm (entities.md): a person read on the label's
    // other side wins over a firm ("/s/ Jane Roe\nAttorney for Petitioner\nROE LAW, P.C.").
    let pick: { name: Hit<NameValue>; mode: 'after' | 'before' } | undefined;
    for (const [read, mode] of tries) {
      const name = read();
      if (!name || name.ne > r.ne) continue;
      if (mode === 'before' && PROFESSIONAL_ENTITY_AFTER.test(doc.norm.slice(end, end + 60))) name.value = { ...name.value, kind: 'organization' };
      pick ??= { name, mode };
      if (name.value.kind === 'person' || name.source === LABELLED_FIRM) {
        pick = { name, mode };
        break;
      }
    }
    const found = pick !== undefined;
    if (pick) {
      const zoneEnd = clusterEnd(doc, pick.mode === 'after' ? pick.name.ns : end, r.ne);
      // The firm's block the signer signs under holds the lawyer's details too.
      const block = signed ? (midLine ? sameLine : above)() : undefined;
      out.push({ name: pick.name, zone: { ns: Math.min(pick.name.ns, block?.ns ?? pick.name.ns), ne: Math.max(zoneEnd, pick.name.ne) }, signed });
    }
    const firm = !found && dir !== 'before' ? readFirm(doc, afterLabel(doc, end)) : undefined;
    if (firm && firm.ne <= r.ne) firms.push({ name: firm, zone: { ns: firm.ns, ne: clusterEnd(doc, firm.ns, r.ne) } });
  }
  // "c/o Jane Roe, Esq." with no label.
  for (const m of gatedMatches(ESQUIRE, doc, r.ns, r.ne)) {
    const name = namesEndingAt(doc, m.index, {}, 'probate:attorney-esq')[0];
    if (!name || /\bhon\.?\s$/i.test(textBefore(doc, name.ns, 5))) continue;
    // "Present, ELIAS HOLT, Esq., Judge.": a judge styled "Esq." is the court's, not the estate's lawyer.
    if (OFFICIAL_AFTER.test(doc.norm.slice(m.index + m[0].length, m.index + m[0].length + 30))) continue;
    const hit = { ...name, ne: m.index + m[0].length };
    hit.value = { ...name.value, name: doc.valueOf(hit.ns, hit.ne) };
    out.push({ name: hit, zone: { ns: hit.ns, ne: clusterEnd(doc, hit.ns, r.ne) } });
  }
  // "Jo Roe, Personal Representative\nc/o Elm & Oak, P.C.\n500 Main St": the representative's lawyers, where no
  // lawyer is named (a bank or trust company "c/o" is no lawyer).
  for (const m of matchAll(CARE_OF, doc.norm, r.ns, r.ne)) {
    // "c/o Attorney Jo Roe, Roe & Poe, LLC, 41 Elm St": the lawyer by the title, the firm after.
    const byTitle = ATTORNEY_TITLE_BEFORE.exec(doc.norm.slice(m.index + m[0].length, m.index + m[0].length + 12));
    const lawyer = byTitle ? readNames(doc, m.index + m[0].length + byTitle[0].length)[0] : undefined;
    if (lawyer && lawyer.value.kind !== 'organization' && lawyer.ne <= r.ne) {
      out.push({ name: lawyer, zone: { ns: lawyer.ns, ne: clusterEnd(doc, lawyer.ns, r.ne) } });
      continue;
    }
    const firm = readFirm(doc, m.index + m[0].length);
    // "c/o Roe & Poe, Attorneys, 12 Elm St": partners' names titled as lawyers right after.
    const titled = firm && LAWYERS_TITLE_AFTER.test(doc.norm.slice(firm.ne, firm.ne + 16));
    const zoneEnd = firm ? clusterEnd(doc, firm.ns, r.ne) : 0;
    // "c/o Roe & Poe, LLC\n12 Elm St\nElmton, NJ 08799\nAttorneys": the block's closing line titles the firm.
    const titledBelow = firm && ATTORNEYS_CLOSING_LINE.test(doc.norm.slice(firm.ne, zoneEnd));
    if (firm && firm.ne <= r.ne && (LAW_PRACTICE.test(firm.value.name) || titled || titledBelow)) firms.push({ name: firm, zone: { ns: firm.ns, ne: zoneEnd } });
  }
  return [...out, ...firms];
}

const CARE_OF = /\bc\/o\s/gi;
const ATTORNEYS_CLOSING_LINE = /\n[ \t]*(?:attorneys?|counsel)(?:\sfor\b[^\n]{0,40})?[ \t.]*$/i;
const ATTORNEY_TITLE_BEFORE = /^(?:attorney|atty\.?)\s(?=[A-Z])/i;
const LAWYERS_TITLE_AFTER = new RegExp(`^${LAWYERS_TITLE}\\b`, 'i');
/**
 * A law practice's name: a word of law, a professional corporation's suffix, or partners' surnames joined as a
 * company ("Roe & Poe, LLC"; a bank or trust company names itself otherwise).
 */
const LAW_PRACTICE = anyOf([
  /\b(?:law|legal|attorneys?|lawyers?)\b/,
  /\b(?:P\.\s?C|P\.?L\.?L\.?C|L\.?L\.?P|P\.\s?A|L\.?P\.?A|Chtd|Chartered)\.?$/,
  /^[A-Z][\w'’-]+(?:,\s[A-Z][\w'’-]+)*,?\s(?:&|and)\s[A-Z][\w'’-]+,?\s(?:LLC|L\.L\.C\.)$/,
], 'i');
