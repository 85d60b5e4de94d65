import { localize } from '@navdhara/shared';
import { Carousel } from '@navdhara/shared/ui';
import { journey as journeyRecord, timeline } from '../content/about';
import styles from './Timeline.module.css';

/** "Our Journey" 1985-2020 (docs/requirements.md#about-page): 3 per view from 768 px, 1 below, previous/next. */
export function Timeline() {
  const journey = localize(journeyRecord);
  return (
    <div className={styles.timeline}>
      <Carousel
        label={journey.title}
        slideNoun={journey.slideNoun}
        slideClassName={styles.slide}
        loop={false}
        align="start"
        testId="timeline"
      >
        {localize(timeline).map((item) => (
          <article key={item.year} className={styles.item} data-testid="timeline-item">
            <span className={styles.dot} aria-hidden="true" />
            <p className={styles.year}>{item.year}</p>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.description}</p>
          </article>
        ))}
      </Carousel>
    </div>
  );
}
