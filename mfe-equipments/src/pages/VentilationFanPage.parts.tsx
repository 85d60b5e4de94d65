// Only VentilationFanPage's staticParts imports this, dynamically: a static import would bring this
// code back into the page's chunk (shared/src/ui/StaticParts.tsx).
import { localize } from '@navdhara/shared';
import { Section } from '@navdhara/shared/ui';
import { FeatureSplit } from '@navdhara/shared/static';
import { ventilationFan } from '../content/ventilation-fan';

export function FanClosing() {
  const content = localize(ventilationFan);
  return (
    <Section tone="muted">
      <FeatureSplit
        testId="closing-block"
        title={content.closing.title}
        paragraphs={content.closing.paragraphs}
        image={content.closing.image}
        reverse
      />
    </Section>
  );
}
