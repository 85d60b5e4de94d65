import {
  ContactCta,
  ContactFormIsland,
  FaqAccordion,
  Hero,
  LazyHydrate,
  Section,
  SectionHeading,
} from '@navdhara/shared/ui';
import type { ContactFormProps } from '@navdhara/shared/forms';
import { AlternatingBlocks, ClosingCta } from './blocks';
import { ContentPageIntro, faqItems } from './ContentPageSections';
import type { LandingContent } from './types';

/**
 * The landing page layout (docs/requirements.md#landing-pages): banner and H1, intro with three highlights,
 * four why-choose cards, alternating product blocks with their links, a closing call to action,
 * a 4-question FAQ and the contact form.
 */
export function LandingPage({
  content,
  sendEnquiry,
}: {
  content: LandingContent;
  sendEnquiry?: ContactFormProps['send'];
}) {
  return (
    <>
      <Hero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        image={content.hero.image}
        height="tall"
      >
        <ContactCta />
      </Hero>
      <ContentPageIntro intro={content.intro} whyChoose={content.whyChoose} />
      <LazyHydrate>
        <Section>
          <SectionHeading
            title={content.blocks.title}
            intro={content.blocks.intro}
            align="center"
          />
          <AlternatingBlocks items={content.blocks.items} />
        </Section>
      </LazyHydrate>
      <LazyHydrate>
        <Section tone="plain">
          <ClosingCta
            title={content.closing.title}
            text={content.closing.text}
            link={content.closing.link}
          />
        </Section>
      </LazyHydrate>
      <LazyHydrate>
        <Section tone="warm" width="narrow">
          <div data-testid="static-faq">
            <FaqAccordion items={faqItems(content.faqs)} />
          </div>
        </Section>
      </LazyHydrate>
      <Section width="narrow">
        <SectionHeading
          title={content.contact.title}
          intro={content.contact.intro}
          align="center"
        />
        <ContactFormIsland send={sendEnquiry} />
      </Section>
    </>
  );
}
