/**
 * Bearer tokens. A token is shown once, when it is created; the store keeps
 * only its sha256, so a copy of the database grants no access.
 */
import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from './errors.js';
import { stateFromInput } from './states.js';
import type { NoticeStore, TokenAccess, TokenRecord } from './store.js';

export const TOKEN_ACCESS: readonly TokenAccess[] = ['limited', 'full'];
/** Label of the token `npm start` prints; each start replaces the previous one. */
export const DEV_TOKEN_LABEL = 'development';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token's public id: the first 12 hex digits of its hash (what `token list` shows and `token revoke` takes). */
export function tokenId(hash: string): string {
  return hash.slice(0, 12);
}

export interface CreateTokenOptions {
  access: TokenAccess;
  /** States the token may read, in any form `stateFromInput` accepts; absent: every state. An empty list is an error, not "every state". */
  states?: string[];
  label?: string;
}

/** Creates a token, stores its hash and returns the token itself: the only time it is ever visible. */
export async function createToken(store: NoticeStore, options: CreateTokenOptions): Promise<{ token: string; record: TokenRecord }> {
  if (!TOKEN_ACCESS.includes(options.access)) {
    throw new HttpError(400, 'invalid_access', `access must be one of ${TOKEN_ACCESS.join(', ')}, got ${JSON.stringify(options.access)}`);
  }
  let states: string[] | null = null;
  if (options.states !== undefined && options.states.length === 0) {
    throw new HttpError(400, 'invalid_state', 'no state given; name at least one state, or leave --states out for every state');
  }
  if (options.states) {
    states = options.states.map((s) => {
      const state = stateFromInput(s);
      if (!state) throw new HttpError(400, 'invalid_state', `${JSON.stringify(s)} is not a US state or territory`);
      return state.slug;
    });
  }
  const token = `ne_${randomBytes(32).toString('base64url')}`;
  const record: TokenRecord = {
    hash: hashToken(token), access: options.access, states, label: options.label ?? null, createdAt: new Date().toISOString(),
  };
  await store.addToken(record);
  return { token, record };
}
