import {
  ContactCta,
  ContactFormIsland,
  Hero,
  LazyHydrate,
  Section,
  SectionHeading,
} from '@navdhara/shared/ui';
import {
  CardGrid,
  ContentPageEnd,
  ContentPageIntro,
  DetailCard,
  FeatureSplit,
} from '@navdhara/shared/division';
import { chickenProtein as content } from '../content/chicken-protein';

export default function ChickenProteinSupplierPage() {
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
          <FeatureSplit
            testId="extraction-unit"
            eyebrow={content.extractionUnit.eyebrow}
            title={content.extractionUnit.title}
            paragraphs={content.extractionUnit.paragraphs}
            points={content.extractionUnit.points}
            image={content.extractionUnit.image}
          />
        </Section>
      </LazyHydrate>
      <LazyHydrate>
        <Section tone="muted">
          <SectionHeading
            title={content.productsTitle}
            intro={content.productsIntro}
            align="center"
          />
          <CardGrid columns={4} testId="protein-products">
            {content.products.map((product) => (
              <DetailCard
                key={product.title}
                title={product.title}
                image={{ ...product.image, alt: product.alt }}
                purpose={product.purpose}
                lists={[{ heading: 'Benefits', items: product.benefits }]}
                note={{ label: 'Why choose it:', text: product.whyChoose }}
              />
            ))}
          </CardGrid>
        </Section>
      </LazyHydrate>
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
