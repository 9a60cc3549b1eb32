/** The browse view: records of a state and collection, filtered, paged with cursors; a record opens in the extract view. */
import { api, ApiError, token } from './api.js';
import { $, el } from './dom.js';

const DOMAIN_COLLECTIONS = new Set(['foreclosure', 'bids', 'probate']);

/** The list on screen: its query, and which way the last page was reached (to know which neighbours exist). */
let view = null;

/** A record of either shape (service.md §2.1 public notice, §2.2/2.3 domain record) as the list shows it. */
function summary(record) {
  const text = record.text ?? record.sanitizedText ?? '';
  const date = /^\d+$/.test(record.date ?? '') ? new Date(Number(record.date)).toISOString().slice(0, 10) : record.date;
  return { id: record.id, text, date, paper: record.paper_name ?? record.paperName ?? '', county: record.county ?? '' };
}

function showError(message) {
  const box = $('browse-error');
  box.textContent = message ?? '';
  box.hidden = !message;
}

function explain(error) {
  if (!(error instanceof ApiError)) return String(error);
  if (error.status === 401) {
    return token.get()
      ? `The token was not accepted (${error.message}). Check it, enter it again above, and press “Use token”.`
      : 'The records need a bearer token: enter it above (npm start prints one) and press “Use token”.';
  }
  if (error.status === 403) return `This token may not read this state: ${error.message}.`;
  return `${error.message} (${error.code}, HTTP ${error.status})`;
}

function renderRecords(records, openRecord) {
  const list = $('records');
  if (!records.length) {
    list.replaceChildren(el('li', { class: 'empty' }, 'No records.'));
    return;
  }
  list.replaceChildren(...records.map((record) => {
    const s = summary(record);
    const button = el('button', { type: 'button', class: 'record', 'data-id': s.id },
      el('span', { class: 'meta' }, [s.date, s.paper, s.county].filter(Boolean).join(' · ')),
      el('span', { class: 'snippet' }, s.text.slice(0, 220).replace(/\s+/g, ' ')));
    button.addEventListener('click', () => openRecord(s, view.collection));
    return el('li', {}, button);
  }));
}

/** Loads a page: `move` is undefined (first page), `{ starting_after }` (older) or `{ ending_before }` (newer). */
async function load(move, openRecord) {
  const { state, collection, county, search, limit, page } = view;
  showError('');
  $('records').setAttribute('aria-busy', 'true');
  try {
    const body = await api.list(state, collection, { limit, county, search, ...move });
    const records = body.data;
    // has_more speaks for the direction of paging; the other direction is where we came from.
    const older = move?.ending_before ? true : body.has_more;
    const newer = move?.ending_before ? body.has_more : Boolean(move?.starting_after);
    view = { ...view, records, older, newer, page: move ? page + (move.starting_after ? 1 : -1) : 1 };
    renderRecords(records, openRecord);
    $('older').disabled = !older || !records.length;
    $('newer').disabled = !newer || !records.length;
    $('page-label').textContent = `page ${view.page}`;
  } catch (error) {
    renderRecords([], openRecord);
    $('older').disabled = $('newer').disabled = true;
    $('page-label').textContent = '';
    showError(explain(error));
  } finally {
    $('records').removeAttribute('aria-busy');
  }
}

function showTokenState() {
  $('token-status').textContent = token.get()
    ? 'A token is set for this tab only (it is forgotten when the tab closes).'
    : 'No token yet: the records need one.';
}

export async function initBrowseView(openRecord) {
  showTokenState();
  $('token-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const value = $('token').value.trim();
    if (value) token.set(value);
    $('token').value = '';
    showTokenState();
    if (view) load(undefined, openRecord);
  });
  $('forget-token').addEventListener('click', () => {
    token.clear();
    showTokenState();
  });
  $('browse-form').addEventListener('submit', (event) => {
    event.preventDefault();
    view = {
      state: $('state').value,
      collection: $('collection').value,
      county: $('county').value.trim(),
      search: $('search').value.trim(),
      limit: $('limit').value,
      page: 1,
    };
    load(undefined, openRecord);
  });
  $('older').addEventListener('click', () => load({ starting_after: view.records.at(-1).id }, openRecord));
  $('newer').addEventListener('click', () => load({ ending_before: view.records[0].id }, openRecord));
  const states = await api.states();
  $('state').replaceChildren(...states.map(({ slug, name }) => new Option(name, slug)));
  $('state').value = 'arizona';
}

export const isDomainCollection = (collection) => DOMAIN_COLLECTIONS.has(collection);
