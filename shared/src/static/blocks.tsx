import type { ReactNode } from 'react';
import { site, tr, trFormat } from '@navdhara/shared';
import { AssetImage, SectionHeading } from '@navdhara/shared/ui';
import type { ImageAsset } from '../types/ui';
import { CopyLinkView } from './CopyLinkView';
import { Icon } from '../icons';
import type {
  ContentFooter,
  CopyLink,
  HighlightItem,
  ProductBlock,
  StrategySection,
  WhyChooseItem,
} from '../types/division';
import styles from './blocks.module.css';

/** An illustration below the fold: sized, lazy, never shifting the layout. */
export function Illustration({
  image,
  className,
  eager = false,
}: {
  image: ImageAsset;
  className?: string;
  eager?: boolean;
}) {
  return (
    <AssetImage
      image={image}
      eager={eager}
      className={[styles.illustration, className].filter(Boolean).join(' ')}
    />
  );
}

/** The three highlight pairs of an intro: a figure or phrase and its caption. */
export function Highlights({ items }: { items: readonly HighlightItem[] }) {
  return (
    <ul className={styles.highlights} data-testid="highlights">
      {items.map((item) => (
        <li key={item.content} className={styles.highlight}>
          <strong className={styles.highlightValue}>{item.content}</strong>
          <span className={styles.highlightSub}>{item.sub}</span>
        </li>
      ))}
    </ul>
  );
}

/** Intro band: heading, paragraphs, highlights and (optionally) an illustration beside them. */
export function IntroBlock({
  eyebrow,
  title,
  paragraphs,
  highlights,
  image,
  children,
}: {
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
  highlights?: readonly HighlightItem[];
  image?: ImageAsset;
  children?: ReactNode;
}) {
  return (
    <div className={`${styles.intro} ${image ? styles.introWithImage : ''}`}>
      <div>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2 className={styles.introTitle}>{title}</h2>
        {paragraphs.map((p) => (
          <p key={p} className={styles.lead}>
            {p}
          </p>
        ))}
        {highlights && <Highlights items={highlights} />}
        {children}
      </div>
      {image && <Illustration image={image} className={styles.introImage} />}
    </div>
  );
}

