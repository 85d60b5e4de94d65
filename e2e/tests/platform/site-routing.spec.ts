/**
 * The site server's routing is one object replaced whole when the route table changes at run time
 * (`setRoutes`, site-server/site-routing.mjs): every lookup derived from the table follows at once
 * (the one spelling of an address, alias redirects, robots.txt, the sitemap, the pages a form may
 * be posted to), and the kept 404 pages are dropped, as an address may exist now.
 */
import { expect, test } from '@playwright/test';
import { startInProcessSite } from '../../support/in-process-site';

test('a new route table: every lookup follows, kept 404 pages go, the same table again is no change', async () => {
  // A site of this test's own (its routing is replaced), in this process, as site-routes.spec's.
  const server = await startInProcessSite({ ready: false });
  try {
    const site = await server.ready;
    const inject = (method: 'GET' | 'PUT', url: string) => server.app.inject({ method, url });
    expect((await inject('GET', '/campaign-page')).statusCode).toBe(404);
    expect((await inject('GET', '/about')).statusCode).toBe(200);
    // Not a route yet: another spelling is an address of its own, not a redirect.
    expect((await inject('GET', '/Campaign-Page')).statusCode).toBe(404);
    expect((await inject('PUT', '/campaign-page')).headers.allow).toBe('GET, HEAD');
    // Answered from the site's one 404 page: nothing is kept for the address itself.
    expect(site.cache.paths()).toContain('/404');
    expect(site.cache.paths()).not.toContain('/campaign-page');

    const table = {
      routes: [
        ...site.routes(),
        { path: '/campaign-page', hidden: true },
        { path: '/campaign-listed' },
      ],
      redirects: { ...site.redirects(), '/old-campaign': '/campaign-page' },
    };
    expect(site.setRoutes(table)).toBe(true);
    // The kept 404 page is gone (it may be a page now); the pages kept stay.
    expect(site.cache.paths()).not.toContain('/404');
    expect(site.cache.paths()).toContain('/about');
    // Its one spelling, an alias to it, robots.txt and its form posts follow the new table.
    const upper = await inject('GET', '/Campaign-Page');
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe('/campaign-page');
    const alias = await inject('GET', '/old-campaign');
    expect(alias.statusCode).toBe(301);
    expect(alias.headers.location).toBe('/campaign-page');
    expect((await inject('GET', '/robots.txt')).body).toContain('Disallow: /campaign-page');
    const sitemap = (await inject('GET', '/sitemap.xml')).body;
    expect(sitemap).toContain('/campaign-listed</loc>');
    expect(sitemap).not.toContain('/campaign-page</loc>');
    expect((await inject('PUT', '/campaign-page')).headers.allow).toBe('GET, HEAD, POST');
    expect(site.routes().map((route) => route.path)).toContain('/campaign-page');
    // The same table again changes nothing; a table that is not one is refused, the routing kept.
    expect(site.setRoutes(table)).toBe(false);
    expect(() => site.setRoutes({ routes: 'none' } as never)).toThrow(/no list of routes/);
    expect((await inject('GET', '/old-campaign')).headers.location).toBe('/campaign-page');
  } finally {
    await server.stop();
  }
});
