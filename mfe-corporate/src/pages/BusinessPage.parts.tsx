// Only BusinessPage's staticParts imports this, dynamically: a static import would bring this code
// back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { Link } from 'react-router-dom';
import { localize } from '@navdhara/shared';
import { AssetImage, Section, SectionHeading } from '@navdhara/shared/ui';
import { FaqAccordion, SeoTextBlock } from '@navdhara/shared/static';
import { businessUnits as units } from '../content/business-units';
import * as business from '../content/business';
import common from './common.module.css';
import styles from './BusinessPage.module.css';

export function BusinessDivisions() {
  const businessSections = localize(business.businessSections);
  const businessUnits = localize(units);
  return (
    <Section labelledBy="divisions-heading">
      <SectionHeading
        id="divisions-heading"
        eyebrow={businessSections.cards.eyebrow}
        title={businessSections.cards.title}
        intro={businessSections.cards.intro}
      />
      <ul className={styles.cards} data-testid="division-cards">
        {businessUnits.map((unit) => (
          <li key={unit.key} className={styles.card}>
            <AssetImage image={unit.image} className={styles.image} />
            <div className={styles.body}>
              <h3 className={styles.title}>
                <Link to={unit.pagePath} className={styles.link}>
                  {unit.title}
                </Link>
              </h3>
              <p>{unit.content}</p>
              <ul className={styles.highlights}>
                {unit.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
              <span className={styles.cta} aria-hidden="true">
                {businessSections.cardCta} →
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function BusinessSeoFaqs() {
  const businessSeo = localize(business.businessSeo);
  const businessFaqs = localize(business.businessFaqs);
  return (
    <Section tone="muted" width="narrow">
      <SeoTextBlock heading={businessSeo.heading}>
        {businessSeo.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </SeoTextBlock>
      <div className={common.faqWrap}>
        <FaqAccordion items={businessFaqs} />
      </div>
    </Section>
  );
}
