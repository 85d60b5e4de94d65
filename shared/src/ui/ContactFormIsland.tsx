import { tr } from '@navdhara/shared';
import type { ContactFormProps } from '@navdhara/shared/forms';
import { lazyIsland } from './Island';
import { Spinner } from './Spinner';

/**
 * The contact form of the contact, division and landing pages and of the exit-intent popup, as an
 * island: its code (the form and both forms' rules, in one `contact-form` chunk) comes when the
 * form nears the screen or is touched; until then the server's form posts on its own.
 */
/** The island's stand-in, named in the language of each render (the island is made once). */
function FormLoading() {
  return <Spinner label={tr('Loading the form')} />;
}

export const ContactFormIsland = lazyIsland<ContactFormProps>(
  'contact-form',
  () =>
    import(/* webpackChunkName: "contact-form" */ '@navdhara/shared/forms').then(
      (forms) => forms.ContactForm,
    ),
  { when: ['visible', 'interaction'], fallback: <FormLoading /> },
);
