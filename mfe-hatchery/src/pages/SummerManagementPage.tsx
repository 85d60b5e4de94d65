import { ContactCta, FaqAccordion, Hero, Section, SectionHeading } from '@navdhara/shared/ui';
import {
  ContentFooterBlock,
  FeatureSplit,
  IntroBlock,
  StrategySections,
  TollFreeCta,
  WhyChooseCards,
  faqItems,
} from '@navdhara/shared/division';
import { summerManagement as content } from '../content/summer-management';

export default function SummerManagementPage() {
  return (
    <>
      <Hero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        image={content.hero.image}
      >
        <ContactCta />
      </Hero>
      <Section>
        <IntroBlock
          title={content.intro.title}
          paragraphs={content.intro.paragraphs}
          highlights={content.intro.highlights}
          image={content.intro.image}
        />
      </Section>
      <Section tone="muted">
        <WhyChooseCards title={content.whyChoose.title} items={content.whyChoose.items} />
      </Section>
      <Section>
        <SectionHeading title={content.strategiesTitle} align="center" />
        <StrategySections sections={content.strategies} />
      </Section>
      <Section tone="muted">
        <FeatureSplit
          testId="closing-block"
          title={content.closing.title}
          paragraphs={content.closing.paragraphs}
          points={content.closing.points}
          image={content.closing.image}
          reverse
        />
      </Section>
      <Section tone="warm" width="narrow">
        <div data-testid="static-faq">
          <FaqAccordion items={faqItems(content.faqs)} />
        </div>
      </Section>
      <Section>
        <TollFreeCta text={content.tollFreeText} />
      </Section>
      <Section tone="muted">
        <ContentFooterBlock footer={content.footer} />
      </Section>
    </>
  );
}
