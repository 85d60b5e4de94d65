import { currentLocale, localizedPath, tr, trFormat } from '@navdhara/shared';
import type { SearchAnswer } from '../lib/answer';
import { whatsappMessage } from '../lib/message';
import { districtByKey } from '../lib/places';
import { DealerCard } from './DealerCard';
import { divisionName } from './labels';
import styles from './DealerResults.module.css';

/** The answer to a search: what was found, a clear word when nothing was, and the dealers. */
export function DealerResults({ answer }: { answer: SearchAnswer }) {
  const locale = currentLocale();
  const at = new Date(answer.at);
  const { request } = answer;
  const wanted = answer.productName ?? (request.division ? divisionName(request.division) : null);
  const placeName = (() => {
    if (!answer.place) return '';
    const district = districtByKey(answer.place.district);
    if (answer.place.kind === 'district') return district?.[locale] ?? answer.place.value;
    return district ? `${answer.place.value}, ${district[locale]}` : answer.place.value;
  })();
  const nearest = answer.nearest ? districtByKey(answer.nearest) : undefined;
  const message = (name: string) =>
    whatsappMessage(name, { productName: answer.productName, division: request.division });
  return (
    <div className={styles.results} aria-live="polite">
      {answer.outcome === 'refused' && (
        <p className={styles.notice} role="alert" data-testid="search-refused">
          {tr(
            'That search cannot be answered. Type a PIN code of six digits, or the name of a town or district.',
          )}
        </p>
      )}
      {answer.outcome === 'unknown' && (
        <div className={styles.notice} role="status" data-testid="place-unknown">
          <p>
            {answer.unknownPin
              ? trFormat('We could not find the PIN code {place}.', { place: request.place })
              : trFormat('We could not find a place called “{place}”.', {
                  place: request.place,
                })}{' '}
            {tr('Check the spelling, or try your PIN code or your district’s name.')}
          </p>
          {nearest && (
            <p>
              {trFormat('Showing dealers near {district}, the nearest district we know.', {
                district: nearest[locale],
              })}
            </p>
          )}
        </div>
      )}
      {answer.outcome === 'found' && (
        <h2 className={styles.heading} data-testid="results-heading">
          {wanted
            ? trFormat('Dealers of {what} near {place}', { what: wanted, place: placeName })
            : trFormat('Dealers near {place}', { place: placeName })}
        </h2>
      )}
      {answer.outcome !== 'none' &&
        answer.outcome !== 'refused' &&
        (answer.place || nearest) &&
        answer.dealers.length === 0 && (
          <p className={styles.notice} role="status" data-testid="no-dealers">
            {trFormat(
              'No dealer within {count} km sells this yet. Call us on 1800-000-0000 and we will help.',
              {
                count: answer.withinKm,
              },
            )}
          </p>
        )}
      {answer.dealers.length > 0 && (
        <ol className={styles.list} data-testid="dealer-results">
          {answer.dealers.map(({ dealer, km }) => (
            <li key={dealer.documentId || dealer.id}>
              <DealerCard dealer={dealer} km={km} at={at} message={message(dealer.name)} />
            </li>
          ))}
        </ol>
      )}
      {answer.facilities.length > 0 && (
        <>
          <h2 className={styles.heading}>{tr('Navdhara Group’s own places nearby')}</h2>
          <ul className={styles.list}>
            {answer.facilities.map(({ dealer, km }) => (
              <li key={dealer.documentId || dealer.id}>
                <DealerCard dealer={dealer} km={km} at={at} message={message(dealer.name)} />
              </li>
            ))}
          </ul>
        </>
      )}
      {answer.place && (
        <p>
          <a
            href={localizedPath(
              `/where-to-buy/${districtByKey(answer.place.district)?.state ?? ''}/${answer.place.district}`,
              locale,
            )}
          >
            {trFormat('Every dealer in {district} district', {
              district: districtByKey(answer.place.district)?.[locale] ?? answer.place.district,
            })}
          </a>
        </p>
      )}
    </div>
  );
}
