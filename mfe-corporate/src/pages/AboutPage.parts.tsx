// Only AboutPage's staticParts imports this, dynamically: a static import would bring this code
// back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { Award, BadgeCheck } from 'lucide-react';
import { localize, tr, type ItemState, type TeamMember } from '@navdhara/shared';
import { Section, SectionHeading } from '@navdhara/shared/ui';
import { BoardOfDirectors } from '../components/BoardOfDirectors';
import { PhotoGallery } from '../components/PhotoGallery';
import * as about from '../content/about';
import { images } from '../content/images';
import common from './common.module.css';
import styles from './AboutPage.module.css';

export function AboutWhoWeAre() {
  const whoWeAre = localize(about.whoWeAre);
  // Below the first screen: a file of its own, fetched as it nears the screen, not 1.5 KB of
  // every visit's HTML.
  const picture = localize(images.leadershipFigure);
  return (
    <Section labelledBy="who-heading">
      <div className={common.split}>
        <div>
          <SectionHeading id="who-heading" eyebrow={whoWeAre.eyebrow} title={whoWeAre.title} />
          <div className={common.prose}>
            {whoWeAre.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <img
          className={common.figure}
          src={picture.src}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          loading="lazy"
          decoding="async"
        />
      </div>
      <ul className={common.stats}>
        {whoWeAre.stats.map((s) => (
          <li key={s.label} className={common.stat}>
            <span className={common.statValue}>{s.value}</span>
            <span className={common.statLabel}>{s.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AboutValues() {
  const philosophy = localize(about.philosophy);
  return (
    <Section labelledBy="values-heading">
      <SectionHeading
        id="values-heading"
        eyebrow={philosophy.eyebrow}
        title={philosophy.title}
        intro={philosophy.intro}
      />
      <div className={common.grid3}>
        {philosophy.values.map((v, i) => (
          <article key={v.title} className={common.card}>
            <span className={styles.number} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3>{v.title}</h3>
            <p>{v.text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

export function AboutDifferentiators() {
  const differentiators = localize(about.differentiators);
  return (
    <Section labelledBy="different-heading">
      <SectionHeading
        id="different-heading"
        eyebrow={differentiators.eyebrow}
        title={differentiators.title}
      />
      <div className={common.grid4}>
        {differentiators.items.map((d) => (
          <article key={d.title} className={`${common.card} ${styles.diff}`}>
            <h3>{d.title}</h3>
            <p>{d.text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

export function AboutCulture() {
  const cultureGallery = localize(about.cultureGallery);
  return (
    <Section tone="muted" labelledBy="culture-heading">
      <SectionHeading
        id="culture-heading"
        eyebrow={cultureGallery.eyebrow}
        title={cultureGallery.title}
      />
      <PhotoGallery items={cultureGallery.items} />
    </Section>
  );
}

export function AboutCertificates() {
  const certificates = localize(about.certificates);
  return (
    <Section labelledBy="certificates-heading">
      <SectionHeading
        id="certificates-heading"
        eyebrow={certificates.eyebrow}
        title={certificates.title}
      />
      <ul className={styles.certificates} data-testid="certificates">
        {certificates.items.map((c) => {
          const art = c.kind === 'award' ? images.award : images.certificate;
          return (
            <li key={c.title} className={styles.certificate}>
              <img
                src={art.src}
                alt=""
                width={art.width}
                height={art.height}
                loading="lazy"
                decoding="async"
              />
              <div>
                <p className={styles.kind}>
                  {c.kind === 'award' ? (
                    <Award size={16} aria-hidden="true" />
                  ) : (
                    <BadgeCheck size={16} aria-hidden="true" />
                  )}
                  {c.kind === 'award' ? tr('Award') : tr('Certificate')} · {c.year}
                </p>
                <h3>{c.title}</h3>
                <p className={styles.issuer}>{c.issuer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function AboutBoard({ team }: { team: ItemState<TeamMember[]> }) {
  const board = localize(about.board);
  return (
    <Section tone="muted" labelledBy="board-heading">
      <SectionHeading id="board-heading" eyebrow={board.eyebrow} title={board.title} />
      <BoardOfDirectors team={team} />
    </Section>
  );
}
