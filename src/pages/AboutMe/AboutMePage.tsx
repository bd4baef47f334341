import { langOf, pickResolved } from '@/i18n/localise';
import { stringsFor } from '@/i18n/dictionary';
import { langOfUrl } from '@/i18n/pageLang';
import { contentIn, languages } from '@/lib/localContent';
import { pageMeta, rootData } from '@/lib/meta';
import { pageHead } from '@/lib/siteData';
import { resumeJsonPath } from '@/lib/siteFiles';
import type { Route } from './+types/AboutMePage';
import { AboutSection } from './AboutSection';
import { ContactSection } from './ContactSection';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta('aboutMe', rootData(matches), loaderData?.head);
}

/**
 * Runs at build time, in the page's language: the About text, the profile's portrait and contact
 * details, the resume's file name and the address of its resume.json.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfUrl(request.url);
  const { profile, resumeFile } = contentIn(lang);
  const about = profile.about.map((text, i) => ({
    text,
    // Marked when shown in the default language for want of a translation.
    lang: langOf(profile, `about.${i}`) ?? langOf(profile, 'about'),
  }));
  return {
    head: pageHead(lang, 'aboutMe'),
    strings: stringsFor(lang, ['about', 'contact', 'numbers']),
    about,
    details: pickResolved(profile, ['avatar', 'firstName', 'email', 'phone', 'location']),
    resumeFile,
    resumeJson: resumeJsonPath(lang, languages),
  };
}

/** About text with the resume download, then the contact section with the form. */
export default function AboutMePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AboutSection
        about={loaderData.about}
        avatar={loaderData.details.avatar}
        email={loaderData.details.email}
        resumeFile={loaderData.resumeFile}
        resumeJson={loaderData.resumeJson}
      />
      <ContactSection details={loaderData.details} />
    </>
  );
}
