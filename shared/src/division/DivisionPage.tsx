import { useState } from 'react';
import {
  getFaqs,
  getProducts,
  messages,
  site,
  tr,
  trFormat,
  type Locale,
  type PageLoaderArgs,
  type PageProps,
} from '@navdhara/shared';
import {
  Button,
  ButtonLink,
  ContactCta,
  ContactFormIsland,
  ExternalLink,
  Hero,
  Section,
  SectionHeading,
  Spinner,
  staticParts,
  Tabs,
} from '@navdhara/shared/ui';
import type { ContactFormProps } from '@navdhara/shared/forms';
import {
  PRODUCT_TABS,
  type Faq,
  type Product,
  type Section as SectionName,
} from '../types/content';
import { Icon } from '../icons';
import { ProductGrid } from './ProductGrid';
import { ProductModals } from './ProductModal';
import { ProductOverlay } from './ProductOverlay';
import type { DivisionContent } from '../types/division';
import styles from './DivisionPage.module.css';

/**
 * What a division page shows from the CMS: its products and FAQs. Each division remote's page
 * exports `loader = divisionLoader('<section>')` beside the page; tests pass their own requests.
 */
export function divisionLoader(
  section: SectionName,
  requests: {
    products: (locale: Locale, section: SectionName) => Promise<Product[]>;
    faqs: (locale: Locale, section: SectionName) => Promise<Faq[]>;
  } = { products: getProducts, faqs: getFaqs },
) {
  return ({ locale }: PageLoaderArgs) => ({
    products: () => requests.products(locale, section),
    faqs: () => requests.faqs(locale, section),
  });
}

export interface DivisionPageProps extends PageProps<ReturnType<typeof divisionLoader>> {
  content: DivisionContent;
  sendEnquiry?: ContactFormProps['send'];
}

const parts = staticParts(
  'division',
  () => import(/* webpackChunkName: "division-parts" */ './DivisionPage.parts'),
);
const DivisionIntro = parts.part('DivisionIntro');
const DivisionWhyUs = parts.part('DivisionWhyUs');
const DivisionFaqs = parts.part('DivisionFaqs');
const DivisionSeoText = parts.part('DivisionSeoText');

/**
 * The one division page layout (docs/requirements.md#division-pages), fed by a remote's typed content:
 * banner, intro with three highlight pairs, four "why us" cards, product tabs and grid from the
 * CMS, product detail modal, FAQs from the CMS, the contact form (on /foods with the HORECA /
 * bulk-order form's link in its section) and the SEO text block.
 */
/**
 * The products' tabs and grid. The chosen tab is this component's state, not the page's: a tab
 * change re-renders only it, not the page's static parts still waiting for their code
 * (StaticParts.tsx).
 */
function DivisionProducts({
  section,
  products,
  title,
}: {
  section: SectionName;
  products: DivisionPageProps['data']['products'];
  title: string;
}) {
  const tabs: readonly string[] = PRODUCT_TABS[section];
  const [tab, setTab] = useState<string>(tabs[0] ?? '');

  // A product's tab is its English version's category; one written only in the page's language
  // is listed under the tab its category names in that language.
  const productsOf = (all: readonly Product[], key: string) =>
    tabs.length ? all.filter((p) => p.tab === key || p.tab === tr(key)) : all;

  const grid = (category: string) =>
    products.status === 'loading' ? (
      <Spinner label={tr(messages.division.productsLoading)} size="lg" className={styles.loading} />
    ) : products.status === 'error' ? (
      <div className={styles.failed} role="status" data-testid="products-failed">
        <p>{tr(messages.content.loadFailed)}</p>
        <Button variant="secondary" size="sm" onClick={products.reload}>
          {tr(messages.remote.retry)}
        </Button>
      </div>
    ) : productsOf(products.data, category).length === 0 ? (
      <p className={styles.empty}>{tr(messages.division.noProducts)}</p>
    ) : (
      <ProductGrid products={productsOf(products.data, category)} />
    );

  return tabs.length > 0 ? (
    <Tabs
      tabs={tabs.map((t) => ({ key: t, label: tr(t) }))}
      selected={tab}
      onSelect={setTab}
      label={trFormat('{title} categories', { title })}
      testId="product-tabs"
      panel={grid}
    />
  ) : (
    grid(tab)
  );
}

export function DivisionPage({ content, data, sendEnquiry }: DivisionPageProps) {
  const { section } = content;
  const { products, faqs } = data;

  return (
    <>
      <Hero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        image={content.hero.image}
      >
        <ContactCta />
        <ButtonLink
          to={`/where-to-buy?division=${section}`}
          variant="light"
          data-testid="division-where-to-buy"
        >
          {tr('Where to buy')}
        </ButtonLink>
      </Hero>

      <DivisionIntro intro={content.intro} enquiryPhone={content.enquiryPhone} />
      <DivisionWhyUs whyUs={content.whyUs} />

      <Section id="products" labelledBy={`${section}-products-title`}>
        <SectionHeading
          id={`${section}-products-title`}
          title={content.products.title}
          intro={content.products.intro}
          align="center"
        />
        <DivisionProducts section={section} products={products} title={content.products.title} />
      </Section>
      {products.status === 'success' && <ProductModals products={products.data} />}

      {faqs.status === 'success' ? (
        <DivisionFaqs title={content.faq.title} faqs={faqs.data} />
      ) : (
        // Not in the part: the spinner and Retry belong to a render in the browser, and Retry acts
        // (hydrated with the page, its first press costs no fetch).
        <Section tone="warm" width="narrow">
          {faqs.status === 'loading' && (
            <Spinner label={tr(messages.division.faqsLoading)} className={styles.loading} />
          )}
          {faqs.status === 'error' && (
            <>
              <h2>{content.faq.title}</h2>
              <div className={styles.failed} role="status" data-testid="faqs-failed">
                <p>{tr(messages.content.loadFailed)}</p>
                <Button variant="secondary" size="sm" onClick={faqs.reload}>
                  {tr(messages.remote.retry)}
                </Button>
              </div>
            </>
          )}
        </Section>
      )}

      <Section width="narrow" labelledBy={`${section}-contact-title`}>
        <SectionHeading
          id={`${section}-contact-title`}
          title={content.contact.title}
          intro={content.contact.intro}
          align="center"
        />
        {/* Beside the enquiry form, where a HORECA or bulk buyer is about to write: their own form is the better way in. */}
        {content.horecaNotice && (
          <div className={`${styles.notice} ${styles.formNotice}`} data-testid="horeca-notice">
            <Icon name="truck" />
            <div>
              <h3 className={styles.noticeTitle}>{content.horecaNotice.title}</h3>
              <p className={styles.noticeText}>
                {content.horecaNotice.text}{' '}
                <ExternalLink href={site.horecaFormUrl} className={styles.noticeLink}>
                  {content.horecaNotice.linkLabel}
                </ExternalLink>
              </p>
            </div>
          </div>
        )}
        <ContactFormIsland send={sendEnquiry} />
      </Section>

      <DivisionSeoText seo={content.seo} initiallyOpen={section === 'equipments'} />
      <ProductOverlay />
    </>
  );
}
