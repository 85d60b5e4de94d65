import { useId, useRef, useState, type FormEvent } from 'react';
import { createEnquiry, messages, type EnquiryInput } from '@navdhara/shared';
import styles from './ContactForm.module.css';

export interface ContactFormProps {
  /** Sends the enquiry; the CMS by default. Tests and stories pass their own. */
  send?: (enquiry: EnquiryInput) => Promise<unknown>;
  /** Called after a successful send (the exit-intent popup closes itself). */
  onSent?: () => void;
  heading?: string;
  /** Distinguishes several forms on one page (ids, test ids). */
  variant?: 'page' | 'popup';
  className?: string;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; text: string } | { kind: 'sent' };

const empty = { name: '', email: '', mobile: '', message: '' };

/**
 * The contact form used on the contact page, the division and landing pages and in the
 * exit-intent popup (SPEC §5 "Contact form"): all four fields required, the mobile number sent
 * as an integer, the native submit suppressed. A failed send keeps what was typed and says so;
 * a send in flight cannot be repeated; a filled honeypot field is dropped without a request.
 */
export function ContactForm({ send = createEnquiry, onSent, heading, variant = 'page', className }: ContactFormProps) {
  const [values, setValues] = useState(empty);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const honeypot = useRef<HTMLInputElement>(null);
  const id = useId();
  const sending = status.kind === 'sending';

  const update = (field: keyof typeof empty) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (status.kind !== 'sending') setStatus({ kind: 'idle' });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const trimmed = {
      name: values.name.trim(),
      email: values.email.trim(),
      mobile: values.mobile.trim(),
      message: values.message.trim(),
    };
    if (!trimmed.name || !trimmed.email || !trimmed.mobile || !trimmed.message) {
      setStatus({ kind: 'error', text: messages.contact.missingFields });
      return;
    }
    const mobile = Number.parseInt(trimmed.mobile, 10);
    if (!Number.isFinite(mobile)) {
      setStatus({ kind: 'error', text: messages.contact.missingFields });
      return;
    }
    if (honeypot.current?.value) {
      // A bot filled the field people cannot see: pretend success, send nothing.
      setValues(empty);
      setStatus({ kind: 'sent' });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await send({ ...trimmed, mobile });
      setValues(empty);
      setStatus({ kind: 'sent' });
      onSent?.();
    } catch (error) {
      console.warn('Enquiry not sent', error);
      setStatus({ kind: 'error', text: messages.contact.failed });
    }
  }

  return (
    <form
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={handleSubmit}
      aria-labelledby={heading ? `${id}-heading` : undefined}
      aria-label={heading ? undefined : 'Contact form'}
      data-testid={`contact-form-${variant}`}
      aria-busy={sending}
    >
      {heading && (
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
      )}
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} name="name" autoComplete="name" value={values.name} onChange={update('name')} maxLength={100} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" value={values.email} onChange={update('email')} maxLength={254} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-mobile`}>Mobile</label>
          <input
            id={`${id}-mobile`}
            name="mobile"
            type="number"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.mobile}
            onChange={update('mobile')}
          />
        </div>
        <div className={`${styles.field} ${styles.full}`}>
          <label htmlFor={`${id}-message`}>Message</label>
          <textarea id={`${id}-message`} name="message" rows={4} value={values.message} onChange={update('message')} maxLength={2000} />
        </div>
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-website`}>Leave this field empty</label>
          <input id={`${id}-website`} name="website" ref={honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </div>
      <div className={styles.footer}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? messages.contact.sending : 'Submit'}
        </button>
        <p
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={`${styles.status} ${status.kind === 'error' ? styles.error : ''} ${status.kind === 'sent' ? styles.success : ''}`}
        >
          {status.kind === 'error' ? status.text : status.kind === 'sent' ? messages.contact.sent : ''}
        </p>
      </div>
    </form>
  );
}
