import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BusinessUnits } from '../BusinessUnits';

describe('BusinessUnits', () => {
  it('is an exclusive disclosure group that needs no script: the first unit open, each with its Learn More', () => {
    render(
      <MemoryRouter>
        <BusinessUnits />
      </MemoryRouter>,
    );
    const names = ['foods', 'hatchery', 'proteins', 'equipments', 'feeds'];
    const groups = names.map((key) => screen.getByTestId(`unit-${key}`).closest('details'));
    expect(groups.map((group) => group?.open)).toEqual([true, false, false, false, false]);
    // One `name` makes the browser close the others as one opens.
    expect(new Set(groups.map((group) => group?.getAttribute('name'))).size).toBe(1);
    expect(groups[0]?.getAttribute('name')).toBeTruthy();
    // Every unit's detail is in the HTML (search engines, no script), its link to its page.
    const hatchery = groups[1]?.querySelector('[data-testid="unit-detail"] a');
    expect(hatchery).toHaveAttribute('href', '/farm');
    expect(screen.getAllByTestId('unit-detail')).toHaveLength(5);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
