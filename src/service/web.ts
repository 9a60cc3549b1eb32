/**
 * The web page at `/` (static files from `web/`) and the interactive API
 * documentation at `/docs` (Swagger UI over the service's own OpenAPI document).
 */
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import { webDir } from './paths.js';
import { STATES } from './states.js';

const DOCS_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="230" height="28" viewBox="0 0 230 28">' +
  '<text x="0" y="20" font-family="system-ui, sans-serif" font-size="18" font-weight="600" fill="#fff">← Notice extractor</text></svg>';

export async function registerWebPage(app: FastifyInstance): Promise<void> {
  // One route per file found at start (no wildcard), so unknown paths still get the service's JSON 404.
  await app.register(fastifyStatic, { root: webDir(), prefix: '/', wildcard: false, index: ['index.html'] });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { tryItOutEnabled: true, persistAuthorization: false },
    theme: { title: 'Notice extractor API' },
    // The top bar's logo leads back to the page.
    logo: { type: 'image/svg+xml', content: Buffer.from(DOCS_LOGO), href: '/', target: '_self' },
  });
  // The page's state picker reads the service's own table, so the two cannot disagree.
  const states = JSON.stringify(STATES.map(({ slug, name }) => ({ slug, name })));
  app.get('/ui/states.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'max-age=3600').send(states));
}
