import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import {
  addDictionary,
  DEFAULT_LOCALE,
  messages,
  setLocaleSource,
  site,
  useUiStore,
} from '@navdhara/shared';
import { preloadLazyCode } from '@navdhara/shared/ui';
import type { Faq, Product, Section } from '../types/content';
import { usePageData } from '../routes/page-data';
import type { Locale } from '../i18n/locales';
import { DivisionPage, divisionLoader, type DivisionPageProps } from './DivisionPage';

/** Renders the page as the shell does: its loader's items handed to it as `data`. */
function Harness({
  content,
  loader,
}: {
  content: DivisionContent;
  loader: ReturnType<typeof divisionLoader>;
}) {
  const data = usePageData(
    loader,
    { locale: 'en', params: {} },
    'test',
  ) as DivisionPageProps['data'];
  return <DivisionPage content={content} data={data} sendEnquiry={() => Promise.resolve()} />;
}
import { ProductOverlay } from './ProductOverlay';
import { VariantAccordion } from './VariantAccordion';
import { gridColumns } from './ProductGrid';
import { ProductModals, productDialogId } from './ProductModal';
import type { DivisionContent } from '../types/division';

const image = { src: '/a.svg', alt: 'An illustration', width: 800, height: 600 };

function content(section: Section, extra: Partial<DivisionContent> = {}): DivisionContent {
  return {
    section,
    hero: { eyebrow: 'Eyebrow', title: `Title of ${section}`, subtitle: 'Subtitle', image },
    intro: {
      eyebrow: 'About',
      title: 'Intro title',
      paragraphs: ['Intro paragraph'],
      highlights: [
        { content: '1', sub: 'one' },
        { content: '2', sub: 'two' },
        { content: '3', sub: 'three' },
      ],
      image,
    },
    whyUs: {
      title: 'Why us',
      items: [
        { icon: 'shield', title: 'W1', content: 'c1' },
        { icon: 'bird', title: 'W2', content: 'c2' },
        { icon: 'cold', title: 'W3', content: 'c3' },
        { icon: 'truck', title: 'W4', content: 'c4' },
      ],
    },
    products: { title: 'Products', intro: 'Pick one' },
    faq: { title: 'FAQ' },
    contact: { title: 'Contact', intro: 'Write to us' },
    seo: {
      heading: 'SEO heading',
      paragraphs: [
        { text: 'SEO text', links: [{ label: 'feed makers', to: '/poultry-feed-manufacturers' }] },
      ],
    },
    ...extra,
  };
}

const product = (
  id: number,
  name: string,
  category: string,
  section: Section,
  tab = category,
): Product => ({
  id,
  name,
  category,
  tab,
  section,
  image: {
    url: `http://cms/${id}.png`,
    alternativeText: `${name} picture`,
    width: 400,
    height: 300,
    formats: {},
  },
  content: [{ type: 'paragraph', children: [{ type: 'text', text: `Details of ${name}` }] }],
});

const feedProducts = [
  product(1, 'Dairy Gold', 'Cattle Feed', 'feeds'),
  product(2, 'Calf Grower', 'Cattle Feed', 'feeds'),
  product(3, 'Broiler Starter', 'Broiler Feed', 'feeds'),
  product(4, 'Layer Chick', 'Layer Feed', 'feeds'),
];
const faqs: Faq[] = [
  { id: 1, title: 'Question one?', content: 'Answer one.', section: 'feeds' },
  { id: 2, title: 'Question two?', content: 'Answer two.', section: 'feeds' },
];

