import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  createDealerApplication,
  currentLocale,
  messages,
  MOBILE_INPUT,
  MOBILE_MAX_LENGTH,
  POSTED_FORM_FIELD,
  postedFormAnchor,
  SECTIONS,
  tr,
  usePostedForm,
  type DealerApplicationInput,
  type PostedDealerApplication,
} from '@navdhara/shared';
import {
  DEALER_APPLICATION_FIELDS,
  DEALER_APPLICATION_LABELS,
  DEALER_APPLICATION_MAX_LENGTH,
  DEALER_TEXT_FIELDS,
  dealerApplicationInput,
  dealerApplicationSendProblem,
  typedBeforeScript,
  validateDealerApplication,
  validateDealerApplicationField,
  type DealerApplicationErrors,
  type DealerApplicationField,
  type DealerApplicationValues,
  type DealerTextField,
} from '@navdhara/shared/forms';
import { divisionName } from './labels';
import styles from './DealerApplicationForm.module.css';

export interface DealerApplicationFormProps {
  /** Sends the application; the CMS by default. Tests pass their own. */
  send?: (application: DealerApplicationInput) => Promise<unknown>;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'failed'; text: string; field: DealerApplicationField | null }
  | { kind: 'sent' };

const FORM = 'dealer-application';

const empty: DealerApplicationValues = {
  name: '',
  firm: '',
  town: '',
  district: '',
  pin_code: '',
  phone: '',
  divisions: [],
};

/** Each text field's input: what autofill and the phone's keyboard should offer. */
const INPUTS: Readonly<
  Record<DealerTextField, { autoComplete: string; type?: string; inputMode?: 'numeric' }>
> = {
  name: { autoComplete: 'name' },
  firm: { autoComplete: 'organization' },
  town: { autoComplete: 'address-level2' },
  district: { autoComplete: 'off' },
  pin_code: { autoComplete: 'postal-code', inputMode: 'numeric' },
  phone: MOBILE_INPUT,
};

/** Where a form posted without script starts: the server's outcome, and what was typed. */
function startFrom(posted: PostedDealerApplication | null): {
  values: DealerApplicationValues;
  errors: DealerApplicationErrors;
  status: Status;
} {
  const start = { values: empty, errors: {}, status: { kind: 'idle' } as Status };
  if (!posted) return start;
  const { result } = posted;
  if (result.kind === 'sent') return { ...start, status: { kind: 'sent' } };
  const values: DealerApplicationValues = { ...empty, divisions: posted.divisions };
  for (const field of DEALER_TEXT_FIELDS) values[field] = posted.values[field] ?? '';
  if (result.kind === 'invalid') return { ...start, values, errors: result.errors };
  const field = DEALER_APPLICATION_FIELDS.find((name) => name === result.field) ?? null;
  return { ...start, values, status: { kind: 'failed', text: result.message, field } };
}

/** The divisions ticked in the server's form before this script hydrated it. */
function tickedBeforeScript(idOf: (section: string) => string): string[] | undefined {
  if (typeof document === 'undefined') return undefined;
  const boxes = SECTIONS.map((section) => document.getElementById(idOf(section)));
  if (!boxes.some((box) => box instanceof HTMLInputElement)) return undefined;
  return SECTIONS.filter((_, i) => {
    const box = boxes[i];
    return box instanceof HTMLInputElement && box.checked;
  });
}

/**
 * "Become a dealer" (issue 52), as the contact form works: every field checked before sending as
 * the content service checks it (`validateDealerApplication`, which the site server uses too); the
 * problems listed in a summary that takes the focus, each linking to its field, and each said
 * again under its field (tied with aria-describedby); a send in flight cannot be repeated; a failed
 * send keeps what was typed and says why; a filled honeypot is dropped without a request.
 *
 * Before or without script it posts to its own page: the site server checks and stores it the same
 * way and answers with the page, this form showing the outcome (`usePostedForm`).
 */
