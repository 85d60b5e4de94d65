import { FROZEN_OPEN_ATTRIBUTE, openDisclosures } from './open-disclosures';

describe('openDisclosures', () => {
  function page(html: string) {
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    return root;
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('opens closed FAQ answers and "Read More" text, so they can be read and their links used', () => {
    const root = page(`
      <button aria-expanded="false" aria-controls="a1">Question</button>
      <div id="a1" role="region" aria-hidden="true" inert style="max-height:0"><a href="/feeds">feeds</a></div>
      <div id="seo-body" data-state="closed">Long text</div>
      <button aria-expanded="false" aria-controls="seo-body">Read More</button>`);
    expect(openDisclosures(root)).toBe(2);
    const answer = root.querySelector<HTMLElement>('#a1');
    expect(answer?.hasAttribute('inert')).toBe(false);
    expect(answer?.hasAttribute('aria-hidden')).toBe(false);
    expect(answer?.style.maxHeight).toBe('none');
    expect(root.querySelector('#seo-body')?.hasAttribute(FROZEN_OPEN_ATTRIBUTE)).toBe(true);
    expect(
      [...root.querySelectorAll('button')].map((b) => b.getAttribute('aria-expanded')),
    ).toEqual(['true', 'true']);
  });

  it('leaves open disclosures, and panels outside the page, as they are', () => {
    const outside = page('<div id="menu" hidden>menu</div>');
    const root = page(`
      <button aria-expanded="true" aria-controls="a2">Open one</button><div id="a2">answer</div>
      <button aria-expanded="false" aria-controls="menu">Menu</button>`);
    expect(openDisclosures(root)).toBe(0);
    expect(outside.querySelector<HTMLElement>('#menu')?.hidden).toBe(true);
  });
});
