import {
  ContactCta,
  ContactFormIsland,
  Hero,
  Section,
  SectionHeading,
  staticParts,
} from '@navdhara/shared/ui';
import type { ContactFormProps } from '@navdhara/shared/forms';
import { ContentPageIntro } from './ContentPageSections';
import type { LandingContent } from '../types/division';

const parts = staticParts(
  'landing',
  () => import(/* webpackChunkName: "landing-parts" */ './LandingPage.parts'),
);
const LandingBlocks = parts.part('LandingBlocks');
const LandingClosing = parts.part('LandingClosing');
const LandingFaqs = parts.part('LandingFaqs');

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
      <LandingBlocks blocks={content.blocks} />
      <LandingClosing closing={content.closing} />
      <LandingFaqs faqs={content.faqs} />
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
