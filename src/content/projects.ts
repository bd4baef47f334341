import { profile } from './profile';
import { download } from '@/model/download';
import { image } from '@/model/image';
import type { Project, ProjectSection } from '@/model/types';

/**
 * SAMPLE CONTENT. One list drives the home cards, both Projects tabs (the app icons on the
 * drawn device screens, info panels, carousels), the footer project links and the timeline
 * links. Order within a section is the order of the icons (app index 1, 2, 3, …).
 * A text may be one string or one per language: `{ en: '…', tr: '…' }` (lists: `{ en: […], tr: […] }`).
 */

const GITHUB = profile.social.find((s) => s.kind === 'github')?.href ?? 'https://github.com';

export const projectSections: readonly ProjectSection[] = [
  {
    id: 'mobile-apps',
    tabLabel: { en: 'Mobile Apps', tr: 'Mobil Uygulamalar' },
    device: 'phone',
    defaultTitle: { en: 'Mobile Apps', tr: 'Mobil Uygulamalar' },
    defaultText: {
      en: [
        'Tap an app on the phone to see what it does, how it was built and screenshots of its main views.',
        'The iOS apps are built with Swift and SwiftUI; the Android app is built with Java.',
      ],
      tr: [
        'Ne işe yaradığını, nasıl geliştirildiğini ve ana ekranlarının görüntülerini görmek için telefondaki bir uygulamaya dokunun.',
        'iOS uygulamaları Swift ve SwiftUI ile, Android uygulaması ise Java ile geliştirildi.',
      ],
    },
    analyticsAction: 'clicked_mobile_app_area',
  },
  {
    id: 'desktop-apps',
    tabLabel: { en: 'Games & Websites', tr: 'Oyunlar ve Web Siteleri' },
    device: 'desktop',
    defaultTitle: { en: 'Games & Websites', tr: 'Oyunlar ve Web Siteleri' },
    defaultText: {
      en: [
        'Click a shortcut on the screen to see a game or website, how it was built and what it looks like.',
        'Robber is a 2D game written in Java that you can download and play; Jastagram and this portfolio are websites.',
      ],
      tr: [
        'Bir oyunu ya da web sitesini, nasıl geliştirildiğini ve nasıl göründüğünü görmek için ekrandaki bir kısayola tıklayın.',
        'Robber, Java ile yazılmış, indirip oynayabileceğiniz 2D bir oyun; Jastagram ve bu portfolyo ise web siteleri.',
      ],
    },
    analyticsAction: 'clicked_desktop_area',
  },
];

