import { getTeamMembers, localize, type PageLoaderArgs, type PageProps } from '@navdhara/shared';
import { ContactCta, Hero, Section, SectionHeading, staticParts } from '@navdhara/shared/ui';
import IndiaMap from '../components/IndiaMap';
import { Timeline } from '../components/Timeline';
import { journey as journeyRecord, mapSection as mapRecord } from '../content/about';
import { images } from '../content/images';
import { aboutIntro } from '../content/pages';
import styles from './AboutPage.module.css';

/** The Board of Directors, from the CMS. */
export const loader = ({ locale }: PageLoaderArgs) => ({ team: () => getTeamMembers(locale) });

const parts = staticParts(
  'about',
  () => import(/* webpackChunkName: "about-parts" */ './AboutPage.parts'),
);
const AboutWhoWeAre = parts.part('AboutWhoWeAre');
const AboutValues = parts.part('AboutValues');
const AboutDifferentiators = parts.part('AboutDifferentiators');
const AboutCulture = parts.part('AboutCulture');
const AboutCertificates = parts.part('AboutCertificates');
const AboutBoard = parts.part('AboutBoard');

export default function AboutPage({ data }: PageProps<typeof loader>) {
  const intro = localize(aboutIntro);
  const journey = localize(journeyRecord);
  const mapSection = localize(mapRecord);
  return (
    <>
      <Hero
        title={intro.title}
        eyebrow={intro.eyebrow}
        subtitle={intro.intro}
        image={localize(images.bannerCorporate)}
      >
        <ContactCta />
      </Hero>

      <AboutWhoWeAre />

      {/* Not a static part: the timeline is a carousel, which acts (its buttons, its engine as it
          nears the screen), so it hydrates with the page and its first press costs no fetch. */}
      <Section tone="muted" labelledBy="journey-heading">
        <SectionHeading id="journey-heading" eyebrow={journey.eyebrow} title={journey.title} />
        <Timeline />
      </Section>

      <AboutValues />

      <Section tone="warm" labelledBy="map-heading" width="wide">
        <SectionHeading
          id="map-heading"
          eyebrow={mapSection.eyebrow}
          title={mapSection.title}
          intro={mapSection.intro}
        />
        {/* Not lazy: a Suspense boundary cannot hydrate over server-rendered HTML. */}
        <IndiaMap />
        <p className={styles.attribution}>{mapSection.attribution}</p>
      </Section>

      <AboutDifferentiators />

      <AboutCulture />

      <AboutCertificates />

      <AboutBoard team={data.team} />
    </>
  );
}
