// Only CareersPage's staticParts imports this, dynamically: a static import would bring this code
// back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { GraduationCap, HeartHandshake, Sprout, TrendingUp, type LucideIcon } from 'lucide-react';
import { localize } from '@navdhara/shared';
import { Section, SectionHeading } from '@navdhara/shared/ui';
import { PhotoGallery } from '../components/PhotoGallery';
import { lifeAt as lifeAtRecord, whyWork as whyWorkRecord } from '../content/careers';
import common from './common.module.css';

const whyIcons: Record<(typeof whyWorkRecord.items)[number]['icon'], LucideIcon> = {
  growth: TrendingUp,
  learning: GraduationCap,
  care: HeartHandshake,
  purpose: Sprout,
};

export function CareersLife() {
  const lifeAt = localize(lifeAtRecord);
  return (
    <Section labelledBy="life-heading">
      <SectionHeading
        id="life-heading"
        eyebrow={lifeAt.eyebrow}
        title={lifeAt.title}
        intro={lifeAt.intro}
      />
      <PhotoGallery items={lifeAt.items} testId="life-gallery" />
    </Section>
  );
}

export function CareersWhyWork() {
  const whyWork = localize(whyWorkRecord);
  return (
    <Section tone="muted" labelledBy="why-heading">
      <SectionHeading id="why-heading" eyebrow={whyWork.eyebrow} title={whyWork.title} />
      <div className={common.grid4}>
        {whyWork.items.map((item) => {
          const Icon = whyIcons[item.icon];
          return (
            <article key={item.title} className={common.card}>
              <span className={common.iconBadge} aria-hidden="true">
                <Icon size={26} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
