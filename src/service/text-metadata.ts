/**
 * Paper and county as a notice's own text names them, for notices that come
 * without that metadata (the project's fixtures, gold files): never guessed
 * beyond what the text prints.
 */

const PAPER = /\bPublish(?:ed|er)(?: in)?:?[ \t]+((?:The[ \t]+)?[A-Z][A-Za-z'&.]*(?:[ \t]+[A-Z][A-Za-z'&.]*){1,5})/;
const MONTH_START = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/;
const COUNTY = /\b([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?= (County|Parish)\b)|\b([A-Z]{3,}(?: [A-Z]{3,})?)(?= (COUNTY|PARISH)\b)|\bCOUNTY OF ([A-Z]{3,}(?: [A-Z]{3,})?)\b/g;
/** Words a county pattern catches before the name ("In and For the County of", "Said County"). */
const NOT_A_NAME = new Set(['the', 'said', 'such', 'each', 'this', 'that', 'any', 'for', 'and', 'of', 'in', 'every', 'other']);

const titleCase = (s: string) => s.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());

/** The newspaper the text names after "Published:"/"Publisher:", else undefined. */
export function paperNamedIn(text: string): string | undefined {
  const name = PAPER.exec(text)?.[1];
  return name && !MONTH_START.test(name) ? name.replace(/[.,]+$/, '') : undefined;
}

/** The first county (or parish) the text names, with its kind ("Pima County"), else an empty string. */
export function countyNamedIn(text: string): string {
  for (const m of text.matchAll(COUNTY)) {
    const words = (m[1] ?? m[3] ?? m[5]).split(' ').filter((w) => !NOT_A_NAME.has(w.toLowerCase()));
    if (words.length === 0) continue;
    const kind = /parish/i.test(m[2] ?? m[4] ?? '') ? 'Parish' : 'County';
    return `${titleCase(words.join(' '))} ${kind}`;
  }
  return '';
}
