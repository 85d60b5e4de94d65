import { FaqAccordion, LazyHydrate, Section } from '@navdhara/shared/ui';
import { ContentFooterBlock, TollFreeCta } from './blocks';
import { faqItems } from './LandingPage';
import type { ContentFooter, StaticFaq } from './types';

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