export const projects: readonly Project[] = [
  {
    id: 'mot',
    section: 'mobile-apps',
    name: 'Money on Track',
    category: 'Mobile App',
    cardText: {
      en: 'Personal finance app built with Swift',
      tr: 'Swift ile geliştirilmiş kişisel finans uygulaması',
    },
    cardImage: image('cards/mot.jpg', {
      en: 'Money on Track: two phones on a green background, one showing the monthly balance and spending ring, the other the budget bars',
      tr: 'Money on Track: yeşil zemin üzerinde iki telefon; biri aylık bakiyeyi ve harcama halkasını, diğeri bütçe çubuklarını gösteriyor',
    }),
    tech: ['Swift', 'SwiftUI', 'Core Data', 'Swift Charts'],
    bullets: {
      en: [
        'A personal finance app for students: log spending in two taps, set monthly budgets per category and see where the money goes.',
        'Budget Buddy, an assistant that answers questions such as "Can I afford a concert this week?" from your own budget data.',
        'Built with Swift and SwiftUI, Core Data for storage and Swift Charts for the graphs; works fully offline.',
      ],
      tr: [
        'Öğrenciler için kişisel finans uygulaması: harcamaları iki dokunuşla kaydedin, kategori başına aylık bütçe belirleyin ve paranın nereye gittiğini görün.',
        'Budget Buddy: "Bu hafta konsere bütçem yeter mi?" gibi soruları kendi bütçe verilerinize dayanarak yanıtlayan bir asistan.',
        'Swift ve SwiftUI ile geliştirildi; veri saklama için Core Data, grafikler için Swift Charts kullanıldı. Tamamen çevrimdışı çalışır.',
      ],
    },
    repoUrl: `${GITHUB}/money-on-track`,
    accent: '#1f9d6b',
    icon: image('icons/mot.svg', {
      en: 'App icon of Money on Track: a green ring chart with a dollar sign',
      tr: 'Money on Track uygulama simgesi: yeşil halka grafik ve dolar işareti',
    }),
    screens: [
      {
        name: { en: 'Home View', tr: 'Ana Ekran' },
        description: {
          en: 'Balance for the month, a spending ring per category and the latest transactions.',
          tr: 'Aylık bakiye, her kategori için bir harcama halkası ve son işlemler.',
        },
        image: image('screens/mot-1.png', {
          en: 'Money on Track home screen: monthly balance, a ring chart of spending by category and a list of recent transactions',
          tr: 'Money on Track ana ekranı: aylık bakiye, kategorilere göre harcamaları gösteren halka grafik ve son işlemlerin listesi',
        }),
      },
      {
        name: { en: 'Track View', tr: 'Takip Ekranı' },
        description: {
          en: 'Add an expense or income with amount, category and note in two taps.',
          tr: 'Bir gideri ya da geliri tutar, kategori ve notuyla iki dokunuşta ekleyin.',
        },
        image: image('screens/mot-2.png', {
          en: 'Money on Track tracking screen: an amount keypad with category chips for food, transport and fun',
          tr: 'Money on Track takip ekranı: yemek, ulaşım ve eğlence kategori etiketleriyle bir tutar tuş takımı',
        }),
      },
      {
        name: { en: 'Budget View', tr: 'Bütçe Ekranı' },
        description: {
          en: 'Monthly budgets per category with progress bars that turn amber near the limit.',
          tr: 'Kategori başına aylık bütçeler; ilerleme çubukları sınıra yaklaştıkça turuncuya döner.',
        },
        image: image('screens/mot-3.png', {
          en: 'Money on Track budget screen: progress bars for groceries, rent, transport and entertainment',
          tr: 'Money on Track bütçe ekranı: market, kira, ulaşım ve eğlence için ilerleme çubukları',
        }),
      },
      {
        name: { en: 'Budget Buddy AI View', tr: 'Budget Buddy Yapay Zekâ Ekranı' },
        description: {
          en: 'Ask Budget Buddy about your spending and get answers based on your own budget.',
          tr: 'Harcamalarınızı Budget Buddy’ye sorun, kendi bütçenize dayalı yanıtlar alın.',
        },
        image: image('screens/mot-4.png', {
          en: 'Money on Track Budget Buddy chat: a question about affording a concert and a reply with the remaining fun budget',
          tr: 'Money on Track Budget Buddy sohbeti: bir konser için bütçenin yetip yetmeyeceğine dair soru ve kalan eğlence bütçesini belirten yanıt',
        }),
      },
    ],
  },
  {
    id: 'mdmi',
    section: 'mobile-apps',
    name: 'MountDoug Maps iOS',
    category: 'Mobile App',
    cardText: {
      en: 'Maps app for a secondary school built with Swift',
      tr: 'Swift ile geliştirilmiş, bir lise için harita uygulaması',
    },
    cardImage: image('cards/mdmi.jpg', {
      en: 'MountDoug Maps iOS: two phones on a blue background, one showing the next class and quick places, the other a floor plan with a route to Room 214',
      tr: 'MountDoug Maps iOS: mavi zemin üzerinde iki telefon; biri sıradaki dersi ve hızlı erişim yerlerini, diğeri 214 numaralı sınıfa rota çizilmiş kat planını gösteriyor',
    }),
    tech: ['Swift', 'SwiftUI', 'MapKit'],
    bullets: {
      en: [
        'Indoor maps of Mount Douglas Secondary School so new students find their classrooms on the first day.',
        'Search any room, teacher or office and follow the highlighted route across floors.',
        'Save favourite rooms; used by hundreds of students at the start of each school year.',
      ],
      tr: [
        'Yeni öğrenciler sınıflarını ilk gün bulabilsin diye Mount Douglas Secondary School için iç mekân haritaları.',
        'Herhangi bir odayı, öğretmeni ya da ofisi arayın ve katlar arasında vurgulanan rotayı takip edin.',
        'Favori odalarınızı kaydedin; her öğretim yılının başında yüzlerce öğrenci tarafından kullanılıyor.',
      ],
    },
    repoUrl: `${GITHUB}/mountdoug-maps-ios`,
    accent: '#2563eb',
    icon: image('icons/mdmi.svg', {
      en: 'App icon of MountDoug Maps iOS: a map pin on a folded blue map',
      tr: 'MountDoug Maps iOS uygulama simgesi: katlanmış mavi harita üzerinde konum işareti',
    }),
    screens: [
      {
        name: { en: 'Home View', tr: 'Ana Ekran' },
        description: {
          en: 'Search bar, quick links to common places and the next class from your timetable.',
          tr: 'Arama çubuğu, sık gidilen yerlere kısayollar ve ders programınızdaki bir sonraki ders.',
        },
        image: image('screens/mdmi-1.png', {
          en: 'MountDoug Maps iOS home screen: a search bar and tiles for library, gym, office and cafeteria',
          tr: 'MountDoug Maps iOS ana ekranı: bir arama çubuğu ile kütüphane, spor salonu, idare ve kantin kutucukları',
        }),
      },
      {
        name: { en: 'Map View', tr: 'Harita Ekranı' },
        description: {
          en: 'Floor plan with the route to the chosen room and a floor switcher.',
          tr: 'Seçilen odaya giden rotayı gösteren kat planı ve kat seçici.',
        },
        image: image('screens/mdmi-2.png', {
          en: 'MountDoug Maps iOS map screen: a floor plan with a blue route from the entrance to room 214',
          tr: 'MountDoug Maps iOS harita ekranı: girişten 214 numaralı odaya mavi bir rota çizilmiş kat planı',
        }),
      },
      {
        name: { en: 'Favourites View', tr: 'Favoriler Ekranı' },
        description: {
          en: 'Rooms you saved, one tap away from directions.',
          tr: 'Kaydettiğiniz odalar, yol tarifine bir dokunuş uzaklıkta.',
        },
        image: image('screens/mdmi-3.png', {
          en: 'MountDoug Maps iOS favourites screen: a list of saved rooms with star icons',
          tr: 'MountDoug Maps iOS favoriler ekranı: yıldız simgeli kayıtlı odaların listesi',
        }),
      },
    ],
  },
  {
    id: 'mdma',
    section: 'mobile-apps',
    name: 'MountDoug Maps Android',
    category: 'Mobile App',
    cardText: {
      en: 'The same maps app built with Java for Android',
      tr: 'Aynı harita uygulaması, Android için Java ile geliştirildi',
    },
    cardImage: image('cards/mdma.jpg', {
      en: 'MountDoug Maps Android: two phones on an orange background, one showing recent searches and quick places, the other a floor plan with a route to Room 214',
      tr: 'MountDoug Maps Android: turuncu zemin üzerinde iki telefon; biri son aramaları ve hızlı erişim yerlerini, diğeri 214 numaralı sınıfa rota çizilmiş kat planını gösteriyor',
    }),
    tech: ['Java', 'Android SDK', 'Material Design'],
    bullets: {
      en: [
        'The Android version of MountDoug Maps, so every student at the school can use it.',
        'Written in Java with the Android SDK and Material components, sharing the map data with the iOS app.',
        'Room search and step-by-step directions between floors.',
      ],
      tr: [
        'MountDoug Maps’in Android sürümü; okuldaki her öğrenci kullanabilsin diye.',
        'Android SDK ve Material bileşenleriyle Java’da yazıldı; harita verilerini iOS uygulamasıyla paylaşıyor.',
        'Oda arama ve katlar arasında adım adım yol tarifi.',
      ],
    },
    repoUrl: `${GITHUB}/mountdoug-maps-android`,
    accent: '#ea7a17',
    icon: image('icons/mdma.svg', {
      en: 'App icon of MountDoug Maps Android: a compass needle on orange',
      tr: 'MountDoug Maps Android uygulama simgesi: turuncu üzerinde pusula iğnesi',
    }),
    screens: [
      {
        name: { en: 'Home View', tr: 'Ana Ekran' },
        description: {
          en: 'Material search bar with recent searches and quick places.',
          tr: 'Son aramalar ve hızlı erişim yerleriyle Material arama çubuğu.',
        },
        image: image('screens/mdma-1.png', {
          en: 'MountDoug Maps Android home screen: a search field, recent searches and quick place buttons',
          tr: 'MountDoug Maps Android ana ekranı: bir arama alanı, son aramalar ve hızlı erişim düğmeleri',
        }),
      },
      {
        name: { en: 'Map View', tr: 'Harita Ekranı' },
        description: {
          en: 'Floor plan with the route highlighted and buttons to change floor.',
          tr: 'Rotanın vurgulandığı kat planı ve kat değiştirme düğmeleri.',
        },
        image: image('screens/mdma-2.png', {
          en: 'MountDoug Maps Android map screen: a floor plan with an orange route and floor buttons',
          tr: 'MountDoug Maps Android harita ekranı: turuncu bir rota çizilmiş kat planı ve kat düğmeleri',
        }),
      },
    ],
  },
  {
    id: 'jastagram',
    section: 'desktop-apps',
    name: 'Jastagram',
    category: 'Website',
    cardText: {
      en: 'Social media website built with HTML, CSS, JavaScript and PHP',
      tr: 'HTML, CSS, JavaScript ve PHP ile geliştirilmiş sosyal medya sitesi',
    },
    cardImage: image('cards/jastagram.jpg', {
      en: 'Jastagram: a laptop on a magenta background showing the feed with a photo post and suggested accounts',
      tr: 'Jastagram: eflatun zemin üzerinde, akışta bir fotoğraf gönderisini ve önerilen hesapları gösteren dizüstü bilgisayar',
    }),
    tech: ['HTML', 'CSS', 'JavaScript', 'PHP', 'MySQL'],
    bullets: {
      en: [
        'A photo-sharing social network: accounts, posts with captions, likes, comments and a follow feed.',
        'Server-rendered PHP with a MySQL database; JavaScript for likes and comments without page reloads.',
        'Passwords hashed with bcrypt and every query parameterised against SQL injection.',
      ],
      tr: [
        'Fotoğraf paylaşımına dayalı bir sosyal ağ: hesaplar, açıklamalı gönderiler, beğeniler, yorumlar ve takip akışı.',
        'MySQL veritabanıyla sunucu tarafında render edilen PHP; sayfayı yenilemeden beğeni ve yorum için JavaScript.',
        'Parolalar bcrypt ile hash’lendi; SQL enjeksiyonuna karşı tüm sorgular parametreli yazıldı.',
      ],
    },
    repoUrl: `${GITHUB}/jastagram`,
    accent: '#c026d3',
    icon: image('icons/jastagram.svg', {
      en: 'App icon of Jastagram: a camera outline on a sunset gradient',
      tr: 'Jastagram uygulama simgesi: gün batımı renklerinde fotoğraf makinesi çizgisi',
    }),
    screens: [
      {
        name: { en: 'Feed View', tr: 'Akış Ekranı' },
        description: {
          en: 'The home feed with posts from the people you follow, likes and comments.',
          tr: 'Takip ettiğiniz kişilerin gönderileri, beğenileri ve yorumlarıyla ana akış.',
        },
        image: image('screens/jastagram-1.png', {
          en: 'Jastagram feed: photo posts with like and comment buttons and a sidebar of suggested accounts',
          tr: 'Jastagram akışı: beğeni ve yorum düğmeli fotoğraf gönderileri ile önerilen hesapların yer aldığı kenar çubuğu',
        }),
      },
    ],
  },
  {
    id: 'robber',
    section: 'desktop-apps',
    name: 'Robber',
    category: 'Video Game',
    cardText: { en: '2D video game built with Java', tr: 'Java ile geliştirilmiş 2D video oyunu' },
    cardImage: image('cards/robber.jpg', {
      en: 'Robber: a laptop on a violet background showing the game’s title screen, a museum at night with Start and Quit',
      tr: 'Robber: mor zemin üzerinde bir dizüstü bilgisayarda oyunun açılış ekranı; gece vakti bir müze, Start ve Quit düğmeleri',
    }),
    tech: ['Java', 'Swing', 'Java 2D'],
    bullets: {
      en: [
        'A 2D stealth game: sneak through the museum, grab the gems and avoid the guards’ flashlights.',
        'Written in Java with Swing and Java 2D: a fixed-step game loop, tile maps and simple guard AI.',
        'Download the JAR and run it with `java -jar robber.jar` (Java 17 or newer).',
      ],
      tr: [
        '2D bir gizlilik oyunu: müzeye gizlice sızın, mücevherleri kapın ve bekçilerin el fenerlerine yakalanmayın.',
        'Swing ve Java 2D ile Java’da yazıldı: sabit adımlı oyun döngüsü, karo tabanlı haritalar ve basit bekçi yapay zekâsı.',
        'JAR dosyasını indirin ve `java -jar robber.jar` komutuyla çalıştırın (Java 17 veya üstü).',
      ],
    },
    repoUrl: `${GITHUB}/robber`,
    accent: '#7c3aed',
    icon: image('icons/robber.svg', {
      en: 'App icon of Robber: a money bag on violet',
      tr: 'Robber uygulama simgesi: mor üzerinde para kesesi',
    }),
    screens: [
      {
        name: { en: 'Title View', tr: 'Açılış Ekranı' },
        description: {
          en: 'The title screen with the museum at night and the start menu.',
          tr: 'Gece vakti müze manzarası ve başlangıç menüsüyle açılış ekranı.',
        },
        image: image('screens/robber-1.png', {
          en: 'Robber title screen: the game logo over a night-time museum with Start and Quit buttons',
          tr: 'Robber açılış ekranı: gece vakti bir müzenin üzerinde oyun logosu ile Start ve Quit düğmeleri',
        }),
      },
      {
        name: { en: 'Gameplay View', tr: 'Oynanış Ekranı' },
        description: {
          en: 'Sneaking through a gallery while a guard sweeps the room with a flashlight.',
          tr: 'Bir bekçi el feneriyle odayı tararken galeride gizlice ilerlemek.',
        },
        image: image('screens/robber-2.png', {
          en: 'Robber gameplay: the thief hiding behind a statue while a guard’s flashlight cone sweeps the floor',
          tr: 'Robber oynanışı: bekçinin el feneri ışığı zemini tararken bir heykelin arkasına saklanan hırsız',
        }),
      },
    ],
    download: download('downloads/robber.jar', {
      en: 'Download the game (JAR, Java 17+)',
      tr: 'Oyunu indir (JAR, Java 17+)',
    }),
  },
  {
    id: 'portfolio',
    section: 'desktop-apps',
    name: { en: `${profile.name}'s Portfolio`, tr: `${profile.name} Portfolyosu` },
    category: 'Website',
    cardText: {
      en: 'Portfolio website built with React',
      tr: 'React ile geliştirilmiş portfolyo web sitesi',
    },
    cardImage: image('cards/portfolio.jpg', {
      en: 'Portfolio website: a laptop on a teal background showing the hero banner with name and buttons above project cards',
      tr: 'Portfolyo web sitesi: camgöbeği zemin üzerinde, ad ve düğmelerle karşılama bölümünü ve altında proje kartlarını gösteren dizüstü bilgisayar',
    }),
    tech: ['TypeScript', 'React', 'React Router', 'Vite'],
    bullets: {
      en: [
        'This website: a prerendered React and TypeScript site that loads instantly on a phone.',
        'Every page, the timeline, the projects and the resume PDF are generated from one set of typed content files.',
        'Accessible by keyboard and screen reader, in light and dark mode.',
      ],
      tr: [
        'Bu web sitesi: telefonda anında açılan, önceden render edilmiş bir React ve TypeScript sitesi.',
        'Tüm sayfalar, zaman çizelgesi, projeler ve PDF özgeçmiş, tip tanımlı tek bir içerik dosyası kümesinden üretiliyor.',
        'Açık ve koyu modda, klavye ve ekran okuyucuyla erişilebilir.',
      ],
    },
    repoUrl: `${GITHUB}/portfolio`,
    accent: '#0f766e',
    icon: image('icons/portfolio.svg', {
      en: 'App icon of Portfolio: a browser window with code brackets',
      tr: 'Portfolio uygulama simgesi: kod parantezli bir tarayıcı penceresi',
    }),
    screens: [
      {
        name: { en: 'Home View', tr: 'Ana Sayfa' },
        description: {
          en: 'The home page with the hero banner, project cards and skills.',
          tr: 'Karşılama bölümü, proje kartları ve yeteneklerle ana sayfa.',
        },
        image: image('screens/portfolio-1.png', {
          en: 'Portfolio home page: a hero banner with name and buttons above a row of project cards',
          tr: 'Portfolyo ana sayfası: bir sıra proje kartının üzerinde ad ve düğmeler içeren karşılama bölümü',
        }),
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
