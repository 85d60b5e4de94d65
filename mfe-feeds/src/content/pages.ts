import type { ImageAsset } from '@navdhara/shared';
import heroSrc from '../assets/hero-feeds.svg';

export interface PageIntro {
  title: string;
  eyebrow: string;
  intro: string;
}

export const heroImage: ImageAsset = {
  src: heroSrc,
  alt: "Illustration of Navdhara Feeds: green fields under a rising sun",
  width: 1600,
  height: 700,
};

export const feedsIntro: PageIntro = {
  title: "Navdhara Feeds",
  eyebrow: "Above 1.3 million tonnes a year",
  intro: "Broiler, layer and cattle feed made to consistent nutrition in modern plants producing above 1.3 million tonnes a year.",
};

export const poultryFeedManufacturersIntro: PageIntro = {
  title: "Poultry Feed Manufacturers",
  eyebrow: "Nutrition you can measure",
  intro: "Broiler and layer feeds with consistent quality, batch after batch, delivered across North and Central India.",
};

export const poultryLayerFarmingIntro: PageIntro = {
  title: "Poultry Layer Farming",
  eyebrow: "More eggs, healthier hens",
  intro: "Stage-wise layer feed, cages and technical support to raise productive, healthy layer flocks.",
};

export const layerChickenFeedIntro: PageIntro = {
  title: "Layer Chicken Feed Manufacturers",
  eyebrow: "Stage-wise layer nutrition",
  intro: "Chick, grower and developer, pre-lay and phase 1-3 and concentrate premium feeds for every stage of the laying cycle.",
};

export const cattleFeedIntro: PageIntro = {
  title: "Best Cattle Feed Manufacturers in India",
  eyebrow: "For dairy farmers",
  intro: "Cattle feed for calves, milking cows, dry cows and close-up cows, made for Indian dairy farming.",
};
