// Only MediaArticlePage's staticParts imports this, dynamically: a static import would bring this
// code back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { tr, type BlogSummary, type ItemState } from '@navdhara/shared';
import { RichContent, type RichContentProps } from '@navdhara/shared/ui';
import { BlogList } from '../components/BlogList';

export function ArticleBody({ blocks }: Pick<RichContentProps, 'blocks'>) {
  return <RichContent blocks={blocks} />;
}

export function RelatedPosts({ blogs }: { blogs: ItemState<BlogSummary[]> }) {
  return <BlogList blogs={blogs} layout="wide" title={tr('From our blog')} />;
}
