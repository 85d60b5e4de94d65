import type { ReactNode } from 'react';
import type { InlineNode, ListBlock, RichBlock, TextNode } from '../types/content';
import { CmsImage } from './CmsImage';
import styles from './RichContent.module.css';

/** Only web and mail links survive; `javascript:` and other schemes render as plain text. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(parsed.protocol)
      ? parsed.toString()
      : null;
  } catch {
    return null;
  }
}

function renderText(node: TextNode, key: number): ReactNode {
  let out: ReactNode = node.text;
  if (node.code) out = <code>{out}</code>;
  if (node.bold) out = <strong>{out}</strong>;
  if (node.italic) out = <em>{out}</em>;
  if (node.underline) out = <u>{out}</u>;
  if (node.strikethrough) out = <s>{out}</s>;
  return <span key={key}>{out}</span>;
}

function renderInline(nodes: readonly InlineNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => {
    if (node.type === 'link') {
      const href = safeHref(node.url);
      const children = node.children.map(renderText);
      if (!href) return <span key={index}>{children}</span>;
      const external = /^https?:/.test(href);
      return (
        <a
          key={index}
          href={href}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      );
    }
    return renderText(node, index);
  });
}

function renderList(block: ListBlock, key: number): ReactNode {
  const Tag = block.format === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag key={key}>
      {block.children.map((child, index) =>
        child.type === 'list' ? (
          <li key={index}>{renderList(child, index)}</li>
        ) : (
          <li key={index}>{renderInline(child.children)}</li>
        ),
      )}
    </Tag>
  );
}

export interface RichContentProps {
  blocks: readonly RichBlock[] | null | undefined;
  className?: string;
  /**
   * Headings in content start below the page's own H1: the content's shallowest heading renders
   * at this level (default 2) and each deeper level present one below the last, never past 6, so
   * an editor's choice of levels can never skip one in the page's outline.
   */
  topHeadingLevel?: 2 | 3;
  /** `sizes` of images in the content: by default an article's column (880 px at most). */
  imageSizes?: string;
}

/**
 * Renders CMS rich text (Strapi `blocks`) as React elements, never as HTML strings, so markup
 * typed into the CMS (script tags, event handlers) is shown as text and stays inert.
 */
export function RichContent({
  blocks,
  className,
  topHeadingLevel = 2,
  imageSizes = '(min-width: 960px) 880px, 100vw',
}: RichContentProps) {
  if (!blocks?.length) return null;
  const levelsUsed = [
    ...new Set(blocks.flatMap((b) => (b.type === 'heading' ? [b.level] : []))),
  ].sort((a, b) => a - b);
  return (
    <div className={[styles.rich, className].filter(Boolean).join(' ')}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading': {
            const level = Math.min(6, topHeadingLevel + levelsUsed.indexOf(block.level)) as
              2 | 3 | 4 | 5 | 6;
            const Tag = `h${level}` as const;
            return <Tag key={index}>{renderInline(block.children)}</Tag>;
          }
          case 'paragraph':
            return <p key={index}>{renderInline(block.children)}</p>;
          case 'list':
            return renderList(block, index);
          case 'quote':
            return <blockquote key={index}>{renderInline(block.children)}</blockquote>;
          case 'code':
            return (
              <pre key={index}>
                <code>{block.children.map((c) => c.text).join('')}</code>
              </pre>
            );
          case 'image': {
            if (!safeHref(block.image.url)) return null;
            return (
              <figure key={index}>
                <CmsImage image={block.image} sizes={imageSizes} />
                {block.image.caption && <figcaption>{block.image.caption}</figcaption>}
              </figure>
            );
          }
          default:
            return null;
        }
      })}
    </div>
  );
}
