import type { Position } from '@navdhara/shared';
import { images } from './images';

export const lifeAt = {
  eyebrow: 'Life at Navdhara',
  title: 'Life at Navdhara Group',
  intro: 'Work that feeds India, with people who care about farmers and about each other.',
  items: [
    { image: images.culture[0], caption: 'Learning on the job' },
    { image: images.culture[1], caption: 'Festivals and milestones' },
    { image: images.culture[2], caption: 'Open doors, open ideas' },
    { image: images.culture[3], caption: 'Time in the field' },
  ],
} as const;

export const whyWork = {
  eyebrow: 'Why join us',
  title: 'Why work with us',
  items: [
    {
      icon: 'growth',
      title: 'Grow with a growing group',
      text: 'Five businesses mean room to move across roles, plants and states.',
    },
    {
      icon: 'learning',
      title: 'Learn every day',
      text: 'Structured training, on-farm exposure and support for further study.',
    },
    {
      icon: 'care',
      title: 'People who care',
      text: 'A family culture over 35 years, with fair pay and health cover.',
    },
    {
      icon: 'purpose',
      title: 'Meaningful work',
      text: 'Help thousands of farmers earn more and farm more sustainably.',
    },
  ],
} as const;

/** docs/requirements.md#careers-page: department tabs and the positions they map to; default FINANCE. */
export const departments: ReadonlyArray<{ key: Position; label: string }> = [
  { key: 'FINANCE', label: 'Finance' },
  { key: 'SALES', label: 'Sales' },
  { key: 'MARKETING', label: 'Marketing' },
  { key: 'HR', label: 'HR' },
  { key: 'OPERATION', label: 'Operations' },
];

export const openingsSection = {
  eyebrow: 'Join the team',
  title: 'Open positions',
  tabsLabel: 'Departments',
  apply: 'Apply',
  /** After Apply, for screen readers: which opening. */
  applyFor: 'for {title}',
  /** The count of places in an opening: one text per number form, each translated whole. */
  opening: '{count} opening',
  openings: '{count} openings',
  loading: 'Loading open positions',
} as const;

export const applicationForm = {
  title: 'Apply for {job}',
  labels: {
    name: 'Full name',
    email: 'E-mail',
    phoneNumber: 'Mobile number',
    currentWorkingLocation: 'Current working location',
    noticePeriod: 'Notice period (in days)',
    resume: 'Resume (PDF, DOC or DOCX, up to 5 MB)',
  },
  removeResume: 'Remove',
  /** The Remove button's name for screen readers. */
  removeResumeNamed: 'Remove {file}',
  submit: 'Submit application',
  submitting: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
} as const;
