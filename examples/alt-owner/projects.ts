import { profile } from './profile';
import { download } from '@/model/download';
import { image } from '@/model/image';
import type { ImageAsset, Project, ProjectScreen, ProjectSection } from '@/model/types';

/**
 * SECOND SAMPLE OWNER. One Android app and nine games and websites: the desktop screen is
 * crowded on purpose. Phone screenshots are 1080 × 2400 (straight from an Android phone),
 * desktop screenshots 2560 × 1600 (a laptop's full resolution); nothing was resized by hand.
 */

const GITHUB = profile.social.find((s) => s.kind === 'github')?.href ?? 'https://github.com';

/** One screenshot with its caption and description. */
function screen(name: string, description: string, picture: ImageAsset): ProjectScreen {
  return { name, description, image: picture };
}

export const projectSections: readonly ProjectSection[] = [
  {
    id: 'mobile-apps',
    tabLabel: 'Mobile Apps',
    device: 'phone',
    // Zoë's own picture of her phone: the app opens inside its screen.
    picture: image(
      'devices/phone.jpg',
      'Zoë’s Android phone on a desk, showing the Vélo Log icon on its home screen',
    ),
    screenArea: { x: 19.2, y: 8.35, width: 61.6, height: 81.53 },
    defaultTitle: 'Mobile Apps',
    defaultText: [
      'Tap the app on the phone to see what it does and how it was built.',
      'Vélo Log is written in Kotlin with Jetpack Compose for Android.',
    ],
    analyticsAction: 'clicked_mobile_app_area',
  },
  {
    id: 'desktop-apps',
    tabLabel: 'Games & Websites',
    device: 'desktop',
    defaultTitle: 'Games & Websites',
    defaultText: [
      'Nine things I made for browsers and desktops: pick one on the screen, or in the list, to see it.',
      'Games in TypeScript, Rust and Godot; websites in Svelte, React and plain HTML and CSS.',
    ],
    analyticsAction: 'clicked_desktop_area',
  },
];

