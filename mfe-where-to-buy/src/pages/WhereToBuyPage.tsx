import {
  currentLocale,
  localizedPath,
  messages,
  tr,
  useMarkBadRequest,
  type PageLoaderArgs,
  type PageProps,
} from '@navdhara/shared';
import { Button, Section, Spinner } from '@navdhara/shared/ui';
import { DealerResults } from '../components/DealerResults';
import { DealerSearchForm } from '../components/DealerSearchForm';
import { NearMe } from '../components/NearMe';
import { ResultsMap } from '../components/ResultsMap';
import { answerFor } from '../lib/answer';
import { STATE_KEYS, STATES } from '../lib/places';
import styles from './WhereToBuyPage.module.css';

/**
 * The answer for the address's query (`?place=141001&division=feeds&product=layer-mash`), on the
 * server (the page is declared `query: true`: rendered for its request alone, never kept); no
 * query, the form alone.
 */
export const loader = ({ locale, search }: PageLoaderArgs) => ({
  answer: () => answerFor(locale, search),
});

/**
 * /where-to-buy (and /hi/..., /pa/...): a farmer types a PIN code, a town or a district and gets
 * the nearest dealers with a call, a WhatsApp message and directions; works without script.
 */
export default function WhereToBuyPage({ data }: PageProps<typeof loader>) {
  const { answer } = data;
  const shown = answer.status === 'success' ? answer.data : null;
  const locale = currentLocale();
  useMarkBadRequest(shown?.outcome === 'refused');
  return (
    <>
      <Section width="narrow" className={styles.page}>
        <h1 className={styles.title}>{tr('Where to buy')}</h1>
        <p className={styles.lead}>
          {tr(
            'Find the Navdhara dealers nearest to you: type your PIN code, town or district, then call them or send a WhatsApp message.',
          )}
        </p>
        <DealerSearchForm
          place={shown?.request.place ?? ''}
          division={shown?.request.division ?? null}
          product={shown?.request.product ?? null}
        />
        <NearMe
          division={shown?.request.division ?? null}
          productName={shown?.productName ?? null}
          product={shown?.request.product ?? null}
        />
        {answer.status === 'loading' && <Spinner label={tr('Finding dealers')} />}
        {answer.status === 'error' && (
          <div className={styles.failed} role="status">
            <p>{tr(messages.content.loadFailed)}</p>
            <Button variant="secondary" size="sm" onClick={answer.reload}>
              {tr(messages.remote.retry)}
            </Button>
          </div>
        )}
        {shown && <DealerResults answer={shown} />}
        {shown && shown.dealers.length + shown.facilities.length > 0 && (
          <ResultsMap
            places={[...shown.dealers, ...shown.facilities].map(({ dealer }) => dealer)}
          />
        )}
      </Section>
      <Section tone="muted" width="narrow">
        <h2 className={styles.subtitle}>{tr('Dealers by state')}</h2>
        <ul className={styles.states}>
          {STATE_KEYS.map((state) => (
            <li key={state}>
              <a href={localizedPath(`/where-to-buy/${state}`, locale)}>{STATES[state][locale]}</a>
            </li>
          ))}
        </ul>
        <h2 className={styles.subtitle}>{tr('Sell Navdhara products')}</h2>
        <p>
          {tr('Run a shop for farmers? Call Sales on 1800-000-0000 to become a Navdhara dealer.')}
        </p>
        <p>
          <a
            className={styles.apply}
            href={localizedPath('/where-to-buy/become-a-dealer', locale)}
            data-testid="become-a-dealer"
          >
            {tr('Apply to become a dealer')}
          </a>
        </p>
      </Section>
    </>
  );
}
