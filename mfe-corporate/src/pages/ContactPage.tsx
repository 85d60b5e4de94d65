import { useState } from 'react';
import { Clock, ExternalLink as ExternalIcon, Mail, MapPin, Phone } from 'lucide-react';
import { site } from '@navdhara/shared';
import {
  ContactFormIsland,
  ExternalLink,
  Hero,
  Section,
  SectionHeading,
  Tabs,
} from '@navdhara/shared/ui';
import { LocationMap } from '../components/LocationMap';
import { contactLocations, contactSections, type ContactLocation } from '../content/contact';
import { images } from '../content/images';
import { contactIntro as intro } from '../content/pages';
import styles from './ContactPage.module.css';

export default function ContactPage() {
  const [locationKey, setLocationKey] = useState<ContactLocation['key']>('foods');
  const tabs = contactLocations.map((l) => ({ key: l.key, label: l.label }));

  return (
    <>
      <Hero
        title={intro.title}
        eyebrow={intro.eyebrow}
        subtitle={intro.intro}
        image={images.bannerCorporate}
        height="short"
      />

      <Section labelledBy="form-heading">
        <div className={styles.layout}>
          <div>
            <SectionHeading
              id="form-heading"
              eyebrow={contactSections.form.eyebrow}
              title={contactSections.form.title}
              intro={contactSections.form.intro}
            />
            <ContactFormIsland />
          </div>
          <aside className={styles.direct} aria-label="Reach us directly">
            <h2 className={styles.directTitle}>Head office</h2>
            <ul className={styles.facts}>
              <li>
                <Phone size={20} aria-hidden="true" />
                <span>
                  Toll-free <a href={`tel:${site.tollFree.tel}`}>{site.tollFree.label}</a>
                </span>
              </li>
              <li>
                <Mail size={20} aria-hidden="true" />
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                <Clock size={20} aria-hidden="true" />
                <span>
                  {contactSections.hoursLabel}: {site.hours.label}
                </span>
              </li>
            </ul>
          </aside>
        </div>
      </Section>

      <Section tone="muted" labelledBy="locations-heading">
        <SectionHeading
          id="locations-heading"
          eyebrow={contactSections.locations.eyebrow}
          title={contactSections.locations.title}
        />
        <Tabs
          tabs={tabs}
          selected={locationKey}
          onSelect={setLocationKey}
          label={contactSections.locations.selectLabel}
          testId="locations"
          panel={(key) => {
            const location = contactLocations.find((l) => l.key === key);
            return (
              location && (
                <div className={styles.location} data-testid="location-detail">
                  <div className={styles.locationText}>
                    <h3>{location.name}</h3>
                    <p className={styles.line}>
                      <MapPin size={20} aria-hidden="true" />
                      <span data-testid="location-address">{location.address}</span>
                    </p>
                    <p className={styles.line}>
                      <Phone size={20} aria-hidden="true" />
                      <a href={`tel:${location.phone.tel}`} data-testid="location-phone">
                        {location.phone.label}
                      </a>
                    </p>
                    <ExternalLink
                      href={location.mapUrl}
                      variant="secondary"
                      size="sm"
                      className={styles.mapLink}
                      data-testid="location-map-link"
                    >
                      <ExternalIcon size={16} aria-hidden="true" />{' '}
                      {contactSections.locations.mapLink}
                      <span className="visually-hidden">: {location.name}</span>
                    </ExternalLink>
                  </div>
                  <div className={styles.map} data-testid="location-map">
                    {/* Keyed: each location gets its own map, centred on it. */}
                    <LocationMap
                      key={location.key}
                      name={location.name}
                      position={location.position}
                      labelPrefix={contactSections.locations.mapLabel}
                    />
                  </div>
                </div>
              )
            );
          }}
        />
      </Section>
    </>
  );
}
