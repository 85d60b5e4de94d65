import { useState } from 'react';
import {
  contentLang,
  getOpenings,
  localize,
  messages,
  tr,
  trFormat,
  usePostedForm,
  useUiStore,
  type Opening,
  type PageLoaderArgs,
  type PageProps,
  type Position,
} from '@navdhara/shared';
import {
  Button,
  ContactCta,
  Dialog,
  dialogOpener,
  Hero,
  Section,
  SectionHeading,
  staticParts,
  Tabs,
} from '@navdhara/shared/ui';
import { ApplicationFormIsland } from '../components/ApplicationFormIsland';
import { LoadState } from '../components/LoadState';
import { applicationForm, departments, openingsSection } from '../content/careers';
import { images } from '../content/images';
import { careersIntro } from '../content/pages';
import styles from './CareersPage.module.css';

/** The open positions, from the CMS. */
export const loader = ({ locale }: PageLoaderArgs) => ({ openings: () => getOpenings(locale) });

/** The id of an opening's application dialog, which its Apply button opens. */
function applicationDialogId(opening: Pick<Opening, 'id'>) {
  return `application-${opening.id}`;
}

const parts = staticParts(
  'careers',
  () => import(/* webpackChunkName: "careers-parts" */ './CareersPage.parts'),
);
const CareersLife = parts.part('CareersLife');
const CareersWhyWork = parts.part('CareersWhyWork');

export default function CareersPage({ data }: PageProps<typeof loader>) {
  const [department, setDepartment] = useState<Position>('FINANCE');
  const setModalOpen = useUiStore((s) => s.setCareerModalOpen);
  // An application posted without script comes back with its opening's dialog open.
  const posted = usePostedForm('application');
  const { openings } = data;
  const openingsIn = (position: Position) =>
    (openings.data ?? []).filter((o) => o.position === position);

  const allOpenings: readonly Opening[] = openings.data ?? [];
  const intro = localize(careersIntro);
  const section = localize(openingsSection);
  /** How many places an opening has, in the number form of the count. */
  const placesOf = (count: number) =>
    trFormat(count === 1 ? openingsSection.opening : openingsSection.openings, { count });

  return (
    <>
      <Hero
        title={intro.title}
        eyebrow={intro.eyebrow}
        subtitle={intro.intro}
        image={localize(images.bannerCareers)}
      >
        <ContactCta />
      </Hero>

      <CareersLife />

      <CareersWhyWork />

      <Section labelledBy="openings-heading" id="openings">
        <SectionHeading id="openings-heading" eyebrow={section.eyebrow} title={section.title} />
        <Tabs
          tabs={localize(departments)}
          selected={department}
          onSelect={setDepartment}
          label={section.tabsLabel}
          testId="departments"
          panel={(position) => (
            <LoadState
              loading={openings.loading}
              failed={openings.status === 'error'}
              label={section.loading}
              onRetry={openings.reload}
              isEmpty={openingsIn(position).length === 0}
              empty={<p data-testid="no-openings">{tr(messages.careers.noOpenings)}</p>}
              testId="openings"
            >
              <ul className={styles.openings} data-testid="openings-list">
                {openingsIn(position).map((opening) => (
                  <li
                    key={opening.id}
                    className={styles.opening}
                    data-testid="opening"
                    lang={contentLang(opening)}
                  >
                    <div className={styles.openingHead}>
                      <h3>{opening.title}</h3>
                      <span className={styles.count}>{placesOf(opening.openings)}</span>
                    </div>
                    <p>{opening.role}</p>
                    <Button size="sm" {...dialogOpener(applicationDialogId(opening))}>
                      {section.apply}
                      <span className="visually-hidden">
                        {' '}
                        {trFormat(openingsSection.applyFor, { title: opening.title })}
                      </span>
                    </Button>
                  </li>
                ))}
              </ul>
            </LoadState>
          )}
        />
      </Section>

      {/* Each opening's application is in the HTML, opened by its Apply button without script;
          the shared store's flag (docs/requirements.md#shared-ui-state) follows whichever is open. */}
      {allOpenings.map((opening) => (
        <Dialog
          key={opening.id}
          id={applicationDialogId(opening)}
          defaultOpen={posted?.opening === opening.id}
          onOpen={() => setModalOpen(true)}
          onClose={() => setModalOpen(false)}
          title={trFormat(applicationForm.title, { job: opening.title })}
          width={560}
          closeOnBackdrop={false}
          testId="application-dialog"
        >
          <ApplicationFormIsland opening={opening} dialogId={applicationDialogId(opening)} />
        </Dialog>
      ))}
    </>
  );
}
