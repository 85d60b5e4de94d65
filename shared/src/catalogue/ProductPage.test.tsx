import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  getRuntimeConfig,
  setLocaleSource,
  setRuntimeConfig,
  DEFAULT_LOCALE,
  usePageData,
} from '@navdhara/shared';
import { preloadLazyCode } from '@navdhara/shared/ui';
import type { Product, Section } from '../types/content';
import { ProductPage, productLoader, relatedTo, type ProductPageProps } from './ProductPage';

const picture = (name: string, alt: string) => ({
  url: `/uploads/${name}.png`,
  alternativeText: alt,
  width: 800,
  height: 600,
  formats: {},
});

const layerMash: Product = {
  id: 7,
  name: 'Layer Phase 1 Mash',
  category: 'Layer Feed',
  tab: 'Layer Feed',
  section: 'feeds',
  slug: 'layer-phase-1-mash',
  previousSlugs: [],
  summary: 'A complete mash for laying hens from 18 to 45 weeks.',
  specifications: [
    { label: 'Crude protein (min)', value: '17%' },
    { label: 'Calcium', value: '3.5-4%' },
  ],
  packSizes: ['50 kg bag', '25 kg bag'],
  suitedFor: 'Laying hens, 18 to 45 weeks.',
  howToUse: 'Feed it free choice.\nKeep clean water in front of the birds.',
  storage: 'Store bags on pallets in a dry place.',
  faqs: [{ question: 'Can I mix grit with it?', answer: 'Yes, a little grit helps.' }],
  gallery: [picture('mash', 'Mash in a feeder')],
  image: picture('bag', 'A bag of layer mash'),
  content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Made for high lay.' }] }],
};

const others: Product[] = [
  { ...layerMash, id: 8, name: 'Layer Chick Crumbs', slug: 'layer-chick-crumbs' },
  { ...layerMash, id: 9, name: 'Broiler Starter', tab: 'Broiler Feed', slug: 'broiler-starter' },
  { ...layerMash, id: 10, name: 'Old Layer Feed', slug: '' },
];

function Harness({
  section,
  loader,
}: {
  section: Section;
  loader: ReturnType<typeof productLoader>;
}) {
  const data = usePageData(
    loader,
    { locale: 'en', params: { slug: 'layer-phase-1-mash' } },
    'test',
  ) as ProductPageProps['data'];
  return <ProductPage section={section} data={data} sendEnquiry={() => Promise.resolve()} />;
}

function renderPage(product: Product | null, section: Section = 'feeds') {
  const fetchProduct = jest.fn(() => Promise.resolve(product));
  const fetchProducts = jest.fn(() => Promise.resolve([layerMash, ...others]));
  render(
    <MemoryRouter initialEntries={['/feeds/layer-phase-1-mash']}>
      <Harness
        section={section}
        loader={productLoader(section, { product: fetchProduct, products: fetchProducts })}
      />
    </MemoryRouter>,
  );
  return { fetchProduct };
}

const original = getRuntimeConfig();
beforeAll(() => preloadLazyCode());
beforeEach(() => {
  // The browser's address: the page reads it once, to follow a product's new slug.
  window.history.replaceState(null, '', '/feeds/layer-phase-1-mash');
  setRuntimeConfig({ ...original, siteUrl: 'https://www.navdhara.example' });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  setLocaleSource(() => DEFAULT_LOCALE);
  jest.restoreAllMocks();
  document.head.innerHTML = '';
});
afterAll(() => setRuntimeConfig(original));

function jsonLd(type: string): Record<string, unknown> {
  const all = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
  const found = all.find((data) => data['@type'] === type);
  if (!found) throw new Error(`no ${type} JSON-LD`);
  return found;
}

