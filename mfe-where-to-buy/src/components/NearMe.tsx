import { useState, useSyncExternalStore } from 'react';
import { LocateFixed } from 'lucide-react';
import { currentLocale, getDealersIn, tr, type Section } from '@navdhara/shared';
import { whatsappMessage } from '../lib/message';
import { nearestDistricts } from '../lib/places';
import { rankDealers, RESULT_LIMIT, type Found } from '../lib/search';
import { DealerCard } from './DealerCard';
import styles from './NearMe.module.css';

type NearState =
  | { step: 'idle' }
  | { step: 'locating' }
  | { step: 'denied' }
  | { step: 'failed' }
  | { step: 'done'; found: Found[]; at: string };

const noSubscription = () => () => undefined;
/**
 * Whether the browser can give a position here: it has geolocation, and the page's
 * Permissions-Policy allows it (the site server's answers `geolocation=()` today, which refuses
 * every request: then the button is not shown rather than failing each time).
 */
const hasGeolocation = () => {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return false;
  const policy = (
    document as Document & {
      featurePolicy?: { allowsFeature?: (feature: string) => boolean };
    }
  ).featurePolicy;
  return policy?.allowsFeature ? policy.allowsFeature('geolocation') : true;
};

export interface NearMeProps {
  division: Section | null;
  product: string | null;
  productName: string | null;
}

/**
 * "Near me", where script runs and the visitor allows it: the browser's position is used here,
 * in this page's memory, and nowhere else. It is never put in an address, a form, a cookie or
 * storage, and never sent: the page asks the CMS only for the dealers of the three districts
 * whose centres are nearest (their names, as a visitor would type them), and sorts them by the
 * exact distance itself. So no server, log or cache ever holds the position. Without script (or
 * a position) the button is not shown, and the form serves.
 */
export function NearMe({ division, product, productName }: NearMeProps) {
  // False on the server and while hydrating, so the button is never in the HTML without script.
  const available = useSyncExternalStore(noSubscription, hasGeolocation, () => false);
  const [state, setState] = useState<NearState>({ step: 'idle' });
  if (!available) return null;

  const locate = () => {
    setState({ step: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const from = { lat: coords.latitude, lng: coords.longitude };
        const districts = nearestDistricts(from, 3);
        const locale = currentLocale();
        Promise.all(districts.map((district) => getDealersIn(locale, { district: district.key })))
          .then((pages) => {
            const found = rankDealers(
              pages.flatMap((page) => page.items),
              from,
              { division, product },
              RESULT_LIMIT,
            );
            setState({ step: 'done', found, at: new Date().toISOString() });
          })
          .catch(() => setState({ step: 'failed' }));
      },
      (error) => setState({ step: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' }),
      { maximumAge: 600_000, timeout: 15_000, enableHighAccuracy: false },
    );
  };

  return (
    <div className={styles.nearMe} data-testid="near-me">
      <button
        type="button"
        className={styles.button}
        onClick={locate}
        disabled={state.step === 'locating'}
      >
        <LocateFixed aria-hidden="true" size={18} />
        <span>{tr('Dealers near me')}</span>
      </button>
      <p className={styles.note}>
        {tr('Your location is used on this page only: it is not sent, stored or kept.')}
      </p>
      <div aria-live="polite">
        {state.step === 'locating' && <p>{tr('Finding where you are…')}</p>}
        {state.step === 'denied' && (
          <p role="status">
            {tr('Your browser did not share your location. Type your PIN code instead.')}
          </p>
        )}
        {state.step === 'failed' && (
          <p role="status">
            {tr('Your location could not be used just now. Type your PIN code instead.')}
          </p>
        )}
        {state.step === 'done' &&
          (state.found.length === 0 ? (
            <p role="status">
              {tr('No dealer near you sells this yet. Call us on 1800-000-0000.')}
            </p>
          ) : (
            <>
              <h2 className={styles.heading}>{tr('Dealers near you')}</h2>
              <ol className={styles.list}>
                {state.found.map(({ dealer, km }) => (
                  <li key={dealer.documentId || dealer.id}>
                    <DealerCard
                      dealer={dealer}
                      km={km}
                      at={new Date(state.at)}
                      message={whatsappMessage(dealer.name, { productName, division })}
                    />
                  </li>
                ))}
              </ol>
            </>
          ))}
      </div>
    </div>
  );
}
