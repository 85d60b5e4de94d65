import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { Mail, MapPin, Phone } from 'lucide-react';
import { footerLinks, footerSeoLinks, fullAddress, mapsSearchUrl, site } from '@navdhara/shared';
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

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.brand}>
          <Logo inverted />
          <p className={styles.about}>
            An integrated poultry and agri-food group since {site.foundedYear}: foods, hatcheries,
            proteins, equipments and feeds for India&apos;s farmers and food businesses.
          </p>
          <ul className={styles.social} aria-label="Social media">
            {site.social.map((item) => (
              <li key={item.network}>
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${item.label} (opens in a new tab)`}
                  className={styles.socialLink}
                >
                  <SocialIcon network={item.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer" className={styles.column}>
          <h2 className={styles.heading}>Quick links</h2>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>Reach us</h2>
          <ul className={styles.contact}>
            <li>
              <MapPin aria-hidden="true" size={20} />
              <a href={mapsSearchUrl()} target="_blank" rel="noopener noreferrer">
                {fullAddress()}
                <span className="visually-hidden"> (opens a map in a new tab)</span>
              </a>
            </li>
            <li>
              <Mail aria-hidden="true" size={20} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Phone aria-hidden="true" size={20} />
              <span>
                <a href={`tel:${site.tollFree.tel}`}>Toll-free {site.tollFree.label}</a>
                <span className={styles.hours}>{site.hours.label}</span>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <nav aria-label="Popular topics" className={styles.seo}>
        <h2 className="visually-hidden">Popular topics</h2>
        <ul>
          {footerSeoLinks.map((link) => (
            <li key={link.path}>
              <ExternalLink href={link.path}>{link.label}</ExternalLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.bottom}>
        <p>
          © {year} {site.name}. All rights reserved. A fictional group; all contact details are
          placeholders.
        </p>
      </div>
    </footer>
  );
}
