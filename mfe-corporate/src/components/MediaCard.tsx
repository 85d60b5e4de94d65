import { Link } from 'react-router-dom';
import {
  contentLang,
  formatDate,
  tr,
  truncate,
  truncation,
  useUiStore,
  type MediaPressSummary,
} from '@navdhara/shared';
import { CmsImage } from '@navdhara/shared/ui';
import styles from './MediaCard.module.css';

/** A press item (docs/requirements.md#media-page): image, outlet, date, title cut at 55 + ellipsis, Learn more. */
export function MediaCard({ item }: { item: MediaPressSummary }) {
  const setMediaDetail = useUiStore((s) => s.setMediaDetail);
  const image = item.image;
  return (
    <article className={styles.card} data-testid="media-card" lang={contentLang(item)}>
      <div className={styles.media}>
        {image ? (
          // 1, 2 (768) and 4 (1280) cards to a row.
          <CmsImage
            image={image}
            sizes="(min-width: 1280px) 25vw, (min-width: 768px) 50vw, 100vw"
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
          {tr('Learn more')}
          <span className="visually-hidden">: {item.title}</span>
        </Link>
      </div>
    </article>
  );
}
