import { checkText } from '../checks.js';

/** The cleaned notice text of a record (`sanitizedText`): lines separated by "\n", spaces folded, no control characters. */
export function sanitizeText(text: string): string {
  return checkText(text, 'text')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/[ \t\u00A0]+/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
