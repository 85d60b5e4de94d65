// @ts-check
import { FRESH_WITHIN_S, PAGES, contentManager } from './harness.mjs';

/**
 * 1. Fresh everywhere: a FAQ edited and published through one Strapi instance, a blog post
 *    unpublished and published again, and a new FAQ published and then deleted, reach the edge
 *    and every site server within 5 s; a page that shows no FAQ stays in the edge's cache.
 * @param {import('./harness.mjs').Harness} t
 */
export async function freshEverywhere(t) {
  const { cluster, check, figures, urlOf, strapis, sites, secondsUntilEverywhere } = t;
  // 1. Fresh everywhere, whichever Strapi instance took the change.
  const editor = await contentManager(urlOf(strapis.at(-1) ?? 'strapi-1'));
  const faqs = await editor('GET', 'collection-types/api::faq.faq?filters[section][$eq]=feeds');
  const faq = faqs.results[0];
  for (const origin of [cluster.siteEdge, ...sites.map(urlOf)]) await fetch(`${origin}/feeds`);
  // A page whose content is read from no FAQ (its surrogate keys say so), cached at the edge.
  /** @type {string | undefined} */
  let untouched;
  for (const page of PAGES) {
    // Surrogate keys are the edge's alone: asked for as the edge asks (site-server/edge-purge.mjs).
    const keys = (
      await fetch(`${urlOf(sites[0] ?? '')}${page}`, {
        headers: { 'X-Site-Edge-Key': cluster.edgeKey },
      })
    ).headers.get('surrogate-key');
    if (keys && !keys.split(' ').includes('model:faq')) {
      untouched = page;
      break;
    }
  }
  // Kept at the edge before the change: a page being rendered again (after the releases the
  // cluster starts with, or a degraded first render) is served with s-maxage=0 and not kept, so
  // one fetch is not enough to know it is there.
  let keptBefore = false;
  for (let tries = 0; untouched && !keptBefore && tries < 40; tries += 1) {
    const answer = await fetch(`${cluster.siteEdge}${untouched}`);
    keptBefore = answer.headers.get('x-cache') === 'hit';
    if (!keptBefore) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  check(keptBefore, `${untouched ?? 'no page without FAQs'} kept at the edge before the change`);
  const edited = `Edited on one instance ${Date.now()}?`;
  await editor('PUT', `collection-types/api::faq.faq/${faq.documentId}`, { title: edited });
  await editor('POST', `collection-types/api::faq.faq/${faq.documentId}/actions/publish`);
  const publish = await secondsUntilEverywhere('/feeds', (_s, html) => html.includes(edited));
  figures['publish → edge and every site server'] = `${publish.worst.toFixed(2)} s`;
  check(
    publish.worst <= FRESH_WITHIN_S,
    `a published FAQ everywhere in ${publish.worst.toFixed(2)} s`,
  );
  const cached = untouched ? await fetch(`${cluster.siteEdge}${untouched}`) : null;
  check(
    cached?.headers.get('x-cache') === 'hit',
    `only the pages showing FAQs were purged: ${untouched ?? 'no page without FAQs'} still a hit at the edge (${cached?.headers.get('x-cache')})`,
  );
  await editor('PUT', `collection-types/api::faq.faq/${faq.documentId}`, { title: faq.title });
  await editor('POST', `collection-types/api::faq.faq/${faq.documentId}/actions/publish`);

  const added = `Added and deleted on one instance ${Date.now()}?`;
  const created = await editor('POST', 'collection-types/api::faq.faq', {
    title: added,
    content: 'An answer that will not stay.',
    section: 'feeds',
  });
  const createdId = created.data?.documentId ?? created.documentId;
  await editor('POST', `collection-types/api::faq.faq/${createdId}/actions/publish`);
  const addedSeen = await secondsUntilEverywhere('/feeds', (_s, html) => html.includes(added));
  check(
    addedSeen.worst <= FRESH_WITHIN_S,
    `a new FAQ published everywhere in ${addedSeen.worst.toFixed(2)} s`,
  );
  await editor('DELETE', `collection-types/api::faq.faq/${createdId}`);
  const deleted = await secondsUntilEverywhere(
    '/feeds',
    (status, html) => status === 200 && !html.includes(added),
  );
  figures['deletion → gone everywhere'] = `${deleted.worst.toFixed(2)} s`;
  check(
    deleted.worst <= FRESH_WITHIN_S,
    `a deleted FAQ gone everywhere in ${deleted.worst.toFixed(2)} s`,
  );

  const blogs = await editor('GET', 'collection-types/api::blog.blog?pageSize=1');
  const blog = blogs.results[0];
  const blogPath = `/blog/${blog.number}`;
  for (const origin of [cluster.siteEdge, ...sites.map(urlOf)]) await fetch(`${origin}${blogPath}`);
  await editor('POST', `collection-types/api::blog.blog/${blog.documentId}/actions/unpublish`);
  const unpublish = await secondsUntilEverywhere(blogPath, (status) => status === 404);
  figures['unpublish → 404 everywhere'] = `${unpublish.worst.toFixed(2)} s`;
  check(
    unpublish.worst <= FRESH_WITHIN_S,
    `an unpublished post gone everywhere in ${unpublish.worst.toFixed(2)} s`,
  );
  await editor('POST', `collection-types/api::blog.blog/${blog.documentId}/actions/publish`);
  const republish = await secondsUntilEverywhere(blogPath, (status) => status === 200);
  check(
    republish.worst <= FRESH_WITHIN_S,
    `published again, back everywhere in ${republish.worst.toFixed(2)} s`,
  );
}
