import { ContactCta, Hero, Section } from '@navdhara/shared/ui';
import { heroImage, mediaIntro as content } from '../content/pages';

export default function MediaPage() {
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
