import { getBlogs, localize, type PageLoaderArgs, type PageProps } from '@navdhara/shared';
import { ContactCta, Hero, staticParts } from '@navdhara/shared/ui';
import { images } from '../content/images';
import { sustainabilityIntro } from '../content/pages';
import { sustainabilitySections } from '../content/sustainability';

/** The blog posts shown beside the sustainability story, from the CMS. */
export const loader = ({ locale }: PageLoaderArgs) => ({ blogs: () => getBlogs(locale) });

const parts = staticParts(
  'sustainability',
  () => import(/* webpackChunkName: "sustainability-parts" */ './SustainabilityPage.parts'),
);
const SustainabilityStory = parts.part('SustainabilityStory');
const SustainabilityCarbon = parts.part('SustainabilityCarbon');
const SustainabilityBlogs = parts.part('SustainabilityBlogs');

export default function SustainabilityPage({ data }: PageProps<typeof loader>) {
  const intro = localize(sustainabilityIntro);
  return (
    <>
      <Hero
        title={intro.title}
        eyebrow={intro.eyebrow}
        subtitle={intro.intro}
        image={localize(images.bannerSustainable)}
      >
        <ContactCta />
      </Hero>

      {localize(sustainabilitySections).map((section, index) => (
        <SustainabilityStory key={section.id} section={section} index={index} />
      ))}

      <SustainabilityCarbon />

      <SustainabilityBlogs blogs={data.blogs} />
    </>
  );
}
