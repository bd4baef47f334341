import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectSections, projectsInSection } from '@/content/projects';
import { DeviceHotspots } from './DeviceHotspots';

const section = projectSections[0];
if (!section) throw new Error('sample content needs a section');
const apps = projectsInSection(section.id);

describe('DeviceHotspots', () => {
  it('places one named button per project over the picture and reports the app index', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const buttonRef = vi.fn();
    render(
      <DeviceHotspots
        picture={section.picture}
        device={section.device}
        projects={apps}
        expandedIndex={2}
        panelId="panel"
        onChoose={onChoose}
        buttonRef={buttonRef}
      />,
    );
    expect(screen.getByRole('img', { name: section.picture.alt })).toHaveAttribute(
      'width',
      String(section.picture.file?.w),
    );
    const [first, second] = apps;
    if (!first || !second) throw new Error('two apps expected');
    const button = screen.getByRole('button', { name: first.name });
    expect(button).toHaveStyle({
      left: `${first.hotspot.x}%`,
      top: `${first.hotspot.y}%`,
      width: `${first.hotspot.width}%`,
      height: `${first.hotspot.height}%`,
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    const expanded = screen.getByRole('button', { name: second.name });
    expect(expanded).toHaveAttribute('aria-expanded', 'true');
    expect(expanded).toHaveAttribute('aria-controls', 'panel');

    await user.click(expanded);
    expect(onChoose).toHaveBeenCalledWith(2);
    expect(buttonRef).toHaveBeenCalledWith(1, button);
  });
});
