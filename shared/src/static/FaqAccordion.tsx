import { isValidElement, useId, type ReactNode } from 'react';
import { faqPageJsonLd, jsonLdText, tr } from '@navdhara/shared';
import styles from './FaqAccordion.module.css';

export interface FaqItem {
  id: number | string;
  title: string;
  content: ReactNode;
  /**
   * The answer as plain text, for search engines (FAQPage JSON-LD): needed when `content` is a
   * component (`<Paragraphs text>`, rich text), whose words a walk of its children cannot reach.
   */
  answer?: string;
  /** The item's language when it is not the page's (a CMS entry shown in English on a Hindi page). */
  lang?: string;
}

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Section heading; omit when the page supplies its own. */
  heading?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  /** Describe the questions to search engines (FAQPage JSON-LD); on by default. */
  structuredData?: boolean;
}

/** Plain text of an answer for structured data (strings as they are, elements by their text). */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * FAQ accordion (docs/requirements.md#accordions): one item open at a time; clicking the open item
 * closes it, clicking another opens that one. Native `<details name>` elements sharing one name do
 * exactly that in the browser, from the server's HTML, before (and without) any script: the
 * accordion ships no behaviour of its own and needs no hydration to answer a tap. Panels animate
 * their height over 700 ms up to 500px (CSS, `::details-content`). Closed answers stay in the
 * document, so search engines read them and the browser's find-in-page opens them.
 */
export function FaqAccordion({
  items,
  heading = tr('Frequently Asked Questions'),
  headingLevel = 2,
  className,
  structuredData = true,
}: FaqAccordionProps) {
  // One group per accordion: two accordions on a page open independently.
  const group = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ItemHeading = headingLevel === 2 ? 'h3' : 'h4';

  if (items.length === 0) return null;

  return (
    <div className={[styles.faq, className].filter(Boolean).join(' ')}>
      {heading && <Heading className={styles.heading}>{heading}</Heading>}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} lang={item.lang}>
            <details name={group} className={styles.item}>
              <summary className={styles.trigger}>
                <ItemHeading className={styles.question}>{item.title}</ItemHeading>
                <span className={styles.icon} aria-hidden="true" />
              </summary>
              <div className={styles.answer}>{item.content}</div>
            </details>
          </li>
        ))}
      </ul>
      {structuredData && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonLdText(
              faqPageJsonLd(
                // A question without an answer's text is left out: never answered by itself.
                items
                  .map((item) => ({
                    question: item.title,
                    answer: (item.answer ?? textOf(item.content)).trim(),
                  }))
                  .filter((item) => item.answer),
              ),
            ),
          }}
        />
      )}
    </div>
  );
}
