import { localize } from '@navdhara/shared';
import { ContactCta, Hero, staticParts } from '@navdhara/shared/ui';
import { images } from '../content/images';
import { businessIntro } from '../content/pages';

const parts = staticParts(
  'business',
  () => import(/* webpackChunkName: "business-parts" */ './BusinessPage.parts'),
);
const BusinessDivisions = parts.part('BusinessDivisions');
const BusinessSeoFaqs = parts.part('BusinessSeoFaqs');

export default function BusinessPage() {
  const intro = localize(businessIntro);
  return (
    <>
      <Hero
        title={intro.title}
        eyebrow={intro.eyebrow}
        subtitle={intro.intro}
        image={localize(images.bannerLeadership)}
      >
        <ContactCta />
      </Hero>

      <BusinessDivisions />

      <BusinessSeoFaqs />
    </>
  );
}
