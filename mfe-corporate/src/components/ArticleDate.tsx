import { Calendar } from 'lucide-react';
import { formatDate, tr } from '@navdhara/shared';
import { draftDateLabel } from '../content/pages';
import meta from './ArticleMeta.module.css';

/**
 * The date line of an article (a press item's date, a post's first publication). A draft seen in
 * the CMS admin's Preview has no date yet and says so.
 */
export function ArticleDate({ date }: { date: string }) {
  if (!date)
    return (
      <span className={meta.item} data-testid="article-date">
        <Calendar size={16} aria-hidden="true" /> {tr(draftDateLabel)}
      </span>
    );
  return (
    <span className={meta.item}>
      <Calendar size={16} aria-hidden="true" />
      <time dateTime={date} data-testid="article-date">
        {formatDate(date)}
      </time>
    </span>
  );
}
