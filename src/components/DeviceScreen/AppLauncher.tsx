import type { CSSProperties, ReactNode } from 'react';
import type { Project } from '@/model/view';
import type { DeviceViewProps } from './DeviceScreen';

type LauncherProps = Pick<
  DeviceViewProps,
  'expandedIndex' | 'panelId' | 'onChoose' | 'buttonRef' | 'linkOf'
> & {
  project: Project;
  /** The icon's app index (1-based). */
  appIndex: number;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
};

/**
 * What opens one app, on a drawn device (its icon) and on an owner's picture (a hotspot): a
 * plain link to the project's details before the script runs, then a button that opens its
 * panel and says whether it is open.
 */
export function AppLauncher({
  project,
  appIndex,
  expandedIndex,
  panelId,
  onChoose,
  buttonRef,
  linkOf,
  className,
  style,
  children,
}: LauncherProps) {
  if (linkOf)
    return (
      <a className={className} style={style} href={linkOf(project)} data-app-index={appIndex}>
        {children}
      </a>
    );
  const isExpanded = expandedIndex === appIndex;
  return (
    <button
      ref={(element) => buttonRef(appIndex, element)}
      type="button"
      className={className}
      style={style}
      data-app-index={appIndex}
      aria-expanded={isExpanded}
      aria-controls={isExpanded ? panelId : undefined}
      onClick={() => onChoose(appIndex)}
    >
      {children}
    </button>
  );
}
