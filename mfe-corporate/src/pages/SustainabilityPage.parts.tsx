// Only SustainabilityPage's staticParts imports this, dynamically: a static import would bring
// this code back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { localize, tr, type BlogSummary, type ItemState } from '@navdhara/shared';
import { AssetImage, Section, SectionHeading } from '@navdhara/shared/ui';
import { BlogCard } from '../components/BlogCard';
import { LoadState } from '../components/LoadState';
import * as sustainability from '../content/sustainability';
import common from './common.module.css';
import styles from './SustainabilityPage.module.css';

export function SustainabilityStory({
  section,
  index,
}: {
  section: sustainability.SustainabilitySection;
  index: number;
}) {
  return (
    <Section tone={index % 2 ? 'muted' : 'plain'} labelledBy={`${section.id}-heading`}>
      <div
        className={`${common.split} ${index % 2 ? common.splitReverse : ''}`}
        data-testid={`sustainability-${section.id}`}
      >
        <div>
          <SectionHeading
            id={`${section.id}-heading`}
            eyebrow={section.eyebrow}
            title={section.title}
          />
          <div className={common.prose}>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <dl className={styles.figures}>
            {section.figures.map((f) => (
              <div key={f.label} className={styles.figure}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <AssetImage image={section.image} eager={index === 0} className={common.figure} />
      </div>
    </Section>
  );
}

export function SustainabilityCarbon() {
  const carbonSummary = localize(sustainability.carbonSummary);
  return (
    <Section tone="brand" labelledBy="carbon-heading">
      <div className={styles.carbon} data-testid="carbon-summary">
        <p className={styles.carbonEyebrow}>{carbonSummary.eyebrow}</p>
        <h2 id="carbon-heading" className={styles.carbonTitle}>
          {carbonSummary.title}
        </h2>
        <div className={styles.equation}>
          {carbonSummary.items.map((item, i) => (
            <div key={item.label} className={styles.term}>
              {i > 0 && (
                <span className={styles.op} aria-hidden="true">
                  +
                </span>
              )}
              <span className={styles.termValue}>{item.value}</span>
              <span className={styles.termLabel}>{item.label}</span>
            </div>
          ))}
          <div className={styles.term}>
            <span className={styles.op} aria-hidden="true">
              =
            </span>
            <span className={`${styles.termValue} ${styles.total}`}>
              {carbonSummary.total.value}
            </span>
            <span className={styles.termLabel}>{carbonSummary.total.label}</span>
          </div>
        </div>
        <p className="visually-hidden">{carbonSummary.equation}</p>
      </div>
    </Section>
  );
}

export function SustainabilityBlogs({ blogs }: { blogs: ItemState<BlogSummary[]> }) {
  const sustainabilityBlog = localize(sustainability.sustainabilityBlog);
  return (
    <Section labelledBy="sus-blog-heading">
      <SectionHeading
        id="sus-blog-heading"
        eyebrow={sustainabilityBlog.eyebrow}
        title={sustainabilityBlog.title}
      />
      <LoadState
        loading={blogs.loading}
        failed={blogs.status === 'error'}
        label={tr('Loading blog posts')}
        onRetry={blogs.reload}
        testId="blogs"
      >
        <div className={styles.blogList}>
          {(blogs.data ?? []).slice(0, 3).map((blog) => (
            <BlogCard key={blog.id} blog={blog} layout="wide" />
          ))}
        </div>
      </LoadState>
    </Section>
  );
}
