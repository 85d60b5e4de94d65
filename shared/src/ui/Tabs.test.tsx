import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Tabs } from './Tabs';

const tabs = [
  { key: 'A', label: 'Alpha' },
  { key: 'B', label: 'Beta' },
  { key: 'C', label: 'Gamma' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<'A' | 'B' | 'C'>('A');
  return (
    <Tabs
      tabs={tabs}
      selected={selected}
      onSelect={setSelected}
      label="Letters"
      panel={(key) => <p>Panel {key}</p>}
    />
  );
}

describe('Tabs before script', () => {
  it('are in the server HTML as an exclusive details group holding every panel', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(<Harness />);
    const items = html.querySelectorAll('details');
    expect(items).toHaveLength(3);
    expect(new Set([...items].map((item) => item.getAttribute('name'))).size).toBe(1);
    expect([...items].map((item) => item.open)).toEqual([true, false, false]);
    expect([...items].map((item) => item.textContent)).toEqual([
      'AlphaPanel A',
      'BetaPanel B',
      'GammaPanel C',
    ]);
    expect(html.querySelector('[role="group"]')).toHaveAttribute('aria-label', 'Letters');
  });

  it('become ARIA tabs when hydrated, keeping a tab chosen before the script ran', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    const [first, second] = container.querySelectorAll('details');
    first!.open = false;
    second!.open = true;
    await act(async () => {
      hydrateRoot(container, <Harness />);
    });
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
    expect(container.querySelector('details')).toBeNull();
    container.remove();
  });
});

describe('Tabs', () => {
  it('marks the selected tab and shows its panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Letters' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel A');
    expect(screen.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      screen.getByRole('tab', { name: 'Alpha' }).id,
    );
  });

  it('selects on click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel C');
  });

  it('moves with arrow keys, wrapping, and Home/End; only the selected tab is tabbable', () => {
    render(<Harness />);
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    fireEvent.keyDown(alpha, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveFocus();
    expect(alpha).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Beta' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(alpha, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Gamma' }), { key: 'Home' });
    expect(alpha).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(alpha, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveAttribute('aria-selected', 'true');
  });
});
