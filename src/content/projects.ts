import { profile } from './profile';
import type { Project, ProjectScreen, ProjectSection } from './types';

/**
 * SAMPLE CONTENT. One list drives the home cards, both Projects tabs (the app icons on the
 * drawn device screens, info panels, carousels), the footer project links and the timeline
 * links. Order within a section is the order of the icons (app index 1, 2, 3, …).
 */

const PHONE_SCREEN = { width: 300, height: 650 } as const;
const DESKTOP_SCREEN = { width: 640, height: 400 } as const;
const CARD = { width: 480, height: 300 } as const;

function phoneScreen(
  projectId: string,
  n: number,
  name: string,
  description: string,
  alt: string,
): ProjectScreen {
  return {
    name,
    description,
    image: { src: `/images/screens/${projectId}-${n}.svg`, alt, ...PHONE_SCREEN },
  };
}

function desktopScreen(
  projectId: string,
  n: number,
  name: string,
  description: string,
  alt: string,
): ProjectScreen {
  return {
    name,
    description,
    image: { src: `/images/screens/${projectId}-${n}.svg`, alt, ...DESKTOP_SCREEN },
  };
}

const GITHUB = profile.social.find((s) => s.kind === 'github')?.href ?? 'https://github.com';

export const projectSections: readonly ProjectSection[] = [
  {
    id: 'mobile-apps',
    tabLabel: 'Mobile Apps',
    device: 'phone',
    defaultTitle: 'Mobile Apps',
    defaultText: [
      'Tap an app on the phone to see what it does, how it was built and screenshots of its main views.',
      'The iOS apps are built with Swift and SwiftUI; the Android app is built with Java.',
    ],
    analyticsAction: 'clicked_mobile_app_area',
  },
  {
    id: 'desktop-apps',
    tabLabel: 'Games & Websites',
    device: 'desktop',
    defaultTitle: 'Games & Websites',
    defaultText: [
      'Click a shortcut on the screen to see a game or website, how it was built and what it looks like.',
      'Robber is a 2D game written in Java that you can download and play; Jastagram and this portfolio are websites.',
    ],
    analyticsAction: 'clicked_desktop_area',
  },
];

