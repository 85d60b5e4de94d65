/** The content-service API client: typed requests returning plain records. */
// The axios client itself (./client) loads with the first request: see ./http.
export { cmsOrigin, API_TIMEOUT_MS } from './origin';
export { CMS_COLLECTIONS, collectionPath, modelOfPath, type CmsModel } from './collections';
export type { ApiClientOptions } from './client';
export { ApiError, toApiError } from './errors';
// The site's renderer adds its preview credentials to server-side requests (shell/src/server).
export { loadHttp } from './http';
export {
  absoluteUrl as absoluteCmsUrl,
  normalizeBlocks,
  normalizeMedia,
  normalizeList,
  normalizeOne,
  normalizePage,
  unwrapEntity,
  toBlog,
  toFaq,
  toMediaPress,
  toOpening,
  toProduct,
  toProductAddress,
  toTeamMember,
  toTestimony,
  toDealer,
  toOpeningHours,
} from './normalize';
export {
  getTestimonies,
  getTeamMembers,
  getOpenings,
  getFaqs,
  getProducts,
  getProductBySlug,
  getProductAddresses,
  getMediaPresses,
  getMediaPressesPage,
  getMediaPress,
  getBlogs,
  getBlog,
} from './content';
export { getDealersWithin, getDealersIn, DEALER_PAGE_SIZE } from './dealers';
export {
  createEnquiry,
  createApplication,
  createDealerApplication,
  type DealerApplicationInput,
} from './submissions';
export { uploadResume, UPLOAD_TIMEOUT_MS } from './upload';
export { setArticleIndex, type ArticleIndex, type ArticleKind } from './article-index';
export {
  searchSite,
  setSiteSearch,
  MAX_QUERY_LENGTH,
  SEARCH_DATA_PATH,
  SEARCH_PAGE_SIZE,
  type MarkedText,
  type SearchAnswer,
  type SearchHit,
  type SearchKind,
  type SiteSearch,
} from './site-search';
export { setProductIndex, productMayExist, type ProductIndex } from './product-index';
export * from '../types/content';
export * from '../types/dealer';
