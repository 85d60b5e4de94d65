import type { ImageAsset } from '@navdhara/shared';
import heroSrc from '../assets/hero-proteins.svg';

export interface PageIntro {
  title: string;
  eyebrow: string;
  intro: string;
}

export const heroImage: ImageAsset = {
  src: heroSrc,
  alt: "Illustration of Navdhara Proteins: green fields under a rising sun",
  width: 1600,
  height: 700,
};

export const proteinsIntro: PageIntro = {
  title: "Navdhara Proteins",
  eyebrow: "Soya solvent extraction at Ujjain",
  intro: "Three lakh tonnes of annual crushing capacity producing soya meal above 48% protein, with mustard and rice bran processing.",
};
