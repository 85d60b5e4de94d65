import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { MediaImage } from '../types/content';
import { setLocaleSource } from '../i18n/translate';
import type { Locale } from '../i18n/locales';
import { CmsImage, cmsImageLang, cmsImageSources } from './CmsImage';

const CMS = 'https://cms.example.com/uploads';

/** An 800x600 upload as Strapi answers for it: no `large` (wider than the file), as in the seed. */
const hen: MediaImage = {
  url: `${CMS}/hen.webp`,
  alternativeText: 'A brown hen',
  width: 800,
  height: 600,
  formats: {
    thumbnail: { url: `${CMS}/thumbnail_hen.webp`, width: 208, height: 156 },
    small: { url: `${CMS}/small_hen.webp`, width: 500, height: 375 },
    medium: { url: `${CMS}/medium_hen.webp`, width: 750, height: 563 },
  },
};

describe('cmsImageSources', () => {
  it('lists the renditions and the original narrowest first, with the widest file as the box', () => {
    expect(cmsImageSources(hen)).toEqual({
      src: `${CMS}/hen.webp`,
      srcSet: `${CMS}/thumbnail_hen.webp 208w, ${CMS}/small_hen.webp 500w, ${CMS}/medium_hen.webp 750w, ${CMS}/hen.webp 800w`,
      width: 800,
      height: 600,
    });
  });

  it('leaves out the formats Strapi did not make', () => {
    const portrait: MediaImage = {
      url: `${CMS}/portrait.webp`,
      alternativeText: 'Portrait',
      width: 480,
      height: 480,
      formats: { thumbnail: { url: `${CMS}/thumbnail_portrait.webp`, width: 156, height: 156 } },
    };
    expect(cmsImageSources(portrait).srcSet).toBe(
      `${CMS}/thumbnail_portrait.webp 156w, ${CMS}/portrait.webp 480w`,
    );
  });

  it('sorts by width whatever order the formats come in', () => {
    const unsorted: MediaImage = {
      ...hen,
      url: `${CMS}/big.webp`,
      width: 2000,
      height: 1500,
      formats: {
        large: { url: `${CMS}/large.webp`, width: 1000, height: 750 },
        thumbnail: { url: `${CMS}/thumbnail.webp`, width: 245, height: 184 },
        medium: { url: `${CMS}/medium.webp`, width: 750, height: 563 },
        small: { url: `${CMS}/small.webp`, width: 500, height: 375 },
      },
    };
    expect(
      cmsImageSources(unsorted)
        .srcSet?.split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['245w', '500w', '750w', '1000w', '2000w']);
    expect(cmsImageSources(unsorted)).toMatchObject({ width: 2000, height: 1500 });
  });

  it('keeps one file per width: the rendition over an original just as wide', () => {
    const same: MediaImage = {
      ...hen,
      url: `${CMS}/exact.webp`,
      width: 500,
      height: 375,
      formats: {
        small: { url: `${CMS}/small_exact.webp`, width: 500, height: 375 },
        thumbnail: { url: `${CMS}/thumbnail_exact.webp`, width: 245, height: 184 },
      },
    };
    expect(cmsImageSources(same)).toEqual({
      src: `${CMS}/exact.webp`,
      srcSet: `${CMS}/thumbnail_exact.webp 245w, ${CMS}/small_exact.webp 500w`,
      width: 500,
      height: 375,
    });
  });

  it('with no formats at all, offers the original alone', () => {
    expect(cmsImageSources({ ...hen, formats: {} })).toEqual({
      src: `${CMS}/hen.webp`,
      srcSet: `${CMS}/hen.webp 800w`,
      width: 800,
      height: 600,
    });
    // Rich-text images of older content carry no `formats` key.
    const { formats: _omitted, ...bare } = hen;
    expect(cmsImageSources(bare).srcSet).toBe(`${CMS}/hen.webp 800w`);
  });

  it('skips files of unknown size, and gives no srcset when no size is known', () => {
    const unknown: MediaImage = {
      ...hen,
      width: null,
      height: null,
      formats: { small: { url: `${CMS}/small_hen.webp`, width: 500, height: null } },
    };
    expect(cmsImageSources(unknown)).toEqual({
      src: `${CMS}/hen.webp`,
      srcSet: undefined,
      width: undefined,
      height: undefined,
    });
    // The box still comes from a rendition when only the original's size is unknown.
    expect(cmsImageSources({ ...hen, width: null, height: null })).toMatchObject({
      srcSet: `${CMS}/thumbnail_hen.webp 208w, ${CMS}/small_hen.webp 500w, ${CMS}/medium_hen.webp 750w`,
      width: 750,
      height: 563,
    });
  });
});

describe('CmsImage', () => {
  it('is lazy and decoded off the main thread below the fold, with srcset, sizes and its box', () => {
    render(<CmsImage image={hen} sizes="(min-width: 768px) 50vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'A brown hen' });
    expect(img).toHaveAttribute('src', `${CMS}/hen.webp`);
    expect(img).toHaveAttribute('srcset', cmsImageSources(hen).srcSet);
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('as the LCP image, loads at once with high priority', () => {
    render(<CmsImage image={hen} sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'A brown hen' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('takes alt from the CMS unless given, and passes other attributes through', () => {
    render(
      <CmsImage image={hen} sizes="56px" alt="" className="avatar" data-testid="decorative" />,
    );
    const img = screen.getByTestId('decorative');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveClass('avatar');
  });

  it('renders the same attributes on the server', () => {
    // HTML attribute names are case-insensitive: React writes `srcSet` and `fetchPriority`, the
    // browser reads `srcset` and `fetchpriority`, as parsing the server's HTML here shows.
    const box = document.createElement('div');
    box.innerHTML = renderToString(<CmsImage image={hen} sizes="100vw" priority />);
    const img = box.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe(cmsImageSources(hen).srcSet);
    expect(img?.getAttribute('sizes')).toBe('100vw');
    expect(img?.getAttribute('width')).toBe('800');
    expect(img?.getAttribute('height')).toBe('600');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    // React also asks the browser to preload the LCP image, with the same candidates.
    expect(box.querySelector('link[rel="preload"][as="image"]')?.getAttribute('imagesrcset')).toBe(
      cmsImageSources(hen).srcSet,
    );
  });
});

describe("the alt's language", () => {
  const onPage = (locale: Locale, image: MediaImage, alt?: string) => {
    setLocaleSource(() => locale);
    try {
      const own = alt === undefined ? {} : { alt };
      return renderToString(<CmsImage image={image} sizes="100vw" {...own} />);
    } finally {
      setLocaleSource(() => 'en');
    }
  };
  const fileText: MediaImage = { ...hen, altLang: 'en' };

  it("marks the file's English text standing in on a Hindi or Punjabi page", () => {
    for (const locale of ['hi', 'pa'] as const) {
      expect(onPage(locale, fileText)).toMatch(/^<img alt="A brown hen" lang="en" /);
      setLocaleSource(() => locale);
      expect(cmsImageLang(fileText)).toBe('en');
      setLocaleSource(() => 'en');
    }
  });

  it("marks nothing on an English page, for the entry's own text, or for an alt of the caller's", () => {
    expect(onPage('en', fileText)).not.toContain('lang=');
    expect(onPage('hi', { ...hen, alternativeText: 'एक भूरी मुर्गी' })).not.toContain('lang=');
    expect(onPage('hi', fileText, 'नीना का चित्र')).not.toContain('lang=');
    expect(onPage('hi', fileText, 'A brown hen')).toContain('lang="en"');
  });
});
