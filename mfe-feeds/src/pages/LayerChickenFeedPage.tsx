import { ContactCta, Hero, Section } from '@navdhara/shared/ui';
import { heroImage, layerChickenFeedIntro as content } from '../content/pages';

export default function LayerChickenFeedPage() {
  return (
    <>
      <Hero title={content.title} eyebrow={content.eyebrow} image={heroImage}>
        <ContactCta />
      </Hero>
      <Section width="narrow">
        <p>{content.intro}</p>
      </Section>
    </>
  );
}
