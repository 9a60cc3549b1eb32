/** Calls to the service, with the bearer token the user entered (kept for this tab only). */

const TOKEN_KEY = 'notice-extractor.token';

export const token = {
  get: () => sessionStorage.getItem(TOKEN_KEY) ?? '',
  set: (value) => sessionStorage.setItem(TOKEN_KEY, value),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

/** An error response of the service: `{ error: { code, message } }` with its HTTP status. */
export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function call(path, init = {}) {
  const headers = { Accept: 'application/json', ...(init.headers ?? {}) };
  const t = token.get();
  if (t) headers.Authorization = `Bearer ${t}`;
  let response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (error) {
    throw new ApiError(0, 'network_error', `the service did not answer (${error.message})`);
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, body?.error?.code ?? 'http_error', body?.error?.message ?? response.statusText);
  }
  return body;
}

const postText = (path, text) =>
  call(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text }) });

export const api = {
  classify: (text) => postText('v1/classify', text),
  /** `{ data: wire entities, spans: entities with Fields, gold: gold entities }` */
  // The domain was chosen (by the person, or by classify in auto mode): extract even where the classifier would not.
  extract: (domain, text) => postText(`v1/${encodeURIComponent(domain)}/extract?include=spans,gold&force=true`, text),
  list: (state, collection, query) => {
    const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
    return call(`v1/${encodeURIComponent(state)}/${collection}?${params}`);
  },
  states: () => fetch('ui/states.json').then((r) => r.json()),
};