export function DealerApplicationForm({
  send = createDealerApplication,
}: DealerApplicationFormProps) {
  const posted = usePostedForm(FORM);
  const id = useId();
  const fieldId = (field: DealerApplicationField) => `${id}-${field}`;
  const boxId = (section: string) => `${id}-divisions-${section}`;
  const [start] = useState(() => startFrom(posted));
  const [values, setValues] = useState<DealerApplicationValues>(() => {
    const ticked = tickedBeforeScript(boxId);
    return {
      ...start.values,
      ...typedBeforeScript(DEALER_TEXT_FIELDS, fieldId),
      ...(ticked ? { divisions: ticked } : {}),
    };
  });
  const [errors, setErrors] = useState<DealerApplicationErrors>(start.errors);
  const [status, setStatus] = useState<Status>(start.status);
  const honeypot = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLDivElement>(null);
  /** Bumped by each submit that ends in problems: the summary then takes the focus. */
  const [attempt, setAttempt] = useState(0);
  const sending = status.kind === 'sending';

  useEffect(() => {
    if (attempt > 0) summary.current?.focus();
  }, [attempt]);
  const sent = status.kind === 'sent';
  useEffect(() => {
    if (sent && attempt > 0) done.current?.focus();
  }, [sent, attempt]);

  const update = (next: DealerApplicationValues, field: DealerApplicationField) => {
    setValues(next);
    // A field said to be wrong is checked again as it changes, so its message goes once it is right.
    if (errors[field])
      setErrors((now) => ({ ...now, [field]: validateDealerApplicationField(field, next) }));
    if (status.kind === 'failed') setStatus({ kind: 'idle' });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateDealerApplication(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'idle' });
      setAttempt((n) => n + 1);
      return;
    }
    const application = dealerApplicationInput(values, currentLocale());
    if (!application) return; // validateDealerApplication has checked it
    if (honeypot.current?.value) {
      // A bot filled the field people cannot see: pretend success, send nothing.
      setStatus({ kind: 'sent' });
      setAttempt((n) => n + 1);
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await send(application);
      setValues(empty);
      setStatus({ kind: 'sent' });
    } catch (error) {
      console.warn('Dealer application not sent', error);
      const problem = dealerApplicationSendProblem(error);
      setStatus({ kind: 'failed', text: problem.message, field: problem.field });
    }
    setAttempt((n) => n + 1);
  }

  if (sent)
    return (
      <div
        ref={done}
        id={postedFormAnchor(FORM)}
        className={styles.done}
        role="status"
        tabIndex={-1}
        data-testid="dealer-application-sent"
      >
        <p>{tr(messages.dealer.sent)}</p>
      </div>
    );

  const problems = DEALER_APPLICATION_FIELDS.flatMap((field) => {
    const text = errors[field];
    return text ? [{ field, text }] : [];
  });
  const failed = status.kind === 'failed' ? status : null;
  /** The message under a field: its rule's, or the content service's refusal naming it. */
  const messageOf = (field: DealerApplicationField) =>
    errors[field] ?? (failed?.field === field ? failed.text : undefined);
  const errorId = (field: DealerApplicationField) => `${fieldId(field)}-error`;
  const hintId = (field: DealerApplicationField) => `${fieldId(field)}-hint`;
  const describedBy = (field: DealerApplicationField, hint: boolean) =>
    [hint ? hintId(field) : undefined, messageOf(field) ? errorId(field) : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const fieldError = (field: DealerApplicationField) => {
    const text = messageOf(field);
    return text ? (
      <p id={errorId(field)} className={styles.fieldError}>
        {tr(text)}
      </p>
    ) : null;
  };

  const textField = (field: DealerTextField, hint?: string) => (
    <div className={styles.field} key={field}>
      <label htmlFor={fieldId(field)}>{tr(DEALER_APPLICATION_LABELS[field])}</label>
      {hint && (
        <p id={hintId(field)} className={styles.hint}>
          {tr(hint)}
        </p>
      )}
      {fieldError(field)}
      <input
        id={fieldId(field)}
        name={field}
        value={values[field]}
        onChange={(event) => update({ ...values, [field]: event.target.value }, field)}
        maxLength={field === 'phone' ? MOBILE_MAX_LENGTH : DEALER_APPLICATION_MAX_LENGTH[field]}
        aria-invalid={messageOf(field) ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        {...INPUTS[field]}
      />
    </div>
  );

  const toggle = (section: string, on: boolean) =>
    update(
      {
        ...values,
        divisions: on
          ? [...values.divisions.filter((s) => s !== section), section]
          : values.divisions.filter((s) => s !== section),
      },
      'divisions',
    );

  return (
    <form
      id={postedFormAnchor(FORM)}
      className={styles.form}
      method="post"
      action={`#${postedFormAnchor(FORM)}`}
      onSubmit={handleSubmit}
      noValidate
      aria-busy={sending}
      aria-label={tr('Become a dealer')}
      data-testid="dealer-application-form"
    >
      <input type="hidden" name={POSTED_FORM_FIELD} value={FORM} />
      {(problems.length > 0 || failed) && (
        <div
          ref={summary}
          className={styles.summary}
          role="alert"
          tabIndex={-1}
          aria-labelledby={`${id}-summary`}
          data-testid="dealer-application-problems"
        >
          <h2 id={`${id}-summary`} className={styles.summaryTitle}>
            {problems.length > 0
              ? tr('Some details need fixing')
              : tr('Your application was not sent')}
          </h2>
          {failed && problems.length === 0 && <p>{tr(failed.text)}</p>}
          {problems.length > 0 && (
            <ul>
              {problems.map(({ field, text }) => (
                <li key={field}>
                  <a href={`#${field === 'divisions' ? boxId(SECTIONS[0]) : fieldId(field)}`}>
                    {tr(text)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className={styles.grid}>
        {textField('name')}
        {textField('firm')}
        {textField('town')}
        {textField('district')}
        {textField('pin_code')}
        {textField('phone', messages.contact.mobileHint)}
      </div>
      <fieldset className={styles.divisions} aria-describedby={describedBy('divisions', true)}>
        <legend>{tr(DEALER_APPLICATION_LABELS.divisions)}</legend>
        <p id={hintId('divisions')} className={styles.hint}>
          {tr('Tick one or more')}
        </p>
        {fieldError('divisions')}
        <div className={styles.boxes}>
          {SECTIONS.map((section) => (
            <label key={section} className={styles.box} htmlFor={boxId(section)}>
              <input
                type="checkbox"
                id={boxId(section)}
                name="divisions"
                value={section}
                checked={values.divisions.includes(section)}
                onChange={(event) => toggle(section, event.target.checked)}
              />
              <span>{divisionName(section)}</span>
            </label>
          ))}
        </div>
      </fieldset>
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
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? tr(messages.contact.sending) : tr('Submit application')}
      </button>
    </form>
  );
}
