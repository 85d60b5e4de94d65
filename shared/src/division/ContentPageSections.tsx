import type { ComponentProps } from 'react';
import { staticParts } from '@navdhara/shared/ui';
import type { IntroBlock, WhyChooseCards } from '@navdhara/shared/static';
import type { ContentFooter, StaticFaq } from '../types/division';

export type ContentIntroProps = Omit<ComponentProps<typeof IntroBlock>, 'children'>;
export type ContentWhyChooseProps = Pick<ComponentProps<typeof WhyChooseCards>, 'title' | 'items'>;

const parts = staticParts(
  'content-page',
  () => import(/* webpackChunkName: "content-page-parts" */ './ContentPageSections.parts'),
);
const ContentIntro = parts.part('ContentIntro');
const ContentWhyChoose = parts.part('ContentWhyChoose');
const ContentFaqs = parts.part('ContentFaqs');
const ContentTollFree = parts.part('ContentTollFree');
const ContentFooterLinks = parts.part('ContentFooterLinks');

/**
 * How the landing and static content pages of a division open, under their hero: the intro with
 * its highlights and the four "why choose" cards. Text only, so each is a static part
 * (StaticParts.tsx): every page that uses these gets their code out of its own chunk.
 */
export function ContentPageIntro({
  intro,
  whyChoose,
}: {
  intro: ContentIntroProps;
  whyChoose: ContentWhyChooseProps;
}) {
  return (
    <>
      <ContentIntro intro={intro} />
      <ContentWhyChoose whyChoose={whyChoose} />
    </>
  );
}

/**
 * How every static content page of a division ends: its FAQs, the toll-free call to action and
 * the closing block. All text and links, so each is a static part (StaticParts.tsx).
 */
export function ContentPageEnd({
  faqs,
  tollFreeText,
  footer,
}: {
  faqs: readonly StaticFaq[];
  tollFreeText: string;
  footer: ContentFooter;
}) {
  return (
    <>
      <ContentFaqs faqs={faqs} />
      <ContentTollFree text={tollFreeText} />
      <ContentFooterLinks footer={footer} />
    </>
  );
}
