// Only ChickenProteinSupplierPage's staticParts imports this, dynamically: a static import would
// bring this code back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { localize, tr } from '@navdhara/shared';
import { Section, SectionHeading } from '@navdhara/shared/ui';
import { CardGrid, DetailCard, FeatureSplit } from '@navdhara/shared/static';
import { chickenProtein } from '../content/chicken-protein';

export function ProteinExtractionUnit() {
  const content = localize(chickenProtein);
  return (
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
  );
}

export function ProteinProducts() {
  const content = localize(chickenProtein);
  // Outside the JSX: the extractor (npm run i18n) reads no call inside a non-text attribute.
  const benefitsHeading = tr('Benefits');
  const whyChooseLabel = tr('Why choose it:');
  return (
    <Section tone="muted">
      <SectionHeading title={content.productsTitle} intro={content.productsIntro} align="center" />
      <CardGrid columns={4} testId="protein-products">
        {content.products.map((product) => (
          <DetailCard
            key={product.title}
            title={product.title}
            image={{ ...product.image, alt: product.alt }}
            purpose={product.purpose}
            lists={[{ heading: benefitsHeading, items: product.benefits }]}
            note={{ label: whyChooseLabel, text: product.whyChoose }}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
