/**
 * What a build whose analytics asks no consent (none, Plausible, Umami) has in place of the
 * prompt's slot and the footer's link: nothing. vite.config.ts points both modules here, so that
 * neither they nor their styles are part of such a build at all (tree-shaking alone left their
 * CSS in every page and an empty chunk for the root to load).
 */
export const ConsentSlot = () => null;
export const PrivacyChoices = () => null;
