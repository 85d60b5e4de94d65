import { currentLocale, localizedPath, tr } from '@navdhara/shared';
import { Section } from '@navdhara/shared/ui';
import { DealerApplicationForm } from '../components/DealerApplicationForm';
import styles from './BecomeDealerPage.module.css';

/**
 * /where-to-buy/become-a-dealer (and /hi/..., /pa/...): a shopkeeper applies to sell Navdhara's
 * products (issue 52, outcome 4). The form posts to this page, so it works without script.
 */
export default function BecomeDealerPage() {
  return (
    <Section width="narrow" className={styles.page}>
      <p className={styles.back}>
        <a href={localizedPath('/where-to-buy', currentLocale())}>{tr('Where to buy')}</a>
      </p>
      <h1 className={styles.title}>{tr('Become a Navdhara dealer')}</h1>
      <p className={styles.lead}>
        {tr(
          'Run a shop for farmers? Tell us about it, and our Sales team will call you to talk about selling Navdhara products.',
        )}
      </p>
      <DealerApplicationForm />
      <p className={styles.call}>
        {tr('Would you rather talk? Call our Sales team on 1800-000-0000.')}
      </p>
    </Section>
  );
}
