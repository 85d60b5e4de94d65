// Only ContentPageSections' staticParts imports this, dynamically: a static import would bring
// this code back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { Section } from '@navdhara/shared/ui';
import {
  FaqAccordion,
  ContentFooterBlock,
  IntroBlock,
  TollFreeCta,
  WhyChooseCards,
} from '@navdhara/shared/static';
import type { ContentIntroProps, ContentWhyChooseProps } from './ContentPageSections';
import { faqItems } from './faq-items';
import type { ContentFooter, StaticFaq } from '../types/division';

export function ContentIntro({ intro }: { intro: ContentIntroProps }) {
  return (
    <Section>
      <IntroBlock {...intro} />
    </Section>
  );
}

export function ContentWhyChoose({ whyChoose }: { whyChoose: ContentWhyChooseProps }) {
  return (
    <Section tone="muted">
      <WhyChooseCards title={whyChoose.title} items={whyChoose.items} />
    </Section>
  );
}

export function ContentFaqs({ faqs }: { faqs: readonly StaticFaq[] }) {
  return (
    <Section tone="warm" width="narrow">
      <div data-testid="static-faq">
        <FaqAccordion items={faqItems(faqs)} />
      </div>
    </Section>
  );
}

export function ContentTollFree({ text }: { text: string }) {
  return (
    <Section>
      <TollFreeCta text={text} />
    </Section>
  );
}

export function ContentFooterLinks({ footer }: { footer: ContentFooter }) {
  return (
    <Section tone="muted">
      <ContentFooterBlock footer={footer} />
    </Section>
  );
}
