import type { ComponentType } from 'react';
import {
  currentLocale,
  DEALER_PAGE_SIZE,
  getDealersIn,
  jsonLdText,
  localizedPath,
  messages,
  tr,
  trFormat,
  type Dealer,
  type Locale,
  type PageLoaderArgs,
  type PageModule,
  type PageProps,
} from '@navdhara/shared';
import { Button, Section, Spinner } from '@navdhara/shared/ui';
import { DealerCard } from '../components/DealerCard';
import { DealerSearchForm } from '../components/DealerSearchForm';
import { ResultsMap } from '../components/ResultsMap';
import { localBusinessJsonLd } from '../lib/local-business';
import { whatsappMessage } from '../lib/message';
import { districtByKey, STATES, type District } from '../lib/places';
import styles from './PlacePage.module.css';

/** The most dealers a district's page lists (two pages of the CMS's). */
const MAX_DEALERS = 2 * DEALER_PAGE_SIZE;

/** A district's published dealers, at most MAX_DEALERS (two requests at most). */
async function dealersOf(locale: Locale, district: string): Promise<Dealer[]> {
  const first = await getDealersIn(locale, { district });
  if (first.pageCount < 2) return first.items;
  const second = await getDealersIn(locale, { district }, 2);
  return [...first.items, ...second.items].slice(0, MAX_DEALERS);
}

const loaderFor =
  (district: string) =>
  ({ locale }: PageLoaderArgs) => ({ dealers: () => dealersOf(locale, district) });

/**
 * /where-to-buy/<state>/<district>: every dealer of the district and the group's places there,
 * each marked up as schema.org LocalBusiness. Kept like any page (no query), so it shows the
 * hours but not "open now", which would go stale in the cache.
 */
function DistrictView({
  district,
  data,
}: { district: District } & PageProps<ReturnType<typeof loaderFor>>) {
  const locale = currentLocale();
  const { dealers } = data;
  const list = dealers.status === 'success' ? dealers.data : [];
  const state = STATES[district.state];
  const sellers = list.filter((dealer) => dealer.kind !== 'facility');
  const own = list.filter((dealer) => dealer.kind === 'facility');
  return (
    <Section width="narrow" className={styles.page}>
      <nav aria-label={tr('Where to buy')} className={styles.trail}>
        <a href={localizedPath('/where-to-buy', locale)}>{tr('Where to buy')}</a>
        {' › '}
        <a href={localizedPath(`/where-to-buy/${district.state}`, locale)}>{state[locale]}</a>
      </nav>
      <h1 className={styles.title}>
        {trFormat('Navdhara dealers in {district}', { district: district[locale] })}
      </h1>
      <DealerSearchForm place={district[locale]} />
      {dealers.status === 'loading' && <Spinner label={tr('Finding dealers')} />}
      {dealers.status === 'error' && (
        <div role="status">
          <p>{tr(messages.content.loadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={dealers.reload}>
            {tr(messages.remote.retry)}
          </Button>
        </div>
      )}
      {dealers.status === 'success' && sellers.length === 0 && (
        <p role="status" data-testid="no-dealers">
          {tr('No dealer in this district yet. Search your PIN code for the nearest ones.')}
        </p>
      )}
      {sellers.length > 0 && (
        <>
          <h2 className={styles.subtitle}>
            {trFormat('{count} dealers in {district}', {
              count: sellers.length,
              district: district[locale],
            })}
          </h2>
          <ul className={styles.list} data-testid="district-dealers">
            {sellers.map((dealer) => (
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
      {own.length > 0 && (
        <>
          <h2 className={styles.subtitle}>{tr('Navdhara Group’s own places')}</h2>
          <ul className={styles.list}>
            {own.map((dealer) => (
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
      {list.length > 0 && <ResultsMap places={list} />}
      {list.map((dealer) => (
        <script
          key={dealer.documentId || dealer.id}
          type="application/ld+json"
          // JSON-LD must be raw text; JSON with "<" escaped cannot close the tag.
          dangerouslySetInnerHTML={{ __html: jsonLdText(localBusinessJsonLd(dealer, locale)) }}
        />
      ))}
    </Section>
  );
}

const modules = new Map<string, PageModule>();

/** The page module of one district's route (one component per district, made once). */
export function districtPage(key: string): PageModule {
  const known = modules.get(key);
  if (known) return known;
  const district = districtByKey(key);
  if (!district) throw new Error(`No district ${key} in the places' data`);
  const loader = loaderFor(key);
  const Page: ComponentType<PageProps<typeof loader>> = ({ data }) => (
    <DistrictView district={district} data={data} />
  );
  Page.displayName = `DistrictPage(${key})`;
  const made: PageModule = { default: Page, loader };
  modules.set(key, made);
  return made;
}

export default function NoDistrict() {
  return null;
}
