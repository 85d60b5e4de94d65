import type { ComponentProps } from 'react';
import { FaqAccordion, LazyHydrate, Section } from '@navdhara/shared/ui';
import { ContentFooterBlock, IntroBlock, TollFreeCta, WhyChooseCards } from './blocks';
import type { ContentFooter, StaticFaq } from './types';

/** Static FAQs of a remote's content as accordion items. */
export function faqItems(faqs: readonly StaticFaq[]) {
  return faqs.map((faq, index) => ({
    id: index,
    title: faq.question,
    content: <p>{faq.answer}</p>,
  }));
}

/**
 * How the landing and static content pages of a division open, under their hero: the intro with
 * its highlights and the four "why choose" cards. Text only, so each stays the server's HTML until
 * used (LazyHydrate).
 */
export function ContentPageIntro({
  intro,
  whyChoose,
}: {
  intro: Omit<ComponentProps<typeof IntroBlock>, 'children'>;
  whyChoose: Pick<ComponentProps<typeof WhyChooseCards>, 'title' | 'items'>;
}) {
  return (
    <>
      <LazyHydrate>
        <Section>
          <IntroBlock {...intro} />
        </Section>
      </LazyHydrate>
      <LazyHydrate>
        <Section tone="muted">
          <WhyChooseCards title={whyChoose.title} items={whyChoose.items} />
        </Section>
      </LazyHydrate>
    </>
  );
}

/**
 * How every static content page of a division ends: its FAQs, the toll-free call to action and
 * the closing block. All text and links, so each stays the server's HTML until used (LazyHydrate).
 */
export function ContentPageEnd({
  faqs,
  tollFreeText,
  footer,
}: {
  faqs: readonly StaticFaq[];
  tollFreeText: string;
  footer: ContentFooter;
}) {
  return (
    <>
      <LazyHydrate>
        <Section tone="warm" width="narrow">
          <div data-testid="static-faq">
            <FaqAccordion items={faqItems(faqs)} />
          </div>
        </Section>
      </LazyHydrate>
      <LazyHydrate>
        <Section>
          <TollFreeCta text={tollFreeText} />
        </Section>
      </LazyHydrate>
      <LazyHydrate>
        <Section tone="muted">
          <ContentFooterBlock footer={footer} />
        </Section>
      </LazyHydrate>
    </>
  );
}
