// Written by scripts/make-heads.mjs from src/places/districts.json: run it again rather than
// editing. Plain data, with no runtime import: the scaffolds and the build read it with its types
// stripped (scripts/lib/declared-paths.mjs).
import type { RemoteRoutes, RemoteTranslations } from '@navdhara/shared';

/**
 * The pages this remote owns (issue 52): the search at /where-to-buy, answered on the server for
 * its query (`query: true`), "Become a dealer" (a form posted to its own page), and a page per
 * state and per district of the places' data (src/places), declared as fixed paths so they are in
 * the sitemap. Released with the remote.
 */
export const routes = [
  {
    page: 'WhereToBuyPage',
    load: () => import('./pages/WhereToBuyPage'),
    path: '/where-to-buy',
    query: true,
    label: 'Where to buy',
    title: 'Where to Buy Navdhara Feed, Chicks and Equipment Near You | Navdhara Group',
    description:
      'Find the nearest Navdhara dealer by PIN code, town or district in Punjab, Haryana, Himachal Pradesh, Rajasthan and western Uttar Pradesh: call or WhatsApp them in one tap.',
  },
  {
    page: 'BecomeDealerPage',
    load: () => import('./pages/BecomeDealerPage'),
    path: '/where-to-buy/become-a-dealer',
    label: 'Become a dealer',
    title: 'Become a Navdhara Dealer: Sell Feed, Chicks and Poultry Equipment | Navdhara Group',
    description:
      'Sell Navdhara feed, chicks, poultry equipment and foods from your shop: send us your details and our Sales team will call you.',
  },
  {
    page: 'StatePunjabPage',
    load: () => import('./pages/StatePage').then(({ statePage }) => statePage('punjab')),
    path: '/where-to-buy/punjab',
    label: 'Punjab',
    title: 'Where to buy in Punjab: Navdhara dealers by district | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in every district of Punjab, with their numbers, opening hours and directions.',
  },
  {
    page: 'StateHaryanaPage',
    load: () => import('./pages/StatePage').then(({ statePage }) => statePage('haryana')),
    path: '/where-to-buy/haryana',
    label: 'Haryana',
    title: 'Where to buy in Haryana: Navdhara dealers by district | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in every district of Haryana, with their numbers, opening hours and directions.',
  },
  {
    page: 'StateHimachalPradeshPage',
    load: () => import('./pages/StatePage').then(({ statePage }) => statePage('himachal-pradesh')),
    path: '/where-to-buy/himachal-pradesh',
    label: 'Himachal Pradesh',
    title: 'Where to buy in Himachal Pradesh: Navdhara dealers by district | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in every district of Himachal Pradesh, with their numbers, opening hours and directions.',
  },
  {
    page: 'StateRajasthanPage',
    load: () => import('./pages/StatePage').then(({ statePage }) => statePage('rajasthan')),
    path: '/where-to-buy/rajasthan',
    label: 'Rajasthan',
    title: 'Where to buy in Rajasthan: Navdhara dealers by district | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in every district of Rajasthan, with their numbers, opening hours and directions.',
  },
  {
    page: 'StateUttarPradeshPage',
    load: () => import('./pages/StatePage').then(({ statePage }) => statePage('uttar-pradesh')),
    path: '/where-to-buy/uttar-pradesh',
    label: 'Uttar Pradesh',
    title: 'Where to buy in Uttar Pradesh: Navdhara dealers by district | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in every district of Uttar Pradesh, with their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictAmbalaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('ambala')),
    path: '/where-to-buy/haryana/ambala',
    label: 'Ambala',
    title: 'Navdhara dealers in Ambala, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Ambala district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBhiwaniPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('bhiwani')),
    path: '/where-to-buy/haryana/bhiwani',
    label: 'Bhiwani',
    title: 'Navdhara dealers in Bhiwani, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Bhiwani district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictFaridabadPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('faridabad')),
    path: '/where-to-buy/haryana/faridabad',
    label: 'Faridabad',
    title: 'Navdhara dealers in Faridabad, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Faridabad district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictFatehabadPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('fatehabad')),
    path: '/where-to-buy/haryana/fatehabad',
    label: 'Fatehabad',
    title: 'Navdhara dealers in Fatehabad, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Fatehabad district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictGurugramPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('gurugram')),
    path: '/where-to-buy/haryana/gurugram',
    label: 'Gurugram',
    title: 'Navdhara dealers in Gurugram, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Gurugram district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictHisarPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('hisar')),
    path: '/where-to-buy/haryana/hisar',
    label: 'Hisar',
    title: 'Navdhara dealers in Hisar, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Hisar district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictJhajjarPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('jhajjar')),
    path: '/where-to-buy/haryana/jhajjar',
    label: 'Jhajjar',
    title: 'Navdhara dealers in Jhajjar, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Jhajjar district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictJindPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('jind')),
    path: '/where-to-buy/haryana/jind',
    label: 'Jind',
    title: 'Navdhara dealers in Jind, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Jind district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictKaithalPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('kaithal')),
    path: '/where-to-buy/haryana/kaithal',
    label: 'Kaithal',
    title: 'Navdhara dealers in Kaithal, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Kaithal district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictKarnalPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('karnal')),
    path: '/where-to-buy/haryana/karnal',
    label: 'Karnal',
    title: 'Navdhara dealers in Karnal, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Karnal district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictKurukshetraPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('kurukshetra')),
    path: '/where-to-buy/haryana/kurukshetra',
    label: 'Kurukshetra',
    title: 'Navdhara dealers in Kurukshetra, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Kurukshetra district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictMahendragarhPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('mahendragarh')),
    path: '/where-to-buy/haryana/mahendragarh',
    label: 'Mahendragarh',
    title: 'Navdhara dealers in Mahendragarh, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Mahendragarh district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictPanchkulaPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('panchkula')),
    path: '/where-to-buy/haryana/panchkula',
    label: 'Panchkula',
    title: 'Navdhara dealers in Panchkula, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Panchkula district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictPanipatPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('panipat')),
    path: '/where-to-buy/haryana/panipat',
    label: 'Panipat',
    title: 'Navdhara dealers in Panipat, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Panipat district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictRewariPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('rewari')),
    path: '/where-to-buy/haryana/rewari',
    label: 'Rewari',
    title: 'Navdhara dealers in Rewari, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Rewari district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictRohtakPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('rohtak')),
    path: '/where-to-buy/haryana/rohtak',
    label: 'Rohtak',
    title: 'Navdhara dealers in Rohtak, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Rohtak district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictSirsaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('sirsa')),
    path: '/where-to-buy/haryana/sirsa',
    label: 'Sirsa',
    title: 'Navdhara dealers in Sirsa, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Sirsa district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictSonipatPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('sonipat')),
    path: '/where-to-buy/haryana/sonipat',
    label: 'Sonipat',
    title: 'Navdhara dealers in Sonipat, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Sonipat district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictYamunanagarPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('yamunanagar')),
    path: '/where-to-buy/haryana/yamunanagar',
    label: 'Yamunanagar',
    title: 'Navdhara dealers in Yamunanagar, Haryana | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Yamunanagar district, Haryana: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBilaspurPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('bilaspur')),
    path: '/where-to-buy/himachal-pradesh/bilaspur',
    label: 'Bilaspur',
    title: 'Navdhara dealers in Bilaspur, Himachal Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Bilaspur district, Himachal Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictChambaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('chamba')),
    path: '/where-to-buy/himachal-pradesh/chamba',
    label: 'Chamba',
    title: 'Navdhara dealers in Chamba, Himachal Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Chamba district, Himachal Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictHamirpurPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('hamirpur')),
    path: '/where-to-buy/himachal-pradesh/hamirpur',
    label: 'Hamirpur',
    title: 'Navdhara dealers in Hamirpur, Himachal Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Hamirpur district, Himachal Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictKangraPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('kangra')),
    path: '/where-to-buy/himachal-pradesh/kangra',
    label: 'Kangra',
    title: 'Navdhara dealers in Kangra, Himachal Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Kangra district, Himachal Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictKinnaurPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('kinnaur')),
    path: '/where-to-buy/himachal-pradesh/kinnaur',
    label: 'Kinnaur',
    title: 'Navdhara dealers in Kinnaur, Himachal Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Kinnaur district, Himachal Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictKulluPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('kullu')),
    path: '/where-to-buy/himachal-pradesh/kullu',
    label: 'Kullu',
    title: 'Navdhara dealers in Kullu, Himachal Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Kullu district, Himachal Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictLahaulAndSpitiPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('lahaul-and-spiti')),
    path: '/where-to-buy/himachal-pradesh/lahaul-and-spiti',
    label: 'Lahaul and Spiti',
    title: 'Navdhara dealers in Lahaul and Spiti, Himachal Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Lahaul and Spiti district, Himachal Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictMandiPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('mandi')),
    path: '/where-to-buy/himachal-pradesh/mandi',
    label: 'Mandi',
    title: 'Navdhara dealers in Mandi, Himachal Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Mandi district, Himachal Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictShimlaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('shimla')),
    path: '/where-to-buy/himachal-pradesh/shimla',
    label: 'Shimla',
    title: 'Navdhara dealers in Shimla, Himachal Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Shimla district, Himachal Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictSirmaurPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('sirmaur')),
    path: '/where-to-buy/himachal-pradesh/sirmaur',
    label: 'Sirmaur',
    title: 'Navdhara dealers in Sirmaur, Himachal Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Sirmaur district, Himachal Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictSolanPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('solan')),
    path: '/where-to-buy/himachal-pradesh/solan',
    label: 'Solan',
    title: 'Navdhara dealers in Solan, Himachal Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Solan district, Himachal Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictUnaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('una')),
    path: '/where-to-buy/himachal-pradesh/una',
    label: 'Una',
    title: 'Navdhara dealers in Una, Himachal Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Una district, Himachal Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictAmritsarPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('amritsar')),
    path: '/where-to-buy/punjab/amritsar',
    label: 'Amritsar',
    title: 'Navdhara dealers in Amritsar, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Amritsar district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBarnalaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('barnala')),
    path: '/where-to-buy/punjab/barnala',
    label: 'Barnala',
    title: 'Navdhara dealers in Barnala, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Barnala district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBathindaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('bathinda')),
    path: '/where-to-buy/punjab/bathinda',
    label: 'Bathinda',
    title: 'Navdhara dealers in Bathinda, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Bathinda district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictFaridkotPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('faridkot')),
    path: '/where-to-buy/punjab/faridkot',
    label: 'Faridkot',
    title: 'Navdhara dealers in Faridkot, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Faridkot district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictFatehgarhSahibPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('fatehgarh-sahib')),
    path: '/where-to-buy/punjab/fatehgarh-sahib',
    label: 'Fatehgarh Sahib',
    title: 'Navdhara dealers in Fatehgarh Sahib, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Fatehgarh Sahib district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictFazilkaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('fazilka')),
    path: '/where-to-buy/punjab/fazilka',
    label: 'Fazilka',
    title: 'Navdhara dealers in Fazilka, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Fazilka district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictFirozpurPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('firozpur')),
    path: '/where-to-buy/punjab/firozpur',
    label: 'Firozpur',
    title: 'Navdhara dealers in Firozpur, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Firozpur district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictGurdaspurPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('gurdaspur')),
    path: '/where-to-buy/punjab/gurdaspur',
    label: 'Gurdaspur',
    title: 'Navdhara dealers in Gurdaspur, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Gurdaspur district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictHoshiarpurPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('hoshiarpur')),
    path: '/where-to-buy/punjab/hoshiarpur',
    label: 'Hoshiarpur',
    title: 'Navdhara dealers in Hoshiarpur, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Hoshiarpur district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictJalandharPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('jalandhar')),
    path: '/where-to-buy/punjab/jalandhar',
    label: 'Jalandhar',
    title: 'Navdhara dealers in Jalandhar, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Jalandhar district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictKapurthalaPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('kapurthala')),
    path: '/where-to-buy/punjab/kapurthala',
    label: 'Kapurthala',
    title: 'Navdhara dealers in Kapurthala, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Kapurthala district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictLudhianaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('ludhiana')),
    path: '/where-to-buy/punjab/ludhiana',
    label: 'Ludhiana',
    title: 'Navdhara dealers in Ludhiana, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Ludhiana district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictMansaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('mansa')),
    path: '/where-to-buy/punjab/mansa',
    label: 'Mansa',
    title: 'Navdhara dealers in Mansa, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Mansa district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictMogaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('moga')),
    path: '/where-to-buy/punjab/moga',
    label: 'Moga',
    title: 'Navdhara dealers in Moga, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Moga district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictMohaliPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('mohali')),
    path: '/where-to-buy/punjab/mohali',
    label: 'Mohali',
    title: 'Navdhara dealers in Mohali, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Mohali district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictSriMuktsarSahibPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('sri-muktsar-sahib')),
    path: '/where-to-buy/punjab/sri-muktsar-sahib',
    label: 'Sri Muktsar Sahib',
    title: 'Navdhara dealers in Sri Muktsar Sahib, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Sri Muktsar Sahib district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictNawanshahrPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('nawanshahr')),
    path: '/where-to-buy/punjab/nawanshahr',
    label: 'Nawanshahr',
    title: 'Navdhara dealers in Nawanshahr, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Nawanshahr district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictPathankotPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('pathankot')),
    path: '/where-to-buy/punjab/pathankot',
    label: 'Pathankot',
    title: 'Navdhara dealers in Pathankot, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Pathankot district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictPatialaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('patiala')),
    path: '/where-to-buy/punjab/patiala',
    label: 'Patiala',
    title: 'Navdhara dealers in Patiala, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Patiala district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictRupnagarPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('rupnagar')),
    path: '/where-to-buy/punjab/rupnagar',
    label: 'Rupnagar',
    title: 'Navdhara dealers in Rupnagar, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Rupnagar district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictSangrurPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('sangrur')),
    path: '/where-to-buy/punjab/sangrur',
    label: 'Sangrur',
    title: 'Navdhara dealers in Sangrur, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Sangrur district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictTarnTaranPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('tarn-taran')),
    path: '/where-to-buy/punjab/tarn-taran',
    label: 'Tarn Taran',
    title: 'Navdhara dealers in Tarn Taran, Punjab | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Tarn Taran district, Punjab: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictAjmerPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('ajmer')),
    path: '/where-to-buy/rajasthan/ajmer',
    label: 'Ajmer',
    title: 'Navdhara dealers in Ajmer, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Ajmer district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictAlwarPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('alwar')),
    path: '/where-to-buy/rajasthan/alwar',
    label: 'Alwar',
    title: 'Navdhara dealers in Alwar, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Alwar district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBanswaraPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('banswara')),
    path: '/where-to-buy/rajasthan/banswara',
    label: 'Banswara',
    title: 'Navdhara dealers in Banswara, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Banswara district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBaranPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('baran')),
    path: '/where-to-buy/rajasthan/baran',
    label: 'Baran',
    title: 'Navdhara dealers in Baran, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Baran district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBarmerPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('barmer')),
    path: '/where-to-buy/rajasthan/barmer',
    label: 'Barmer',
    title: 'Navdhara dealers in Barmer, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Barmer district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBharatpurPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('bharatpur')),
    path: '/where-to-buy/rajasthan/bharatpur',
    label: 'Bharatpur',
    title: 'Navdhara dealers in Bharatpur, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Bharatpur district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBhilwaraPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('bhilwara')),
    path: '/where-to-buy/rajasthan/bhilwara',
    label: 'Bhilwara',
    title: 'Navdhara dealers in Bhilwara, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Bhilwara district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBikanerPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('bikaner')),
    path: '/where-to-buy/rajasthan/bikaner',
    label: 'Bikaner',
    title: 'Navdhara dealers in Bikaner, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Bikaner district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBundiPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('bundi')),
    path: '/where-to-buy/rajasthan/bundi',
    label: 'Bundi',
    title: 'Navdhara dealers in Bundi, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Bundi district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictChittorgarhPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('chittorgarh')),
    path: '/where-to-buy/rajasthan/chittorgarh',
    label: 'Chittorgarh',
    title: 'Navdhara dealers in Chittorgarh, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Chittorgarh district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictChuruPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('churu')),
    path: '/where-to-buy/rajasthan/churu',
    label: 'Churu',
    title: 'Navdhara dealers in Churu, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Churu district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictDausaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('dausa')),
    path: '/where-to-buy/rajasthan/dausa',
    label: 'Dausa',
    title: 'Navdhara dealers in Dausa, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Dausa district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictDholpurPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('dholpur')),
    path: '/where-to-buy/rajasthan/dholpur',
    label: 'Dholpur',
    title: 'Navdhara dealers in Dholpur, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Dholpur district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictDungarpurPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('dungarpur')),
    path: '/where-to-buy/rajasthan/dungarpur',
    label: 'Dungarpur',
    title: 'Navdhara dealers in Dungarpur, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Dungarpur district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictSriGanganagarPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('sri-ganganagar')),
    path: '/where-to-buy/rajasthan/sri-ganganagar',
    label: 'Sri Ganganagar',
    title: 'Navdhara dealers in Sri Ganganagar, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Sri Ganganagar district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictHanumangarhPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('hanumangarh')),
    path: '/where-to-buy/rajasthan/hanumangarh',
    label: 'Hanumangarh',
    title: 'Navdhara dealers in Hanumangarh, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Hanumangarh district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictJaipurPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('jaipur')),
    path: '/where-to-buy/rajasthan/jaipur',
    label: 'Jaipur',
    title: 'Navdhara dealers in Jaipur, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Jaipur district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictJaisalmerPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('jaisalmer')),
    path: '/where-to-buy/rajasthan/jaisalmer',
    label: 'Jaisalmer',
    title: 'Navdhara dealers in Jaisalmer, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Jaisalmer district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictJalorePage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('jalore')),
    path: '/where-to-buy/rajasthan/jalore',
    label: 'Jalore',
    title: 'Navdhara dealers in Jalore, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Jalore district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictJhalawarPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('jhalawar')),
    path: '/where-to-buy/rajasthan/jhalawar',
    label: 'Jhalawar',
    title: 'Navdhara dealers in Jhalawar, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Jhalawar district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictJhunjhunuPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('jhunjhunu')),
    path: '/where-to-buy/rajasthan/jhunjhunu',
    label: 'Jhunjhunu',
    title: 'Navdhara dealers in Jhunjhunu, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Jhunjhunu district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictJodhpurPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('jodhpur')),
    path: '/where-to-buy/rajasthan/jodhpur',
    label: 'Jodhpur',
    title: 'Navdhara dealers in Jodhpur, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Jodhpur district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictKarauliPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('karauli')),
    path: '/where-to-buy/rajasthan/karauli',
    label: 'Karauli',
    title: 'Navdhara dealers in Karauli, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Karauli district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictKotaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('kota')),
    path: '/where-to-buy/rajasthan/kota',
    label: 'Kota',
    title: 'Navdhara dealers in Kota, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Kota district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictNagaurPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('nagaur')),
    path: '/where-to-buy/rajasthan/nagaur',
    label: 'Nagaur',
    title: 'Navdhara dealers in Nagaur, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Nagaur district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictPaliPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('pali')),
    path: '/where-to-buy/rajasthan/pali',
    label: 'Pali',
    title: 'Navdhara dealers in Pali, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Pali district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictRajsamandPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('rajsamand')),
    path: '/where-to-buy/rajasthan/rajsamand',
    label: 'Rajsamand',
    title: 'Navdhara dealers in Rajsamand, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Rajsamand district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictSawaiMadhopurPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('sawai-madhopur')),
    path: '/where-to-buy/rajasthan/sawai-madhopur',
    label: 'Sawai Madhopur',
    title: 'Navdhara dealers in Sawai Madhopur, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Sawai Madhopur district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictSikarPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('sikar')),
    path: '/where-to-buy/rajasthan/sikar',
    label: 'Sikar',
    title: 'Navdhara dealers in Sikar, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Sikar district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictSirohiPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('sirohi')),
    path: '/where-to-buy/rajasthan/sirohi',
    label: 'Sirohi',
    title: 'Navdhara dealers in Sirohi, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Sirohi district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictTonkPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('tonk')),
    path: '/where-to-buy/rajasthan/tonk',
    label: 'Tonk',
    title: 'Navdhara dealers in Tonk, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Tonk district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictUdaipurPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('udaipur')),
    path: '/where-to-buy/rajasthan/udaipur',
    label: 'Udaipur',
    title: 'Navdhara dealers in Udaipur, Rajasthan | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Udaipur district, Rajasthan: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictAgraPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('agra')),
    path: '/where-to-buy/uttar-pradesh/agra',
    label: 'Agra',
    title: 'Navdhara dealers in Agra, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Agra district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictAligarhPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('aligarh')),
    path: '/where-to-buy/uttar-pradesh/aligarh',
    label: 'Aligarh',
    title: 'Navdhara dealers in Aligarh, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Aligarh district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBaghpatPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('baghpat')),
    path: '/where-to-buy/uttar-pradesh/baghpat',
    label: 'Baghpat',
    title: 'Navdhara dealers in Baghpat, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Baghpat district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBareillyPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('bareilly')),
    path: '/where-to-buy/uttar-pradesh/bareilly',
    label: 'Bareilly',
    title: 'Navdhara dealers in Bareilly, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Bareilly district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBijnorPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('bijnor')),
    path: '/where-to-buy/uttar-pradesh/bijnor',
    label: 'Bijnor',
    title: 'Navdhara dealers in Bijnor, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Bijnor district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBudaunPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('budaun')),
    path: '/where-to-buy/uttar-pradesh/budaun',
    label: 'Budaun',
    title: 'Navdhara dealers in Budaun, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Budaun district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictBulandshahrPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('bulandshahr')),
    path: '/where-to-buy/uttar-pradesh/bulandshahr',
    label: 'Bulandshahr',
    title: 'Navdhara dealers in Bulandshahr, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Bulandshahr district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictEtahPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('etah')),
    path: '/where-to-buy/uttar-pradesh/etah',
    label: 'Etah',
    title: 'Navdhara dealers in Etah, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Etah district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictFirozabadPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('firozabad')),
    path: '/where-to-buy/uttar-pradesh/firozabad',
    label: 'Firozabad',
    title: 'Navdhara dealers in Firozabad, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Firozabad district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictGautamBuddhNagarPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('gautam-buddh-nagar')),
    path: '/where-to-buy/uttar-pradesh/gautam-buddh-nagar',
    label: 'Gautam Buddh Nagar',
    title: 'Navdhara dealers in Gautam Buddh Nagar, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Gautam Buddh Nagar district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictGhaziabadPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('ghaziabad')),
    path: '/where-to-buy/uttar-pradesh/ghaziabad',
    label: 'Ghaziabad',
    title: 'Navdhara dealers in Ghaziabad, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Ghaziabad district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictHathrasPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('hathras')),
    path: '/where-to-buy/uttar-pradesh/hathras',
    label: 'Hathras',
    title: 'Navdhara dealers in Hathras, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Hathras district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictAmrohaPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('amroha')),
    path: '/where-to-buy/uttar-pradesh/amroha',
    label: 'Amroha',
    title: 'Navdhara dealers in Amroha, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Amroha district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictMainpuriPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('mainpuri')),
    path: '/where-to-buy/uttar-pradesh/mainpuri',
    label: 'Mainpuri',
    title: 'Navdhara dealers in Mainpuri, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Mainpuri district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictMathuraPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('mathura')),
    path: '/where-to-buy/uttar-pradesh/mathura',
    label: 'Mathura',
    title: 'Navdhara dealers in Mathura, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Mathura district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictMeerutPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('meerut')),
    path: '/where-to-buy/uttar-pradesh/meerut',
    label: 'Meerut',
    title: 'Navdhara dealers in Meerut, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Meerut district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictMoradabadPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('moradabad')),
    path: '/where-to-buy/uttar-pradesh/moradabad',
    label: 'Moradabad',
    title: 'Navdhara dealers in Moradabad, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Moradabad district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictMuzaffarnagarPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('muzaffarnagar')),
    path: '/where-to-buy/uttar-pradesh/muzaffarnagar',
    label: 'Muzaffarnagar',
    title: 'Navdhara dealers in Muzaffarnagar, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Muzaffarnagar district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictPilibhitPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('pilibhit')),
    path: '/where-to-buy/uttar-pradesh/pilibhit',
    label: 'Pilibhit',
    title: 'Navdhara dealers in Pilibhit, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Pilibhit district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictRampurPage',
    load: () => import('./pages/DistrictPage').then(({ districtPage }) => districtPage('rampur')),
    path: '/where-to-buy/uttar-pradesh/rampur',
    label: 'Rampur',
    title: 'Navdhara dealers in Rampur, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Rampur district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictSaharanpurPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('saharanpur')),
    path: '/where-to-buy/uttar-pradesh/saharanpur',
    label: 'Saharanpur',
    title: 'Navdhara dealers in Saharanpur, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Saharanpur district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
  {
    page: 'DistrictShahjahanpurPage',
    load: () =>
      import('./pages/DistrictPage').then(({ districtPage }) => districtPage('shahjahanpur')),
    path: '/where-to-buy/uttar-pradesh/shahjahanpur',
    label: 'Shahjahanpur',
    title: 'Navdhara dealers in Shahjahanpur, Uttar Pradesh | Navdhara Group',
    description:
      'Navdhara dealers, distributors and outlets in Shahjahanpur district, Uttar Pradesh: their numbers, opening hours and directions.',
  },
] satisfies RemoteRoutes;

/** Each language's dictionary of this remote, its own chunk (ARCHITECTURE.md, "Languages"). */
export const translations = {
  hi: () => import('./translations/hi.json'),
  pa: () => import('./translations/pa.json'),
} satisfies RemoteTranslations;
