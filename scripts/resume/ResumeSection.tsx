import { Link, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { Lang } from '../../src/model/view';
import type { ResumeEntry, ResumeSection as Section } from './resume-data';
import { styles } from './styles';

function Entry({ entry, heading }: { entry: ResumeEntry; heading?: ReactNode }) {
  return (
    <View style={heading ? styles.firstEntry : styles.entry}>
      {/* The head stays together (with the section's heading, for the first entry) and with at
          least the first bullet; bullets break between. */}
      <View wrap={false} minPresenceAhead={24}>
        {heading}
        <View style={styles.entryHead}>
          <Text style={styles.entryTitle}>{entry.title}</Text>
          <Text style={styles.entryDate}>{entry.date}</Text>
        </View>
        <View style={styles.entrySub}>
          {entry.subtitle && <Text style={styles.entrySubtitle}>{entry.subtitle}</Text>}
          {entry.location && <Text>{entry.location}</Text>}
          {entry.link && (
            <Link style={styles.link} src={entry.link.href}>
              {entry.link.text}
            </Link>
          )}
        </View>
      </View>
      {entry.bullets.map((bullet) => (
        <View key={bullet} style={styles.bullet} wrap={false}>
          <Text style={styles.bulletMark}>•</Text>
          <Text style={styles.bulletText}>{bullet}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * A titled block of timeline entries (Experience, Projects or Education). The title is upper-
 * cased by the language's rules (Turkish 'Eğitim' → 'EĞİTİM'), not by the PDF's textTransform.
 */
export function ResumeSection({ section, lang }: { section: Section; lang: Lang }) {
  return (
    <View style={styles.section}>
      {section.entries.map((entry, index) => (
        <Entry
          key={entry.id}
          entry={entry}
          heading={
            index === 0 ? (
              <Text style={styles.sectionTitle}>{section.title.toLocaleUpperCase(lang)}</Text>
            ) : undefined
          }
        />
      ))}
    </View>
  );
}
