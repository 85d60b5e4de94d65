import {
  ContactCta,
  ContactFormIsland,
  FaqAccordion,
  Hero,
  Section,
  SectionHeading,
} from '@navdhara/shared/ui';
import {
  CardGrid,
  ContentFooterBlock,
  DetailCard,
  FeatureSplit,
  IntroBlock,
  TollFreeCta,
  WhyChooseCards,
  faqItems,
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
      <Section>
        <IntroBlock
          title={content.intro.title}
          paragraphs={content.intro.paragraphs}
          highlights={content.intro.highlights}
        />
      </Section>
      <Section tone="muted">
        <WhyChooseCards title={content.whyChoose.title} items={content.whyChoose.items} />
      </Section>
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
      <Section width="narrow">
        <SectionHeading
          title={content.contact.title}
          intro={content.contact.intro}
          align="center"
        />
        <ContactFormIsland />
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
