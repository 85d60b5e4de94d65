/**
 * @navdhara/shared, core entry: site config, runtime config, route types, store, messages,
 * utilities, SEO head and the API client. A Module Federation singleton: one copy in the browser.
 */
export {
  site,
  fullAddress,
  mapsSearchUrl,
  mapTileSource,
  mapTileOrigin,
  type MapTileSource,
  type SocialNetwork,
} from './config/site';
export {
  getRuntimeConfig,
  setRuntimeConfig,
  SITE_CONTRACT,
  BOOT_CONTRACT,
  type RuntimeConfig,
} from './config/runtime';
export { messages } from './messages';
export {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_INFO,
  isLocale,
  localePrefix,
  splitLocalePath,
  localizedPath,
  type Locale,
  type RemoteTranslations,
} from './i18n/locales';
export {
  tr,
  trFormat,
  localize,
  currentLocale,
  contentLang,
  setLocaleSource,
  addDictionary,
  formatNumber,
} from './i18n/translate';
export {
  setSiteRoutes,
  siteRoutes,
  siteRoutesOf,
  mergeSiteRoutes,
  declarationProblems,
  routeParamsValid,
  ROUTE_ID_PATTERN,
  PRODUCT_SLUG_PATTERN,
  ROUTE_PATH_PATTERN,
  canonicalPathFor,
  type RouteOwner,
  type RouteHead,
  type RouteDeclaration,
  type RemoteRoutes,
  type SiteRoute,
} from './routes/site-routes';
export { redirects, menuItems, footerLinks, footerSeoLinks } from './routes/frame-links';
export type { PageModule } from './routes/remote-pages';
export { useUiStore, type UiState } from './store/ui-store';
export { truncate, truncation, formatDate } from './utils/text';
export {
  normaliseIndianMobile,
  isIndianMobile,
  MOBILE_INPUT,
  MOBILE_MAX_LENGTH,
} from './utils/phone';
export {
  PageHead,
  absoluteUrl,
  DEFAULT_SHARE_IMAGE,
  shareImageOf,
  type PageHeadProps,
  type ShareImage,
} from './seo/PageHead';
export type { OverlayDetails, ImageAsset } from './types/ui';
export * from './api';
export {
  settlePageData,
  hasFailedItem,
  usePageData,
  useMarkNotFound,
  useMarkBadRequest,
  RenderStatusContext,
  createRenderStatus,
  type ItemState,
  type PageData,
  type PageLoader,
  type PageLoaderArgs,
  type PageProps,
  type RenderStatus,
  type SettledItem,
  type SettledPageData,
} from './routes/page-data';
export {
  PostedFormContext,
  POSTED_FORMS,
  POSTED_FORM_FIELD,
  postedFormAnchor,
  usePostedForm,
  type PostedApplication,
  type PostedDealerApplication,
  type PostedEnquiry,
  type PostedForm,
  type PostedFormName,
} from './routes/posted-form';
export {
  organizationJsonLd,
  breadcrumbJsonLd,
  articleJsonLd,
  faqPageJsonLd,
  jsonLdText,
} from './seo/structured-data';
