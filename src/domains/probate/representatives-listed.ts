/**
 * Representatives printed as a list: after a label ("Personal
 * Representative:"), or with their role next to or under their names.
 */
import { textBefore, type Hit } from '../../text/document.js';
import { gatedMatches } from '../../text/gated-scan.js';
import type { Span } from '../../text/spans.js';
import { PR_LABELS, PR_ROLE_ALL, SIGNATURE_PREFIX } from './cue-patterns.js';
import { namesEndingAt, readNames, wideGap, type NameValue } from './names.js';
import type { Found } from './recognize.js';
import { addressAfter } from './representative-address.js';
import type { Rep } from './representatives.js';

/** The entries of a representatives' list starting at `p`: names, each with the address under or after it. */
export function readEntries(f: Found, p: number, r: Span): Rep[][] {
  const { doc } = f;
  const groups: Rep[][] = [];
  for (let n = 0; n < 8; n++) {
    const gap = /^[\s,;]*(?:(?:and|&)\s)?/.exec(doc.norm.slice(p, p + 40))![0];
    const blank = /\n\s*\n/.test(gap);
    const at = p + gap.length;
    if (at >= r.ne) break;
    const names = readNames(doc, at, { several: true }, 'probate:pr-label');
    if (!names.length) break;
    const address = addressAfter(f, names[names.length - 1].ne, r.ne);
    // Past a blank line only an entry shaped like one (name, then address) continues the list.
    if (blank && groups.length && !address) break;
    groups.push(names.map((name) => ({ name, address })));
    p = address ? address.ne : names[names.length - 1].ne;
    // Phone and e-mail lines under an entry.
    for (let k = 0; k < 3; k++) {
      const line = /^\s*\n([^\n]*)/.exec(doc.norm.slice(p, p + 120));
      if (!line || !/^(?:\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}|[^\s@]+@\S+|(?:tel|phone|telephone|e-?mail)\b[^\n]*)$/i.test(line[1].trim())) break;
      p += line[0].length;
    }
  }
  return groups;
}

export function repsFromLabels(f: Found, r: Span): Rep[][] {
  const { doc } = f;
  const groups: Rep[][] = [];
  for (const m of gatedMatches(PR_LABELS, doc, r.ns, r.ne)) {
    // "Attorney for Personal Representative:" and "address of the Personal Representative:" are not the label.
    if (/\b(?:for|of|to|by|and|with)\s(?:the\s)?(?:said\s)?$/i.test(textBefore(doc, m.index, 25))) continue;
    groups.push(...readEntries(f, m.index + m[0].length, r));
  }
  return groups;
}

export function repsFromRoles(f: Found, r: Span): Rep[][] {
  const { doc } = f;
  const groups: Rep[][] = [];
  for (const m of gatedMatches(PR_ROLE_ALL, doc, r.ns, r.ne)) {
    const ls = doc.lineStart(m.index);
    let names: Hit<NameValue>[] = [];
    let addressFrom = m.index + m[0].length;
    // "JO ROE; ADMINISTRATOR" as a newspaper site prints a signature: the semicolon separates too.
    const sep = /(?:[,;]\s?|\s[-–]\s?)$/.exec(doc.norm.slice(Math.max(ls, m.index - 3), m.index));
    const sepLength = sep ? sep[0].length : wideGap(doc, m.index - 1) ? 1 : -1;
    if (sepLength >= 0 && m.index > ls) {
      names = namesEndingAt(doc, m.index - sepLength, { several: true }, 'probate:pr-role');
    } else if (m.index === ls && ls > 0) {
      // Role on its own line under the names: "Jane Doe and John Doe\nCo-Personal Representatives".
      const prevEnd = ls - 1;
      const prevStart = doc.lineStart(prevEnd);
      const prefix = SIGNATURE_PREFIX.exec(doc.norm.slice(prevStart, prevEnd))![0];
      // "DANIEL L. DOE,\nExecutor": the comma that closed the name line is not part of it.
      let nameEnd = prevEnd;
      while (nameEnd > prevStart && /[\s,]/.test(doc.norm[nameEnd - 1])) nameEnd--;
      // "... 2022. Jane Roe -\nCo-Admin/CTA": a narrow column wrapped the role after its dash; the name may stand mid-line.
      const dashed = /\s[-–]$/.exec(doc.norm.slice(prevStart, nameEnd));
      if (dashed) nameEnd -= dashed[0].length;
      const got = namesEndingAt(doc, nameEnd, { several: true }, 'probate:pr-role');
      if (got.length && (dashed || got[0].ns <= prevStart + prefix.length + 1)) names = got;
      addressFrom = doc.lineEnd(m.index);
      // A role alone on its line with no names above heads the list below it, like a label.
      if (!names.length && /^\s*:?\s*$/.test(doc.norm.slice(m.index + m[0].length, addressFrom))) {
        groups.push(...readEntries(f, addressFrom, r));
        continue;
      }
    }
    if (!names.length || /\s:/.test(doc.norm.slice(m.index + m[0].length, m.index + m[0].length + 2))) continue;
    const address = addressAfter(f, addressFrom, r.ne);
    groups.push(names.map((name) => ({ name, address })));
  }
  return groups;
}
