import { Link } from 'react-router-dom';
import { formatDate, truncate, truncation, useUiStore, type MediaPress } from '@navdhara/shared';
import styles from './MediaCard.module.css';

/** A press item (docs/requirements.md#media-page): image, outlet, date, title cut at 55 + ellipsis, Learn more. */
export function MediaCard({ item }: { item: MediaPress }) {
  const setMediaDetail = useUiStore((s) => s.setMediaDetail);
  const image = item.image;
  return (
    <article className={styles.card} data-testid="media-card">
      <div className={styles.media}>
        {image ? (
          <img
            src={image.formats.small?.url ?? image.url}
            alt={image.alternativeText}
            width={image.formats.small?.width ?? image.width ?? 800}
            height={image.formats.small?.height ?? image.height ?? 560}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.outlet} data-testid="media-outlet">
            {item.media}
          </span>
          <time dateTime={item.date} data-testid="media-date">
            {formatDate(item.date)}
          </time>
        </p>
        <h2 className={styles.title} title={item.title} data-testid="media-title">
          {truncate(item.title, truncation.mediaTitle)}
        </h2>
        <Link
          to={`/media-article/${item.id}`}
          className={styles.more}
          onClick={() => setMediaDetail({ id: item.id, title: item.title })}
        >
          Learn more<span className="visually-hidden">: {item.title}</span>
        </Link>
      </div>
    </article>
  );
}
