import { ContactCta, Hero, staticParts } from '@navdhara/shared/ui';
import type { RegionalPage as RegionalContent } from '../content/regional';
import type { PageIntro } from '../content/pages';
import { images } from '../content/images';

const parts = staticParts(
  'regional',
  () => import(/* webpackChunkName: "regional-parts" */ './RegionalPage.parts'),
);
const RegionalLead = parts.part('RegionalLead');
const RegionalLine = parts.part('RegionalLine');
const RegionalFaqs = parts.part('RegionalFaqs');
const RegionalCta = parts.part('RegionalCta');

/**
 * Punjab and Rajasthan pages (docs/requirements.md#regional-pages): five business-line sections with images alternating left
 * and right, a 5-item FAQ, the toll-free call to action and a "Visit" link home (these two only).
 */
export function RegionalPage({ intro, content }: { intro: PageIntro; content: RegionalContent }) {
  return (
    <>
      <Hero
        title={intro.title}
        eyebrow={intro.eyebrow}
        subtitle={intro.intro}
        image={images.bannerLeadership}
      >
        <ContactCta />
      </Hero>

      <RegionalLead lead={content.lead} />

      {content.lines.map((line, index) => (
        <RegionalLine key={line.name} line={line} index={index} state={content.state} />
      ))}

      <RegionalFaqs faqs={content.faqs} />

      <RegionalCta cta={content.cta} visit={content.visit} />
    </>
  );
}
