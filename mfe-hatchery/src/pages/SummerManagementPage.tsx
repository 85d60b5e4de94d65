import { ContactCta, Hero, LazyHydrate, Section, SectionHeading } from '@navdhara/shared/ui';
import {
  ContentPageEnd,
  ContentPageIntro,
  FeatureSplit,
  StrategySections,
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
      <ContentPageIntro intro={content.intro} whyChoose={content.whyChoose} />
      <LazyHydrate>
        <Section>
          <SectionHeading title={content.strategiesTitle} align="center" />
          <StrategySections sections={content.strategies} />
        </Section>
      </LazyHydrate>
      <LazyHydrate>
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
      </LazyHydrate>
      <ContentPageEnd
        faqs={content.faqs}
        tollFreeText={content.tollFreeText}
        footer={content.footer}
      />
    </>
  );
}
