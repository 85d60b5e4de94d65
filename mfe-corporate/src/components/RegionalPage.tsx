import { Link } from 'react-router-dom';
import { Phone } from 'lucide-react';
import { site } from '@navdhara/shared';
import {
  AssetImage,
  ButtonLink,
  ContactCta,
  FaqAccordion,
  Hero,
  LazyHydrate,
  Section,
} from '@navdhara/shared/ui';
import type { RegionalPage as RegionalContent } from '../content/regional';
import type { PageIntro } from '../content/pages';
import { images } from '../content/images';
import common from '../pages/common.module.css';
import styles from './RegionalPage.module.css';

/**
 * Punjab and Rajasthan pages (docs/requirements.md#regional-pages): five business-line sections with images alternating left
 * and right, a 5-item FAQ, the toll-free call to action and a "Visit" link home (these two only).
 */
export function RegionalPage({ intro, content }: { intro: PageIntro; content: RegionalContent }) {
  return (
    <>
      <Hero
        title={intro.title}
        eyebrow={intro.eyebrow}
        subtitle={intro.intro}
        image={images.bannerLeadership}
      >
        <ContactCta />
      </Hero>

      <LazyHydrate>
        <Section width="narrow">
          <p className={common.lead}>{content.lead}</p>
        </Section>
      </LazyHydrate>

      {content.lines.map((line, index) => (
        <LazyHydrate key={line.name}>
          <Section tone={index % 2 ? 'muted' : 'plain'} labelledBy={`line-${index}`}>
            <div
              className={`${common.split} ${index % 2 ? common.splitReverse : ''}`}
              data-testid="business-line"
              data-side={index % 2 ? 'right' : 'left'}
            >
              <AssetImage image={line.image} eager={index === 0} className={common.figure} />
              <div className={styles.text}>
                <p className={styles.eyebrow}>{content.state}</p>
                <h2 id={`line-${index}`} className={styles.title}>
                  {line.name}
                </h2>
                <p>{line.description}</p>
                {line.values && (
                  <dl className={styles.values}>
                    {line.values.map((v) => (
                      <div key={v.heading}>
                        <dt>{v.heading}</dt>
                        <dd>{v.text}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {line.additionInfo && <p className={styles.info}>{line.additionInfo}</p>}
                <ButtonLink to={line.link} variant="secondary" size="sm">
                  {line.linkLabel}
                </ButtonLink>
              </div>
            </div>
          </Section>
        </LazyHydrate>
      ))}

      <LazyHydrate>
        <Section width="narrow">
          <FaqAccordion items={content.faqs} />
        </Section>
      </LazyHydrate>

      <LazyHydrate>
        <Section>
          <div className={common.ctaBand} data-testid="toll-free-cta">
            <div>
              <h2>{content.cta.title}</h2>
              <p>{content.cta.text}</p>
            </div>
            <a className={common.ctaPhone} href={`tel:${site.tollFree.tel}`}>
              <Phone size={20} aria-hidden="true" /> Toll-free {site.tollFree.label}
            </a>
          </div>
          <p className={styles.visit}>
            {content.visit.text}{' '}
            <Link to={content.visit.to} data-testid="visit-home">
              {content.visit.label}
              <span className="visually-hidden"> the Navdhara Group home page</span>
            </Link>
          </p>
        </Section>
      </LazyHydrate>
    </>
  );
}