export const projects: readonly Project[] = [
  {
    id: 'mot',
    section: 'mobile-apps',
    name: 'Money on Track',
    category: 'Mobile App',
    cardText: 'Personal finance app built with Swift',
    cardImage: {
      src: '/images/cards/mot.svg',
      alt: 'Money on Track: a phone showing a spending ring chart in green',
      ...CARD,
    },
    tech: ['Swift', 'SwiftUI', 'Core Data', 'Swift Charts'],
    bullets: [
      'A personal finance app for students: log spending in two taps, set monthly budgets per category and see where the money goes.',
      'Budget Buddy, an assistant that answers questions such as "Can I afford a concert this week?" from your own budget data.',
      'Built with Swift and SwiftUI, Core Data for storage and Swift Charts for the graphs; works fully offline.',
    ],
    repoUrl: `${GITHUB}/money-on-track`,
    accent: '#1f9d6b',
    screens: [
      phoneScreen(
        'mot',
        1,
        'Home',
        'Balance for the month, a spending ring per category and the latest transactions.',
        'Money on Track home screen: monthly balance, a ring chart of spending by category and a list of recent transactions',
      ),
      phoneScreen(
        'mot',
        2,
        'Track',
        'Add an expense or income with amount, category and note in two taps.',
        'Money on Track tracking screen: an amount keypad with category chips for food, transport and fun',
      ),
      phoneScreen(
        'mot',
        3,
        'Budget',
        'Monthly budgets per category with progress bars that turn amber near the limit.',
        'Money on Track budget screen: progress bars for groceries, rent, transport and entertainment',
      ),
      phoneScreen(
        'mot',
        4,
        'Budget Buddy AI',
        'Ask Budget Buddy about your spending and get answers based on your own budget.',
        'Money on Track Budget Buddy chat: a question about affording a concert and a reply with the remaining fun budget',
      ),
    ],
  },
  {
    id: 'mdmi',
    section: 'mobile-apps',
    name: 'MountDoug Maps iOS',
    category: 'Mobile App',
    cardText: 'Maps app for a secondary school built with Swift',
    cardImage: {
      src: '/images/cards/mdmi.svg',
      alt: 'MountDoug Maps iOS: a phone showing a school floor plan with a blue route',
      ...CARD,
    },
    tech: ['Swift', 'SwiftUI', 'MapKit'],
    bullets: [
      'Indoor maps of Mount Douglas Secondary School so new students find their classrooms on the first day.',
      'Search any room, teacher or office and follow the highlighted route across floors.',
      'Save favourite rooms; used by hundreds of students at the start of each school year.',
    ],
    repoUrl: `${GITHUB}/mountdoug-maps-ios`,
    accent: '#2563eb',
    screens: [
      phoneScreen(
        'mdmi',
        1,
        'Home',
        'Search bar, quick links to common places and the next class from your timetable.',
        'MountDoug Maps iOS home screen: a search bar and tiles for library, gym, office and cafeteria',
      ),
      phoneScreen(
        'mdmi',
        2,
        'Map',
        'Floor plan with the route to the chosen room and a floor switcher.',
        'MountDoug Maps iOS map screen: a floor plan with a blue route from the entrance to room 214',
      ),
      phoneScreen(
        'mdmi',
        3,
        'Favourites',
        'Rooms you saved, one tap away from directions.',
        'MountDoug Maps iOS favourites screen: a list of saved rooms with star icons',
      ),
    ],
  },
  {
    id: 'mdma',
    section: 'mobile-apps',
    name: 'MountDoug Maps Android',
    category: 'Mobile App',
    cardText: 'The same maps app built with Java for Android',
    cardImage: {
      src: '/images/cards/mdma.svg',
      alt: 'MountDoug Maps Android: a phone showing a school floor plan with an orange route',
      ...CARD,
    },
    tech: ['Java', 'Android SDK', 'Material Design'],
    bullets: [
      'The Android version of MountDoug Maps, so every student at the school can use it.',
      'Written in Java with the Android SDK and Material components, sharing the map data with the iOS app.',
      'Room search and step-by-step directions between floors.',
    ],
    repoUrl: `${GITHUB}/mountdoug-maps-android`,
    accent: '#ea7a17',
    screens: [
      phoneScreen(
        'mdma',
        1,
        'Home',
        'Material search bar with recent searches and quick places.',
        'MountDoug Maps Android home screen: a search field, recent searches and quick place buttons',
      ),
      phoneScreen(
        'mdma',
        2,
        'Map',
        'Floor plan with the route highlighted and buttons to change floor.',
        'MountDoug Maps Android map screen: a floor plan with an orange route and floor buttons',
      ),
    ],
  },
  {
    id: 'jastagram',
    section: 'desktop-apps',
    name: 'Jastagram',
    category: 'Website',
    cardText: 'Social media website built with HTML, CSS, JavaScript and PHP',
    cardImage: {
      src: '/images/cards/jastagram.svg',
      alt: 'Jastagram: a browser window with a grid of photo posts',
      ...CARD,
    },
    tech: ['HTML', 'CSS', 'JavaScript', 'PHP', 'MySQL'],
    bullets: [
      'A photo-sharing social network: accounts, posts with captions, likes, comments and a follow feed.',
      'Server-rendered PHP with a MySQL database; JavaScript for likes and comments without page reloads.',
      'Passwords hashed with bcrypt and every query parameterised against SQL injection.',
    ],
    repoUrl: `${GITHUB}/jastagram`,
    accent: '#c026d3',
    screens: [
      desktopScreen(
        'jastagram',
        1,
        'Feed',
        'The home feed with posts from the people you follow, likes and comments.',
        'Jastagram feed: photo posts with like and comment buttons and a sidebar of suggested accounts',
      ),
    ],
  },
  {
    id: 'robber',
    section: 'desktop-apps',
    name: 'Robber',
    category: 'Video Game',
    cardText: '2D video game built with Java',
    cardImage: {
      src: '/images/cards/robber.svg',
      alt: 'Robber: a pixel-art thief sneaking past a guard at night',
      ...CARD,
    },
    tech: ['Java', 'Swing', 'Java 2D'],
    bullets: [
      'A 2D stealth game: sneak through the museum, grab the gems and avoid the guards’ flashlights.',
      'Written in Java with Swing and Java 2D: a fixed-step game loop, tile maps and simple guard AI.',
      'Download the JAR and run it with `java -jar robber.jar` (Java 17 or newer).',
    ],
    repoUrl: `${GITHUB}/robber`,
    accent: '#7c3aed',
    screens: [
      desktopScreen(
        'robber',
        1,
        'Title',
        'The title screen with the museum at night and the start menu.',
        'Robber title screen: the game logo over a night-time museum with Start and Quit buttons',
      ),
      desktopScreen(
        'robber',
        2,
        'Gameplay',
        'Sneaking through a gallery while a guard sweeps the room with a flashlight.',
        'Robber gameplay: the thief hiding behind a statue while a guard’s flashlight cone sweeps the floor',
      ),
    ],
    download: {
      href: '/downloads/robber.jar',
      label: 'Download the game (JAR, Java 17+)',
      fileName: 'robber.jar',
    },
  },
  {
    id: 'portfolio',
    section: 'desktop-apps',
    name: `${profile.name}'s Portfolio`,
    category: 'Website',
    cardText: 'Portfolio website built with React',
    cardImage: {
      src: '/images/cards/portfolio.svg',
      alt: 'Portfolio website: a browser window with a hero banner and project cards',
      ...CARD,
    },
    tech: ['TypeScript', 'React', 'React Router', 'Vite'],
    bullets: [
      'This website: a prerendered React and TypeScript site that loads instantly on a phone.',
      'Every page, the timeline, the projects and the resume PDF are generated from one set of typed content files.',
      'Accessible by keyboard and screen reader, in light and dark mode.',
    ],
    repoUrl: `${GITHUB}/portfolio`,
    accent: '#0f766e',
    screens: [
      desktopScreen(
        'portfolio',
        1,
        'Home',
        'The home page with the hero banner, project cards and skills.',
        'Portfolio home page: a hero banner with name and buttons above a row of project cards',
      ),
    ],
  },
];

/**
 * The featured projects (at most six): the home page's overview cards, in this order, and the
 * footer's project links.
 */
export const overviewProjectIds: readonly string[] = [
  'portfolio',
  'mot',
  'robber',
  'jastagram',
  'mdmi',
  'mdma',
];

export function projectsInSection(section: ProjectSection['id']): Project[] {
  return projects.filter((p) => p.section === section);
}

export function findProject(id: string): Project | undefined {
  return projects.find((p) => p.id === id);
}
