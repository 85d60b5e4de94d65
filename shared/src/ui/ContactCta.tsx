import { postedFormAnchor, tr, useUiStore } from '@navdhara/shared';
import { ButtonLink, type ButtonVariant } from './Button';

/**
 * Opens the shell's contact popup from any page, through the one shared store. It is a link to the
 * contact page's form, so before or without script it still leads to a form that works; the
 * script turns the click into the popup.
 */
export function ContactCta({
  label = tr('Talk to our team'),
  variant = 'light',
}: {
  label?: string;
  variant?: ButtonVariant;
}) {
  const open = useUiStore((s) => s.openContactPopup);
  return (
    <ButtonLink
      to={`/contact-us#${postedFormAnchor('enquiry')}`}
      variant={variant}
      onClick={(event) => {
        event.preventDefault();
        open();
      }}
      aria-haspopup="dialog"
      data-testid="contact-cta"
    >
      {label}
    </ButtonLink>
  );
}
