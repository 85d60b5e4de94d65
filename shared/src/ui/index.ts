/** @navdhara/shared/ui: the UI kit every app uses. Reaches the core only through '@navdhara/shared'. */
export { Spinner, type SpinnerProps } from './Spinner';
export { Hero, type HeroImage, type HeroProps } from './Hero';
export {
  CmsImage,
  cmsImageLang,
  cmsImageSources,
  type CmsImageInput,
  type CmsImageProps,
  type CmsImageSources,
} from './CmsImage';
export { Dialog, dialogCloser, dialogOpener, type DialogProps } from './Dialog';
export { Button, ButtonLink, ExternalLink, type ButtonVariant } from './Button';
export { Section, SectionHeading, type SectionProps } from './Section';
export { NotFound } from './NotFound';
export { AssetImage, type AssetImageProps } from './AssetImage';
export { Logo } from './Logo';
export { RichContent, safeHref, type RichContentProps } from './RichContent';
export { ContactCta } from './ContactCta';
export { ContactFormIsland } from './ContactFormIsland';
export { lazyIsland, type IslandTrigger } from './Island';
export {
  preloadLazyCode,
  preloadStaticParts,
  setHydratingServerHtml,
  staticPartsLoaded,
} from './lazy-code';
export { staticParts } from './StaticParts';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { Carousel, type CarouselProps } from './Carousel';
export { Paginator, type PaginatorProps } from './Paginator';
export { mediaPageWindow, nextPage, previousPage, PAGE_WINDOW } from './pagination';
export { useHydrated } from './useHydrated';
export { useMediaQuery, usePrefersReducedMotion } from './useMediaQuery';
export { needsScript } from './needs-script';
export { useImageLoading } from './useImageLoading';
export { useFetch, type FetchResult, type FetchState, type UseFetchOptions } from './useFetch';
