/**
 * Checks of what callers hand the library's entry points, so a wrong value
 * fails with a typed error (errors.ts) that says what was wrong, not with a
 * TypeError from deep inside, a silent default, or a limit turned off.
 */
import { InputTooLargeError, InvalidInputError } from './errors.js';

const kind = (x: unknown) => (x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x);

/** `text` when it is a string. */
export function checkText(text: unknown, what = 'notice text'): string {
  if (typeof text !== 'string') throw new InvalidInputError(`${what} must be a string, got ${kind(text)}`);
  return text;
}

/** `limit` when it is a length limit: a whole number of characters from 0 up, or Infinity for none. */
export function checkMaxLength(limit: unknown): number {
  if (typeof limit !== 'number' || !(limit >= 0) || (!Number.isInteger(limit) && limit !== Infinity)) {
    throw new InvalidInputError(`maxLength must be a whole number of characters (0 or more), got ${typeof limit === 'number' ? String(limit) : kind(limit)}`);
  }
  return limit;
}

/** `text` when it is a string no longer than `limit`. */
export function checkTextWithin(text: unknown, limit: number): string {
  const s = checkText(text);
  if (s.length > limit) throw new InputTooLargeError(s.length, limit);
  return s;
}

/**
 * `entities` when it is a list of entity objects; with `fields`, each must
 * hold every one of them (a value, a list, or null), as `extract` returns them.
 */
export function checkEntities<T>(entities: unknown, fields?: readonly string[]): T[] {
  if (!Array.isArray(entities)) throw new InvalidInputError(`entities must be an array, got ${kind(entities)}`);
  entities.forEach((e, i) => {
    if (typeof e !== 'object' || e === null || Array.isArray(e)) throw new InvalidInputError(`entity ${i} must be an object, got ${kind(e)}`);
    const missing = fields?.find((f) => !(f in e) || (e[f as keyof typeof e] !== null && typeof e[f as keyof typeof e] !== 'object'));
    if (missing) throw new InvalidInputError(`entity ${i} is not an entity of this domain: field ${missing} is missing or not a value`);
  });
  return entities as T[];
}
