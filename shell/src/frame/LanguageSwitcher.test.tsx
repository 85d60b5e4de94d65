import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from '@navdhara/shared';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The switcher on a page of `locale`, the router's basename being that language's prefix. */
function renderOn(locale: Locale, basename: string, entry: string) {
  setLocaleSource(() => locale);
  render(
    <MemoryRouter basename={basename} initialEntries={[entry]}>
      <LanguageSwitcher />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Language' });
}

afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

it('leads from an English page to the same page and query in Hindi and Punjabi', () => {
  const nav = renderOn('en', '/', '/feeds?tab=layer');
  expect(within(nav).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute(
    'href',
    '/hi/feeds?tab=layer',
  );
  expect(within(nav).getByRole('link', { name: 'ਪੰਜਾਬੀ' })).toHaveAttribute(
    'href',
    '/pa/feeds?tab=layer',
  );
  const current = within(nav).getByText('English');
  expect(current).toHaveAttribute('aria-current', 'true');
  expect(current.closest('a')).toBeNull();
});

it('names each language in its own language, with lang and hreflang', () => {
  const nav = renderOn('hi', '/hi', '/hi/poultry-ventilation-fan');
  const english = within(nav).getByRole('link', { name: 'English' });
  expect(english).toHaveAttribute('href', '/poultry-ventilation-fan');
  expect(english).toHaveAttribute('lang', 'en-IN');
  expect(english).toHaveAttribute('hreflang', 'en');
  const punjabi = within(nav).getByRole('link', { name: 'ਪੰਜਾਬੀ' });
  expect(punjabi).toHaveAttribute('href', '/pa/poultry-ventilation-fan');
  expect(punjabi).toHaveAttribute('lang', 'pa-IN');
  expect(punjabi).toHaveAttribute('hreflang', 'pa');
  expect(within(nav).getByText('हिन्दी')).toHaveAttribute('aria-current', 'true');
  expect(within(nav).queryByRole('link', { name: 'हिन्दी' })).toBeNull();
});

it("leads from a language's home page to the other languages' home pages", () => {
  const nav = renderOn('pa', '/pa', '/pa');
  expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  expect(within(nav).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi');
});
