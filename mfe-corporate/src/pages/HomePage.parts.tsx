// Only HomePage's staticParts imports this, dynamically: a static import would bring this code
// back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { Eye, Target } from 'lucide-react';
import { localize, tr } from '@navdhara/shared';
import { ButtonLink, Section, SectionHeading } from '@navdhara/shared/ui';
import { FaqAccordion, SeoTextBlock } from '@navdhara/shared/static';
import { BusinessUnits } from '../components/BusinessUnits';
import { FounderMessage } from '../components/FounderMessage';
import * as home from '../content/home';
import common from './common.module.css';
import styles from './HomePage.module.css';

export function HomeIntro() {
  const missionVision = localize(home.missionVision);
  return (
    <Section labelledBy="mission-heading">
      <SectionHeading
        id="mission-heading"
        eyebrow={missionVision.eyebrow}
        title={missionVision.title}
      />
      <div className={common.grid2}>
        <article className={`${common.card} ${styles.mvCard}`}>
          <span className={common.iconBadge} aria-hidden="true">
            <Target size={26} />
          </span>
          <h3>{missionVision.mission.title}</h3>
          <p>{missionVision.mission.text}</p>
        </article>
        <article className={`${common.card} ${styles.mvCard}`}>
          <span className={common.iconBadge} aria-hidden="true">
            <Eye size={26} />
          </span>
          <h3>{missionVision.vision.title}</h3>
          <p>{missionVision.vision.text}</p>
        </article>
      </div>
      <div className={styles.center}>
        <ButtonLink to={missionVision.cta.to} variant="secondary">
          {missionVision.cta.label}
          <span className="visually-hidden"> {tr('about Navdhara Group')}</span>
        </ButtonLink>
      </div>
    </Section>
  );
}

export function HomeFounder() {
  return <FounderMessage />;
}

export function HomeUnits() {
  const homeSections = localize(home.homeSections);
  return (
    <Section labelledBy="units-heading">
      <SectionHeading
        id="units-heading"
        eyebrow={homeSections.units.eyebrow}
        title={homeSections.units.title}
        intro={homeSections.units.intro}
      />
      <BusinessUnits />
    </Section>
  );
}

export function HomeSeoFaqs() {
  const homeSeo = localize(home.homeSeo);
  const homeFaqs = localize(home.homeFaqs);
  return (
    <Section width="narrow">
      <SeoTextBlock heading={homeSeo.heading}>
        {homeSeo.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </SeoTextBlock>
      <div className={common.faqWrap}>
        <FaqAccordion items={homeFaqs} />
      </div>
    </Section>
  );
}
