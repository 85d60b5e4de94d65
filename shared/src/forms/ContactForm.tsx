import { useId, useRef, useState, type FormEvent } from 'react';
import {
  createEnquiry,
  currentLocale,
  localizedPath,
  messages,
  MOBILE_INPUT,
  MOBILE_MAX_LENGTH,
  POSTED_FORM_FIELD,
  postedFormAnchor,
  tr,
  usePostedForm,
  type EnquiryInput,
  type PostedEnquiry,
} from '@navdhara/shared';
import {
  ENQUIRY_FIELDS,
  ENQUIRY_LABELS,
  ENQUIRY_MAX_LENGTH,
  enquiryInput,
  enquirySendProblem,
  validateEnquiry,
  type EnquiryField,
  type EnquiryProblem,
  type EnquiryValues,
} from './validateEnquiry';
import { typedBeforeScript } from './typed-before-script';
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
  /**
   * The message the form starts with (a product page's enquiry names the product and its
   * address), so the enquiry records what it is about; the visitor may change it.
   */
  message?: string;
  /**
   * Where the page's form posts without script: a path of a page that takes posted forms (a
   * product page posts to its division's page, whose form shows the outcome). This page by default.
   */
  postTo?: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'error'; text: string; fields: EnquiryField[] }
  | { kind: 'sent' };

const empty: EnquiryValues = { name: '', email: '', mobile: '', message: '' };

/** Where a form posted without script starts: what the server answered, and what was typed. */
function startFrom(
  posted: PostedEnquiry | null,
  message = '',
): { values: EnquiryValues; status: Status } {
  if (!posted) return { values: { ...empty, message }, status: { kind: 'idle' } };
  const { result } = posted;
  if (result.kind === 'sent') return { values: empty, status: { kind: 'sent' } };
  const values = { ...empty };
  for (const field of ENQUIRY_FIELDS) values[field] = posted.values[field] ?? '';
  const fields = ENQUIRY_FIELDS.filter((field) => result.fields.includes(field));
  return { values, status: { kind: 'error', text: result.message, fields } };
}

/**
 * The contact form used on the contact page, the division and landing pages and in the
 * exit-intent popup: all four fields required, checked before sending as the content service
 * checks them (the message names the field and the field is marked invalid), the mobile number
 * sent in its one normal form (+91 and ten digits), the native submit suppressed. A failed send
 * keeps what was typed and says why: a refused field by name, a connection problem as such. A
 * send in flight cannot be repeated; a filled honeypot field is dropped without a request.
 *
 * Before or without script, the page's form posts to the page itself: the site server checks and
 * stores it the same way and answers with the page, this form showing the outcome (`usePostedForm`).
 */
export function ContactForm({
  send = createEnquiry,
  onSent,
  heading,
  variant = 'page',
  className,
  message,
  postTo,
}: ContactFormProps) {
  const posted = usePostedForm('enquiry');
  // Only the page's own form posts; the popup's (opened by script) never does.
  const id = useId();
  const fieldId = (field: EnquiryField) => `${id}-${field}`;
  const [start] = useState(() => startFrom(variant === 'page' ? posted : null, message));
  const [values, setValues] = useState(() => ({
    ...start.values,
    ...typedBeforeScript(ENQUIRY_FIELDS, fieldId),
  }));
  const [status, setStatus] = useState<Status>(start.status);
  const honeypot = useRef<HTMLInputElement>(null);
  const sending = status.kind === 'sending';
  const statusId = `${id}-status`;
  const mobileHintId = `${id}-mobile-hint`;

  const update = (field: EnquiryField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (status.kind !== 'sending') setStatus({ kind: 'idle' });
  };

  const fail = (problem: EnquiryProblem) => {
    setStatus({ kind: 'error', text: problem.message, fields: problem.fields });
    const first = problem.fields[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = validateEnquiry(values);
    if (problem) {
      fail(problem);
      return;
    }
    const enquiry = enquiryInput(values, currentLocale());
    if (!enquiry) return; // validateEnquiry has checked it
    if (honeypot.current?.value) {
      // A bot filled the field people cannot see: pretend success, send nothing.
      setValues(empty);
      setStatus({ kind: 'sent' });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await send(enquiry);
      setValues(empty);
      setStatus({ kind: 'sent' });
      onSent?.();
    } catch (error) {
      console.warn('Enquiry not sent', error);
      fail(enquirySendProblem(error));
    }
  }

  const invalid = (field: EnquiryField) => status.kind === 'error' && status.fields.includes(field);
  /** The field's own description (the mobile hint) and, while it is invalid, the message about it. */
  const describedBy = (field: EnquiryField, own?: string) =>
    [own, invalid(field) ? statusId : undefined].filter(Boolean).join(' ') || undefined;
  const fieldProps = (field: EnquiryField, own?: string) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: update(field),
    'aria-invalid': invalid(field) || undefined,
    'aria-describedby': describedBy(field, own),
  });

  return (
    <form
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={handleSubmit}
      method="post"
      {...(variant === 'page'
        ? {
            id: postedFormAnchor('enquiry'),
            action: `${postTo ? localizedPath(postTo, currentLocale()) : ''}#${postedFormAnchor('enquiry')}`,
          }
        : {})}
      noValidate
      aria-labelledby={heading ? `${id}-heading` : undefined}
      aria-label={heading ? undefined : tr('Contact form')}
      data-testid={`contact-form-${variant}`}
      aria-busy={sending}
    >
      {heading && (
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
      )}
      <input type="hidden" name={POSTED_FORM_FIELD} value="enquiry" />
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={fieldId('name')}>{tr(ENQUIRY_LABELS.name)}</label>
          <input {...fieldProps('name')} autoComplete="name" maxLength={ENQUIRY_MAX_LENGTH.name} />
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('email')}>{tr(ENQUIRY_LABELS.email)}</label>
          <input
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            maxLength={ENQUIRY_MAX_LENGTH.email}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('mobile')}>{tr(ENQUIRY_LABELS.mobile)}</label>
          <input
            {...fieldProps('mobile', mobileHintId)}
            {...MOBILE_INPUT}
            maxLength={MOBILE_MAX_LENGTH}
          />
          <p id={mobileHintId} className={styles.hint}>
            {tr(messages.contact.mobileHint)}
          </p>
        </div>
        <div className={`${styles.field} ${styles.full}`}>
          <label htmlFor={fieldId('message')}>{tr(ENQUIRY_LABELS.message)}</label>
          <textarea {...fieldProps('message')} rows={4} maxLength={ENQUIRY_MAX_LENGTH.message} />
        </div>
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-website`}>{tr('Leave this field empty')}</label>
          <input
            id={`${id}-website`}
            name="website"
            ref={honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
      </div>
      <div className={styles.footer}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? tr(messages.contact.sending) : tr('Submit')}
        </button>
        <p
          id={statusId}
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={`${styles.status} ${status.kind === 'error' ? styles.error : ''} ${status.kind === 'sent' ? styles.success : ''}`}
        >
          {status.kind === 'error'
            ? tr(status.text)
            : status.kind === 'sent'
              ? tr(messages.contact.sent)
              : ''}
        </p>
      </div>
    </form>
  );
}
