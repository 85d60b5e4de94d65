# One-off scaffold of the six remotes' identical inside (kept for reference; not run by the build).
import os, json, textwrap
ROOT = '/work/main'
remotes = {
  'mfe-corporate': ('mfe_corporate', 'Navdhara Group', '#14623a', 'farm', [
    ('HomePage', 'Integrated poultry, feeds and foods since 1985', 'Navdhara Group', 'Our aim is simple: minimise our partners\' cost of production and maximise their profit, from the day-old chick to the dinner plate.'),
    ('BusinessPage', 'Our Businesses', 'Five business units', 'Foods, hatcheries, proteins, equipments and feeds work as one chain, so every partner gets quality inputs and a reliable market.'),
    ('AboutPage', 'About Navdhara Group', 'Since 1985', 'From a single poultry farm near Ambala in 1985 to an integrated group serving farmers across India for more than 40 years.'),
    ('SustainabilityPage', 'Sustainability', 'Farming that gives back', 'Biogas at 11 sites, solar energy and organic manure given free to farmers: together they save 10,112 tonnes of carbon a year.'),
    ('CareersPage', 'Careers at Navdhara', 'Grow with us', 'Join a team that has fed and supported Indian farmers for over 35 years. See our open positions and apply online.'),
    ('ContactPage', 'Contact Us', 'We are here to help', 'Send us an enquiry or reach the location you need. Toll-free support from 9:00am to 5:30pm, Monday to Saturday.'),
    ('MediaPage', 'Media and Press Releases', 'In the news', 'News coverage, announcements and press releases from Navdhara Group and its business units.'),
    ('MediaArticlePage', 'Press release', 'Media', 'A press release from Navdhara Group.'),
    ('BlogArticlePage', 'Blog', 'Blog', 'An article from the Navdhara Group blog.'),
    ('PunjabPage', 'Top Poultry Company in Punjab', 'Punjab', 'Hatcheries, feeds, equipment, proteins and foods for Punjab\'s poultry farmers, backed by over 30 years of experience.'),
    ('RajasthanPage', 'Top Poultry Company in Rajasthan', 'Rajasthan', 'Chicks, feed, equipment and technical support for Rajasthan\'s growing poultry sector, from one trusted group.'),
  ]),
  'mfe-foods': ('mfe_foods', 'Navdhara Foods', '#b45309', 'plate', [
    ('FoodsPage', 'Navdhara Foods', 'Frozen chicken foods since 2002', 'Hygienic frozen chicken foods from our processing plant at Rai Sonipat, Haryana, and a chicken brand families trust.'),
    ('ChickenProteinSupplierPage', 'Chicken Protein Supplier', 'For food businesses', 'High in protein, hygienically processed and antibiotic residue free: chicken products for kitchens, caterers and retailers.'),
  ]),
  'mfe-hatchery': ('mfe_hatchery', 'Navdhara Hatcheries', '#1a7a48', 'eggs', [
    ('HatcheryPage', 'Navdhara Hatcheries', '18 million chicks a month', 'Hatcheries across India supplying day-old chicks, fertile eggs and broiler parent chicks with a hatching capacity of 18 million chicks monthly.'),
    ('BroilerChickenFarmingPage', 'Broiler Chicken Farming', 'Start strong, grow steady', 'Quality day-old chicks, stage-wise feed, equipment and field support for profitable broiler farming.'),
    ('SummerManagementPage', 'Summer Management in Poultry', 'Beat the heat', 'Practical steps to protect your flock in Indian summers: ventilation, water, litter, space and emergency cooling.'),
  ]),
  'mfe-proteins': ('mfe_proteins', 'Navdhara Proteins', '#0f4d2c', 'beans', [
    ('ProteinsPage', 'Navdhara Proteins', 'Soya solvent extraction at Ujjain', 'Three lakh tonnes of annual crushing capacity producing soya meal above 48% protein, with mustard and rice bran processing.'),
  ]),
  'mfe-equipments': ('mfe_equipments', 'Navdhara Equipments', '#33413a', 'fan', [
    ('EquipmentsPage', 'Navdhara Equipments', 'Made since 1999', 'Hatchery equipment, farm equipment, cages and ventilation built for Indian poultry farms.'),
    ('PoultryFarmingEquipmentPage', 'Poultry Farming Equipment', 'Equip your farm', 'Feeders, drinkers, cages, hatchery machines and ventilation from one manufacturer with nationwide service.'),
    ('VentilationFanPage', 'Poultry Ventilation Fans', 'Save 30-50% energy', 'Six-blade, box and air circulation fans from 16,000 to 26,500 CFM that keep birds cool and bills low.'),
  ]),
  'mfe-feeds': ('mfe_feeds', 'Navdhara Feeds', '#8a5a12', 'grain', [
    ('FeedsPage', 'Navdhara Feeds', 'Above 1.3 million tonnes a year', 'Broiler, layer and cattle feed made to consistent nutrition in modern plants producing above 1.3 million tonnes a year.'),
    ('PoultryFeedManufacturersPage', 'Poultry Feed Manufacturers', 'Nutrition you can measure', 'Broiler and layer feeds with consistent quality, batch after batch, delivered across North and Central India.'),
    ('PoultryLayerFarmingPage', 'Poultry Layer Farming', 'More eggs, healthier hens', 'Stage-wise layer feed, cages and technical support to raise productive, healthy layer flocks.'),
    ('LayerChickenFeedPage', 'Layer Chicken Feed Manufacturers', 'Stage-wise layer nutrition', 'Chick, grower and developer, pre-lay and phase 1-3 and concentrate premium feeds for every stage of the laying cycle.'),
    ('CattleFeedPage', 'Best Cattle Feed Manufacturers in India', 'For dairy farmers', 'Cattle feed for calves, milking cows, dry cows and close-up cows, made for Indian dairy farming.'),
  ]),
}

