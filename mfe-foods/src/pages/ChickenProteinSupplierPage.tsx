import { localize } from '@navdhara/shared';
import {
  ContactCta,
  ContactFormIsland,
  Hero,
  Section,
  SectionHeading,
  staticParts,
} from '@navdhara/shared/ui';
import { ContentPageEnd, ContentPageIntro } from '@navdhara/shared/division';
import { chickenProtein } from '../content/chicken-protein';

const parts = staticParts(
  'chicken-protein-supplier',
  () =>
    import(
      /* webpackChunkName: "chicken-protein-supplier-parts" */ './ChickenProteinSupplierPage.parts'
    ),
);
const ProteinExtractionUnit = parts.part('ProteinExtractionUnit');
const ProteinProducts = parts.part('ProteinProducts');

export default function ChickenProteinSupplierPage() {
  const content = localize(chickenProtein);
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
      <ProteinExtractionUnit />
      <ProteinProducts />
      <Section width="narrow">
        <SectionHeading
          title={content.contact.title}
          intro={content.contact.intro}
          align="center"
        />
        <ContactFormIsland />
      </Section>
      <ContentPageEnd
        faqs={content.faqs}
        tollFreeText={content.tollFreeText}
        footer={content.footer}
      />
    </>
  );
}