function renderPage(
  section: Section,
  products: Product[] | Error,
  extra: Partial<DivisionContent> = {},
) {
  const fetchProducts = jest.fn((_locale: Locale, s: Section) =>
    products instanceof Error
      ? Promise.reject(products)
      : Promise.resolve(products.filter((p) => p.section === s)),
  );
  const fetchFaqs = jest.fn(() => Promise.resolve(faqs));
  render(
    <MemoryRouter>
      <Harness
        content={content(section, extra)}
        loader={divisionLoader(section, { products: fetchProducts, faqs: fetchFaqs })}
      />
    </MemoryRouter>,
  );
  return { fetchProducts, fetchFaqs };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

// The contact form is an island: its code is had before the tests render (as the server does).
beforeAll(() => preloadLazyCode());

describe('DivisionPage', () => {
  it('renders every section and fetches the products and FAQs of its own section', async () => {
    const { fetchProducts, fetchFaqs } = renderPage('feeds', feedProducts);
    expect(screen.getByRole('heading', { level: 1, name: 'Title of feeds' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByTestId('highlights')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByTestId('why-choose')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByTestId('spinner').length).toBeGreaterThan(0);
    expect(await screen.findByTestId('product-grid')).toBeInTheDocument();
    const question = await screen.findByRole('heading', { name: 'Question one?' });
    expect(question.closest('details')).not.toHaveAttribute('open');
    expect(fetchProducts).toHaveBeenCalledWith('en', 'feeds');
    expect(fetchFaqs).toHaveBeenCalledWith('en', 'feeds');
    expect(screen.getByTestId('contact-form-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'feed makers' })).toHaveAttribute(
      'href',
      '/poultry-feed-manufacturers',
    );
  });

  it('selects the first tab by default and filters the grid by the selected tab', async () => {
    renderPage('feeds', feedProducts);
    await screen.findByTestId('product-grid');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Cattle Feed',
      'Broiler Feed',
      'Layer Feed',
    ]);
    expect(screen.getByRole('tab', { name: 'Cattle Feed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '2');
    fireEvent.click(screen.getByRole('tab', { name: 'Broiler Feed' }));
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(screen.getByTestId('product-grid')).toHaveTextContent('Broiler Starter');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Broiler Feed' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Layer Feed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId('product-grid')).toHaveTextContent('Layer Chick');
  });

  it('lists a product by its tab, whatever its category reads in the page language', async () => {
    setLocaleSource(() => 'hi');
    addDictionary('hi', { 'Cattle Feed': 'पशु आहार', 'Broiler Feed': 'ब्रॉयलर आहार' });
    try {
      renderPage('feeds', [
        product(1, 'Dairy Gold', 'पशु आहार', 'feeds', 'Cattle Feed'),
        product(2, 'Calf Grower', 'पशु आहार', 'feeds', 'Cattle Feed'),
        // Written in Hindi only: no English version, so its own category names its tab.
        product(3, 'Broiler Starter', 'ब्रॉयलर आहार', 'feeds'),
      ]);
      await screen.findByTestId('product-grid');
      expect(screen.getAllByTestId('product-card')).toHaveLength(2);
      // The card shows the category as the CMS gives it, in the page's language.
      expect(screen.getAllByTestId('product-card')[0]).toHaveTextContent('पशु आहार');
      fireEvent.click(screen.getByRole('tab', { name: 'ब्रॉयलर आहार' }));
      expect(screen.getAllByTestId('product-card')).toHaveLength(1);
      expect(screen.getByTestId('product-grid')).toHaveTextContent('Broiler Starter');
    } finally {
      setLocaleSource(() => DEFAULT_LOCALE);
    }
  });

  it('shows all products without tabs on foods and hatchery', async () => {
    const foods = [1, 2, 3].map((i) =>
      product(i, `Food ${i}`, i === 1 ? 'Frozen' : 'Ready to cook', 'foods'),
    );
    renderPage('foods', foods);
    await screen.findByTestId('product-grid');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '4');
  });

  it('ends the spinner with a visible message when the products cannot be loaded', async () => {
    renderPage('proteins', new Error('network down'));
    expect(await screen.findByTestId('products-failed')).toHaveTextContent(
      messages.content.loadFailed,
    );
    expect(screen.queryByLabelText(messages.division.productsLoading)).not.toBeInTheDocument();
  });

  it("has each product's detail in the HTML, opened by its name and image, closed by x, Escape and the backdrop", async () => {
    renderPage('feeds', feedProducts);
    await screen.findByTestId('product-grid');
    const modalOf = (name: string) =>
      document.getElementById(productDialogId(feedProducts.find((p) => p.name === name)!))!;
    const modal = modalOf('Dairy Gold');
    expect(modal).not.toHaveAttribute('open');
    // Rendered before it opens: a tap opens it natively, before the page's script has run.
    expect(within(modal).getByText('Details of Dairy Gold')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dairy Gold' }));
    expect(modal).toHaveAttribute('open');
    fireEvent.click(within(modal).getByRole('button', { name: 'Close product details' }));
    expect(modal).not.toHaveAttribute('open');

    fireEvent.click(screen.getByRole('button', { name: 'View details of Calf Grower' }));
    expect(modalOf('Calf Grower')).toHaveAttribute('open');
    // Escape and a backdrop click are the browser's (`closedby="any"`); e2e checks them.
    expect(modalOf('Calf Grower')).toHaveAttribute('closedby', 'any');
  });

  it("leaves a product page's dialog out of the server's HTML (its card is a link), and keeps one a product without a page opens", () => {
    const withPage = { ...feedProducts[0]!, slug: 'dairy-gold' };
    const withoutPage = feedProducts[1]!;
    const products = [withPage, withoutPage];
    const html = renderToString(
      <MemoryRouter>
        <ProductModals products={products} />
      </MemoryRouter>,
    );
    expect(html).not.toContain(`id="${productDialogId(withPage)}"`);
    expect(html).toContain(`id="${productDialogId(withoutPage)}"`);
    // Once the app runs, both are there to open in place.
    render(
      <MemoryRouter>
        <ProductModals products={products} />
      </MemoryRouter>,
    );
    expect(document.getElementById(productDialogId(withPage))).toBeInTheDocument();
    expect(document.getElementById(productDialogId(withoutPage))).toBeInTheDocument();
  });

  it('makes a product with an address a link to its page, which once the app runs opens its dialog with the address, given back on close and closed by Back', async () => {
    window.history.replaceState(null, '', '/feeds');
    const withSlugs = feedProducts.map((p) => ({
      ...p,
      slug: p.name.toLowerCase().replace(/ /g, '-'),
    }));
    renderPage('feeds', withSlugs);
    await screen.findByTestId('product-grid');
    const card = screen.getAllByTestId('product-card')[0]!;
    const link = within(card).getByRole('link', { name: 'Dairy Gold' });
    // Without script (or before it) the card is a plain link to the product's page.
    expect(link).toHaveAttribute('href', '/feeds/dairy-gold');
    expect(within(card).queryByRole('button')).toBeNull();
    const modal = document.getElementById(productDialogId(withSlugs[0]!))!;
    expect(within(modal).getByRole('link', { name: /Full details/, hidden: true })).toHaveAttribute(
      'href',
      '/feeds/dairy-gold',
    );

    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {
      window.history.replaceState(null, '', '/feeds');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    fireEvent.click(link);
    expect(modal).toHaveAttribute('open');
    expect(window.location.pathname).toBe('/feeds/dairy-gold');
    // Closed (the cross, Escape, the backdrop): the address goes back.
    fireEvent.click(within(modal).getByRole('button', { name: 'Close product details' }));
    expect(modal).not.toHaveAttribute('open');
    expect(back).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/feeds');

    // Back while it is open: it closes, and does not go back a second time.
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/feeds/dairy-gold');
    act(() => {
      window.history.replaceState(null, '', '/feeds');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(modal).not.toHaveAttribute('open');
    expect(back).toHaveBeenCalledTimes(1);
    // A click opening a new tab is the browser's: no dialog.
    fireEvent.click(link, { ctrlKey: true });
    expect(modal).not.toHaveAttribute('open');
    back.mockRestore();
  });

  it('opens the SEO text at first on equipments only', async () => {
    renderPage('equipments', []);
    expect(screen.getByText('Read Less').closest('details')).toHaveAttribute('open');
    await screen.findByText(messages.division.noProducts);
  });

  it('keeps the SEO text closed elsewhere and toggles it', async () => {
    renderPage('hatchery', []);
    const details = screen.getByText('Read More').closest('details');
    expect(details).not.toHaveAttribute('open');
    fireEvent.click(screen.getByText('Read More').closest('summary')!);
    expect(details).toHaveAttribute('open');
    await screen.findByText(messages.division.noProducts);
  });

  it('shows the HORECA notice and the enquiry phone only when the content has them', async () => {
    renderPage('foods', [], {
      horecaNotice: {
        title: 'HORECA or bulk orders?',
        text: 'Use our form.',
        linkLabel: 'Open the form',
      },
      enquiryPhone: { title: 'Enquiries', text: 'Call' },
    });
    expect(screen.getByTestId('horeca-notice')).toHaveTextContent('HORECA');
    // The link is in the contact form's section, beside the form, and is the only one on the page.
    const contactSection = screen.getByRole('region', { name: 'Contact' });
    expect(within(contactSection).getByTestId('contact-form-page')).toBeInTheDocument();
    const link = within(contactSection).getByRole('link', { name: /Open the form/ });
    expect(link).toHaveAttribute('href', site.horecaFormUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link', { name: /Open the form/ })).toHaveLength(1);
    expect(screen.getByTestId('enquiry-phone').querySelector('a[href^="tel:"]')).not.toBeNull();
    await screen.findByText(messages.division.noProducts);
  });

  it('has no HORECA notice without it in the content', async () => {
    renderPage('hatchery', []);
    expect(screen.queryByTestId('horeca-notice')).not.toBeInTheDocument();
    await screen.findByText(messages.division.noProducts);
  });
});

describe('gridColumns', () => {
  it('serves product images responsively: lazy cards sized per column count, the modal per dialog', async () => {
    const withFormats = (p: Product): Product => ({
      ...p,
      image: p.image && {
        ...p.image,
        formats: { small: { url: `http://cms/small_${p.id}.png`, width: 200, height: 150 } },
      },
    });
    renderPage('feeds', feedProducts.map(withFormats));
    const grid = await screen.findByTestId('product-grid');
    const card = within(grid).getByRole('img', { name: 'Dairy Gold picture' });
    expect(card).toHaveAttribute('srcset', 'http://cms/small_1.png 200w, http://cms/1.png 400w');
    // Two Cattle Feed products on the first tab: two columns, at most 420 px wide each.
    expect(card).toHaveAttribute('sizes', expect.stringContaining('(min-width: 1024px) 420px'));
    expect(card).toHaveAttribute('width', '400');
    expect(card).toHaveAttribute('height', '300');
    expect(card).toHaveAttribute('loading', 'lazy');
    expect(card).not.toHaveAttribute('fetchpriority');

    const inModal = within(document.getElementById('product-1')!).getByRole('img', {
      hidden: true,
      name: 'Dairy Gold picture',
    });
    expect(inModal).toHaveAttribute('srcset', 'http://cms/small_1.png 200w, http://cms/1.png 400w');
    expect(inModal).toHaveAttribute('sizes', '(min-width: 732px) 652px, calc(100vw - 5rem)');
  });

  it('uses 2 columns for up to 2 products and up to 4 beyond', () => {
    expect(gridColumns(1)).toBe(2);
    expect(gridColumns(2)).toBe(2);
    expect(gridColumns(3)).toBe(4);
    expect(gridColumns(12)).toBe(4);
  });
});

describe('ProductOverlay', () => {
  afterEach(() => act(() => useUiStore.getState().setOverlayDetails(null)));

  it('shows the overlay details with their table and closes on a click anywhere', () => {
    render(<ProductOverlay />);
    const overlay = screen.getByTestId('product-overlay');
    expect(overlay).not.toHaveAttribute('open');
    act(() =>
      useUiStore.getState().setOverlayDetails({
        title: 'Box Fan',
        detail: 'Moves air',
        tableHeading: ['Spec', 'Value'],
        tableBody: [['Airflow', '26,500 CFM']],
      }),
    );
    expect(overlay).toHaveAttribute('open');
    expect(within(overlay).getByRole('heading', { name: 'Box Fan' })).toBeInTheDocument();
    expect(
      within(overlay)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Spec', 'Value']);
    expect(within(overlay).getByRole('cell', { name: '26,500 CFM' })).toBeInTheDocument();
    fireEvent.click(within(overlay).getByText('Moves air'));
    expect(useUiStore.getState().overlayDetails).toBeNull();
    expect(overlay).not.toHaveAttribute('open');
  });

  it('renders without a table when there is none, and Escape closes it', () => {
    render(<ProductOverlay />);
    act(() => useUiStore.getState().setOverlayDetails({ title: 'Plain', detail: 'Only text' }));
    const overlay = screen.getByTestId('product-overlay');
    expect(within(overlay).queryByRole('table')).not.toBeInTheDocument();
    fireEvent(overlay, new Event('cancel', { cancelable: true }));
    expect(useUiStore.getState().overlayDetails).toBeNull();
  });
});

describe('VariantAccordion', () => {
  const variants = [
    {
      name: 'Calf Starter',
      description: 'Starter',
      idealFor: 'Young calves',
      keyBenefit: 'Early growth',
    },
    {
      name: 'Calf Grower',
      description: 'Grower',
      idealFor: 'Calves aged 2-6 months',
      keyBenefit: 'Strong bones',
    },
  ];

  it('is one exclusive <details> group per product: one variant open or none, all in the HTML', () => {
    render(<VariantAccordion variants={variants} label="Calf variants" />);
    const items = [...document.querySelectorAll('details')];
    expect(items).toHaveLength(2);
    const names = new Set(items.map((item) => item.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(items.map((item) => item.open)).toEqual([false, false]);
    expect(items[1]).toHaveTextContent('Calves aged 2-6 months');
    expect(screen.getByRole('heading', { name: 'Calf Grower', level: 4 })).toBeInTheDocument();
  });
});