describe('ProductPage', () => {
  it('asks for the product its address names in its division', async () => {
    const { fetchProduct } = renderPage(layerMash);
    await screen.findByRole('heading', { level: 1, name: 'Layer Phase 1 Mash' });
    expect(fetchProduct).toHaveBeenCalledWith('en', 'feeds', 'layer-phase-1-mash');
  });

  it('shows name, breadcrumb, pictures with alt text, category, summary and key facts', async () => {
    renderPage(layerMash);
    await screen.findByRole('heading', { level: 1, name: 'Layer Phase 1 Mash' });
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Feeds' })).toHaveAttribute('href', '/feeds');
    expect(crumbs.getByText('Layer Phase 1 Mash')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('product-image')).toHaveAttribute('alt', 'A bag of layer mash');
    expect(screen.getByRole('img', { name: 'Mash in a feeder' })).toBeInTheDocument();
    expect(screen.getByTestId('product-category')).toHaveTextContent('Layer Feed');
    expect(screen.getByTestId('product-summary')).toHaveTextContent('18 to 45 weeks');
    const facts = screen.getByTestId('product-facts');
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['50 kg bag', '25 kg bag']);
    expect(facts).toHaveTextContent('Laying hens, 18 to 45 weeks.');
  });

  it('gives its specifications as a table with a caption and row headers', async () => {
    renderPage(layerMash);
    const table = await screen.findByRole('table', {
      name: 'Composition and specifications of Layer Phase 1 Mash',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Crude protein (min)');
    expect(within(rows[1]!).getByRole('cell')).toHaveTextContent('17%');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
  });

  it('shows how to use it as steps, how to store it, its FAQs and its description', async () => {
    renderPage(layerMash);
    await screen.findByRole('heading', { level: 1 });
    const use = screen.getByRole('region', { name: 'How to use' });
    expect(within(use).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'How to store' })).toHaveTextContent('pallets');
    expect(screen.getByTestId('product-faq')).toHaveTextContent('Can I mix grit with it?');
    expect(screen.getByTestId('product-content')).toHaveTextContent('Made for high lay.');
  });

  it('starts an enquiry that names the product and its address', async () => {
    renderPage(layerMash);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('product-enquire')).toHaveAttribute('href', '#product-enquiry');
    const form = await screen.findByTestId('contact-form-page');
    expect(within(form).getByRole('textbox', { name: /message/i })).toHaveValue(
      'I would like to know more about Layer Phase 1 Mash (https://www.navdhara.example/feeds/layer-phase-1-mash).',
    );
    // Without script it posts to the division's page, which takes forms.
    expect(form).toHaveAttribute('action', '/feeds#enquiry-form');
    // With script the call to action moves to the form's first field, the address unchanged.
    fireEvent.click(screen.getByTestId('product-enquire'));
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('shares on WhatsApp with its name and address, and copies its link', async () => {
    renderPage(layerMash);
    await screen.findByRole('heading', { level: 1 });
    const share = screen.getByTestId('product-share');
    expect(within(share).getByTestId('share-whatsapp')).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('Layer Phase 1 Mash\nhttps://www.navdhara.example/feeds/layer-phase-1-mash')}`,
    );
    // Rendered in the browser, Copy link is a button (the server's HTML has a plain link).
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('lists related products of its category, each a link to its page', async () => {
    renderPage(layerMash);
    const related = await screen.findByRole('region', { name: 'Related products' });
    const links = within(related).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/feeds/layer-chick-crumbs']);
    expect(relatedTo(layerMash, [layerMash, ...others]).map((p) => p.id)).toEqual([8]);
  });

  it('describes itself: Product and BreadcrumbList JSON-LD, its head and share picture', async () => {
    renderPage(layerMash);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Layer Phase 1 Mash | Navdhara Feeds');
    expect(jsonLd('Product')).toMatchObject({
      name: 'Layer Phase 1 Mash',
      sku: 'layer-phase-1-mash',
      category: 'Layer Feed',
      description: layerMash.summary,
      brand: { '@type': 'Brand', name: 'Navdhara Group' },
      image: [
        'https://www.navdhara.example/uploads/bag.png',
        'https://www.navdhara.example/uploads/mash.png',
      ],
      url: 'https://www.navdhara.example/feeds/layer-phase-1-mash',
    });
    expect(
      (jsonLd('BreadcrumbList').itemListElement as { name: string }[]).map((i) => i.name),
    ).toEqual(['Home', 'Feeds', 'Layer Phase 1 Mash']);
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://www.navdhara.example/uploads/bag.png',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.navdhara.example/feeds/layer-phase-1-mash',
    );
  });

  it('is the 404 page when no product has the slug, or it is another division’s', async () => {
    renderPage(null);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('is the 404 page for another division’s product', async () => {
    renderPage(layerMash, 'foods');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('in Hindi: its address and enquiry in the page’s language', async () => {
    setLocaleSource(() => 'hi');
    window.history.replaceState(null, '', '/hi/feeds/layer-phase-1-mash');
    renderPage(layerMash);
    await screen.findByRole('heading', { level: 1 });
    expect(jsonLd('Product').url).toBe('https://www.navdhara.example/hi/feeds/layer-phase-1-mash');
    expect(await screen.findByTestId('contact-form-page')).toHaveAttribute(
      'action',
      '/hi/feeds#enquiry-form',
    );
  });
});
