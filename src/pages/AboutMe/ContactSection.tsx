import { Icon } from '@/components/Icon/Icon';
import { fill } from '@/i18n/fill';
import { langOf } from '@/i18n/localise';
import { useSite } from '@/i18n/SiteContext';
import { ContactForm } from '@/components/ContactForm/ContactForm';
import { SocialLinks } from '@/components/SocialLinks/SocialLinks';
import { telHref } from '@/lib/format';
import type { Profile } from '@/model/view';
import { CONTACT_ANCHOR } from './AboutSection';
import styles from './AboutMePage.module.css';

/** The profile's contact details, sent by the About page's loader. */
export type ContactDetails = Pick<Profile, 'firstName' | 'email' | 'phone' | 'location'>;

/** Contact details and social links beside the contact form, each address once. */
export function ContactSection({ details }: { details: ContactDetails }) {
  const { profile, strings } = useSite();
  const words = strings.about;
  // The addresses the details list shows: a profile link to one of them is not listed twice.
  const detailHrefs = new Set([
    `mailto:${details.email}`,
    ...(details.phone ? [telHref(details.phone)] : []),
  ]);
  const onlineProfiles = profile.social.filter((link) => !detailHrefs.has(link.href));
  return (
    <section id={CONTACT_ANCHOR} className={styles.contactBand} aria-labelledby="contact-heading">
      <div className={`container ${styles.contact}`}>
        <div className={styles.contactInfo}>
          <h2 id="contact-heading">{words.contactHeading}</h2>
          <p className={styles.muted}>
            {fill(words.contactText, { firstName: details.firstName })}
          </p>
          <dl className={styles.details}>
            <div className={styles.detail}>
              <dt>
                <Icon name="mail" />
                {words.email}
              </dt>
              <dd>
                <a href={`mailto:${details.email}`}>{details.email}</a>
              </dd>
            </div>
            {details.phone && (
              <div className={styles.detail}>
                <dt>
                  <Icon name="phone" />
                  {words.phone}
                </dt>
                <dd>
                  <a href={telHref(details.phone)}>{details.phone}</a>
                </dd>
              </div>
            )}
            <div className={styles.detail}>
              <dt>
                <Icon name="location" />
                {words.location}
              </dt>
              <dd lang={langOf(details, 'location')}>{details.location}</dd>
            </div>
          </dl>
          {onlineProfiles.length > 0 && (
            <>
              <h3 className={styles.subheading}>{words.findMeOnline}</h3>
              <SocialLinks links={onlineProfiles} variant="list" />
            </>
          )}
        </div>
        <div className={styles.formCard}>
          <h3 id="contact-form-heading">{words.formHeading}</h3>
          <ContactForm labelledBy="contact-form-heading" fallbackEmail={details.email} />
        </div>
      </div>
    </section>
  );
}
