import type { ResumeInfo } from '@/model/types';

/**
 * SECOND SAMPLE OWNER. Zoë ships the resume she designed herself (`file`, relative to this
 * folder) instead of the generated one; the build copies it to `fileName`.
 */
export const resume: ResumeInfo = {
  fileName: 'Zoe-Angstrom-Nakamura-Resume.pdf',
  file: 'files/zoe-angstrom-nakamura-resume.pdf',
  summary:
    'Computer Science and Interaction Design student who builds small games and accessible websites, from paper prototype to release.',
};
