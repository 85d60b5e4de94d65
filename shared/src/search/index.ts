/**
 * @navdhara/shared/search: the site search's form (the search page's and the header's), its
 * results with the matching words marked, and the reading of a search address. Not a singleton:
 * the shell alone uses it. Reaches the core only through '@navdhara/shared'.
 */
export { MarkedText } from './MarkedText';
export { SearchForm, type SearchFormProps } from './SearchForm';
export { SearchResults } from './SearchResults';
export { offsetOf, readSearchRequest, searchPath, type SearchRequest } from './query';
