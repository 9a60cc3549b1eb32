/**
 * The body a soliciting verb or a reservation speaks of: the subject of its
 * clause ("Notice is hereby given that the Board of X will receive bids").
 */
import { cueMatches } from '../shared/cues.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import type { Sentences } from './sentences.js';

/** Reads a body's name at a position (the agency reader, passed in). */
export type ReadBody<V> = (doc: NoticeDocument, ns: number) => Hit<V> | undefined;

/** Where a clause's subject starts inside a sentence ("Notice is hereby given that the Board ..."). */
const CLAUSE_START = /\b(?:that|whereas)\s|\bnotice\s?:\s/gi;

export function clauseStart(doc: NoticeDocument, sentences: Sentences, at: number): number {
  let start = sentences.startOf(at);
  for (const [, e] of cueMatches(doc, CLAUSE_START, start, at)) start = e;
  return start;
}

/** A definite article before a capitalised word: where a subject may start inside a clause. */
const THE_NAME = /\b(?:The|THE|the)\s(?=[A-Z])/g;
const INSIDE_NAME = /\b(?:of|for|and|&|to)\s$/i;
/**
 * What may sit between a subject and its verb: commas, the body's town and state ("the Board of Education of the Elm
 * Central School District, Elmton, New York, invites"), a short name in parentheses.
 */
const SUBJECT_GAP = /^(?:,\s(?:[A-Z][\w.'’-]*\s){0,3}[A-Z][\w.'’-]*){0,2}[\s,]*(?:\(\s?(?:herein(?:after)?\s(?:referred\sto\sas|called)\s)?["“]?[A-Za-z ]{1,30}["”]?\s?\)[\s,]*)?$/;

/**
 * The body that is the subject of a soliciting verb at `verb`: read from the
 * clause start, or, when a heading ran into the clause ("Fire Department RFP:
 * ... The Town of Oakmere, (“Town”) is soliciting"), from the last "The X" right before the verb.
 */
export function subjectBefore<V>(doc: NoticeDocument, from: number, verb: number, readOrganization: ReadBody<V>): Hit<V> | undefined {
  // "Housing Authority of the City of X": an article after a connector is inside a name, not a new subject.
  const starts = cueMatches(doc, THE_NAME, from, verb).map(([st]) => st).filter((st) => !INSIDE_NAME.test(doc.norm.slice(Math.max(from, st - 5), st)));
  for (const st of starts.reverse()) {
    const h = readOrganization(doc, st);
    if (h && h.ne <= verb && SUBJECT_GAP.test(doc.norm.slice(h.ne, verb))) return h;
  }
  const h = readOrganization(doc, from);
  return h && h.ne <= verb ? h : undefined;
}
