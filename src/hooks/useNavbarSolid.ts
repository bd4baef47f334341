import { useScrolledPast } from './useScrolledPast';

/** The navbar turns solid once the page has scrolled more than this many px (spec section 9). */
export const NAVBAR_SOLID_SCROLL_Y = 200;

/**
 * Spec "Navigation bar": solid when scrolled past 200 px, or when the mobile menu is closed
 * while away from the root; otherwise transparent.
 */
export function useNavbarSolid({ isMenuOpen, isRoot }: { isMenuOpen: boolean; isRoot: boolean }) {
  const isScrolled = useScrolledPast(NAVBAR_SOLID_SCROLL_Y);
  return isScrolled || (!isMenuOpen && !isRoot);
}
