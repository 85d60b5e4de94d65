import { useId } from 'react';
import { Search } from 'lucide-react';
import { currentLocale, localizedPath, MAX_QUERY_LENGTH, tr } from '@navdhara/shared';
import styles from './SearchForm.module.css';

export interface SearchFormProps {
  /** The words searched last, shown in the field. */
  query?: string;
  /** `page`: the search page's own form; `header`: the frame's compact one. */
  variant?: 'page' | 'header';
  className?: string;
}

/**
 * The site's search form: a plain GET form to the search page in the page's language
 * (`/hi/search?q=`), which the site server renders with its results, so it works before and
 * without script. The field is labelled, takes at most MAX_QUERY_LENGTH characters and keeps
 * whatever it is given as text.
 */
export function SearchForm({ query = '', variant = 'page', className }: SearchFormProps) {
  const id = useId();
  const header = variant === 'header';
  // Out of the attributes: the dictionaries' extractor reads only text attributes.
  const label = tr('Search the site');
  const placeholder = tr('Product, word or question');
  return (
    <form
      role="search"
      method="get"
      action={localizedPath('/search', currentLocale())}
      className={[styles.form, header ? styles.header : styles.page, className]
        .filter(Boolean)
        .join(' ')}
      data-testid={`search-form-${variant}`}
    >
      <label htmlFor={`${id}-q`} className={header ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-q`}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          {...(header ? {} : { 'aria-describedby': `${id}-hint` })}
        />
        <button type="submit" className={styles.submit}>
          <Search aria-hidden="true" size={header ? 16 : 20} />
          <span className={header ? 'visually-hidden' : undefined}>{tr('Search')}</span>
        </button>
      </div>
      {!header && (
        <p id={`${id}-hint`} className={styles.hint}>
          {tr('Search products, pages, questions and news in every division.')}
        </p>
      )}
    </form>
  );
}
