import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BusinessUnits } from '../BusinessUnits';

describe('BusinessUnits', () => {
  it('selects the first unit, selects on click, and toggles the inline panel of the selected unit', () => {
    render(
      <MemoryRouter>
        <BusinessUnits />
      </MemoryRouter>,
    );
    const foods = screen.getByTestId('unit-foods');
    const feeds = screen.getByTestId('unit-feeds');
    expect(foods).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('unit-panel')).toHaveTextContent('Navdhara Foods');
    fireEvent.click(feeds);
    expect(feeds).toHaveAttribute('aria-current', 'true');
    expect(feeds).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('unit-panel')).toHaveTextContent('Navdhara Feeds');
    fireEvent.click(feeds);
    expect(feeds).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByTestId('unit-hatchery'));
    expect(screen.getByTestId('unit-panel').querySelector('a')).toHaveAttribute('href', '/farm');
  });
});
