import { tr, type DealerKind, type Section, type Weekday } from '@navdhara/shared';

/** Names of the divisions, kinds and days, in the page's language. */
export function divisionName(section: Section): string {
  switch (section) {
    case 'foods':
      return tr('Foods');
    case 'hatchery':
      return tr('Chicks and hatching eggs');
    case 'proteins':
      return tr('Proteins');
    case 'feeds':
      return tr('Feed');
    case 'equipments':
      return tr('Poultry equipment');
  }
}

export function kindName(kind: DealerKind): string {
  switch (kind) {
    case 'dealer':
      return tr('Dealer');
    case 'distributor':
      return tr('Distributor');
    case 'outlet':
      return tr('Outlet');
    case 'facility':
      return tr('Navdhara Group’s own place');
  }
}

export function dayName(day: Weekday): string {
  switch (day) {
    case 'mon':
      return tr('Monday');
    case 'tue':
      return tr('Tuesday');
    case 'wed':
      return tr('Wednesday');
    case 'thu':
      return tr('Thursday');
    case 'fri':
      return tr('Friday');
    case 'sat':
      return tr('Saturday');
    case 'sun':
      return tr('Sunday');
  }
}
