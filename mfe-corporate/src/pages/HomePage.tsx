import { Eye, Target } from 'lucide-react';
import { getBlogs, getTestimonies, type PageProps } from '@navdhara/shared';
import {
  ButtonLink,
  FaqAccordion,
  LazyHydrate,
  Section,
  SectionHeading,
  SeoTextBlock,
} from '@navdhara/shared/ui';
import { BusinessUnits } from '../components/BusinessUnits';
import { FounderMessage } from '../components/FounderMessage';
import { HomeBanner } from '../components/HomeBanner';
import { BlogCarousel, EventsCarousel, TestimonialCarousel } from '../components/HomeCarousels';
import { homeFaqs, homeSections, homeSeo, missionVision } from '../content/home';
import common from './common.module.css';
import styles from './HomePage.module.css';

/** The blog and testimonial carousels, from the CMS. */
export const loader = () => ({ blogs: getBlogs, testimonies: getTestimonies });

export default function HomePage({ data }: PageProps<typeof loader>) {
  return (
    <>
      <HomeBanner />

      <LazyHydrate>
        <Section labelledBy="mission-heading">
          <SectionHeading
            id="mission-heading"
            eyebrow={missionVision.eyebrow}
            title={missionVision.title}
          />
          <div className={common.grid2}>
            <article className={`${common.card} ${styles.mvCard}`}>
              <span className={common.iconBadge} aria-hidden="true">
                <Target size={26} />
              </span>
              <h3>{missionVision.mission.title}</h3>
              <p>{missionVision.mission.text}</p>
            </article>
            <article className={`${common.card} ${styles.mvCard}`}>
              <span className={common.iconBadge} aria-hidden="true">
                <Eye size={26} />
              </span>
              <h3>{missionVision.vision.title}</h3>
              <p>{missionVision.vision.text}</p>
            </article>
          </div>
          <div className={styles.center}>
            <ButtonLink to={missionVision.cta.to} variant="secondary">
              {missionVision.cta.label}
              <span className="visually-hidden"> about Navdhara Group</span>
            </ButtonLink>
          </div>
        </Section>
      </LazyHydrate>

      <LazyHydrate>
        <FounderMessage />
      </LazyHydrate>

      <LazyHydrate>
        <Section labelledBy="units-heading">
          <SectionHeading
            id="units-heading"
            eyebrow={homeSections.units.eyebrow}
            title={homeSections.units.title}
            intro={homeSections.units.intro}
          />
          <BusinessUnits />
        </Section>
      </LazyHydrate>

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

      <LazyHydrate>
        <Section width="narrow">
          <SeoTextBlock heading={homeSeo.heading}>
            {homeSeo.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </SeoTextBlock>
          <div className={common.faqWrap}>
            <FaqAccordion items={homeFaqs} />
          </div>
        </Section>
      </LazyHydrate>
    </>
  );
}
