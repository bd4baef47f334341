import type { Strings } from './en';

/** The interface's words in Turkish (see ./en.ts for what each one is). */
export const tr: Strings = {
  languageName: 'Türkçe',
  languageSwitcher: 'Dil',
  skipToContent: 'Ana içeriğe geç',
  socialImageAlt: '{name}, {school}, {role}',
  nav: {
    main: 'Ana menü',
    openMenu: 'Menüyü aç',
    closeMenu: 'Menüyü kapat',
    home: '{name}, ana sayfa',
  },
  theme: { legend: 'Tema', light: 'Açık', dark: 'Koyu', system: 'Sistem' },
  footer: {
    pages: 'Sayfalar',
    projects: 'Projeler',
    allProjects: 'Tüm projeler',
    lastUpdated: 'Son güncelleme:',
  },
  dates: { present: 'Halen', month: 'long', long: '{day} {month} {year}' },
  numbers: { thousands: '.', decimal: ',' },
  home: {
    projectsHeading: 'Projelerime Göz Atın!',
    skillsHeading: 'Yetenekler',
    now: 'Şu an',
    latest: 'En son',
    showAllSkills: 'Tüm yetenekleri göster',
    showFewerSkills: 'Daha az yetenek göster',
    moreSkills: {
      one: '({groups} grupta {count} tane daha)',
      other: '({groups} grupta {count} tane daha)',
    },
  },
  timeline: {
    label: 'Zaman çizelgesi, en yeniden eskiye',
    kinds: { work: 'İş', project: 'Proje', education: 'Eğitim' },
    viewProject: 'Projeyi gör',
    viewProjectLabel: 'Projeyi gör: Projeler sayfasında {name}',
  },
  projects: {
    tabsLabel: 'Proje kategorileri',
    categories: {
      Website: 'Web sitesi',
      'Mobile App': 'Mobil uygulama',
      'Video Game': 'Video oyunu',
    },
    apps: { one: '{label}: {count} uygulama', other: '{label}: {count} uygulama' },
    shortcuts: { one: '{label}: {count} kısayol', other: '{label}: {count} kısayol' },
    phoneHint: 'Açmak için bir uygulamaya dokunun.',
    desktopHint: 'Çalışırken görmek için bir kısayolu açın.',
    close: 'Kapat',
    screenshotsOf: '{title} ekran görüntüleri',
    previousScreenshot: 'Önceki ekran görüntüsü',
    nextScreenshot: 'Sonraki ekran görüntüsü',
    sourceCode: '{host} üzerinde kaynak kodu{of}',
    sourceOf: ' ({name})',
    someHost: 'web',
    builtWith: 'Kullanılan teknolojiler',
    allInSection: 'Tüm {section}',
    inDetail: 'Ayrıntılarıyla {section}',
    bytes: { one: '{count} bayt', other: '{count} bayt' },
  },
  about: {
    downloadResume: 'Özgeçmişimi indir (PDF)',
    contactHeading: 'İletişime geçin',
    contactText:
      'Sorularınız, staj teklifleriniz ya da aklınızda bir proje mi var? Formla mesaj gönderin ya da doğrudan {firstName} ile iletişime geçin.',
    email: 'E-posta',
    phone: 'Telefon',
    location: 'Konum',
    findMeOnline: 'Çevrimiçi profillerim',
    formHeading: 'Mesaj gönderin',
  },
  contact: {
    name: 'Adınız',
    email: 'E-posta',
    message: 'Mesajınız',
    send: 'Mesajı gönder',
    sending: 'Gönderiliyor…',
    sent: 'Mesaj gönderildi!',
    failed: 'Bir şeyler ters gitti, lütfen daha sonra tekrar deneyin',
    mailtoSubject: 'Portfolyo sitenizden bir mesaj',
    noScript:
      'JavaScript olmadan Gönder düğmesi, bu mesajı {email} adresine göndermek için e-posta uygulamanızı açar.',
    scriptsFailed:
      'Sayfa betiklerini yükleyemedi; bu yüzden Gönder düğmesi, bu mesajı {email} adresine göndermek için e-posta uygulamanızı açar.',
    characters: { one: 'karakter', other: 'karakter' },
    tooLong:
      '{over} {characters} fazla ({limit} karakterden {length}): göndermek için metni kısaltın.',
    count: '{limit} karakterden {length}',
  },
};
