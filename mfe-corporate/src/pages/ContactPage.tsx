import { useState } from 'react';
import { Clock, ExternalLink as ExternalIcon, Mail, MapPin, Phone } from 'lucide-react';
import { localize, site, tr, trFormat } from '@navdhara/shared';
import {
  ContactFormIsland,
  ExternalLink,
  Hero,
  Section,
  SectionHeading,
  Tabs,
} from '@navdhara/shared/ui';
import { LocationMap } from '../components/LocationMap';
import {
  contactLocations as locations,
  contactSections as sections,
  type ContactLocation,
} from '../content/contact';
import { images } from '../content/images';
import { contactIntro } from '../content/pages';
import styles from './ContactPage.module.css';

export default function ContactPage() {
  const [locationKey, setLocationKey] = useState<ContactLocation['key']>('foods');
  const intro = localize(contactIntro);
  const contactSections = localize(sections);
  const contactLocations = localize(locations);
  const tabs = contactLocations.map((l) => ({ key: l.key, label: l.label }));

  return (
    <>
      <Hero
        title={intro.title}
        eyebrow={intro.eyebrow}
        subtitle={intro.intro}
        image={localize(images.bannerCorporate)}
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
          <aside className={styles.direct} aria-label={tr('Reach us directly')}>
            <h2 className={styles.directTitle}>{tr('Head office')}</h2>
            <ul className={styles.facts}>
              <li>
                <Phone size={20} aria-hidden="true" />
                <span>
                  {tr('Toll-free')} <a href={`tel:${site.tollFree.tel}`}>{site.tollFree.label}</a>
                </span>
              </li>
              <li>
                <Mail size={20} aria-hidden="true" />
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                <Clock size={20} aria-hidden="true" />
                <span>
                  {contactSections.hoursLabel}: {tr(site.hours.label)}
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
                      position={location.position}
                      label={trFormat(sections.locations.mapLabel, { name: location.name })}
                      zoomLabels={{
                        zoomIn: contactSections.locations.zoomIn,
                        zoomOut: contactSections.locations.zoomOut,
                      }}
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
