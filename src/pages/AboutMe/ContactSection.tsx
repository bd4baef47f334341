import { Icon } from '@/components/Icon/Icon';
import { profile } from '@/content/profile';
import { ContactForm } from '@/components/ContactForm/ContactForm';
import { SocialLinks } from '@/components/SocialLinks/SocialLinks';
import { telHref } from '@/lib/format';
import styles from './AboutMePage.module.css';

/** The addresses the details list shows: a profile link to one of them is not listed twice. */
const detailHrefs = new Set([
  `mailto:${profile.email}`,
  ...(profile.phone ? [telHref(profile.phone)] : []),
]);
const onlineProfiles = profile.social.filter((link) => !detailHrefs.has(link.href));

/** Contact details and social links beside the contact form, each address once. */
export function ContactSection() {
  return (
    <section className={styles.contactBand} aria-labelledby="contact-heading">
      <div className={`container ${styles.contact}`}>
        <div className={styles.contactInfo}>
          <h2 id="contact-heading">Get in touch</h2>
          <p className={styles.muted}>
            Questions, internships or a project in mind? Send a message with the form, or reach{' '}
            {profile.firstName} directly.
          </p>
          <dl className={styles.details}>
            <div className={styles.detail}>
              <dt>
                <Icon name="mail" />
                E-mail
              </dt>
              <dd>
                <a href={`mailto:${profile.email}`}>{profile.email}</a>
              </dd>
            </div>
            {profile.phone && (
              <div className={styles.detail}>
                <dt>
                  <Icon name="phone" />
                  Phone
                </dt>
                <dd>
                  <a href={telHref(profile.phone)}>{profile.phone}</a>
                </dd>
              </div>
            )}
            <div className={styles.detail}>
              <dt>
                <Icon name="location" />
                Location
              </dt>
              <dd>{profile.location}</dd>
            </div>
          </dl>
          {onlineProfiles.length > 0 && (
            <>
              <h3 className={styles.subheading}>Find me online</h3>
              <SocialLinks links={onlineProfiles} variant="list" />
            </>
          )}
        </div>
        <div className={styles.formCard}>
          <h3 id="contact-form-heading">Send a message</h3>
          <ContactForm labelledBy="contact-form-heading" fallbackEmail={profile.email} />
        </div>
      </div>
    </section>
  );
}
