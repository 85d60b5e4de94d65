import { ContactCta, FaqAccordion, Hero, Section, SectionHeading } from '@navdhara/shared/ui';
import {
  CardGrid,
  ContentFooterBlock,
  IntroBlock,
  TollFreeCta,
  faqItems,
} from '@navdhara/shared/division';
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
      <Section>
        <IntroBlock
          title={content.intro.title}
          paragraphs={content.intro.paragraphs}
          highlights={content.intro.highlights}
        />
      </Section>
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
