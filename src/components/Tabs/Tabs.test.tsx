import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './Tabs';

const ITEMS = [
  { id: 'a', label: 'Apples' },
  { id: 'b', label: 'Pears' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<'a' | 'b'>('a');
  return (
    <Tabs label="Fruit" idPrefix="fruit" items={ITEMS} selectedId={selected} onSelect={setSelected}>
      <p>Content of {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('wires tabs and panels together and shows only the selected panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeInTheDocument();
    const apples = screen.getByRole('tab', { name: 'Apples' });
    const panel = screen.getByRole('tabpanel', { name: 'Apples' });
    expect(apples).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Content of a');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Pears' }));
    expect(screen.getByRole('tab', { name: 'Pears' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Pears' })).toHaveTextContent('Content of b');
    expect(document.getElementById(panel.id)).toBeEmptyDOMElement();

    await user.keyboard('{Home}');
    expect(apples).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Apples' })).toHaveTextContent('Content of a');
  });

  it('before the script runs, can put every panel in the page (the others marked inactive)', () => {
    render(
      <Tabs
        label="Fruit"
        idPrefix="fruit"
        items={ITEMS}
        selectedId="a"
        onSelect={() => undefined}
        inactivePanel={(id) => <p>Prerendered {id}</p>}
      >
        <p>Content of a</p>
      </Tabs>,
    );
    const panels = screen.getAllByRole('tabpanel');
    expect(panels).toHaveLength(2);
    expect(panels[0]).toHaveTextContent('Content of a');
    expect(panels[0]).not.toHaveAttribute('data-inactive');
    expect(panels[1]).toHaveTextContent('Prerendered b');
    expect(panels[1]).toHaveAttribute('data-inactive');
    expect(panels[1]).not.toHaveAttribute('hidden');
  });
});
