import { getRuntimeConfig } from '../config/runtime';
import { site } from '../config/site';
import { LOCALE_INFO, localizedPath } from '../i18n/locales';
import { currentLocale, tr } from '../i18n/translate';

/** schema.org objects for JSON-LD (rendered by PageHead or next to the content they describe). */

/** A file's address on the site (the logo, a picture). */
function siteUrl(path = '/'): string {
  return new URL(path, `${getRuntimeConfig().siteUrl}/`).toString();
}

/** A page's address in the language being rendered. */
function pageUrl(path: string): string {
  return siteUrl(localizedPath(path, currentLocale()));
}

/** The language the structured data is written in (schema.org `inLanguage`). */
const inLanguage = () => LOCALE_INFO[currentLocale()].tag;

/** The group, with its logo, address and toll-free contact point (home page). */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: pageUrl('/'),
    logo: siteUrl(site.logoPath),
    foundingDate: String(site.foundedYear),
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.pincode,
      addressCountry: site.address.country,
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: site.tollFree.tel,
        contactType: 'customer service',
        areaServed: 'IN',
        availableLanguage: ['en', 'hi'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [...site.hours.days],
          opens: site.hours.opens,
          closes: site.hours.closes,
        },
      },
    ],
    sameAs: site.social.map((s) => s.url),
  };
}

/** Home > ... > this page. */
export function breadcrumbJsonLd(trail: ReadonlyArray<{ name: string; path: string }>) {
  const items = [{ name: tr('Home'), path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    inLanguage: inLanguage(),
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: pageUrl(item.path),
    })),
  };
}

/** A press release or blog post; `dateModified` is the CMS's last edit of it. */
export function articleJsonLd(article: {
  headline: string;
  path: string;
  image?: string | null;
  datePublished?: string;
  dateModified?: string;
  author?: string;
  description?: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    inLanguage: inLanguage(),
    headline: article.headline.slice(0, 110),
    description: article.description,
    // A media path on the site's origin (shared/src/api/origin.ts) is made absolute.
    image: article.image ? [new URL(article.image, siteUrl('/')).href] : undefined,
    datePublished: article.datePublished,
    // The publication date when the CMS gave no last edit: an unedited article was last modified then.
    dateModified: article.dateModified || article.datePublished,
    author: article.author
      ? { '@type': 'Person', name: article.author }
      : { '@type': 'Organization', name: site.name },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      logo: { '@type': 'ImageObject', url: siteUrl(site.logoPath) },
    },
    mainEntityOfPage: pageUrl(article.path),
  };
}

/** Questions and answers shown in an FAQ accordion (answers as plain text). */
export function faqPageJsonLd(items: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: inLanguage(),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json">; "<" escaped so it can never close the tag. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
