import { useEffect, useId, useState, type FormEvent } from 'react';
import { tr, trFormat } from '@navdhara/shared';
import { Dialog, needsScript, Section } from '@navdhara/shared/ui';
import styles from './HelloWorldPage.module.css';

/** docs/requirements.md#demo-page: the demo modal appears after 3 seconds. */
export const DEMO_MODAL_DELAY_MS = 3000;

/**
 * Demo page /hello-world (docs/requirements.md#demo-page): placeholder blocks; after 3 s a modal with a required name
 * field locks the page scroll. The x or submit closes it. Nothing is sent anywhere.
 */
export default function HelloWorldPage() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const id = useId();

  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), DEMO_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
  };

  return (
    <Section>
      <h1>{tr('Hello World')}</h1>
      <p>{tr('This is a demonstration page with placeholder blocks.')}</p>
      {/* The demo dialog opens by itself after 3 s: the app boots as the page shows. */}
      <div className={styles.grid} {...needsScript()}>
        {['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'].map((label) => (
          <div key={label} className={styles.block}>
            {trFormat('{label} placeholder block', { label: tr(label) })}
          </div>
        ))}
      </div>
      <Dialog
        id="hello-dialog"
        open={open}
        onClose={() => setOpen(false)}
        title={tr('Say hello')}
        testId="demo-modal"
      >
        <form onSubmit={submit} className={styles.form}>
          <label htmlFor={`${id}-name`}>{tr('Your name')}</label>
          <input
            id={`${id}-name`}
            name="name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className={styles.submit}>
            {tr('Submit')}
          </button>
        </form>
      </Dialog>
    </Section>
  );
}
