import { localize } from '@navdhara/shared';
import { ContactCta, Hero, staticParts } from '@navdhara/shared/ui';
import { ContentPageEnd } from '@navdhara/shared/division';
import { cattleFeed } from '../content/cattle-feed';

const parts = staticParts(
  'cattle-feed',
  () => import(/* webpackChunkName: "cattle-feed-parts" */ './CattleFeedPage.parts'),
);
const CattleIntro = parts.part('CattleIntro');
const CattleProducts = parts.part('CattleProducts');

export default function CattleFeedPage() {
  const content = localize(cattleFeed);
  return (
    <>
      <Hero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        image={content.hero.image}
      >
        <ContactCta />
      </Hero>
      <CattleIntro />
      <CattleProducts />
      <ContentPageEnd
        faqs={content.faqs}
        tollFreeText={content.tollFreeText}
        footer={content.footer}
      />
    </>
  );
}
