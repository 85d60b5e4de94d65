import { ContactCta, Hero, LazyHydrate, Section, SectionHeading } from '@navdhara/shared/ui';
import { CardGrid, IntroBlock, ContentPageEnd } from '@navdhara/shared/division';
import { CattleGroupCard } from '../components/CattleGroupCard';
import { cattleFeed as content } from '../content/cattle-feed';

export default function CattleFeedPage() {
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
      <LazyHydrate>
        <Section>
          <IntroBlock
            title={content.intro.title}
            paragraphs={content.intro.paragraphs}
            highlights={content.intro.highlights}
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
          <CardGrid columns={2} testId="cattle-products">
            {content.products.map((product) => (
              <CattleGroupCard key={product.name} product={product} />
            ))}
          </CardGrid>
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
