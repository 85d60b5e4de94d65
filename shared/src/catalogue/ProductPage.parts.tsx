// Only ProductPage's staticParts imports this, dynamically: a static import would bring this code
// back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { contentLang, tr, trFormat } from '@navdhara/shared';
import { RichContent, Section, SectionHeading } from '@navdhara/shared/ui';
import { FaqAccordion } from '@navdhara/shared/static';
import type { Product } from '../types/content';
import { ProductGrid } from '@navdhara/shared/division';
import styles from './ProductPage.module.css';

/** Plain text the CMS keeps one step a line: a list of steps when there are several. */
function Steps({ text }: { text: string }) {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length <= 1) return <p>{lines[0]}</p>;
  return (
    <ol className={styles.steps}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ol>
  );
}

/** Paragraphs of plain text (blank lines between them). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => (
          <p key={p}>{p}</p>
        ))}
    </>
  );
}

/**
 * What a buyer compares: the specifications or composition as a table, who it is for, how to use
 * and store it, and the product's own description. The spec sheet a printer gives.
 */
export function ProductDetails({ product }: { product: Product }) {
  const specifications = product.specifications ?? [];
  return (
    <Section className={styles.details} labelledBy="product-details-title">
      <div className={styles.detailsGrid} lang={contentLang(product)}>
        <div className={styles.tableColumn}>
          <h2 id="product-details-title" className={styles.sectionTitle}>
            {tr('Specifications')}
          </h2>
          {specifications.length > 0 ? (
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="product-specifications">
                <caption className={styles.caption}>
                  {trFormat('Composition and specifications of {product}', {
                    product: product.name,
                  })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{tr('Specification')}</th>
                    <th scope="col">{tr('Figure or detail')}</th>
                  </tr>
                </thead>
                <tbody>
                  {specifications.map((row, index) => (
                    <tr key={`${row.label}-${index}`}>
                      <th scope="row">{row.label}</th>
                      <td>{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className={styles.muted}>{tr('Call us for this product’s full specifications.')}</p>
          )}
        </div>
        <div className={styles.useColumn}>
          {product.howToUse && (
            <section className={styles.block} aria-labelledby="product-use-title">
              <h2 id="product-use-title" className={styles.sectionTitle}>
                {tr('How to use')}
              </h2>
              <Steps text={product.howToUse} />
            </section>
          )}
          {product.storage && (
            <section className={styles.block} aria-labelledby="product-storage-title">
              <h2 id="product-storage-title" className={styles.sectionTitle}>
                {tr('How to store')}
              </h2>
              <Paragraphs text={product.storage} />
            </section>
          )}
        </div>
      </div>
      {product.content.length > 0 && (
        <div className={styles.about} lang={contentLang(product)} data-testid="product-content">
          <h2 className={styles.sectionTitle}>{tr('About this product')}</h2>
          <RichContent blocks={product.content} topHeadingLevel={3} />
        </div>
      )}
    </Section>
  );
}

/** The product's own questions, as the division pages show theirs. */
export function ProductFaqs({ product }: { product: Product }) {
  const faqs = product.faqs ?? [];
  if (faqs.length === 0) return null;
  return (
    <Section tone="warm" width="narrow" className={styles.faqs}>
      <div data-testid="product-faq" lang={contentLang(product)}>
        <FaqAccordion
          heading={trFormat('Questions about {product}', { product: product.name })}
          items={faqs.map((faq, index) => ({
            id: index,
            title: faq.question,
            content: <Paragraphs text={faq.answer} />,
            answer: faq.answer,
          }))}
        />
      </div>
    </Section>
  );
}

/** Other products of the same category, as the division page's cards (links to their pages). */
export function RelatedProducts({ products }: { products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <Section tone="muted" className={styles.related} labelledBy="related-products-title">
      <SectionHeading id="related-products-title" title={tr('Related products')} />
      <ProductGrid products={products} />
    </Section>
  );
}
