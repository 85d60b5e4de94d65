import type { ImageAsset } from '@navdhara/shared';
import heroSrc from '../assets/hero-equipments.svg';

export interface PageIntro {
  title: string;
  eyebrow: string;
  intro: string;
}

export const heroImage: ImageAsset = {
  src: heroSrc,
  alt: "Illustration of Navdhara Equipments: green fields under a rising sun",
  width: 1600,
  height: 700,
};

export const equipmentsIntro: PageIntro = {
  title: "Navdhara Equipments",
  eyebrow: "Made since 1999",
  intro: "Hatchery equipment, farm equipment, cages and ventilation built for Indian poultry farms.",
};

export const poultryFarmingEquipmentIntro: PageIntro = {
  title: "Poultry Farming Equipment",
  eyebrow: "Equip your farm",
  intro: "Feeders, drinkers, cages, hatchery machines and ventilation from one manufacturer with nationwide service.",
};

export const ventilationFanIntro: PageIntro = {
  title: "Poultry Ventilation Fans",
  eyebrow: "Save 30-50% energy",
  intro: "Six-blade, box and air circulation fans from 16,000 to 26,500 CFM that keep birds cool and bills low.",
};
