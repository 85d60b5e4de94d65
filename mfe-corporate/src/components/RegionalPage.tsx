import { localize, tr, trFormat } from '@navdhara/shared';
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
export function RegionalPage({
  intro: english,
  content: source,
}: {
  intro: PageIntro;
  content: RegionalContent;
}) {
  const intro = localize(english);
  const content = localize(source);
  // The lines' and questions' texts name the state as `{state}`: translated whole, then filled.
  const state = tr(source.state);
  const fill = (text: string) => trFormat(text, { state });
  const lines = source.lines.map((line) => ({
    ...localize(line),
    description: fill(line.description),
    values: line.values?.map((value) => ({ heading: tr(value.heading), text: fill(value.text) })),
  }));
  const faqs = source.faqs.map((faq) => ({
    ...faq,
    title: fill(faq.title),
    content: fill(faq.content),
  }));
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

      <RegionalLead lead={content.lead} />

      {lines.map((line, index) => (
        <RegionalLine key={line.name} line={line} index={index} state={content.state} />
      ))}

      <RegionalFaqs faqs={faqs} />

      <RegionalCta cta={content.cta} visit={content.visit} />
    </>
  );
}
