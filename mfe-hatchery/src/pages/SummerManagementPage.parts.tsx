// Only SummerManagementPage's staticParts imports this, dynamically: a static import would bring
// this code back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { localize } from '@navdhara/shared';
import { Section, SectionHeading } from '@navdhara/shared/ui';
import { FeatureSplit, StrategySections } from '@navdhara/shared/static';
import { summerManagement } from '../content/summer-management';

export function SummerStrategies() {
  const content = localize(summerManagement);
  return (
    <Section>
      <SectionHeading title={content.strategiesTitle} align="center" />
      <StrategySections sections={content.strategies} />
    </Section>
  );
}

export function SummerClosing() {
  const content = localize(summerManagement);
  return (
    <Section tone="muted">
      <FeatureSplit
        testId="closing-block"
        title={content.closing.title}
        paragraphs={content.closing.paragraphs}
        points={content.closing.points}
        image={content.closing.image}
        reverse
      />
    </Section>
  );
}
