import '@testing-library/jest-dom/vitest';
import { pageStrings } from '@/i18n/dictionary';
import { setSiteDataForTests } from '@/i18n/SiteContext';
import { siteData } from '@/lib/siteData';
import { defaultLang } from './content';

// A component rendered alone shows the site's default language, as on its pages, with every word
// (a page sends the site's and its own).
setSiteDataForTests({ ...siteData(defaultLang), strings: pageStrings(defaultLang) });
