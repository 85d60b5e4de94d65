import type { ComponentType } from 'react';
import {
  currentLocale,
  getDealersIn,
  localizedPath,
  tr,
  trFormat,
  type DealerState,
  type PageLoaderArgs,
  type PageModule,
  type PageProps,
} from '@navdhara/shared';
import { Section } from '@navdhara/shared/ui';
import { DealerCard } from '../components/DealerCard';
import { DealerSearchForm } from '../components/DealerSearchForm';
import { whatsappMessage } from '../lib/message';
import { districtsOf, STATES } from '../lib/places';
import styles from './PlacePage.module.css';

const loaderFor =
  (state: DealerState) =>
  ({ locale }: PageLoaderArgs) => ({
    facilities: () => getDealersIn(locale, { state, kind: 'facility' }).then((page) => page.items),
  });

/** /where-to-buy/<state>: the state's districts, each a link to its dealers, and the group's places there. */
function StateView({
  state,
  data,
}: { state: DealerState } & PageProps<ReturnType<typeof loaderFor>>) {
  const locale = currentLocale();
  const facilities = data.facilities.status === 'success' ? data.facilities.data : [];
  return (
    <Section width="narrow" className={styles.page}>
      <nav aria-label={tr('Where to buy')} className={styles.trail}>
        <a href={localizedPath('/where-to-buy', locale)}>{tr('Where to buy')}</a>
      </nav>
      <h1 className={styles.title}>
        {trFormat('Navdhara dealers in {state}', { state: STATES[state][locale] })}
      </h1>
      <DealerSearchForm />
      <h2 className={styles.subtitle}>{tr('Choose your district')}</h2>
      <ul className={styles.districts} data-testid="state-districts">
        {districtsOf(state).map((district) => (
          <li key={district.key}>
            <a href={localizedPath(`/where-to-buy/${state}/${district.key}`, locale)}>
              {district[locale]}
            </a>
          </li>
        ))}
      </ul>
      {facilities.length > 0 && (
        <>
          <h2 className={styles.subtitle}>{tr('Navdhara Group’s own places')}</h2>
          <ul className={styles.list}>
            {facilities.map((dealer) => (
              <li key={dealer.documentId || dealer.id}>
                <DealerCard
                  dealer={dealer}
                  message={whatsappMessage(dealer.name, { productName: null, division: null })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

const modules = new Map<string, PageModule>();

/** The page module of one state's route (one component per state, made once). */
export function statePage(state: DealerState): PageModule {
  const known = modules.get(state);
  if (known) return known;
  const loader = loaderFor(state);
  const Page: ComponentType<PageProps<typeof loader>> = ({ data }) => (
    <StateView state={state} data={data} />
  );
  Page.displayName = `StatePage(${state})`;
  const made: PageModule = { default: Page, loader };
  modules.set(state, made);
  return made;
}

export default function NoState() {
  return null;
}
