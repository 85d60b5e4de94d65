import { useId } from 'react';
import { Search } from 'lucide-react';
import { currentLocale, localizedPath, SECTIONS, tr, type Section } from '@navdhara/shared';
import { MAX_PLACE_LENGTH } from '../lib/places';
import { divisionName } from './labels';
import styles from './DealerSearchForm.module.css';

export interface DealerSearchFormProps {
  place?: string;
  division?: Section | null;
  /** The product the visitor came from, carried along with the search. */
  product?: string | null;
}

/**
 * The search: a plain GET form to /where-to-buy in the page's language, answered by the server,
 * so it works before and without script. A PIN code, a town or a district in any of the three
 * scripts; the division (kept from the page the visitor came from).
 */
export function DealerSearchForm({
  place = '',
  division = null,
  product = null,
}: DealerSearchFormProps) {
  const id = useId();
  return (
    <form
      role="search"
      method="get"
      action={localizedPath('/where-to-buy', currentLocale())}
      className={styles.form}
      data-testid="dealer-search"
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-place`} className={styles.label}>
          {tr('PIN code, town or district')}
        </label>
        <input
          id={`${id}-place`}
          className={styles.input}
          name="place"
          defaultValue={place}
          maxLength={MAX_PLACE_LENGTH}
          required
          autoComplete="postal-code"
          enterKeyHint="search"
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {tr('For example 141001, Karnal or करनाल.')}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-division`} className={styles.label}>
          {tr('What you want to buy')}
        </label>
        <select
          id={`${id}-division`}
          className={styles.input}
          name="division"
          defaultValue={division ?? ''}
        >
          <option value="">{tr('Everything')}</option>
          {SECTIONS.map((section) => (
            <option key={section} value={section}>
              {divisionName(section)}
            </option>
          ))}
        </select>
      </div>
      {product && <input type="hidden" name="product" value={product} />}
      <button type="submit" className={styles.submit}>
        <Search aria-hidden="true" size={20} />
        <span>{tr('Find dealers')}</span>
      </button>
    </form>
  );
}
