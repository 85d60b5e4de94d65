/**
 * What the site uses of React Router, provided to every app as the `react-router-dom` singleton
 * (shared/build/singletons.ts). A shared module cannot be tree-shaken (any consumer may use any
 * export), so sharing the real package ships all of React Router (51 KB compressed) to every
 * visitor; sharing this list ships the 12 KB the site uses, still as one copy in the browser.
 *
 * tsconfig.base.json maps `react-router-dom` to this file, so importing a name that is not listed
 * here fails the typecheck: add it here (one line) when a page needs it.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, PathMatch } from 'react-router';
