import { NavLink } from 'react-router-dom';
import { menuItems } from '@navdhara/shared';
import { ButtonLink, Dialog } from '@navdhara/shared/ui';
import styles from './Drawer.module.css';

/**
 * Mobile drawer (docs/requirements.md#header-drawer-and-footer): the menu links, Contact Us, and the labels Terms and Conditions and
 * Privacy Notice (required as text, not links). Width 378 (docs/requirements.md#dialog-sizes).
 */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Menu"
      placement="end"
      width={378}
      closeLabel="Close menu"
      testId="drawer"
    >
      <nav aria-label="Mobile">
        <ul className={styles.list}>
          {menuItems.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end={item.path === '/'}
                onClick={onClose}
                className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <ButtonLink to="/contact-us" onClick={onClose} className={styles.cta}>
        Contact Us
      </ButtonLink>
      <ul className={styles.legal}>
        <li>Terms and Conditions</li>
        <li>Privacy Notice</li>
      </ul>
    </Dialog>
  );
}
