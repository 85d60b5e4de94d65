import { site } from '@navdhara/shared';
import { Section } from '@navdhara/shared/ui';

/** /last-update: one plain line (docs/requirements.md#last-update-page). */
export default function LastUpdatePage() {
  return (
    <Section width="narrow">
      <h1>Last update</h1>
      <p>Site last updated {site.lastUpdated}.</p>
    </Section>
  );
}
