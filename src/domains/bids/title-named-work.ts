/**
 * "for the construction of the 2026 Water Main Replacement Project": a prose
 * title that names its project after the kind of work is the project's name,
 * the most specific title (entities.md).
 */
import type { NoticeDocument } from '../../text/document.js';
import type { ProseTitle } from './title-text.js';
import { PROJECT_NAME_ENDS } from '../../lexicon/bid-work-kinds.js';

const WORK_OF_THE = /^(?:the\s)?(?:construction|reconstruction|installation|rehabilitation|replacement|improvement|completion|renovation)\sof\sthe\s(?=[0-9A-Z])/i;
/** The rest is a capitalised name that calls itself a project ("... Replacement Project", "... Street Improvements", "... Shelter Expansion"). */
const PROJECT_END = PROJECT_NAME_ENDS.flatMap((w) => [w, w.toUpperCase()]).join('|');
const NAMED_PROJECT = new RegExp(`^[0-9A-Z][\\w'’&.-]*(?:\\s(?:(?:of|and|&|on|at|to|-|–)\\s)*[0-9A-Z][\\w'’&.-]*)*\\s(?:${PROJECT_END})$`);

export function namedWork<T extends ProseTitle>(doc: NoticeDocument, t: T | undefined): T | undefined {
  if (!t) return t;
  const text = doc.norm.slice(t.ns, t.ne);
  const lead = WORK_OF_THE.exec(text);
  return lead && NAMED_PROJECT.test(text.slice(lead[0].length)) ? { ...t, ns: t.ns + lead[0].length } : t;
}
