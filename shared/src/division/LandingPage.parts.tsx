// Only LandingPage's staticParts imports this, dynamically: a static import would bring this code
// back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { Section, SectionHeading } from '@navdhara/shared/ui';
import { FaqAccordion, AlternatingBlocks, ClosingCta } from '@navdhara/shared/static';
import { faqItems } from './faq-items';
import type { LandingContent } from '../types/division';

export function LandingBlocks({ blocks }: { blocks: LandingContent['blocks'] }) {
  return (
    <Section>
      <SectionHeading title={blocks.title} intro={blocks.intro} align="center" />
      <AlternatingBlocks items={blocks.items} />
    </Section>
  );
}

export function LandingClosing({ closing }: { closing: LandingContent['closing'] }) {
  return (
    <Section tone="plain">
      <ClosingCta title={closing.title} text={closing.text} link={closing.link} />
    </Section>
  );
}

export function LandingFaqs({ faqs }: { faqs: LandingContent['faqs'] }) {
  return (
    <Section tone="warm" width="narrow">
      <div data-testid="static-faq">
        <FaqAccordion items={faqItems(faqs)} />
      </div>
    </Section>
  );
}
