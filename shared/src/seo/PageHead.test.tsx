import { renderToStaticMarkup } from 'react-dom/server';
import { getRuntimeConfig, setRuntimeConfig } from '../config/runtime';
import type { MediaImage } from '../types/content';
import { PageHead, shareImageOf } from './PageHead';
import { articleJsonLd } from './structured-data';

/** The head as the server renders it, read back as elements. */
function head(element: React.ReactElement) {
  const doc = new DOMParser().parseFromString(
    `<head>${renderToStaticMarkup(element)}</head>`,
    'text/html',
  );
  const meta = (attribute: 'property' | 'name', key: string) =>
    doc.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content');
  return {
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    count: (selector: string) => doc.head.querySelectorAll(selector).length,
  };
}

const original = getRuntimeConfig();
beforeEach(() => setRuntimeConfig({ ...original, siteUrl: 'https://www.navdhara.example' }));
afterAll(() => setRuntimeConfig(original));

const cmsImage: MediaImage = {
  url: 'https://cms.navdhara.example/uploads/press_conference_1a2b.webp',
  alternativeText: 'Press conference at Ambala',
  width: 800,
  height: 600,
  formats: {},
};

describe('PageHead share tags', () => {
  it('gives a page without an image of its own the default PNG, absolute on the site origin, with size, text and a large card', () => {
    const tags = head(<PageHead title="About" description="About us" canonicalPath="/about" />);
    expect(tags.og('image')).toBe('https://www.navdhara.example/share-image.png');
    expect(tags.og('image:width')).toBe('1200');
    expect(tags.og('image:height')).toBe('630');
    expect(tags.og('image:alt')).toMatch(/^Navdhara Group logo/);
    expect(tags.twitter('card')).toBe('summary_large_image');
    expect(tags.count('meta[property="og:image"]')).toBe(1);
    expect(tags.og('url')).toBe('https://www.navdhara.example/about');
  });

  it('the 404 page, kept out of the index, still has the share tags', () => {
    const tags = head(
      <PageHead
        title="Not found"
        description="Gone"
        canonicalPath="/404"
        robots="noindex, follow"
      />,
    );
    expect(tags.og('image')).toBe('https://www.navdhara.example/share-image.png');
    expect(tags.twitter('card')).toBe('summary_large_image');
  });

  it("uses an article's own image, its size and its alternative text", () => {
    const tags = head(
      <PageHead
        title="Press"
        description="Press"
        canonicalPath="/media-article/3"
        type="article"
        image={shareImageOf(cmsImage, 'Press')}
      />,
    );
    expect(tags.og('image')).toBe(cmsImage.url);
    expect(tags.og('image:width')).toBe('800');
    expect(tags.og('image:height')).toBe('600');
    expect(tags.og('image:alt')).toBe('Press conference at Ambala');
    expect(tags.og('type')).toBe('article');
  });

  it('makes a relative image URL absolute on the site origin and leaves out a size the CMS did not record', () => {
    const tags = head(
      <PageHead
        title="T"
        description="D"
        canonicalPath="/blog/1"
        image={{ url: '/uploads/hen.webp', width: null, height: null, alt: 'A hen' }}
      />,
    );
    expect(tags.og('image')).toBe('https://www.navdhara.example/uploads/hen.webp');
    expect(tags.count('meta[property="og:image:width"]')).toBe(0);
    expect(tags.og('image:alt')).toBe('A hen');
  });
});

describe('shareImageOf', () => {
  it('falls back to the title for the text, and to the default (null) without an image or for an SVG, which previews refuse', () => {
    expect(shareImageOf({ ...cmsImage, alternativeText: '' }, 'Our new plant')?.alt).toBe(
      'Our new plant',
    );
    expect(shareImageOf(null, 'T')).toBeNull();
    expect(
      shareImageOf({ ...cmsImage, url: 'https://cms.navdhara.example/uploads/logo.SVG?v=2' }, 'T'),
    ).toBeNull();
  });
});

describe('articleJsonLd', () => {
  it('carries dateModified (the CMS updatedAt) beside datePublished', () => {
    const data = articleJsonLd({
      headline: 'H',
      path: '/blog/1',
      datePublished: '2025-01-02T00:00:00.000Z',
      dateModified: '2025-03-04T05:06:07.000Z',
    });
    expect(data).toMatchObject({
      '@type': 'Article',
      datePublished: '2025-01-02T00:00:00.000Z',
      dateModified: '2025-03-04T05:06:07.000Z',
    });
  });
  it('an article the CMS gave no last edit for was last modified when it was published', () => {
    expect(
      articleJsonLd({
        headline: 'H',
        path: '/media-article/2',
        datePublished: '2025-06-18',
        dateModified: '',
      }).dateModified,
    ).toBe('2025-06-18');
  });
  it("names its image by a full URL: a media path on the site's origin, or the object store's", () => {
    const imageOf = (image: string) =>
      articleJsonLd({ headline: 'H', path: '/blog/1', image }).image;
    expect(imageOf('/uploads/a.webp')).toEqual([
      new URL('/uploads/a.webp', articleJsonLd({ headline: 'H', path: '/' }).mainEntityOfPage).href,
    ]);
    expect(imageOf('https://media.example.com/uploads/a.webp')).toEqual([
      'https://media.example.com/uploads/a.webp',
    ]);
  });
});
