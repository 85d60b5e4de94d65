import { localize, useUiStore } from '@navdhara/shared';
import { Button, ContactCta, Hero, Section, staticParts } from '@navdhara/shared/ui';
import { ProductOverlay, ContentPageEnd } from '@navdhara/shared/division';
import { IntroBlock } from '@navdhara/shared/static';
import { layerFeed } from '../content/layer-feed';

const parts = staticParts(
  'layer-chicken-feed',
  () => import(/* webpackChunkName: "layer-chicken-feed-parts" */ './LayerChickenFeedPage.parts'),
);
const LayerProducts = parts.part('LayerProducts');

export default function LayerChickenFeedPage() {
  const setOverlay = useUiStore((s) => s.setOverlayDetails);
  const content = localize(layerFeed);
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
      {/* Not a static part: "Nutrition at a glance" opens the overlay, so the intro hydrates with
          the page and its first press costs no fetch. */}
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
      <LayerProducts />
      <ContentPageEnd
        faqs={content.faqs}
        tollFreeText={content.tollFreeText}
        footer={content.footer}
      />
      <ProductOverlay />
    </>
  );
}
