import { profile } from './profile';
import { download } from '@/model/download';
import { image } from '@/model/image';
import type { Project, ProjectSection } from '@/model/types';

/**
 * SAMPLE CONTENT. One list drives the home cards, both Projects tabs (the app icons on the
 * drawn device screens, info panels, carousels), the footer project links and the timeline
 * links. Order within a section is the order of the icons (app index 1, 2, 3, …).
 */

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
    cardImage: image(
      'cards/mot.jpg',
      'Money on Track: a phone showing a spending ring chart in green',
    ),
    tech: ['Swift', 'SwiftUI', 'Core Data', 'Swift Charts'],
    bullets: [
      'A personal finance app for students: log spending in two taps, set monthly budgets per category and see where the money goes.',
      'Budget Buddy, an assistant that answers questions such as "Can I afford a concert this week?" from your own budget data.',
      'Built with Swift and SwiftUI, Core Data for storage and Swift Charts for the graphs; works fully offline.',
    ],
    repoUrl: `${GITHUB}/money-on-track`,
    accent: '#1f9d6b',
    screens: [
      {
        name: 'Home View',
        description:
          'Balance for the month, a spending ring per category and the latest transactions.',
        image: image(
          'screens/mot-1.png',
          'Money on Track home screen: monthly balance, a ring chart of spending by category and a list of recent transactions',
        ),
      },
      {
        name: 'Track View',
        description: 'Add an expense or income with amount, category and note in two taps.',
        image: image(
          'screens/mot-2.png',
          'Money on Track tracking screen: an amount keypad with category chips for food, transport and fun',
        ),
      },
      {
        name: 'Budget View',
        description:
          'Monthly budgets per category with progress bars that turn amber near the limit.',
        image: image(
          'screens/mot-3.png',
          'Money on Track budget screen: progress bars for groceries, rent, transport and entertainment',
        ),
      },
      {
        name: 'Budget Buddy AI View',
        description:
          'Ask Budget Buddy about your spending and get answers based on your own budget.',
        image: image(
          'screens/mot-4.png',
          'Money on Track Budget Buddy chat: a question about affording a concert and a reply with the remaining fun budget',
        ),
      },
    ],
  },
  {
    id: 'mdmi',
    section: 'mobile-apps',
    name: 'MountDoug Maps iOS',
    category: 'Mobile App',
    cardText: 'Maps app for a secondary school built with Swift',
    cardImage: image(
      'cards/mdmi.jpg',
      'MountDoug Maps iOS: a phone showing a school floor plan with a blue route',
    ),
    tech: ['Swift', 'SwiftUI', 'MapKit'],
    bullets: [
      'Indoor maps of Mount Douglas Secondary School so new students find their classrooms on the first day.',
      'Search any room, teacher or office and follow the highlighted route across floors.',
      'Save favourite rooms; used by hundreds of students at the start of each school year.',
    ],
    repoUrl: `${GITHUB}/mountdoug-maps-ios`,
    accent: '#2563eb',
    screens: [
      {
        name: 'Home View',
        description:
          'Search bar, quick links to common places and the next class from your timetable.',
        image: image(
          'screens/mdmi-1.png',
          'MountDoug Maps iOS home screen: a search bar and tiles for library, gym, office and cafeteria',
        ),
      },
      {
        name: 'Map View',
        description: 'Floor plan with the route to the chosen room and a floor switcher.',
        image: image(
          'screens/mdmi-2.png',
          'MountDoug Maps iOS map screen: a floor plan with a blue route from the entrance to room 214',
        ),
      },
      {
        name: 'Favourites View',
        description: 'Rooms you saved, one tap away from directions.',
        image: image(
          'screens/mdmi-3.png',
          'MountDoug Maps iOS favourites screen: a list of saved rooms with star icons',
        ),
      },
    ],
  },
  {
    id: 'mdma',
    section: 'mobile-apps',
    name: 'MountDoug Maps Android',
    category: 'Mobile App',
    cardText: 'The same maps app built with Java for Android',
    cardImage: image(
      'cards/mdma.jpg',
      'MountDoug Maps Android: a phone showing a school floor plan with an orange route',
    ),
    tech: ['Java', 'Android SDK', 'Material Design'],
    bullets: [
      'The Android version of MountDoug Maps, so every student at the school can use it.',
      'Written in Java with the Android SDK and Material components, sharing the map data with the iOS app.',
      'Room search and step-by-step directions between floors.',
    ],
    repoUrl: `${GITHUB}/mountdoug-maps-android`,
    accent: '#ea7a17',
    screens: [
      {
        name: 'Home View',
        description: 'Material search bar with recent searches and quick places.',
        image: image(
          'screens/mdma-1.png',
          'MountDoug Maps Android home screen: a search field, recent searches and quick place buttons',
        ),
      },
      {
        name: 'Map View',
        description: 'Floor plan with the route highlighted and buttons to change floor.',
        image: image(
          'screens/mdma-2.png',
          'MountDoug Maps Android map screen: a floor plan with an orange route and floor buttons',
        ),
      },
    ],
  },
  {
    id: 'jastagram',
    section: 'desktop-apps',
    name: 'Jastagram',
    category: 'Website',
    cardText: 'Social media website built with HTML, CSS, JavaScript and PHP',
    cardImage: image(
      'cards/jastagram.jpg',
      'Jastagram: a browser window with a grid of photo posts',
    ),
    tech: ['HTML', 'CSS', 'JavaScript', 'PHP', 'MySQL'],
    bullets: [
      'A photo-sharing social network: accounts, posts with captions, likes, comments and a follow feed.',
      'Server-rendered PHP with a MySQL database; JavaScript for likes and comments without page reloads.',
      'Passwords hashed with bcrypt and every query parameterised against SQL injection.',
    ],
    repoUrl: `${GITHUB}/jastagram`,
    accent: '#c026d3',
    screens: [
      {
        name: 'Feed View',
        description: 'The home feed with posts from the people you follow, likes and comments.',
        image: image(
          'screens/jastagram-1.png',
          'Jastagram feed: photo posts with like and comment buttons and a sidebar of suggested accounts',
        ),
      },
    ],
  },
  {
    id: 'robber',
    section: 'desktop-apps',
    name: 'Robber',
    category: 'Video Game',
    cardText: '2D video game built with Java',
    cardImage: image(
      'cards/robber.jpg',
      'Robber: a pixel-art thief sneaking past a guard at night',
    ),
    tech: ['Java', 'Swing', 'Java 2D'],
    bullets: [
      'A 2D stealth game: sneak through the museum, grab the gems and avoid the guards’ flashlights.',
      'Written in Java with Swing and Java 2D: a fixed-step game loop, tile maps and simple guard AI.',
      'Download the JAR and run it with `java -jar robber.jar` (Java 17 or newer).',
    ],
    repoUrl: `${GITHUB}/robber`,
    accent: '#7c3aed',
    screens: [
      {
        name: 'Title View',
        description: 'The title screen with the museum at night and the start menu.',
        image: image(
          'screens/robber-1.png',
          'Robber title screen: the game logo over a night-time museum with Start and Quit buttons',
        ),
      },
      {
        name: 'Gameplay View',
        description: 'Sneaking through a gallery while a guard sweeps the room with a flashlight.',
        image: image(
          'screens/robber-2.png',
          'Robber gameplay: the thief hiding behind a statue while a guard’s flashlight cone sweeps the floor',
        ),
      },
    ],
    download: download('downloads/robber.jar', 'Download the game (JAR, Java 17+)'),
  },
  {
    id: 'portfolio',
    section: 'desktop-apps',
    name: `${profile.name}'s Portfolio`,
    category: 'Website',
    cardText: 'Portfolio website built with React',
    cardImage: image(
      'cards/portfolio.jpg',
      'Portfolio website: a browser window with a hero banner and project cards',
    ),
    tech: ['TypeScript', 'React', 'React Router', 'Vite'],
    bullets: [
      'This website: a prerendered React and TypeScript site that loads instantly on a phone.',
      'Every page, the timeline, the projects and the resume PDF are generated from one set of typed content files.',
      'Accessible by keyboard and screen reader, in light and dark mode.',
    ],
    repoUrl: `${GITHUB}/portfolio`,
    accent: '#0f766e',
    screens: [
      {
        name: 'Home View',
        description: 'The home page with the hero banner, project cards and skills.',
        image: image(
          'screens/portfolio-1.png',
          'Portfolio home page: a hero banner with name and buttons above a row of project cards',
        ),
      },
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
