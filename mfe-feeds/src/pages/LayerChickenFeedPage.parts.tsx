// Only LayerChickenFeedPage's staticParts imports this, dynamically: a static import would bring
// this code back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { Section, SectionHeading } from '@navdhara/shared/ui';
import { CardGrid, DetailCard } from '@navdhara/shared/static';
import { layerFeed as content } from '../content/layer-feed';

export function LayerProducts() {
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
            lists={[{ heading: 'Features', items: product.features }]}
            note={{ label: 'Ideal for:', text: product.idealFor }}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
