// Only RegionalPage's staticParts imports this, dynamically: a static import would bring this code
// back into the Punjab and Rajasthan pages' chunks (shared/src/ui/StaticParts.tsx).
import { Link } from 'react-router-dom';
import { Phone } from 'lucide-react';
import { site, tr } from '@navdhara/shared';
import { AssetImage, ButtonLink, Section } from '@navdhara/shared/ui';
import { FaqAccordion } from '@navdhara/shared/static';
import type { BusinessLine, RegionalPage as RegionalContent } from '../content/regional';
import common from '../pages/common.module.css';
import styles from './RegionalPage.module.css';

export function RegionalLead({ lead }: Pick<RegionalContent, 'lead'>) {
  return (
    <Section width="narrow">
      <p className={common.lead}>{lead}</p>
    </Section>
  );
}

export function RegionalLine({
  line,
  index,
  state,
}: {
  line: BusinessLine;
  index: number;
  state: RegionalContent['state'];
}) {
  return (
    <Section tone={index % 2 ? 'muted' : 'plain'} labelledBy={`line-${index}`}>
      <div
        className={`${common.split} ${index % 2 ? common.splitReverse : ''}`}
        data-testid="business-line"
        data-side={index % 2 ? 'right' : 'left'}
      >
        <AssetImage image={line.image} eager={index === 0} className={common.figure} />
        <div className={styles.text}>
          <p className={styles.eyebrow}>{state}</p>
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
  );
}

export function RegionalFaqs({ faqs }: Pick<RegionalContent, 'faqs'>) {
  return (
    <Section width="narrow">
      <FaqAccordion items={faqs} />
    </Section>
  );
}

export function RegionalCta({ cta, visit }: Pick<RegionalContent, 'cta' | 'visit'>) {
  return (
    <Section>
      <div className={common.ctaBand} data-testid="toll-free-cta">
        <div>
          <h2>{cta.title}</h2>
          <p>{cta.text}</p>
        </div>
        <a className={common.ctaPhone} href={`tel:${site.tollFree.tel}`}>
          <Phone size={20} aria-hidden="true" /> {tr('Toll-free')} {site.tollFree.label}
        </a>
      </div>
      <p className={styles.visit}>
        {visit.text}{' '}
        <Link to={visit.to} data-testid="visit-home">
          {visit.label}
          <span className="visually-hidden"> {tr('the Navdhara Group home page')}</span>
        </Link>
      </p>
    </Section>
  );
}
