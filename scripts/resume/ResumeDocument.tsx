import { Document, Link, Page, Text, View } from '@react-pdf/renderer';
import { Fragment } from 'react';
import type { Profile, ResumeInfo, SkillCategory } from '../../src/model/view';
import {
  contactLinks,
  resumeTitle,
  skillLines,
  type ResumeSection as Section,
} from './resume-data';
import { ResumeSection } from './ResumeSection';
import { styles } from './styles';
import type { ResumeLanguage } from './words';

export interface ResumeContent {
  /** The resume's language: headings, dates and the PDF's `language`. */
  resumeLanguage: ResumeLanguage;
  profile: Profile;
  resume: ResumeInfo;
  /** The timeline sections to print (from `resumeSections`, maybe shortened to fit). */
  sections: readonly Section[];
  skills: readonly SkillCategory[];
}

/**
 * The resume: US Letter, one column, real (selectable) text in an embedded font. Every block
 * may break across pages between its lines and entries, so any amount of content fits.
 */
export function ResumeDocument({
  resumeLanguage,
  profile,
  resume,
  sections,
  skills,
}: ResumeContent) {
  const [first, ...rest] = sections;
  const { lang, words } = resumeLanguage;
  const title = resumeTitle(profile, words);
  return (
    <Document
      title={title}
      author={profile.name}
      subject={`${profile.role}, ${profile.school}`}
      keywords={skills.map((s) => s.title).join(', ')}
      creator={words.portfolio(profile.name)}
      producer={words.portfolio(profile.name)}
      language={lang}
    >
      <Page size="LETTER" style={styles.page}>
        <View style={styles.footer} fixed>
          <Text>{title}</Text>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
        <View style={styles.content}>
          <Text style={styles.name}>{profile.name}</Text>
          <Text style={styles.role}>
            {profile.role} · {profile.school} · {profile.location}
          </Text>
          <View style={styles.contact}>
            {contactLinks(profile).map((link, index) => (
              <Fragment key={link.href}>
                {index > 0 && <Text style={styles.separator}>|</Text>}
                <Link style={styles.contactItem} src={link.href}>
                  {link.text}
                </Link>
              </Fragment>
            ))}
          </View>
          <Text style={styles.summary}>{resume.summary}</Text>
          {first && <ResumeSection section={first} lang={lang} />}
          <View style={styles.section}>
            <Text style={styles.sectionTitle} minPresenceAhead={64}>
              {words.skills.toLocaleUpperCase(lang)}
            </Text>
            {skillLines(skills).map((line) => (
              <View key={line.title} style={styles.skillRow} wrap={false}>
                <Text style={styles.skillTitle}>{line.title}</Text>
                <Text style={styles.skillText}>{line.text}</Text>
              </View>
            ))}
          </View>
          {rest.map((section) => (
            <ResumeSection key={section.kind} section={section} lang={lang} />
          ))}
        </View>
      </Page>
    </Document>
  );
}