/** Four "why us" / "why choose" cards. */
export function WhyChooseCards({
  title,
  intro,
  items,
}: {
  title: string;
  intro?: string;
  items: readonly WhyChooseItem[];
}) {
  return (
    <>
      <SectionHeading title={title} intro={intro} align="center" />
      <ul className={styles.cards} data-testid="why-choose">
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            <span className={styles.cardIcon}>
              <Icon name={item.icon} />
            </span>
            <h3 className={styles.cardTitle}>{item.title}</h3>
            <p className={styles.cardText}>{item.content}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Alternating image/text blocks (image left, then right) each with its link. */
export function AlternatingBlocks({ items }: { items: readonly ProductBlock[] }) {
  return (
    <div className={styles.alternating} data-testid="product-blocks">
      {items.map((item, index) => (
        <article
          key={item.title}
          className={`${styles.alt} ${index % 2 === 1 ? styles.altReverse : ''}`}
        >
          <Illustration image={item.image} className={styles.altImage} />
          <div className={styles.altText}>
            <h3 className={styles.altTitle}>{item.title}</h3>
            <p>{item.text}</p>
            {item.points && (
              <ul className={styles.ticks}>
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            <CopyLinkView link={item.link} className={styles.arrowLink} />
          </div>
        </article>
      ))}
    </div>
  );
}

/** The closing call to action band. */
export function ClosingCta({ title, text, link }: { title: string; text: string; link: CopyLink }) {
  return (
    <div className={styles.closing} data-testid="closing-cta">
      <div>
        <h2 className={styles.closingTitle}>{title}</h2>
        <p className={styles.closingText}>{text}</p>
      </div>
      <div className={styles.closingActions}>
        <CopyLinkView link={link} className={styles.closingButton} />
        <a href={`tel:${site.tollFree.tel}`} className={styles.closingPhone}>
          {trFormat('Call {number}', { number: site.tollFree.label })}
        </a>
      </div>
    </div>
  );
}

/** Call to contact sales on the toll-free line (every static content page). */
export function TollFreeCta({
  title = tr('Talk to our sales team'),
  text,
}: {
  title?: string;
  text: string;
}) {
  return (
    <aside className={styles.tollFree} aria-label={tr('Contact sales')} data-testid="toll-free-cta">
      <span className={styles.tollIcon}>
        <Icon name="support" size={32} />
      </span>
      <div className={styles.tollText}>
        <h2 className={styles.tollTitle}>{title}</h2>
        <p>
          {text} {trFormat('Toll-free, {hours}.', { hours: tr(site.hours.label) })}
        </p>
      </div>
      <a
        className={styles.tollNumber}
        href={`tel:${site.tollFree.tel}`}
        data-testid="toll-free-number"
      >
        {site.tollFree.label}
      </a>
    </aside>
  );
}

/** The common footer block of the static content pages. */
export function ContentFooterBlock({ footer }: { footer: ContentFooter }) {
  return (
    <div className={styles.contentFooter} data-testid="content-footer">
      <h2 className={styles.contentFooterTitle}>{footer.title}</h2>
      <p>{footer.text}</p>
      <ul className={styles.footerLinks}>
        {footer.links.map((link) => (
          <li key={link.label}>
            <CopyLinkView link={link} className={styles.pillLink} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A labelled list inside a detail card (specifications, features, benefits...). */
export interface DetailList {
  heading: string;
  items: readonly string[];
}

/**
 * A product card of a content page: image, title, purpose, labelled lists, a closing note and
 * an optional action (e.g. "View specifications" opening the product overlay).
 */
export function DetailCard({
  title,
  image,
  purpose,
  lists,
  note,
  action,
  headingLevel = 3,
}: {
  title: string;
  image: ImageAsset;
  purpose: string;
  lists: readonly DetailList[];
  note?: { label: string; text: string };
  action?: ReactNode;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const ListHeading = headingLevel === 3 ? 'h4' : 'h5';
  return (
    <article className={styles.detail} data-testid="detail-card">
      <Illustration image={image} className={styles.detailImage} />
      <div className={styles.detailBody}>
        <Heading className={styles.detailTitle}>{title}</Heading>
        <p className={styles.detailPurpose}>{purpose}</p>
        {lists.map((list) => (
          <div key={list.heading}>
            <ListHeading className={styles.detailListHeading}>{list.heading}</ListHeading>
            <ul className={styles.ticks}>
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
        {note && (
          <p className={styles.note}>
            <strong>{note.label}</strong> {note.text}
          </p>
        )}
        {action && <div className={styles.detailAction}>{action}</div>}
      </div>
    </article>
  );
}

/** A responsive grid of cards (2 columns on tablets, `columns` on desktops). */
export function CardGrid({
  children,
  columns = 3,
  testId,
}: {
  children: ReactNode;
  columns?: 2 | 3 | 4;
  testId?: string;
}) {
  return (
    <div className={`${styles.cardGrid} ${styles[`cols${columns}`]}`} data-testid={testId}>
      {children}
    </div>
  );
}

/** An image beside a heading, paragraphs and tick points (extraction unit, closing blocks...). */
export function FeatureSplit({
  eyebrow,
  title,
  paragraphs,
  points,
  image,
  reverse = false,
  testId,
  children,
}: {
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  image: ImageAsset;
  reverse?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${styles.alt} ${reverse ? styles.altReverse : ''}`} data-testid={testId}>
      <Illustration image={image} className={styles.altImage} />
      <div className={styles.altText}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2 className={styles.altTitle}>{title}</h2>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {points && (
          <ul className={styles.ticks}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </div>
  );
}

/** Strategy sections: a numbered card each, with bullet tips (a bold label, then its text). */
export function StrategySections({ sections }: { sections: readonly StrategySection[] }) {
  return (
    <ol className={styles.strategies} data-testid="strategy-sections">
      {sections.map((section) => (
        <li key={section.title} className={styles.strategy}>
          <h3 className={styles.strategyTitle}>{section.title}</h3>
          <p className={styles.strategySub}>{section.subtitle}</p>
          <ul className={styles.tips}>
            {section.bullets.map((tip) => (
              <li key={tip.label}>
                <strong>{tip.label}</strong> {tip.text}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
