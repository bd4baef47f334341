import { pageMeta } from '@/lib/meta';
import { AboutSection } from './AboutSection';
import { ContactSection } from './ContactSection';

export function meta() {
  return pageMeta('aboutMe');
}

/** About text with the resume download, then the contact section with the form. */
export default function AboutMePage() {
  return (
    <>
      <AboutSection />
      <ContactSection />
    </>
  );
}
