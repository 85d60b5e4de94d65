// Only CattleFeedPage's staticParts imports this, dynamically: a static import would bring this
// code back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { localize } from '@navdhara/shared';
import { Section, SectionHeading } from '@navdhara/shared/ui';
import { CardGrid, IntroBlock } from '@navdhara/shared/static';
import { CattleGroupCard } from '../components/CattleGroupCard';
import { cattleFeed } from '../content/cattle-feed';

export function CattleIntro() {
  const content = localize(cattleFeed);
  return (
    <Section>
      <IntroBlock
        title={content.intro.title}
        paragraphs={content.intro.paragraphs}
        highlights={content.intro.highlights}
      />
    </Section>
  );
}

export function CattleProducts() {
  const content = localize(cattleFeed);
  return (
    <Section tone="muted">
      <SectionHeading title={content.productsTitle} intro={content.productsIntro} align="center" />
      <CardGrid columns={2} testId="cattle-products">
        {content.products.map((product) => (
          <CattleGroupCard key={product.name} product={product} />
        ))}
      </CardGrid>
    </Section>
  );
}
