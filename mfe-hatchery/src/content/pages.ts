import type { ImageAsset } from '@navdhara/shared';
import heroSrc from '../assets/hero-hatchery.svg';

export interface PageIntro {
  title: string;
  eyebrow: string;
  intro: string;
}

export const heroImage: ImageAsset = {
  src: heroSrc,
  alt: "Illustration of Navdhara Hatcheries: green fields under a rising sun",
  width: 1600,
  height: 700,
};

export const hatcheryIntro: PageIntro = {
  title: "Navdhara Hatcheries",
  eyebrow: "18 million chicks a month",
  intro: "Hatcheries across India supplying day-old chicks, fertile eggs and broiler parent chicks with a hatching capacity of 18 million chicks monthly.",
};

export const broilerChickenFarmingIntro: PageIntro = {
  title: "Broiler Chicken Farming",
  eyebrow: "Start strong, grow steady",
  intro: "Quality day-old chicks, stage-wise feed, equipment and field support for profitable broiler farming.",
};

export const summerManagementIntro: PageIntro = {
  title: "Summer Management in Poultry",
  eyebrow: "Beat the heat",
  intro: "Practical steps to protect your flock in Indian summers: ventilation, water, litter, space and emergency cooling.",
};
