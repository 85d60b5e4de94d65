import { useUiStore } from '@navdhara/shared';
import {
  Button,
  ContactCta,
  FaqAccordion,
  Hero,
  Section,
  SectionHeading,
} from '@navdhara/shared/ui';
import {
  CardGrid,
  ContentFooterBlock,
  DetailCard,
  IntroBlock,
  ProductOverlay,
  TollFreeCta,
  faqItems,
} from '@navdhara/shared/division';
import { layerFeed as content } from '../content/layer-feed';

export default function LayerChickenFeedPage() {
  const setOverlay = useUiStore((s) => s.setOverlayDetails);
  const { glance } = content;
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
        >
          <p>
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              onClick={() =>
                setOverlay({
                  title: glance.title,
                  detail: glance.detail,
                  tableHeading: [...glance.headings],
                  tableBody: glance.rows.map((row) => [...row]),
                })
              }
            >
              {glance.action}
            </Button>
          </p>
        </IntroBlock>
      </Section>
      <Section tone="muted">
        <SectionHeading
          title={content.productsTitle}
          intro={content.productsIntro}
          align="center"
        />
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
      <ProductOverlay />
    </>
  );
}