export const projects: readonly Project[] = [
  {
    id: 'velo-log',
    section: 'mobile-apps',
    name: 'Vélo Log',
    category: 'Mobile App',
    cardText: 'Bike commute journal for Android built with Kotlin',
    cardImage: image(
      'cards/velo-log.jpg',
      'Vélo Log: an Android phone showing a weekly bar chart of kilometres ridden, on a coral background',
    ),
    tech: ['Kotlin', 'Jetpack Compose', 'Room', 'WorkManager', 'Health Connect'],
    bullets: [
      'Logs every bike commute automatically from **Health Connect** and shows the week, the month and the year at a glance.',
      'Works offline first: trips live in a Room database and sync when the phone is charging.',
      'Tested with twelve riders from the university cycling club over one winter; the [study notes](https://angstrom-nakamura.example/velo-log) are online.',
    ],
    repoUrl: `${GITHUB}/velo-log`,
    accent: '#e0533d',
    hotspot: { x: 22.6, y: 37.88, width: 16.4, height: 12.12 },
    screens: [
      screen(
        'Today',
        'Today’s rides, distance and the weather for the ride home.',
        image(
          'screens/velo-1.png',
          'Vélo Log today screen: two rides of 6.4 and 6.1 km and a cloudy forecast card',
        ),
      ),
      screen(
        'Week',
        'Kilometres per day as bars, with the week’s total on top.',
        image('screens/velo-2.png', 'Vélo Log week screen: seven coral bars and a total of 58 km'),
      ),
      screen(
        'Ride details',
        'Route, time, average speed and the elevation of one ride.',
        image(
          'screens/velo-3.png',
          'Vélo Log ride screen: a route line over a simple map with speed and time tiles',
        ),
      ),
      screen(
        'Streaks',
        'Days in a row on the bike, and the longest streak so far.',
        image(
          'screens/velo-4.png',
          'Vélo Log streaks screen: a calendar grid with coral dots for riding days',
        ),
      ),
      screen(
        'Goals',
        'A monthly distance goal with a progress ring.',
        image('screens/velo-5.png', 'Vélo Log goals screen: a ring 72 percent full towards 250 km'),
      ),
      screen(
        'Winter mode',
        'Darker colours and bigger buttons for gloves.',
        image('screens/velo-6.png', 'Vélo Log in winter mode: dark background with large buttons'),
      ),
      screen(
        'Settings',
        'Units, sync, reminders and data export.',
        image(
          'screens/velo-7.png',
          'Vélo Log settings: switches for kilometres, sync while charging and reminders',
        ),
      ),
    ],
  },
  {
    id: 'atelier',
    section: 'desktop-apps',
    name: 'Atelier Tessellate',
    category: 'Website',
    cardText: 'Generative pattern studio for the browser built with TypeScript and Canvas',
    cardImage: image(
      'cards/atelier.jpg',
      'Atelier Tessellate: a browser window with a colourful tiled pattern of triangles',
    ),
    tech: ['TypeScript', 'Canvas 2D', 'Vite'],
    bullets: [
      'Draw one tile, and the studio repeats it into wallpaper groups as you draw.',
      'Exports print-ready SVG and PNG; used for the posters of our game jam.',
    ],
    repoUrl: `${GITHUB}/atelier-tessellate`,
    accent: '#7c3aed',
    screens: [
      screen(
        'Studio',
        'The tile editor on the left, the live pattern on the right.',
        image(
          'screens/atelier-1.png',
          'Atelier Tessellate studio: a small triangle tile on the left and the repeated pattern filling the right',
        ),
      ),
    ],
  },
  {
    id: 'koi-pond',
    section: 'desktop-apps',
    name: 'Koi Pond',
    category: 'Video Game',
    cardText: 'Calm browser game about a pond through the seasons, in TypeScript',
    cardImage: image('cards/koi-pond.jpg', 'Koi Pond: orange fish circling under lily pads'),
    tech: ['TypeScript', 'PixiJS', 'Howler.js'],
    bullets: [
      'Feed the fish, plant lilies and watch the pond change from spring to winter.',
      'Made in 48 hours at Montréal Game Jam 2025; **second place** for audio.',
    ],
    repoUrl: `${GITHUB}/koi-pond`,
    accent: '#ea580c',
    screens: [
      screen(
        'Spring',
        'Fish gather when you scatter food.',
        image('screens/koi-1.png', 'Koi Pond in spring: six orange fish under green lily pads'),
      ),
      screen(
        'Autumn',
        'Leaves drift over the water and the fish slow down.',
        image('screens/koi-2.png', 'Koi Pond in autumn: red leaves floating over dark water'),
      ),
      screen(
        'Winter',
        'The pond freezes over; the fish wait underneath.',
        image('screens/koi-3.png', 'Koi Pond in winter: pale ice with faint orange shapes below'),
      ),
    ],
  },
  {
    id: 'tidewatch',
    section: 'desktop-apps',
    name: 'Tidewatch',
    category: 'Website',
    cardText: 'Accessible tide and water-level dashboard for the St. Lawrence',
    cardImage: image(
      'cards/tidewatch.jpg',
      'Tidewatch: a wave chart in blues with a big current level',
    ),
    tech: ['Svelte', 'D3', 'WCAG 2.2'],
    bullets: [
      'Water levels for twelve stations along the river, readable by screen readers as well as at a glance.',
      'Every chart has a data table and a one-sentence summary; tested with NVDA and VoiceOver.',
      'Presented as a research poster at the department’s **undergraduate research day**: download it below.',
    ],
    repoUrl: `${GITHUB}/tidewatch`,
    accent: '#0369a1',
    screens: [
      screen(
        'Station',
        'Water level today with high and low tide.',
        image(
          'screens/tidewatch-1.png',
          'Tidewatch station view: a blue wave chart with the high and low tide marked',
        ),
      ),
      screen(
        'River map',
        'All stations on a simplified map of the river.',
        image(
          'screens/tidewatch-2.png',
          'Tidewatch river map: dots along a blue ribbon, each with its current level',
        ),
      ),
    ],
    download: download('downloads/tidewatch-poster.pdf', 'Download the research poster (PDF)'),
  },
  {
    id: 'shelfmark',
    section: 'desktop-apps',
    name: 'Shelfmark',
    category: 'Website',
    cardText: 'Study-room booking website for the university library',
    cardImage: image(
      'cards/shelfmark.jpg',
      'Shelfmark: a booking grid of study rooms with free slots in green',
    ),
    tech: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'],
    bullets: [
      'Book a study room in three clicks, see who else is in the building and cancel from the e-mail.',
      'Replaced a paper sheet at the front desk; about 900 bookings a month.',
    ],
    repoUrl: `${GITHUB}/shelfmark`,
    accent: '#15803d',
    screens: [
      screen(
        'Rooms',
        'A day’s grid of rooms and free times.',
        image(
          'screens/shelfmark-1.png',
          'Shelfmark room grid: rows of rooms with free slots in green and booked ones in grey',
        ),
      ),
      screen(
        'Booking',
        'Confirm a room and invite up to five people.',
        image(
          'screens/shelfmark-2.png',
          'Shelfmark booking dialog: room 3.14, 14:00 to 16:00, with two invited names',
        ),
      ),
    ],
  },
  {
    id: 'boite',
    section: 'desktop-apps',
    name: 'Boîte à Boîtes',
    category: 'Video Game',
    cardText: 'Box-pushing puzzle game in Rust compiled to WebAssembly',
    cardImage: image(
      'cards/boite.jpg',
      'Boîte à Boîtes: wooden crates on a tiled floor seen from above',
    ),
    tech: ['Rust', 'WebAssembly', 'macroquad'],
    bullets: [
      'Forty hand-made levels and an undo button that goes all the way back.',
      'Runs at 60 frames a second in the browser from a 400 KB download.',
    ],
    repoUrl: `${GITHUB}/boite-a-boites`,
    accent: '#a16207',
    screens: [
      screen(
        'Level select',
        'Levels as a grid of crates; solved ones are stamped.',
        image(
          'screens/boite-1.png',
          'Boîte à Boîtes level select: a grid of numbered crates, some stamped as solved',
        ),
      ),
      screen(
        'Puzzle',
        'Push every crate onto a target.',
        image(
          'screens/boite-2.png',
          'Boîte à Boîtes puzzle: a small character between crates and round targets',
        ),
      ),
    ],
  },
  {
    id: 'kana-dash',
    section: 'desktop-apps',
    name: 'Kana Dash',
    category: 'Video Game',
    cardText: 'Typing game for learning hiragana and katakana',
    cardImage: image(
      'cards/kana-dash.jpg',
      'Kana Dash: Japanese characters falling towards a typing bar',
    ),
    tech: ['JavaScript', 'HTML', 'CSS'],
    bullets: ['Type the reading of each character before it lands; speeds up as you learn.'],
    repoUrl: `${GITHUB}/kana-dash`,
    accent: '#db2777',
    screens: [
      screen(
        'Game',
        'Characters fall; type their reading to clear them.',
        image(
          'screens/kana-1.png',
          'Kana Dash game screen: kana characters falling towards a text field',
        ),
      ),
    ],
  },
  {
    id: 'coop-board',
    section: 'desktop-apps',
    name: 'Co-op Board',
    category: 'Website',
    cardText: 'Internship board for students, with filters that remember you',
    cardImage: image(
      'cards/coop-board.jpg',
      'Co-op Board: a list of internship cards with coloured tags',
    ),
    tech: ['Astro', 'TypeScript', 'SQLite'],
    bullets: [
      'Collects internship offers from four faculty mailing lists into one searchable page.',
      'No account needed: saved filters live in the browser.',
    ],
    repoUrl: `${GITHUB}/coop-board`,
    accent: '#4f46e5',
    screens: [
      screen(
        'Offers',
        'Offers with tags for term, place and pay.',
        image(
          'screens/coop-1.png',
          'Co-op Board offers list: cards with tags such as Summer 2026, Montréal and Paid',
        ),
      ),
      screen(
        'Filters',
        'Filters for term, city and field, kept between visits.',
        image('screens/coop-2.png', 'Co-op Board filter panel: checkboxes for terms and cities'),
      ),
    ],
  },
  {
    id: 'lantern-lines',
    section: 'desktop-apps',
    name: 'Lantern Lines',
    category: 'Video Game',
    cardText: 'Short narrative game about a night-train conductor, made in Godot',
    cardImage: image(
      'cards/lantern-lines.jpg',
      'Lantern Lines: a train carriage lit by a single lantern at night',
    ),
    tech: ['Godot', 'GDScript', 'Ink'],
    bullets: [],
    repoUrl: `${GITHUB}/lantern-lines`,
    accent: '#b45309',
    screens: [
      screen(
        'Carriage',
        'Talk to passengers as the train crosses the mountains.',
        image(
          'screens/lantern-1.png',
          'Lantern Lines: a dark carriage with a lantern, a passenger and a dialogue box',
        ),
      ),
    ],
  },
  {
    id: 'portfolio',
    section: 'desktop-apps',
    name: `${profile.firstName}’s Portfolio`,
    category: 'Website',
    cardText: 'This website, built with React and TypeScript',
    cardImage: image(
      'cards/portfolio.jpg',
      'Portfolio website: a browser window with a magenta hero and project cards',
    ),
    tech: ['TypeScript', 'React', 'React Router', 'Vite'],
    bullets: [
      'Prerendered pages from typed content; my own resume PDF instead of a generated one.',
    ],
    repoUrl: `${GITHUB}/portfolio`,
    accent: '#b4235a',
    screens: [
      screen(
        'Home',
        'The home page with hero, project cards and skills.',
        image(
          'screens/portfolio-1.png',
          'Portfolio home page: a magenta hero with Zoë’s name above a row of project cards',
        ),
      ),
    ],
  },
];

/** The featured projects (at most six): the home page's cards and the footer's links. */
export const overviewProjectIds: readonly string[] = [
  'velo-log',
  'koi-pond',
  'tidewatch',
  'boite',
  'shelfmark',
  'atelier',
];

export function projectsInSection(section: ProjectSection['id']): Project[] {
  return projects.filter((p) => p.section === section);
}

export function findProject(id: string): Project | undefined {
  return projects.find((p) => p.id === id);
}
