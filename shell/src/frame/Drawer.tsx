import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { menuItems, tr } from '@navdhara/shared';
import { ButtonLink, Dialog } from '@navdhara/shared/ui';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './Drawer.module.css';

/** The drawer's element id: the header's menu button opens it by this id (`dialogOpener`). */
export const DRAWER_ID = 'site-menu';

/**
 * Mobile drawer (docs/requirements.md#header-drawer-and-footer): the menu links, Contact Us, the
 * language switcher, and the labels Terms and Conditions and
 * Privacy Notice (required as text, not links). Width 378 (docs/requirements.md#dialog-sizes).
 * It is in the server HTML and opened by the menu button natively, so a tap works before the
 * page's script has run; once it has, a link moves within the app, so it closes the drawer too.
 */
export function Drawer() {
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => ref.current?.close();
  // Out of the Dialog's attributes: the dictionaries' extractor reads only text attributes.
  const closeLabel = tr('Close menu');
  return (
    <Dialog
      ref={ref}
      id={DRAWER_ID}
      title={tr('Menu')}
      placement="end"
      width={378}
      closeLabel={closeLabel}
      testId="drawer"
    >
      <nav aria-label={tr('Mobile')}>
        <ul className={styles.list}>
          {menuItems.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end={item.path === '/'}
                onClick={close}
                className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              >
                {tr(item.label)}
              </NavLink>
            </li>
          ))}
          {/* Where to buy (issue 52): the header's link, for phones. */}
          <li>
            <NavLink
              to="/where-to-buy"
              onClick={close}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
            >
              {tr('Where to buy')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <ButtonLink to="/contact-us" onClick={close} className={styles.cta}>
        {tr('Contact Us')}
      </ButtonLink>
      <LanguageSwitcher className={styles.languages} />
      <ul className={styles.legal}>
        <li>{tr('Terms and Conditions')}</li>
        <li>{tr('Privacy Notice')}</li>
      </ul>
    </Dialog>
  );
}
