import { Clock, MapPin, MessageCircle, Navigation, Phone } from 'lucide-react';
import {
  contentLang,
  currentLocale,
  tr,
  trFormat,
  type Dealer,
  type Locale,
} from '@navdhara/shared';
import { openState, weekRows } from '../lib/hours';
import { districtByKey, STATES } from '../lib/places';
import { directionsUrl, spokenNumber, telUrl, whatsappUrl } from '../lib/whatsapp';
import { dayName, kindName } from './labels';
import styles from './DealerCard.module.css';

export interface DealerCardProps {
  dealer: Dealer;
  /** Kilometres from the place searched, when there was one. */
  km?: number;
  /** The moment "open now" is told for (the answer's), or none to show the hours alone. */
  at?: Date;
  /** The WhatsApp message, already written in the page's language. */
  message: string;
  /** The card's heading level: h3 under a results heading. */
  headingLevel?: 'h2' | 'h3';
}

/** `12.5 km` in the page's language's digits and grouping. */
function kilometres(km: number, locale: Locale): string {
  return trFormat('{count} km', {
    count: new Intl.NumberFormat(locale === 'en' ? 'en-IN' : `${locale}-IN`, {
      maximumFractionDigits: 1,
    }).format(km),
  });
}

/**
 * A dealer (or one of the group's places): name, kind, address, distance, hours and whether it is
 * open now, and three real links: call, WhatsApp with the message written, directions.
 */
export function DealerCard({ dealer, km, at, message, headingLevel = 'h3' }: DealerCardProps) {
  const locale = currentLocale();
  const Heading = headingLevel;
  const district = districtByKey(dealer.district);
  const place = [
    dealer.town,
    district && district[locale] !== dealer.town ? district[locale] : null,
    STATES[dealer.state]?.[locale],
    dealer.pinCode,
  ]
    .filter(Boolean)
    .join(', ');
  const state = at ? openState(dealer.hours, at) : null;
  const rows = weekRows(dealer.hours);
  const tel = telUrl(dealer.phone);
  const chat = dealer.whatsapp ? whatsappUrl(dealer.whatsapp, message) : '';
  return (
    <article
      className={styles.card}
      lang={contentLang(dealer)}
      data-testid="dealer-card"
      data-dealer-kind={dealer.kind}
    >
      <header className={styles.header}>
        <Heading className={styles.name}>{dealer.name}</Heading>
        <span className={styles.kind} lang={currentLocale()}>
          {kindName(dealer.kind)}
        </span>
      </header>
      <p className={styles.address}>
        <MapPin aria-hidden="true" size={16} />
        <span>
          {dealer.address}
          <br />
          {place}
        </span>
      </p>
      {km !== undefined && (
        <p className={styles.distance} lang={currentLocale()} data-testid="dealer-distance">
          {trFormat('{distance} away', { distance: kilometres(km, locale) })}
        </p>
      )}
      <div className={styles.hours} lang={currentLocale()}>
        <Clock aria-hidden="true" size={16} />
        <div>
          {state?.open === true && (
            <p className={styles.open} data-testid="open-now">
              {trFormat('Open now, until {time}', { time: state.closes })}
            </p>
          )}
          {state?.open === false && (
            <p className={styles.closed} data-testid="open-now">
              {state.opens
                ? state.opens.today
                  ? trFormat('Closed now; opens at {time}', { time: state.opens.time })
                  : trFormat('Closed now; opens {day} at {time}', {
                      day: dayName(state.opens.day),
                      time: state.opens.time,
                    })
                : tr('Closed now')}
            </p>
          )}
          {rows.length > 0 ? (
            <ul className={styles.week}>
              {rows.map((row) => (
                <li key={row.from}>
                  {row.from === row.to
                    ? dayName(row.from)
                    : trFormat('{from} to {to}', { from: dayName(row.from), to: dayName(row.to) })}
                  {': '}
                  {row.spans.map(([from, to]) => `${from}–${to}`).join(', ')}
                </li>
              ))}
            </ul>
          ) : (
            <p>{tr('Call for opening hours')}</p>
          )}
        </div>
      </div>
      <div className={styles.actions} lang={currentLocale()}>
        {tel && (
          <a className={styles.action} href={tel} data-testid="dealer-call">
            <Phone aria-hidden="true" size={18} />
            <span>
              {tr('Call')} <span className="visually-hidden">{dealer.name}, </span>
              <bdi dir="ltr">{spokenNumber(dealer.phone)}</bdi>
            </span>
          </a>
        )}
        {chat && (
          <a
            className={styles.action}
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="dealer-whatsapp"
          >
            <MessageCircle aria-hidden="true" size={18} />
            <span>
              {tr('WhatsApp')} <span className="visually-hidden">{dealer.name}</span>
            </span>
          </a>
        )}
        <a
          className={styles.action}
          href={directionsUrl(dealer.latitude, dealer.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="dealer-directions"
        >
          <Navigation aria-hidden="true" size={18} />
          <span>
            {tr('Directions')} <span className="visually-hidden">{dealer.name}</span>
          </span>
        </a>
      </div>
    </article>
  );
}
