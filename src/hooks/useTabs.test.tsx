import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTabs } from './useTabs';

const IDS = ['one', 'two', 'three'] as const;
type Id = (typeof IDS)[number];

function TestTabs({ onSelect }: { onSelect?: (id: Id) => void }) {
  const [selectedId, setSelectedId] = useState<Id>('one');
  const tabs = useTabs({
    ids: IDS,
    selectedId,
    onSelect: (id) => {
      onSelect?.(id);
      setSelectedId(id);
    },
  });
  return (
    <div role="tablist" aria-label="Numbers">
      {IDS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={tabs.isSelected(id)}
          tabIndex={tabs.tabIndexOf(id)}
          onKeyDown={tabs.onKeyDown}
          onClick={() => setSelectedId(id)}
        >
          {id}
        </button>
      ))}
    </div>
  );
}

function expectSelected(name: Id) {
  const tab = screen.getByRole('tab', { name });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(tab).toHaveAttribute('tabindex', '0');
  expect(tab).toHaveFocus();
  for (const other of IDS.filter((id) => id !== name)) {
    expect(screen.getByRole('tab', { name: other })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: other })).toHaveAttribute('aria-selected', 'false');
  }
}

describe('useTabs', () => {
  it('puts only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<TestTabs />);
    await user.tab();
    expectSelected('one');
  });

  it('moves and selects with Left/Right (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<TestTabs />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expectSelected('two');
    await user.keyboard('{ArrowRight}');
    expectSelected('three');
    await user.keyboard('{ArrowRight}');
    expectSelected('one');
    await user.keyboard('{ArrowLeft}');
    expectSelected('three');
    await user.keyboard('{Home}');
    expectSelected('one');
    await user.keyboard('{End}');
    expectSelected('three');
  });

  it('ignores other keys and modified arrows', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<TestTabs onSelect={onSelect} />);
    await user.tab();
    await user.keyboard('{ArrowDown}a{Alt>}{ArrowRight}{/Alt}');
    expect(onSelect).not.toHaveBeenCalled();
    expectSelected('one');
  });
});
