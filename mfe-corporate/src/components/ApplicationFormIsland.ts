import { lazyIsland } from '@navdhara/shared/ui';
import type { ApplicationFormProps } from './ApplicationForm';

/**
 * An opening's application form, as an island: its code (the form, the resume checks) comes when
 * its dialog opens or it is touched, not with the careers page. Until then the server's form, in
 * its native dialog, posts with the resume on its own.
 */
export const ApplicationFormIsland = lazyIsland<ApplicationFormProps>(
  'application-form',
  () =>
    import(/* webpackChunkName: "application-form" */ './ApplicationForm').then(
      (module) => module.ApplicationForm,
    ),
  { when: ['visible', 'interaction'] },
);
