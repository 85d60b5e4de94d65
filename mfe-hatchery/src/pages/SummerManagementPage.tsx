import { localize } from '@navdhara/shared';
import { ContactCta, Hero, staticParts } from '@navdhara/shared/ui';
import { ContentPageEnd, ContentPageIntro } from '@navdhara/shared/division';
import { summerManagement } from '../content/summer-management';

const parts = staticParts(
  'summer-management',
  () => import(/* webpackChunkName: "summer-management-parts" */ './SummerManagementPage.parts'),
);
const SummerStrategies = parts.part('SummerStrategies');
const SummerClosing = parts.part('SummerClosing');

export default function SummerManagementPage() {
  const content = localize(summerManagement);
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
      <SummerStrategies />
      <SummerClosing />
      <ContentPageEnd
        faqs={content.faqs}
        tollFreeText={content.tollFreeText}
        footer={content.footer}
      />
    </>
  );
}
