import { StyleSheet } from '@react-pdf/renderer';
import { RESUME_FONT } from './fonts';

/** Print colours: near-black text, one teal accent (the site's), muted grey for dates. */
export const PRINT = {
  text: '#1c1917',
  muted: '#57534e',
  accent: '#0f766e',
  rule: '#d6d3d1',
} as const;

export const styles = StyleSheet.create({
  page: {
    fontFamily: RESUME_FONT,
    fontSize: 9.5,
    color: PRINT.text,
    paddingTop: 40,
    paddingBottom: 44,
    paddingHorizontal: 48,
  },
  /* Line height sits on the content, not the page: on the page it hides the fixed footer. */
  content: { fontSize: 9.5, lineHeight: 1.4 },
  name: { fontSize: 24, fontWeight: 700, letterSpacing: -0.3, lineHeight: 1.15 },
  role: { fontSize: 11, color: PRINT.accent, fontWeight: 600, marginTop: 2 },
  contact: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6, color: PRINT.muted },
  contactItem: { color: PRINT.muted, textDecoration: 'none' },
  separator: { marginHorizontal: 6, color: PRINT.rule },
  summary: { marginTop: 12 },
  section: { marginTop: 14 },
  sectionTitle: {
    fontSize: 9,
    fontWeight: 700,
    color: PRINT.accent,
    letterSpacing: 0.4,
    /* Upper case is written in the text, by the language's rules (ResumeSection). */
    paddingBottom: 3,
    marginBottom: 6,
    borderBottomWidth: 0.75,
    borderBottomColor: PRINT.rule,
  },
  /* Space between entries, never after the last (a margin there can start an empty page). */
  entry: { marginTop: 7 },
  firstEntry: {},
  entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
  entryTitle: { fontSize: 10.5, fontWeight: 600, flexShrink: 1, paddingRight: 8 },
  entryDate: { color: PRINT.muted, flexShrink: 0 },
  /* Subtitle, place and link on one line; a link that does not fit goes to the next. */
  entrySub: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    color: PRINT.muted,
  },
  entrySubtitle: { fontStyle: 'italic', flexShrink: 1, paddingRight: 8 },
  link: { color: PRINT.accent, textDecoration: 'none', flexShrink: 0 },
  bullet: { flexDirection: 'row', marginTop: 1.5 },
  bulletMark: { width: 10, color: PRINT.accent },
  bulletText: { flex: 1 },
  skillRow: { flexDirection: 'row', marginBottom: 2.5 },
  skillTitle: { width: 128, fontWeight: 600, flexShrink: 0 },
  skillText: { flex: 1 },
  footer: {
    position: 'absolute',
    bottom: 22,
    left: 48,
    right: 48,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: PRINT.muted,
  },
});
