import type { ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  children: ReactNode;
  /** Background tone, to alternate sections down a page. */
  tone?: 'plain' | 'muted' | 'warm' | 'brand';
  width?: 'regular' | 'narrow' | 'wide';
  id?: string;
  className?: string;
  labelledBy?: string;
}

/** A full-width page band with a centred container: the rhythm every page is built from. */
export function Section({
  children,
  tone = 'plain',
  width = 'regular',
  id,
  className,
  labelledBy,
}: SectionProps) {
  return (
    <section
      id={id}
      className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
    >
      <div className={`${styles.container} ${styles[width]}`}>{children}</div>
    </section>
  );
}

/** Eyebrow + heading + intro paragraph at the top of a section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = 'start',
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  id?: string;
  align?: 'start' | 'center';
}) {
  return (
    <div className={`${styles.heading} ${align === 'center' ? styles.center : ''}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
}
