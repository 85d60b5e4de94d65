import type { RemotePages } from '@navdhara/shared';

/** The pages this remote owns, by the names the shared route table uses. Each is its own chunk. */
export const pages = {
  EquipmentsPage: () => import('./pages/EquipmentsPage'),
  PoultryFarmingEquipmentPage: () => import('./pages/PoultryFarmingEquipmentPage'),
  VentilationFanPage: () => import('./pages/VentilationFanPage'),
} satisfies RemotePages;
