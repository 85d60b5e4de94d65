// Only LayerChickenFeedPage's staticParts imports this, dynamically: a static import would bring
// this code back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { localize, tr } from '@navdhara/shared';
import { Section, SectionHeading } from '@navdhara/shared/ui';
import { CardGrid, DetailCard } from '@navdhara/shared/static';
import { layerFeed } from '../content/layer-feed';

export function LayerProducts() {
  const content = localize(layerFeed);
  // Outside the JSX: the extractor (npm run i18n) reads no call inside a non-text attribute.
  const featuresHeading = tr('Features');
  const idealForLabel = tr('Ideal for:');
  return (
    <Section tone="muted">
      <SectionHeading title={content.productsTitle} intro={content.productsIntro} align="center" />
      <CardGrid columns={4} testId="layer-products">
        {content.products.map((product) => (
          <DetailCard
            key={product.title}
            title={product.title}
            image={{ ...product.image, alt: product.alt }}
            purpose={product.purpose}
            lists={[{ heading: featuresHeading, items: product.features }]}
            note={{ label: idealForLabel, text: product.idealFor }}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