motifs = {
  'farm': '<g fill="#fff" opacity="0.95"><path d="M1080 420l110-90 110 90v150h-220z" fill="#f5f1e6"/><path d="M1060 430l130-110 130 110" fill="none" stroke="#b45309" stroke-width="18" stroke-linejoin="round"/><rect x="1160" y="480" width="60" height="90" fill="#b45309"/><rect x="1320" y="380" width="70" height="190" rx="34" fill="#e8e2d0"/></g>',
  'plate': '<g><ellipse cx="1200" cy="470" rx="200" ry="70" fill="#fff" opacity="0.95"/><ellipse cx="1200" cy="460" rx="140" ry="42" fill="#f3e3c3"/><path d="M1130 450c30-50 110-50 140 0-40 20-100 20-140 0z" fill="#d98b3a"/><circle cx="1160" cy="440" r="10" fill="#6c9a3b"/><circle cx="1250" cy="445" r="9" fill="#c0392b"/></g>',
  'eggs': '<g fill="#fff5e4" stroke="#e8cfa2" stroke-width="4"><ellipse cx="1120" cy="470" rx="52" ry="68"/><ellipse cx="1230" cy="455" rx="58" ry="76"/><ellipse cx="1345" cy="475" rx="50" ry="64"/></g><g><circle cx="1232" cy="350" r="34" fill="#f5c542"/><path d="M1262 350l22 8-22 8z" fill="#e07b1f"/><circle cx="1242" cy="342" r="5" fill="#1d1d1d"/></g>',
  'beans': '<g fill="#e8d08a" stroke="#b89a45" stroke-width="3"><ellipse cx="1120" cy="470" rx="40" ry="30"/><ellipse cx="1190" cy="500" rx="40" ry="30"/><ellipse cx="1260" cy="462" rx="40" ry="30"/><ellipse cx="1330" cy="505" rx="40" ry="30"/><ellipse cx="1200" cy="420" rx="40" ry="30"/></g><path d="M1100 380c60-80 160-100 240-60" fill="none" stroke="#8bc34a" stroke-width="10" stroke-linecap="round"/>',
  'fan': '<g transform="translate(1230 430)"><circle r="150" fill="#e9eef0" stroke="#9aa7ad" stroke-width="10"/><g fill="#5b6b73"><path d="M0 0C20-60 70-110 30-130S-20-60 0 0z"/><path d="M0 0C20-60 70-110 30-130S-20-60 0 0z" transform="rotate(60)"/><path d="M0 0C20-60 70-110 30-130S-20-60 0 0z" transform="rotate(120)"/><path d="M0 0C20-60 70-110 30-130S-20-60 0 0z" transform="rotate(180)"/><path d="M0 0C20-60 70-110 30-130S-20-60 0 0z" transform="rotate(240)"/><path d="M0 0C20-60 70-110 30-130S-20-60 0 0z" transform="rotate(300)"/></g><circle r="22" fill="#33413a"/></g>',
  'grain': '<g><path d="M1090 560l20-150h130l20 150z" fill="#e3c98b"/><path d="M1250 560l20-170h140l20 170z" fill="#d8b76a"/><rect x="1120" y="440" width="100" height="40" rx="6" fill="#14623a"/><rect x="1285" y="430" width="110" height="42" rx="6" fill="#b45309"/><path d="M1050 560c10-120 20-160 40-200M1450 560c-10-120-20-160-40-200" stroke="#c9a24a" stroke-width="8" fill="none"/></g>',
}

