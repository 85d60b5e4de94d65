import { Link, NavLink } from 'react-router-dom';
import { Menu } from 'lucide-react';
import { menuItems, site } from '@navdhara/shared';
import { ButtonLink, dialogOpener, Logo } from '@navdhara/shared/ui';
import { Drawer, DRAWER_ID } from './Drawer';
import styles from './Header.module.css';

/** Header (docs/requirements.md#header-drawer-and-footer): logo to /, the top menu with the active item highlighted, CONTACT US. */
export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo}>
          <Logo label={`${site.name} home`} />
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.menu}>
            {menuItems.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end={item.path === '/'}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink to="/contact-us" className={styles.cta} size="sm">
          CONTACT US
        </ButtonLink>
        <button
          type="button"
          className={styles.burger}
          aria-label="Open menu"
          {...dialogOpener(DRAWER_ID)}
        >
          <Menu aria-hidden="true" size={26} />
        </button>
      </div>
      <Drawer />
    </header>
  );
}
