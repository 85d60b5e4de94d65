import { ContactCta, Hero, Section } from '@navdhara/shared/ui';
import { heroImage, foodsIntro as content } from '../content/pages';

export default function FoodsPage() {
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
