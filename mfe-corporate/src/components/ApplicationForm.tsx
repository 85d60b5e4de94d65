import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FileText, X } from 'lucide-react';
import {
  createApplication,
  currentLocale,
  localize,
  messages,
  MOBILE_INPUT,
  MOBILE_MAX_LENGTH,
  POSTED_FORM_FIELD,
  tr,
  trFormat,
  uploadResume,
  usePostedForm,
  type Opening,
  type PostedApplication,
} from '@navdhara/shared';
import { Button, dialogCloser } from '@navdhara/shared/ui';
import {
  applicationInput,
  applicationSendProblem,
  APPLICATION_MAX_LENGTH,
  RESUME_ACCEPT,
  validateApplication,
  validateApplicationField,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationFields,
  fileChosenBeforeScript,
  typedBeforeScript,
} from '@navdhara/shared/forms';
import { applicationForm } from '../content/careers';
import styles from './ApplicationForm.module.css';

/** A failure names the field the content service refused, when it named one. */
type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'failed'; text: string; field: ApplicationField | null }
  | { kind: 'submitted' };

const empty: ApplicationFields = {
  name: '',
  email: '',
  phoneNumber: '',
  currentWorkingLocation: '',
  noticePeriod: '',
  resume: null,
};

export interface ApplicationFormProps {
  opening: Pick<Opening, 'id' | 'title'>;
  /** The dialog it is in: Cancel and Close close it (invoker buttons, with or without script). */
  dialogId: string;
  /** Injected in tests; default: the CMS upload and POST job-applicants. */
  upload?: (file: File) => Promise<string>;
  submit?: typeof createApplication;
}

/** Where a form posted without script starts: the server's outcome, and what was typed. */
function startFrom(posted: PostedApplication | null): {
  values: ApplicationFields;
  errors: ApplicationErrors;
  status: Status;
} {
  const start = { values: empty, errors: {}, status: { kind: 'idle' } as Status };
  if (!posted) return start;
  const { result } = posted;
  if (result.kind === 'sent') return { ...start, status: { kind: 'submitted' } };
  const values: ApplicationFields = { ...empty };
  for (const { field } of textFields) values[field] = posted.values[field] ?? '';
  if (result.kind === 'invalid') return { ...start, values, errors: result.errors };
  const problem =
    result.phase === 'upload'
      ? { message: messages.application.uploadFailed, field: null }
      : applicationSendProblem(result, applicationForm.labels);
  return {
    values,
    // The file chosen before is not in the form any more (browsers never refill a file field).
    errors: { resume: messages.application.chooseResumeAgain },
    status: { kind: 'failed', text: problem.message, field: problem.field },
  };
}

type TextField = Exclude<ApplicationField, 'resume'>;
interface TextFieldSpec {
  field: TextField;
  type: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  maxLength: number;
  /** A rule shown under the field, linked to it with aria-describedby. */
  hint?: string;
}
const textFields: readonly TextFieldSpec[] = [
  { field: 'name', type: 'text', autoComplete: 'name', maxLength: APPLICATION_MAX_LENGTH.name },
  {
    field: 'email',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: APPLICATION_MAX_LENGTH.email,
  },
  // The contact form's phone field: numeric keypad, the visitor's number offered by autofill, the rule shown.
  {
    field: 'phoneNumber',
    ...MOBILE_INPUT,
    maxLength: MOBILE_MAX_LENGTH,
    hint: messages.contact.mobileHint,
  },
  {
    field: 'currentWorkingLocation',
    type: 'text',
    autoComplete: 'address-level2',
    maxLength: APPLICATION_MAX_LENGTH.currentWorkingLocation,
  },
  {
    field: 'noticePeriod',
    type: 'text',
    autoComplete: 'off',
    inputMode: 'numeric',
    maxLength: APPLICATION_MAX_LENGTH.noticePeriod,
  },
];

/**
 * The job application: every field checked on change and on submit as the content service checks
 * it (required, control characters, lengths, e-mail, Indian mobile number); the resume's type and
 * size are checked before anything is uploaded; submit is blocked while anything is wrong; the
 * resume is uploaded, then the application is posted with the mobile number in its one normal
 * form (+91 and ten digits). A failure says so and keeps what the applicant typed; a refusal names
 * the refused field. A hidden honeypot field silently drops bots.
 *
 * Before or without script it posts to the page itself (multipart, with the resume): the site
 * server checks and stores it the same way and answers with the page, this form's dialog open on
 * the outcome (`usePostedForm`).
 */
