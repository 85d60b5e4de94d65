// Only DivisionPage's staticParts imports this, dynamically: a static import would bring this code
// back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { contentLang, site } from '@navdhara/shared';
import { Section } from '@navdhara/shared/ui';
import {
  FaqAccordion,
  SeoTextBlock,
  CopyLinkView,
  IntroBlock,
  WhyChooseCards,
} from '@navdhara/shared/static';
import type { Faq } from '../types/content';
import { Icon } from '../icons';
import type { DivisionContent } from '../types/division';
import styles from './DivisionPage.module.css';

/** A FAQ answer from the CMS is plain text; blank lines separate paragraphs. */
function answer(text: string) {
  return text
    .split(/\n{2,}/)
    .filter(Boolean)
    .map((p) => <p key={p}>{p}</p>);
}

export function DivisionIntro({
  intro,
  enquiryPhone,
}: {
  intro: DivisionContent['intro'];
  enquiryPhone: DivisionContent['enquiryPhone'];
}) {
  return (
    <Section>
      <IntroBlock
        eyebrow={intro.eyebrow}
        title={intro.title}
        paragraphs={intro.paragraphs}
        highlights={intro.highlights}
        image={intro.image}
      >
        {enquiryPhone && (
          <div className={styles.notice} data-testid="enquiry-phone">
            <Icon name="support" />
            <div>
              <h3 className={styles.noticeTitle}>{enquiryPhone.title}</h3>
              <p className={styles.noticeText}>
                {enquiryPhone.text}{' '}
                <a href={`tel:${site.proteinsEnquiryPhone.tel}`} className={styles.noticeLink}>
                  {site.proteinsEnquiryPhone.label}
                </a>
              </p>
            </div>
          </div>
        )}
      </IntroBlock>
    </Section>
  );
}

export function DivisionWhyUs({ whyUs }: { whyUs: DivisionContent['whyUs'] }) {
  return (
    <Section tone="muted">
      <WhyChooseCards title={whyUs.title} intro={whyUs.intro} items={whyUs.items} />
    </Section>
  );
}

/** The FAQs once loaded (the page shows their spinner or their Retry itself). */
export function DivisionFaqs({ title, faqs }: { title: string; faqs: readonly Faq[] }) {
  return (
    <Section tone="warm" width="narrow">
      <div data-testid="division-faq">
        <FaqAccordion
          heading={title}
          items={faqs.map((f) => ({
            id: f.id,
            title: f.title,
            content: answer(f.content),
            lang: contentLang(f),
          }))}
        />
      </div>
    </Section>
  );
}

export function DivisionSeoText({
  seo,
  initiallyOpen,
}: {
  seo: DivisionContent['seo'];
  initiallyOpen: boolean;
}) {
  return (
    <Section tone="muted">
      <div data-testid="seo-text">
        <SeoTextBlock heading={seo.heading} initiallyOpen={initiallyOpen}>
          {seo.paragraphs.map((paragraph) => (
            <p key={paragraph.text}>
              {paragraph.text}
              {paragraph.links?.map((link) => (
                <span key={link.label}>
                  {' '}
                  <CopyLinkView link={link} />
                </span>
              ))}
            </p>
          ))}
        </SeoTextBlock>
      </div>
    </Section>
  );
}
