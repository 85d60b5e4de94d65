import {
  contentLang,
  localize,
  truncate,
  truncation,
  type BlogSummary,
  type ItemState,
  type Testimony,
} from '@navdhara/shared';
import { AssetImage, Carousel, CmsImage } from '@navdhara/shared/ui';
import { EVENTS_AUTOPLAY_MS, EVENTS_SPEED_MS, events, homeCarousels } from '../content/home';
import { BlogCard } from './BlogCard';
import { LoadState } from './LoadState';
import styles from './HomeCarousels.module.css';

/** Blog slider (docs/requirements.md#carousels-and-sliders): 4 slides ≥1920, 3 ≥1024, 2 ≥768, else 1; 500 ms; infinite; centred; no dots. */
export function BlogCarousel({ blogs }: { blogs: ItemState<BlogSummary[]> }) {
  const names = localize(homeCarousels.blog);
  return (
    <LoadState
      loading={blogs.loading}
      failed={blogs.status === 'error'}
      label={names.loading}
      onRetry={blogs.reload}
      testId="blogs"
    >
      <Carousel
        label={names.label}
        slideNoun={names.slideNoun}
        slideClassName={styles.blogSlide}
        speedMs={500}
        loop
        align="center"
        showDots={false}
        testId="blog-carousel"
      >
        {(blogs.data ?? []).map((blog) => (
          <BlogCard key={blog.id} blog={blog} />
        ))}
      </Carousel>
    </LoadState>
  );
}

/** Testimonials (docs/requirements.md#carousels-and-sliders): centre padding 30 px under 768, then 80/160/300/450/600 px. */
export function TestimonialCarousel({ testimonies }: { testimonies: ItemState<Testimony[]> }) {
  const names = localize(homeCarousels.testimonials);
  return (
    <LoadState
      loading={testimonies.loading}
      failed={testimonies.status === 'error'}
      label={names.loading}
      onRetry={testimonies.reload}
      testId="testimonials"
    >
      <Carousel
        label={names.label}
        slideNoun={names.slideNoun}
        slideClassName={styles.testimonialSlide}
        loop
        align="center"
        testId="testimonial-carousel"
      >
        {(testimonies.data ?? []).map((t) => (
          <figure key={t.id} className={styles.testimonial} lang={contentLang(t)}>
            <blockquote className={styles.quote}>
              <p>“{truncate(t.about, truncation.cardContent)}”</p>
            </blockquote>
            <figcaption className={styles.person}>
              {t.image ? (
                <CmsImage image={t.image} sizes="56px" className={styles.avatar} />
              ) : (
                <span className={styles.avatar} aria-hidden="true" />
              )}
              <span>
                <strong>{t.name}</strong>
                {t.business_name && <span className={styles.business}>{t.business_name}</span>}
              </span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </LoadState>
  );
}

/** "What is buzzing" (docs/requirements.md#home-page): nine events, autoplay every 3000 ms, speed 800 ms. */
export function EventsCarousel() {
  const names = localize(homeCarousels.events);
  return (
    <Carousel
      label={names.label}
      slideNoun={names.slideNoun}
      slideClassName={styles.eventSlide}
      speedMs={EVENTS_SPEED_MS}
      autoplayMs={EVENTS_AUTOPLAY_MS}
      loop
      align="center"
      testId="events-carousel"
    >
      {localize(events).map((event) => (
        <article key={event.title} className={styles.event}>
          <AssetImage image={event.image} className={styles.eventImage} />
          <div className={styles.eventBody}>
            <h3 className={styles.eventTitle}>{truncate(event.title, truncation.cardTitle)}</h3>
            <p>{truncate(event.content, truncation.cardContent)}</p>
          </div>
        </article>
      ))}
    </Carousel>
  );
}