export function ApplicationForm({
  opening,
  dialogId,
  upload = (file) => uploadResume(file),
  submit = createApplication,
}: ApplicationFormProps) {
  const posted = usePostedForm('application');
  const id = useId();
  const copy = localize(applicationForm);
  const [start] = useState(() => startFrom(posted?.opening === opening.id ? posted : null));
  // What was typed and chosen in the server's form before this script hydrated it (see
  // typedBeforeScript): the dialog opens and the form takes input without script.
  const [values, setValues] = useState<ApplicationFields>(() => {
    const resume = fileChosenBeforeScript(`${id}-resume`);
    return {
      ...start.values,
      ...typedBeforeScript(
        textFields.map((spec) => spec.field),
        (field) => `${id}-${field}`,
      ),
      ...(resume ? { resume } : {}),
    };
  });
  const [errors, setErrors] = useState<ApplicationErrors>(start.errors);
  const [status, setStatus] = useState<Status>(start.status);
  // Errors the server found block nothing: without script, a blocked button could never be pressed.
  const [checkedHere, setCheckedHere] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const sending = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const setField = <F extends ApplicationField>(field: F, value: ApplicationFields[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setCheckedHere(true);
    setErrors((current) => ({ ...current, [field]: validateApplicationField(field, value) }));
    if (status.kind === 'failed') setStatus({ kind: 'idle' });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) =>
    setField('resume', event.target.files?.[0] ?? null);

  const removeResume = () => {
    if (fileInput.current) fileInput.current.value = '';
    setField('resume', null);
    fileInput.current?.focus();
  };

  const hasErrors = Object.values(errors).some(Boolean);

  // A refused field gets focus once the form is enabled again (a disabled input cannot take it).
  const refusedField = status.kind === 'failed' ? status.field : null;
  useEffect(() => {
    if (refusedField) document.getElementById(`${id}-${refusedField}`)?.focus();
  }, [refusedField, id]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const all = validateApplication(values);
    setErrors(all);
    setCheckedHere(true);
    const firstInvalid = (Object.keys(all) as ApplicationField[])[0];
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    if (honeypot) {
      // A bot filled the hidden field: pretend success, send nothing.
      setStatus({ kind: 'submitted' });
      return;
    }
    const resume = values.resume;
    if (!resume) return; // validateApplication has checked it
    sending.current = true;
    setStatus({ kind: 'sending' });
    let url: string;
    try {
      url = await upload(resume);
    } catch (error) {
      console.error('Resume upload failed', error);
      sending.current = false;
      setStatus({ kind: 'failed', text: messages.application.uploadFailed, field: null });
      return;
    }
    const application = applicationInput(values, url, opening.title, currentLocale());
    try {
      if (!application) throw new Error('validateApplication passed fields it should not');
      await submit(application);
      setStatus({ kind: 'submitted' });
    } catch (error) {
      console.error('Application could not be sent', error);
      // The English labels: shared's messages put the field's name in the page's language.
      const problem = applicationSendProblem(error, applicationForm.labels);
      setStatus({ kind: 'failed', text: problem.message, field: problem.field });
    } finally {
      sending.current = false;
    }
  }

  if (status.kind === 'submitted') {
    return (
      <div className={styles.done} role="status" data-testid="application-submitted">
        <p className={styles.success}>{tr(messages.application.submitted)}</p>
        <Button {...dialogCloser(dialogId)}>{copy.close}</Button>
      </div>
    );
  }

  const isSending = status.kind === 'sending';
  const failedId = `${id}-failed`;
  /** Refused by the content service: marked invalid until it changes (setField clears the status). */
  const refused = (field: ApplicationField) => status.kind === 'failed' && status.field === field;
  const invalid = (field: ApplicationField) => Boolean(errors[field]) || refused(field);
  /** The field's hint, its error, and the refusal naming it, whichever there are. */
  const describedBy = (field: ApplicationField, hintId?: string) =>
    [
      hintId,
      errors[field] ? `${id}-${field}-error` : undefined,
      refused(field) ? failedId : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      method="post"
      encType="multipart/form-data"
      action={`#${dialogId}`}
      noValidate
      data-testid="application-form"
      aria-busy={isSending}
    >
      <input type="hidden" name={POSTED_FORM_FIELD} value="application" />
      <input type="hidden" name="opening" value={opening.id} />
      {textFields.map(({ field, type, autoComplete, inputMode, maxLength, hint }) => (
        <div key={field} className={styles.field}>
          <label htmlFor={`${id}-${field}`}>{copy.labels[field]}</label>
          <input
            id={`${id}-${field}`}
            name={field}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            maxLength={maxLength}
            value={values[field]}
            onChange={(event) => setField(field, event.target.value)}
            aria-invalid={invalid(field) || undefined}
            aria-describedby={describedBy(field, hint ? `${id}-${field}-hint` : undefined)}
            aria-required="true"
            disabled={isSending}
          />
          {hint && (
            <p id={`${id}-${field}-hint`} className={styles.hint}>
              {tr(hint)}
            </p>
          )}
          {errors[field] && (
            <p id={`${id}-${field}-error`} className={styles.error} data-testid={`error-${field}`}>
              {tr(errors[field])}
            </p>
          )}
        </div>
      ))}

      <div className={styles.field}>
        <label htmlFor={`${id}-resume`}>{copy.labels.resume}</label>
        <input
          ref={fileInput}
          id={`${id}-resume`}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          onChange={onFile}
          className={values.resume ? 'visually-hidden' : styles.file}
          aria-invalid={invalid('resume') || undefined}
          aria-describedby={describedBy('resume')}
          aria-required="true"
          disabled={isSending}
        />
        {values.resume && (
          <div className={styles.chosen} data-testid="resume-chosen">
            <FileText size={18} aria-hidden="true" />
            <span className={styles.fileName}>{values.resume.name}</span>
            <button
              type="button"
              className={styles.remove}
              onClick={removeResume}
              disabled={isSending}
              aria-label={trFormat(applicationForm.removeResumeNamed, { file: values.resume.name })}
            >
              <X size={16} aria-hidden="true" /> {copy.removeResume}
            </button>
          </div>
        )}
        {errors.resume && (
          <p id={`${id}-resume-error`} className={styles.error} data-testid="error-resume">
            {tr(errors.resume)}
          </p>
        )}
      </div>

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{tr('Website')}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>

      {status.kind === 'failed' && (
        <p id={failedId} className={styles.failed} role="alert" data-testid="application-failed">
          {tr(status.text)}
        </p>
      )}

      <div className={styles.actions}>
        <Button variant="secondary" {...dialogCloser(dialogId)} disabled={isSending}>
          {copy.cancel}
        </Button>
        <Button
          type="submit"
          disabled={isSending || (checkedHere && hasErrors)}
          data-testid="application-submit"
        >
          {isSending ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
