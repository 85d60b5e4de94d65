import { localize, tr, trFormat, useUiStore } from '@navdhara/shared';
import {
  Button,
  ContactCta,
  Hero,
  Section,
  SectionHeading,
  staticParts,
} from '@navdhara/shared/ui';
import {
  ContentPageEnd,
  ContentPageIntro,
  ProductOverlay,
  type FanProduct,
} from '@navdhara/shared/division';
import { CardGrid, DetailCard } from '@navdhara/shared/static';
import { ventilationFan } from '../content/ventilation-fan';

const parts = staticParts(
  'ventilation-fan',
  () => import(/* webpackChunkName: "ventilation-fan-parts" */ './VentilationFanPage.parts'),
);
const FanClosing = parts.part('FanClosing');

export default function VentilationFanPage() {
  const content = localize(ventilationFan);
  // Out of the JSX attributes below: the dictionaries' extractor reads only text attributes.
  const specificationsHeading = tr('Specifications');
  const featuresHeading = tr('Features');
  const idealForLabel = tr('Ideal for:');
  const ofProduct = (product: string) => trFormat('of the {product}', { product });
  const setOverlay = useUiStore((s) => s.setOverlayDetails);
  const showSpecs = (fan: FanProduct) =>
    setOverlay({
      title: fan.productName,
      detail: fan.purpose,
      tableHeading: [...fan.specTable.headings],
      tableBody: fan.specTable.rows.map((row) => [...row]),
    });
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
      {/* Not a static part: each card's specifications button opens the product overlay, so the
          cards hydrate with the page and their first press costs no fetch. */}
      <Section>
        <SectionHeading
          title={content.productsTitle}
          intro={content.productsIntro}
          align="center"
        />
        <CardGrid columns={3} testId="fan-products">
          {content.products.map((fan) => (
            <DetailCard
              key={fan.productName}
              title={fan.productName}
              image={{ ...fan.image, alt: fan.alt }}
              purpose={fan.purpose}
              lists={[
                { heading: specificationsHeading, items: fan.specifications },
                { heading: featuresHeading, items: fan.features },
              ]}
              note={{ label: idealForLabel, text: fan.idealFor }}
              action={
                <Button
                  variant="secondary"
                  size="sm"
                  aria-haspopup="dialog"
                  onClick={() => showSpecs(fan)}
                >
                  {content.specsAction}
                  <span className="visually-hidden"> {ofProduct(fan.productName)}</span>
                </Button>
              }
            />
          ))}
        </CardGrid>
      </Section>
      <FanClosing />
      <ContentPageEnd
        faqs={content.faqs}
        tollFreeText={content.tollFreeText}
        footer={content.footer}
      />
      <ProductOverlay />
    </>
  );
}
