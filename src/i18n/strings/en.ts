/**
 * The interface's words in English: every text of the site that the owner does not write.
 * The specification fixes several of them ('Message sent!', 'Last Updated', …): keep those as
 * they are. `{name}`-style holes are filled by `fill` (src/i18n/fill.ts); a `{ one, other }`
 * pair is chosen by `plural`. Each other language's dictionary has exactly these keys (the type
 * check fails otherwise). A page receives only its own language's dictionary, through the root
 * loader's data (src/root.tsx): never import a dictionary in a component.
 */
export const en = {
  /** Named in itself, for the language switcher. */
  languageName: 'English',
  /** The switcher's accessible name. */
  languageSwitcher: 'Language',
  skipToContent: 'Skip to main content',
  /** The social preview image's description. */
  socialImageAlt: '{name}, {role} at the {school}',
  nav: {
    main: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    /** The logo link's accessible name. */
    home: '{name}, home',
  },
  theme: { legend: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  footer: {
    pages: 'Pages',
    projects: 'Projects',
    allProjects: 'All projects',
    lastUpdated: 'Last Updated:',
  },
  /**
   * The analytics prompt, in builds with a provider that sets cookies: `{service}` is its name
   * ('Google Analytics'). `settings` is the footer's link that opens the prompt again.
   */
  consent: {
    heading: 'Analytics cookies',
    text: 'May this site count your visit with {service}? It sets cookies only if you allow it. You can change your answer any time from the footer.',
    allow: 'Allow',
    decline: 'Decline',
    /** The answer in force, when the prompt is opened again. */
    allowed: 'You allowed it.',
    declined: 'You declined it.',
    settings: 'Privacy choices',
  },
  dates: {
    /** What an ongoing entry ends with. */
    present: 'Present',
    /** How the timeline writes a month: 'short' (Sep 2023) or 'long' (September 2023). */
    month: 'short',
    /** The footer's date: `{month}` is the month's long name. */
    long: '{month} {day}, {year}',
  },
  numbers: { thousands: ',', decimal: '.' },
  home: {
    projectsHeading: 'Check Out My Projects!',
    skillsHeading: 'Skills',
    /** The hero's proof line: an ongoing entry, or the latest one. */
    now: 'Now',
    latest: 'Latest',
    /** Before the owner's availability note ('Open to internships from May 2027'), for screen readers. */
    available: 'Availability',
    showAllSkills: 'Show all skills',
    showFewerSkills: 'Show fewer skills',
    moreSkills: {
      one: '({count} more in {groups} group)',
      other: '({count} more in {groups} groups)',
    },
  },
  timeline: {
    label: 'Timeline, newest first',
    kinds: { work: 'Work', project: 'Project', education: 'Education' },
    viewProject: 'View project',
    viewProjectLabel: 'View project: {name} on the Projects page',
    /** An education entry's grade ('GPA 3.8 / 4.0') and its relevant courses. */
    gpa: 'GPA',
    coursework: 'Relevant coursework',
  },
  /** The sections of record.ts on the Experiences page. */
  record: {
    volunteering: 'Volunteering',
    awards: 'Awards & hackathons',
    certifications: 'Certifications',
    publications: 'Publications',
    /** After a publication's venue: its co-authors. */
    coAuthors: 'with {names}',
    /** A certificate's link, and its name for screen readers. */
    verify: 'Verify',
    verifyLabel: 'Verify {name} on the issuer’s site',
    /** A publication's or an award's link. */
    read: 'Read',
    readLabel: 'Read {title}',
    details: 'Details',
    detailsLabel: 'Details of {title}',
  },
  projects: {
    tabsLabel: 'Project categories',
    categories: { Website: 'Website', 'Mobile App': 'Mobile App', 'Video Game': 'Video Game' },
    /** A device's list of icons: 'Mobile Apps: 3 apps'. */
    apps: { one: '{label}: {count} app', other: '{label}: {count} apps' },
    shortcuts: { one: '{label}: {count} shortcut', other: '{label}: {count} shortcuts' },
    phoneHint: 'Tap an app to open it.',
    desktopHint: 'Open a shortcut to see it run.',
    close: 'Close',
    screenshotsOf: 'Screenshots of {title}',
    previousScreenshot: 'Previous screenshot',
    nextScreenshot: 'Next screenshot',
    /**
     * The repository link: `{of}` is `sourceOf`, read by screen readers only; `{host}` is the
     * repository's host ('GitHub'), or `someHost` for an address that cannot be read.
     */
    sourceCode: 'Source code{of} on {host}',
    sourceOf: ' of {name}',
    someHost: 'the web',
    caseStudy: 'Case study: {title}',
    builtWith: 'Built with',
    allInSection: 'All {section}',
    inDetail: '{section} in detail',
    bytes: { one: '{count} byte', other: '{count} bytes' },
  },
  /** A project's facts from its GitHub repository (`npm run sync-github`), on its card and panel. */
  github: {
    /** What screen readers hear for '★ 128'. */
    stars: { one: '{count} star on GitHub', other: '{count} stars on GitHub' },
    /** Before the licence's name ('MIT'), for screen readers. */
    license: 'License:',
    archived: 'Archived',
    /** The last push: `{date}` is its month, e.g. 'Mar 2026'. */
    updated: 'updated {date}',
  },
  writing: {
    /** The Writing page's navigation label, title and description, when pages.ts has none. */
    navLabel: 'Writing',
    description:
      'Posts and case studies by {name}: how the projects were built and what was learned.',
    heading: 'Writing',
    intro: 'Notes, case studies and lessons from building things.',
    tagsLabel: 'Filter posts by tag',
    allTags: 'All posts',
    /** `{tag}` chosen: the list's heading for screen readers. */
    taggedWith: 'Posts tagged “{tag}”',
    readingTime: { one: '{count} min read', other: '{count} min read' },
    published: 'Published',
    updated: 'Updated {date}',
    contents: 'Contents',
    /** Under a project's card on the home page: its case study. */
    caseStudy: 'Case study: {title}',
    caseStudyOf: 'A case study of {name}',
    readCaseStudy: 'Read the case study',
    latest: 'Latest writing',
    allWriting: 'All writing',
    backToWriting: 'Back to all writing',
    /** Said of a post shown in the default language for want of a translation. */
    notTranslated:
      'This post is not yet available in English; it is shown in its original language.',
    feed: 'RSS feed',
    feedTitle: '{name} – Writing',
    body: {
      footnotes: 'Footnotes',
      backToReference: 'Back to reference {n}',
      /** A code block's name, as a region that scrolls sideways; `{language}` as written (`ts`). */
      code: 'Code',
      codeIn: 'Code ({language})',
    },
  },
  about: {
    downloadResume: 'Download my resume (PDF)',
    /** The link to resume.json beside the PDF: what it shows, and its name for screen readers. */
    jsonResume: 'resume.json',
    jsonResumeLabel: 'Resume as JSON Resume (resume.json)',
    contactHeading: 'Get in touch',
    contactText:
      'Questions, internships or a project in mind? Send a message with the form, or reach {firstName} directly.',
    email: 'E-mail',
    phone: 'Phone',
    location: 'Location',
    findMeOnline: 'Find me online',
    formHeading: 'Send a message',
  },
  contact: {
    name: 'Name',
    email: 'E-mail',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
    sent: 'Message sent!',
    failed: 'Something went wrong, please try again later',
    mayHaveGone:
      'No answer came in time, so your message may or may not have gone. Your text is still here if you want to send it again.',
    mailtoSubject: 'Message from your portfolio website',
    noScript: 'Without JavaScript, Send opens your e-mail app with this message to {email}.',
    scriptsFailed:
      'The page could not load its scripts, so Send opens your e-mail app with this message to {email}.',
    characters: { one: 'character', other: 'characters' },
    tooLong: '{over} {characters} too many ({length} of {limit}): shorten the text to send it.',
    count: '{length} of {limit} characters',
  },
};

/** The shape every language's dictionary has: the English one's, with any words. */
export type Strings = Widen<typeof en>;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
