import { useUiStore } from '@navdhara/shared';
import {
  Button,
  ContactCta,
  Hero,
  LazyHydrate,
  Section,
  SectionHeading,
} from '@navdhara/shared/ui';
import {
  CardGrid,
  DetailCard,
  IntroBlock,
  ProductOverlay,
  ContentPageEnd,
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
      <LazyHydrate>
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
      </LazyHydrate>
      <LazyHydrate>
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
      </LazyHydrate>
      <ContentPageEnd
        faqs={content.faqs}
        tollFreeText={content.tollFreeText}
        footer={content.footer}
      />
      <ProductOverlay />
    </>
  );
}
