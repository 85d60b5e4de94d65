import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { site, tr, useUiStore } from '@navdhara/shared';
import { ContactFormIsland, Dialog, ExternalLink } from '@navdhara/shared/ui';
import { useExitIntent } from './use-exit-intent';
import styles from './ExitIntentPopup.module.css';

/**
 * The contact popup (docs/requirements.md#exit-intent-popup): opened by exit intent, or by any page through the shared
 * store's `openContactPopup`. The cross closes it; a successful send clears and closes it.
 */
export function ExitIntentPopup() {
  const open = useUiStore((s) => s.contactPopupOpen);
  const openPopup = useUiStore((s) => s.openContactPopup);
  const close = useUiStore((s) => s.closeContactPopup);
  const { pathname } = useLocation();
  useExitIntent(useCallback(() => openPopup(), [openPopup]));
  // Once opened, the form stays mounted, so what was typed is still there when it opens again.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // Out of the Dialog's attributes: the dictionaries' extractor reads only text attributes.
  const closeLabel = tr('Close contact form');

  return (
    <Dialog
      id="contact-popup"
      open={open}
      onClose={close}
      title={tr("Let's talk")}
      width={560}
      closeLabel={closeLabel}
      testId="exit-intent-popup"
    >
      <p className={styles.lead}>
        {tr(
          'Before you go: tell us what you need and our team will call you back. Or call toll-free',
        )}{' '}
        <a href={`tel:${site.tollFree.tel}`}>{site.tollFree.label}</a>, {tr(site.hours.label)}.
      </p>
      {pathname === '/foods' && (
        <p className={styles.horeca} data-testid="horeca-note">
          {tr('For HORECA or bulk orders, please use our')}{' '}
          <ExternalLink href={site.horecaFormUrl}>{tr('HORECA and bulk order form')}</ExternalLink>.
        </p>
      )}
      {/* The form's code comes with the first opening (most visits never open the popup). */}
      {opened && <ContactFormIsland variant="popup" onSent={close} />}
    </Dialog>
  );
}
