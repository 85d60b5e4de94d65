/**
 * @navdhara/shared/static: the pieces only static parts show (StaticParts.tsx in the UI kit):
 * text, pictures, links and native `<details>`, with no behaviour of their own. Not a shared
 * module: each app bundles what its `<Page>.parts.tsx` modules use into their chunks, so none of it
 * comes with a page's boot (ARCHITECTURE.md, "Static parts").
 */
export { FaqAccordion, type FaqItem, type FaqAccordionProps } from './FaqAccordion';
export { SeoTextBlock, type SeoTextBlockProps } from './SeoTextBlock';
export {
  Illustration,
  Highlights,
  IntroBlock,
  WhyChooseCards,
  AlternatingBlocks,
  ClosingCta,
  TollFreeCta,
  ContentFooterBlock,
  DetailCard,
  CardGrid,
  FeatureSplit,
  StrategySections,
  type DetailList,
} from './blocks';
export { CopyLinkView } from './CopyLinkView';