def svg(color, motif):
    return f'''<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 700" width="1600" height="700">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbe8c4"/><stop offset="1" stop-color="#f6d59a"/></linearGradient></defs>
<rect width="1600" height="700" fill="url(#sky)"/>
<circle cx="1380" cy="170" r="80" fill="#f5a524" opacity="0.9"/>
<path d="M0 430c220-70 420-80 640-30s460 40 960-40v340H0z" fill="{color}" opacity="0.55"/>
<path d="M0 520c260-60 520-50 800-10s520 30 800-30v220H0z" fill="{color}"/>
<g stroke="#ffffff" stroke-opacity="0.18" stroke-width="6"><path d="M0 600c400-40 800-40 1600-20"/><path d="M0 650c400-30 800-30 1600-10"/></g>
{motifs[motif]}
</svg>
'''

for folder, (name, brand, color, motif, pages) in remotes.items():
    d = f'{ROOT}/{folder}'
    for sub in ['src/pages', 'src/content', 'src/components', 'src/assets']:
        os.makedirs(f'{d}/{sub}', exist_ok=True)
    open(f'{d}/src/components/.gitkeep', 'w').close()
    open(f'{d}/module-federation.config.ts', 'w').write(f'''/** {brand}: what this remote exposes. The shell reaches it only through './routes'. */
export default {{
  name: '{name}',
  exposes: {{
    './routes': './src/routes.ts',
  }},
}};
''')
    open(f'{d}/rspack.config.ts', 'w').write(f'''import path from 'node:path';
import {{ fileURLToPath }} from 'node:url';
import {{ appPorts, createAppConfig }} from '@navdhara/shared/build';
import federation from './module-federation.config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({{ dir, federation, role: 'remote', port: appPorts()['{folder}'] ?? 0 }});
''')
    open(f'{d}/src/index.ts', 'w').write("// Module Federation needs an async boundary before any shared module is used.\nimport('./bootstrap');\n")
    open(f'{d}/src/bootstrap.tsx', 'w').write(f'''import {{ renderStandalone }} from '@navdhara/shared/standalone';
import {{ pages }} from './routes';

// Only this remote's own dev page runs this file; the shell loads ./routes through remoteEntry.js.
renderStandalone('{name}', pages);
''')
    lines = ',\n'.join(f"  {p}: () => import('./pages/{p}')" for p, *_ in pages)
    open(f'{d}/src/routes.ts', 'w').write(f'''import type {{ RemotePages }} from '@navdhara/shared';

/** The pages this remote owns, by the names the shared route table uses. Each is its own chunk. */
export const pages = {{
{lines},
}} satisfies RemotePages;
''')
    heroFile = f'hero-{folder.replace("mfe-", "")}.svg'
    open(f'{d}/src/assets/{heroFile}', 'w').write(svg(color, motif))
    recs = []
    for p, title, eyebrow, intro in pages:
        key = p[0].lower() + p[1:].replace('Page', '')
        recs.append(f'''export const {key}Intro: PageIntro = {{
  title: {json.dumps(title)},
  eyebrow: {json.dumps(eyebrow)},
  intro: {json.dumps(intro)},
}};''')
        open(f'{d}/src/pages/{p}.tsx', 'w').write(f'''import {{ Hero, Section }} from '@navdhara/shared/ui';
import {{ heroImage, {key}Intro as content }} from '../content/pages';

export default function {p}() {{
  return (
    <>
      <Hero title={{content.title}} eyebrow={{content.eyebrow}} image={{heroImage}} />
      <Section width="narrow">
        <p>{{content.intro}}</p>
      </Section>
    </>
  );
}}
''')
    open(f'{d}/src/content/pages.ts', 'w').write(f'''import type {{ ImageAsset }} from '@navdhara/shared';
import heroSrc from '../assets/{heroFile}';

export interface PageIntro {{
  title: string;
  eyebrow: string;
  intro: string;
}}

export const heroImage: ImageAsset = {{
  src: heroSrc,
  alt: {json.dumps(f"Illustration of {brand}: green fields under a rising sun")},
  width: 1600,
  height: 700,
}};

''' + '\n\n'.join(recs) + '\n')
print('done')
