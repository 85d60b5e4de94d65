import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { Mail, MapPin, Phone } from 'lucide-react';
import {
  currentLocale,
  footerLinks,
  footerSeoLinks,
  localizedPath,
  mapsSearchUrl,
  site,
  tr,
  trFormat,
} from '@navdhara/shared';
import { ExternalLink, Logo } from '@navdhara/shared/ui';
import { SocialIcon } from './SocialIcon';
import styles from './Footer.module.css';

declare const __BUILD_YEAR__: number;

const noop = () => () => undefined;

/**
 * The copyright year: the build year in the server-rendered HTML (so hydration matches), the
 * visitor's current year once the page is live.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => (typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear()),
  );
}

/** The head office's address as the footer shows it, in the page's language. */
function addressText(): string {
  const { street, city, state, pincode } = site.address;
  return trFormat('{street}, {city}, {state} {pincode}, India', {
    street: tr(street),
    city: tr(city),
    state: tr(state),
    pincode,
  });
}

export function Footer() {
  const year = useCurrentYear();
  const locale = currentLocale();
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.brand}>
          <Logo inverted />
          <p className={styles.about}>
            {trFormat(
              "An integrated poultry and agri-food group since {year}: foods, hatcheries, proteins, equipments and feeds for India's farmers and food businesses.",
              { year: site.foundedYear },
            )}
          </p>
          <ul className={styles.social} aria-label={tr('Social media')}>
            {site.social.map((item) => (
              <li key={item.network}>
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={trFormat('{label} (opens in a new tab)', { label: tr(item.label) })}
                  className={styles.socialLink}
                >
                  <SocialIcon network={item.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={tr('Footer')} className={styles.column}>
          <h2 className={styles.heading}>{tr('Quick links')}</h2>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{tr(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{tr('Reach us')}</h2>
          <ul className={styles.contact}>
            <li>
              <MapPin aria-hidden="true" size={20} />
              <a href={mapsSearchUrl()} target="_blank" rel="noopener noreferrer">
                {addressText()}
                <span className="visually-hidden"> {tr('(opens a map in a new tab)')}</span>
              </a>
            </li>
            <li>
              <Mail aria-hidden="true" size={20} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Phone aria-hidden="true" size={20} />
              <span>
                <a href={`tel:${site.tollFree.tel}`}>
                  {trFormat('Toll-free {number}', { number: site.tollFree.label })}
                </a>
                <span className={styles.hours}>{tr(site.hours.label)}</span>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <nav aria-label={tr('Popular topics')} className={styles.seo}>
        <h2 className="visually-hidden">{tr('Popular topics')}</h2>
        <ul>
          {footerSeoLinks.map((link) => (
            <li key={link.path}>
              {/* A plain link (a new tab): the language's prefix is not the router's to add. */}
              <ExternalLink href={localizedPath(link.path, locale)}>{tr(link.label)}</ExternalLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.bottom}>
        <p>
          {trFormat(
            '© {year} {name}. All rights reserved. A fictional group; all contact details are placeholders.',
            { year, name: site.name },
          )}
        </p>
      </div>
    </footer>
  );
}
