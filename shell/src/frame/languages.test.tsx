import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { addDictionary, DEFAULT_LOCALE, setLocaleSource, useUiStore } from '@navdhara/shared';
import { latinWordsIn } from '@navdhara/shared/testing';
import { preloadLazyCode, preloadStaticParts } from '@navdhara/shared/ui';
import sharedHi from '@navdhara/shared/translations/hi.json';
import sharedPa from '@navdhara/shared/translations/pa.json';
import ownHi from '../translations/hi.json';
import ownPa from '../translations/pa.json';
import { ExitIntentPopup } from './ExitIntentPopup';
import { FloatingWidget } from './FloatingWidget';
import { Footer } from './Footer';
import { Header } from './Header';

/** Latin words the frame keeps in every language: the brand, its e-mail address, HORECA. */
const KEPT_LATIN = new Set(['Navdhara', 'Group', 'HORECA', 'info', 'example', 'com']);

beforeAll(async () => {
  addDictionary('hi', sharedHi);
  addDictionary('pa', sharedPa);
  addDictionary('hi', ownHi);
  addDictionary('pa', ownPa);
  await Promise.all([preloadLazyCode(), preloadStaticParts()]);
});
afterEach(() => {
  setLocaleSource(() => DEFAULT_LOCALE);
  act(() => useUiStore.getState().closeContactPopup());
});

describe.each(['hi', 'pa'] as const)('in %s', (locale) => {
  it('the header, drawer, footer, widget and contact popup show no English text', async () => {
    setLocaleSource(() => locale);
    const { container } = render(
      <MemoryRouter initialEntries={['/foods']}>
        <Header />
        <Footer />
        <FloatingWidget />
        <ExitIntentPopup />
      </MemoryRouter>,
    );
    await act(async () => useUiStore.getState().openContactPopup());
    expect(container.querySelector('[data-testid="contact-form-popup"]')).not.toBeNull();
    // The language switcher names each language in its own: English is English everywhere.
    const words = latinWordsIn(container, KEPT_LATIN).filter((word) => word !== 'English');
    expect(words).toEqual([]);
  });
});
