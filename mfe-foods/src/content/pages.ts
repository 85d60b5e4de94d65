import type { ImageAsset } from '@navdhara/shared';
import heroSrc from '../assets/hero-foods.svg';

export interface PageIntro {
  title: string;
  eyebrow: string;
  intro: string;
}

export const heroImage: ImageAsset = {
  src: heroSrc,
  alt: "Illustration of Navdhara Foods: green fields under a rising sun",
  width: 1600,
  height: 700,
};

export const foodsIntro: PageIntro = {
  title: "Navdhara Foods",
  eyebrow: "Frozen chicken foods since 2002",
  intro: "Hygienic frozen chicken foods from our processing plant at Rai Sonipat, Haryana, and a chicken brand families trust.",
};

export const chickenProteinSupplierIntro: PageIntro = {
  title: "Chicken Protein Supplier",
  eyebrow: "For food businesses",
  intro: "High in protein, hygienically processed and antibiotic residue free: chicken products for kitchens, caterers and retailers.",
};
