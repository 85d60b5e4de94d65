import { useId } from 'react';
import { Quote } from 'lucide-react';
import { localize, tr } from '@navdhara/shared';
import { Section } from '@navdhara/shared/ui';
import { founderMessage } from '../content/home';
import { images } from '../content/images';
import styles from './FounderMessage.module.css';

/**
 * docs/requirements.md#home-page: collapsed by default; Read More reveals the rest and then
 * disappears (no collapse). A native `<details>` whose toggle hides once open, so it works from
 * the server HTML.
 */
export function FounderMessage() {
  const id = useId();
  const content = localize(founderMessage);
  const portrait = localize(images.founder);
  return (
    <Section tone="warm" labelledBy={`${id}-h`}>
      <div className={styles.layout} data-testid="founder-message">
        <img
          className={styles.portrait}
          src={portrait.src}
          alt={portrait.alt}
          width={portrait.width}
          height={portrait.height}
          loading="lazy"
          decoding="async"
        />
        <div>
          <p className={styles.eyebrow}>{content.eyebrow}</p>
          <h2 id={`${id}-h`} className={styles.title}>
            {content.title}
          </h2>
          <Quote className={styles.quote} aria-hidden="true" size={40} />
          {content.lead.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
          <details className={styles.details}>
            <summary className={styles.more}>{tr('Read More')}</summary>
            <div data-testid="founder-more">
              {content.more.map((paragraph) => (
                <p key={paragraph} className={styles.text}>
                  {paragraph}
                </p>
              ))}
            </div>
          </details>
          <p className={styles.signature}>
            <strong>{content.name}</strong>
            <span>{content.role}</span>
          </p>
        </div>
      </div>
    </Section>
  );
}
