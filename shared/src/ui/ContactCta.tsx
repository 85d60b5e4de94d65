import { useUiStore } from '@navdhara/shared';
import { Button, type ButtonVariant } from './Button';

/** Opens the shell's contact popup from any page, through the one shared store. */
export function ContactCta({
  label = 'Talk to our team',
  variant = 'light',
}: {
  label?: string;
  variant?: ButtonVariant;
}) {
  const open = useUiStore((s) => s.openContactPopup);
  return (
    <Button variant={variant} onClick={open} aria-haspopup="dialog" data-testid="contact-cta">
      {label}
    </Button>
  );
}
