import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { usePage, usePages } from '@/lib/pages';
import { InLang } from '@/i18n/InLang';
import { langOf } from '@/i18n/localise';
import { useSite } from '@/i18n/SiteContext';
import { useIsWiderThan } from '@/hooks/useIsWiderThan';
import { useFocusTrap } from '@/hooks/useFocusTrap';
import { useNavbarSolid } from '@/hooks/useNavbarSolid';
import { pagePath, usePagePath } from '@/hooks/usePagePath';
import { scrollToTop } from '@/lib/scroll';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Logo } from '../Logo/Logo';
import { ThemeSwitch } from '../ThemeSwitch/ThemeSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './Navbar.module.css';

/** The large outline About Me button shows only while the window is wider than this (px). */
export const ABOUT_ME_BUTTON_MIN_WIDTH = 850;

export function Navbar() {
  const pathname = usePagePath();
  const [isMenuToggledOpen, setIsMenuOpen] = useState(false);
  // undefined before hydration: CSS shows the button on wide screens until JS knows.
  const isWide = useIsWiderThan(ABOUT_ME_BUTTON_MIN_WIDTH);
  // The mobile menu only exists in the narrow layout.
  const isMenuOpen = isMenuToggledOpen && isWide !== true;
  const { strings } = useSite();
  const pages = usePages();
  const home = pages[0];
  const isRoot = home !== undefined && pathname === pagePath(home.path);
  const isSolid = useNavbarSolid({ isMenuOpen, isRoot });
  const showAboutButton = isWide !== false;
  const aboutMe = usePage('aboutMe');
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  // The open menu is a modal: focus stays in the bar and the menu, the page behind is inert.
  useFocusTrap(header, isMenuOpen);

  // Escape closes the open menu and puts focus back on the menu button.
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const handleLinkClick = () => {
    setIsMenuOpen(false);
    scrollToTop();
  };

  const variant = isSolid ? 'solid' : isRoot && !isMenuOpen ? 'hero' : 'transparent';

  return (
    <header
      ref={header}
      className={styles.header}
      data-variant={variant}
      data-menu-open={isMenuOpen}
    >
      <nav className={`container ${styles.bar}`} aria-label={strings.nav.main}>
        <Logo onNavigate={() => setIsMenuOpen(false)} />
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          aria-label={isMenuOpen ? strings.nav.closeMenu : strings.nav.openMenu}
          onClick={() => setIsMenuOpen(!isMenuOpen)}
        >
          {isMenuOpen ? <Icon name="close" /> : <Icon name="menu" />}
        </button>
        <ul id={menuId} className={styles.menu} data-open={isMenuOpen}>
          {pages.map((page) => {
            const isCurrent = pathname === pagePath(page.path);
            return (
              <li
                key={page.id}
                className={styles.item}
                data-covered-by-button={page.id === 'aboutMe' && showAboutButton}
              >
                <Link
                  to={page.path}
                  viewTransition
                  aria-current={isCurrent ? 'page' : undefined}
                  className={isCurrent ? `${styles.link} ${styles.active}` : styles.link}
                  onClick={handleLinkClick}
                  lang={langOf(page, 'navLabel')}
                >
                  {page.navLabel}
                </Link>
              </li>
            );
          })}
          <li className={styles.languageItem}>
            <LanguageSwitch onNavigate={() => setIsMenuOpen(false)} />
          </li>
          <li className={styles.themeItem}>
            <ThemeSwitch />
          </li>
        </ul>
        {showAboutButton && (
          <div className={styles.cta}>
            <Button
              to={aboutMe.path}
              buttonStyle="btn--outline"
              buttonSize="btn--large"
              name="aboutMeBigButton"
              isCurrent={pathname === pagePath(aboutMe.path)}
              onClick={handleLinkClick}
            >
              <InLang lang={langOf(aboutMe, 'navLabel')}>{aboutMe.navLabel}</InLang>
            </Button>
          </div>
        )}
      </nav>
    </header>
  );
}
