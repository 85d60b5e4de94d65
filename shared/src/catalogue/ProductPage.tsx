import type { MouseEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { MapPin, Phone, MessageSquareText } from 'lucide-react';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  contentLang,
  currentLocale,
  getProductBySlug,
  getProducts,
  localizedPath,
  messages,
  PageHead,
  shareImageOf,
  site,
  splitLocalePath,
  tr,
  trFormat,
  type Locale,
  type PageLoaderArgs,
  type PageProps,
} from '@navdhara/shared';
import {
  Button,
  CmsImage,
  ContactFormIsland,
  NotFound,
  Section,
  SectionHeading,
  Spinner,
  staticParts,
} from '@navdhara/shared/ui';
import type { ContactFormProps } from '@navdhara/shared/forms';
import type { Product, Section as SectionName } from '../types/content';
import { productPath } from '@navdhara/shared/division';
import { DIVISION_BRANDS, DIVISION_LABELS } from './divisions';
import { ShareRow } from './ShareRow';
import { productJsonLd } from './structured-data';
import styles from './ProductPage.module.css';

/** How many products of its category a product's page lists under it. */
export const RELATED_PRODUCTS = 4;

/**
 * What a product's page loads: the product its address names in the division (`section`), and
 * the division's products, for the related ones. Each division remote's product page exports
 * `loader = productLoader('<section>')`; tests pass their own requests.
 */
export function productLoader(
  section: SectionName,
  requests: {
    product: (locale: Locale, section: SectionName, slug: string) => Promise<Product | null>;
    products: (locale: Locale, section: SectionName) => Promise<Product[]>;
  } = { product: getProductBySlug, products: getProducts },
) {
  return ({ locale, params }: PageLoaderArgs) => ({
    product: () => requests.product(locale, section, params.slug ?? ''),
    products: () => requests.products(locale, section),
  });
}

export interface ProductPageProps extends PageProps<ReturnType<typeof productLoader>> {
  section: SectionName;
  sendEnquiry?: ContactFormProps['send'];
}

const parts = staticParts(
  'product',
  () => import(/* webpackChunkName: "product-parts" */ './ProductPage.parts'),
);
const ProductDetails = parts.part('ProductDetails');
const ProductFaqs = parts.part('ProductFaqs');
const RelatedProducts = parts.part('RelatedProducts');

/** The products of the same tab (else category) as `product`, itself left out, those with a page. */
export function relatedTo(product: Product, products: readonly Product[]): Product[] {
  const same = (other: Product) =>
    product.tab ? other.tab === product.tab : other.category === product.category;
  return products
    .filter((other) => other.id !== product.id && other.slug && same(other))
    .slice(0, RELATED_PRODUCTS);
}

const MAIN_IMAGE_SIZES = '(min-width: 1024px) 560px, calc(100vw - 2.5rem)';
const GALLERY_SIZES = '(min-width: 1024px) 180px, 30vw';

/** Home › Division › Product, as links (the product's own step is the page). */
function Breadcrumb({
  section,
  name,
  lang,
}: {
  section: SectionName;
  name: string;
  lang?: string;
}) {
  return (
    <nav aria-label={tr('Breadcrumb')} className={styles.breadcrumb} data-testid="breadcrumb">
      <ol>
        <li>
          <Link to="/">{tr('Home')}</Link>
        </li>
        <li>
          <Link to={`/${section}`}>{tr(DIVISION_LABELS[section])}</Link>
        </li>
        <li aria-current="page" lang={lang}>
          {name}
        </li>
      </ol>
    </nav>
  );
}

