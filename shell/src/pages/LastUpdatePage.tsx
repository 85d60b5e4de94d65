import { site, tr, trFormat } from '@navdhara/shared';
import { Section } from '@navdhara/shared/ui';

/** /last-update: one plain line (docs/requirements.md#last-update-page). */
export default function LastUpdatePage() {
  return (
    <Section width="narrow">
      <h1>{tr('Last update')}</h1>
      <p>{trFormat('Site last updated {date}.', { date: tr(site.lastUpdated) })}</p>
    </Section>
  );
}
