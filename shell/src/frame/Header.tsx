import { Link, NavLink } from 'react-router-dom';
import { MapPin, Menu, Search } from 'lucide-react';
import { menuItems, site, tr, trFormat } from '@navdhara/shared';
import { ButtonLink, dialogOpener, Logo } from '@navdhara/shared/ui';
import { SearchForm } from '@navdhara/shared/search';
import { Drawer, DRAWER_ID } from './Drawer';
import { LanguageOffer } from './LanguageOffer';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './Header.module.css';

/**
 * Header (docs/requirements.md#header-drawer-and-footer): logo to /, the top menu with the active
 * item highlighted, CONTACT US, and on desktops the site search's field and the language switcher
 * in a row above (phones have a link to the search page beside the menu button, and the switcher
 * in the drawer); the offer of the reader's own language when the browser prefers another
 * (LanguageOffer).
 */
export function Header() {
  return (
    <header className={styles.header}>
      {/* A row of its own above the menu, which fills the desktop header's width in English. */}
      <div className={styles.bar}>
        {/* Where to buy (issue 52): the nearest dealers, from every page. */}
        <Link to="/where-to-buy" className={styles.whereToBuy} data-testid="header-where-to-buy">
          <MapPin aria-hidden="true" size={16} />
          {tr('Where to buy')}
        </Link>
        <SearchForm variant="header" className={styles.search} />
        <LanguageSwitcher size="sm" />
      </div>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo}>
          <Logo label={trFormat('{name} home', { name: site.name })} />
        </Link>
        <nav aria-label={tr('Main')} className={styles.nav}>
          <ul className={styles.menu}>
            {menuItems.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end={item.path === '/'}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                >
                  {tr(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink to="/contact-us" className={styles.cta} size="sm">
          {tr('CONTACT US')}
        </ButtonLink>
        {/* Phones and tablets: the search page, whose form is the page's first field. */}
        <Link to="/search" className={styles.searchLink} aria-label={tr('Search the site')}>
          <Search aria-hidden="true" size={24} />
        </Link>
        <button
          type="button"
          className={styles.burger}
          aria-label={tr('Open menu')}
          {...dialogOpener(DRAWER_ID)}
        >
          <Menu aria-hidden="true" size={26} />
        </button>
      </div>
      {/* Below the header, over the page; after its links in the focus order, before the page. */}
      <LanguageOffer />
      <Drawer />
    </header>
  );
}
