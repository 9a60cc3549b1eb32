/** The page: two views (extract, browse) switched by the URL hash, so Back works and a view can be linked. */
import { initBrowseView, isDomainCollection } from './browse.js';
import { initExtractView, openInExtract } from './extract.js';

function showView() {
  const name = location.hash === '#browse' ? 'browse' : 'extract';
  for (const section of document.querySelectorAll('[data-view]')) section.hidden = section.dataset.view !== name;
  for (const link of document.querySelectorAll('[data-view-link]')) {
    if (link.dataset.viewLink === name) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

function openRecord(record, collection) {
  location.hash = '#extract';
  const from = `Record ${record.id}${record.paper ? ` (${record.paper}, ${record.date})` : ''}: `;
  openInExtract(record.text, isDomainCollection(collection) ? collection : 'auto', from);
}

window.addEventListener('hashchange', showView);
showView();
initExtractView();
initBrowseView(openRecord).catch((error) => {
  document.getElementById('browse-error').textContent = `Could not load the states: ${error.message}`;
});
document.body.dataset.ready = 'true';
