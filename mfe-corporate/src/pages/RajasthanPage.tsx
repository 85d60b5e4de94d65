import { ContactCta, Hero, Section } from '@navdhara/shared/ui';
import { heroImage, rajasthanIntro as content } from '../content/pages';

export default function RajasthanPage() {
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
