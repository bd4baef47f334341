import { image } from '@/model/image';
import type { Profile } from '@/model/types';

/**
 * SECOND SAMPLE OWNER — a fictional student, unlike the first on purpose: a name beyond ASCII,
 * a phone number and a personal website instead of Instagram, one mobile app and nine games and
 * websites. Build the site from this folder with `CONTENT_DIR=examples/alt-owner npm start`.
 */
export const profile: Profile = {
  name: 'Zoë Ångström-Nakamura',
  firstName: 'Zoë',
  role: 'Computer Science & Interaction Design Student',
  school: 'Université de Montréal',
  location: 'Montréal, QC, Canada',
  email: 'zoe@angstrom-nakamura.example',
  phone: '+1 514 555 0199',
  tagline: 'I make small games and friendly websites, and I sweat the details of how they feel.',
  about: [
    "I'm a fourth-year student in **Computer Science and Interaction Design** at the Université de Montréal. I grew up in Uppsala and Osaka, moved to Montréal for university and stayed for the bagels and the winters.",
    'Most of what I build starts as a sketch in a notebook: a puzzle mechanic, a transit map that finally makes sense, a form that does not make people feel stupid. I prototype quickly, test with real people and keep the version that they enjoy.',
    'I co-organise a student game jam, answer questions in the [accessibility channel of our CS club](https://angstrom-nakamura.example/club), and spend too long on the kerning of my slides. I am looking for a **summer 2027 internship** in product engineering or game UI.',
  ],
  avatar: image(
    'portrait.jpg',
    'Illustrated portrait of Zoë: a short black bob with a red clip, a yellow raincoat and a mint background',
  ),
  social: [
    {
      kind: 'email',
      label: 'E-mail',
      handle: 'zoe@angstrom-nakamura.example',
      href: 'mailto:zoe@angstrom-nakamura.example',
    },
    {
      kind: 'phone',
      label: 'Phone',
      handle: '+1 514 555 0199',
      href: 'tel:+15145550199',
    },
    {
      kind: 'github',
      label: 'GitHub',
      handle: 'zoe-angstrom-nakamura',
      href: 'https://github.com/zoe-angstrom-nakamura',
    },
    {
      kind: 'linkedin',
      label: 'LinkedIn',
      handle: 'in/zoe-angstrom-nakamura',
      href: 'https://www.linkedin.com/in/zoe-angstrom-nakamura',
    },
    {
      kind: 'website',
      label: 'Website',
      handle: 'angstrom-nakamura.example',
      href: 'https://angstrom-nakamura.example',
    },
  ],
};

/** "{name}'s Portfolio": the home page title and the base of every other title. */
export const siteTitle = `${profile.name}'s Portfolio`;