/** The product's picture and its gallery, each with its description. */
function Pictures({ product }: { product: Product }) {
  const gallery = product.gallery ?? [];
  return (
    <div className={styles.pictures}>
      {product.image ? (
        <CmsImage
          image={product.image}
          alt={product.image.alternativeText || product.name}
          sizes={MAIN_IMAGE_SIZES}
          className={styles.mainImage}
          priority
          data-testid="product-image"
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      {gallery.length > 0 && (
        <ul
          className={styles.gallery}
          aria-label={tr('More pictures')}
          data-testid="product-gallery"
        >
          {gallery.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <CmsImage
                image={image}
                alt={
                  image.alternativeText ||
                  trFormat('{product}, picture {number}', {
                    product: product.name,
                    number: index + 2,
                  })
                }
                sizes={GALLERY_SIZES}
                className={styles.galleryImage}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * "Ask about this product", once the app runs: to the enquiry's first field, without changing the
 * address. A new fragment is a new location for the router, which re-renders the page: the form's
 * island, if still the server's HTML, would be swapped for its loading state while its code comes
 * (shared/src/ui/Island.tsx). Before or without script the link's fragment does it.
 */
function toEnquiry(event: MouseEvent<HTMLAnchorElement>) {
  const field = document.querySelector<HTMLElement>(
    '#product-enquiry input:not([type="hidden"]):not([tabindex="-1"])',
  );
  if (!field || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  field.focus();
}

/** The product's key facts: how it is sold and who it is for. */
function KeyFacts({ product, lang }: { product: Product; lang: string | undefined }) {
  const packSizes = product.packSizes ?? [];
  if (packSizes.length === 0 && !product.suitedFor) return null;
  return (
    <dl className={styles.facts} data-testid="product-facts">
      {packSizes.length > 0 && (
        <div>
          <dt>{tr('Pack sizes')}</dt>
          <dd lang={lang}>
            <ul className={styles.packs}>
              {packSizes.map((size) => (
                <li key={size}>{size}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {product.suitedFor && (
        <div>
          <dt>{tr('Who it is for')}</dt>
          <dd lang={lang}>{product.suitedFor}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * A product's page, the layout every division's remote shows at `/<division>/:slug`: breadcrumb,
 * name, pictures, category, what it is for, key facts, an enquiry about it, share links, then its
 * table, how to use and store it, its questions and the related products. Its head (title,
 * description, share picture, canonical and alternates) and structured data (Product,
 * BreadcrumbList) are the product's. Printed, it is a one-page spec sheet (the CSS module's print
 * rules). Works without script: the form posts, the cards are links.
 */
export function ProductPage({ section, data, sendEnquiry }: ProductPageProps) {
  const { product, products } = data;
  const found = product.status === 'success' ? product.data : null;
  const path = found ? productPath(found) : null;
  // Found by an old slug (the server answers such an address with a 301 first; a move in the app
  // reaches it): the address becomes the product's own. Read once, not subscribed to: the page
  // does not render again as the address's fragment changes (its form island keeps its HTML).
  const moved =
    path !== null &&
    typeof window !== 'undefined' &&
    splitLocalePath(window.location.pathname).path !== path;

  if (product.status === 'loading')
    return (
      <Section>
        <Spinner label={tr('Loading the product')} size="lg" />
      </Section>
    );
  if (product.status === 'error')
    return (
      <Section>
        <h1 className="visually-hidden">{tr(DIVISION_LABELS[section])}</h1>
        <div className={styles.failed} role="status" data-testid="product-failed">
          <p>{tr(messages.content.loadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={product.reload}>
            {tr(messages.remote.retry)}
          </Button>
        </div>
      </Section>
    );
  if (!found || !path || found.section !== section) return <NotFound />;

  if (moved) return <Navigate to={path} replace />;

  const lang = contentLang(found);
  const url = absoluteUrl(path);
  const division = tr(DIVISION_LABELS[section]);
  const related = products.status === 'success' ? relatedTo(found, products.data) : [];
  // Out of the attributes: the dictionaries' extractor reads only text attributes.
  const description =
    found.summary ||
    trFormat('{product} ({category}) from {brand}: specifications, pack sizes and enquiry.', {
      product: found.name,
      category: found.category,
      brand: DIVISION_BRANDS[section],
    });

  return (
    <div className={styles.page} data-spec-sheet="">
      <PageHead
        title={`${found.name} | ${DIVISION_BRANDS[section]}`}
        description={description}
        canonicalPath={path}
        image={shareImageOf(found.image, found.name)}
        jsonLd={[
          productJsonLd(found, path),
          breadcrumbJsonLd([
            { name: division, path: `/${section}` },
            { name: found.name, path },
          ]),
        ]}
      />
      <Section className={styles.top}>
        <Breadcrumb section={section} name={found.name} lang={lang} />
        <div className={styles.head}>
          <Pictures product={found} />
          <div className={styles.summaryColumn}>
            <div lang={lang}>
              <p className={styles.category} data-testid="product-category">
                {found.category}
              </p>
              <h1 className={styles.name}>{found.name}</h1>
              {found.summary && (
                <p className={styles.summary} data-testid="product-summary">
                  {found.summary}
                </p>
              )}
            </div>
            <KeyFacts product={found} lang={lang} />
            <div className={styles.actions}>
              <a
                href="#product-enquiry"
                className={styles.enquire}
                data-testid="product-enquire"
                onClick={toEnquiry}
              >
                <MessageSquareText aria-hidden="true" size={20} />
                {tr('Ask about this product')}
              </a>
              <a href={`tel:${site.tollFree.tel}`} className={styles.call}>
                <Phone aria-hidden="true" size={18} />
                {trFormat('Call {phone} (toll-free)', { phone: site.tollFree.label })}
              </a>
              <a
                href={`${localizedPath('/where-to-buy', currentLocale())}?${new URLSearchParams({ division: section, product: found.slug ?? '' }).toString()}`}
                className={styles.call}
                data-testid="product-where-to-buy"
              >
                <MapPin aria-hidden="true" size={18} />
                {tr('Where to buy')}
              </a>
            </div>
            <ShareRow url={url} name={found.name} />
          </div>
        </div>
      </Section>

      <ProductDetails product={found} />
      <ProductFaqs product={found} />

      <Section
        width="narrow"
        id="product-enquiry"
        className={styles.enquiry}
        labelledBy="product-enquiry-title"
      >
        <SectionHeading
          id="product-enquiry-title"
          title={trFormat('Ask about {product}', { product: found.name })}
          intro={tr(
            'Tell us how much you need and where you are: our team calls you back with prices and delivery.',
          )}
          align="center"
        />
        <ContactFormIsland
          send={sendEnquiry}
          message={trFormat('I would like to know more about {product} ({address}).', {
            product: found.name,
            address: url,
          })}
          postTo={`/${section}`}
        />
      </Section>

      <RelatedProducts products={related} />
      {/* The spec sheet's foot, printed only: where the sheet came from and whom to call. */}
      <p className={styles.printLine} aria-hidden="true">
        {`${site.name} · ${url} · ${site.tollFree.label}`}
      </p>
    </div>
  );
}
