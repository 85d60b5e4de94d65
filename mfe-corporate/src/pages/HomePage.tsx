import {
  getBlogs,
  getTestimonies,
  localize,
  type PageLoaderArgs,
  type PageProps,
} from '@navdhara/shared';
import { Section, SectionHeading, staticParts } from '@navdhara/shared/ui';
import { HomeBanner } from '../components/HomeBanner';
import { BlogCarousel, EventsCarousel, TestimonialCarousel } from '../components/HomeCarousels';
import { homeSections as sections } from '../content/home';

/** The blog and testimonial carousels, from the CMS. */
export const loader = ({ locale }: PageLoaderArgs) => ({
  blogs: () => getBlogs(locale),
  testimonies: () => getTestimonies(locale),
});

const parts = staticParts(
  'home',
  () => import(/* webpackChunkName: "home-parts" */ './HomePage.parts'),
);
const HomeIntro = parts.part('HomeIntro');
const HomeFounder = parts.part('HomeFounder');
const HomeUnits = parts.part('HomeUnits');
const HomeSeoFaqs = parts.part('HomeSeoFaqs');

export default function HomePage({ data }: PageProps<typeof loader>) {
  const homeSections = localize(sections);
  return (
    <>
      <HomeBanner />

      <HomeIntro />

      <HomeFounder />

      <HomeUnits />

      <Section tone="muted" labelledBy="blog-heading" width="wide">
        <SectionHeading
          id="blog-heading"
          eyebrow={homeSections.blog.eyebrow}
          title={homeSections.blog.title}
        />
        <BlogCarousel blogs={data.blogs} />
      </Section>

      <Section labelledBy="testimonials-heading" width="wide">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={homeSections.testimonials.eyebrow}
          title={homeSections.testimonials.title}
          align="center"
        />
        <TestimonialCarousel testimonies={data.testimonies} />
      </Section>

      <Section tone="warm" labelledBy="events-heading" width="wide">
        <SectionHeading
          id="events-heading"
          eyebrow={homeSections.events.eyebrow}
          title={homeSections.events.title}
        />
        <EventsCarousel />
      </Section>

      <HomeSeoFaqs />
    </>
  );
}
