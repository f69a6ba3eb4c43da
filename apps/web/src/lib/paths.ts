/** Every route of the app in one place (spec §2). */
export const paths = {
  home: '/home',
  about: '/about',
  contact: '/contact',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  disclaimer: '/disclaimer',
  login: '/login/',
  dashboard: '/',
  schedule: '/schedule',
  report: '/report',
  reminder: '/reminder',
  aiDoctor: '/ai-doctor',
  aiDoctorHistory: '/ai-doctor/history',
  profile: '/profile',
  notifications: '/notification-list',
  profileView: '/profile/view',
  emergency: '/emergency',
  healthPosts: '/health-posts',
  // the legal pages inside the logged-in layout (spec §2 internal links)
  aboutUs: '/about-us',
  termsInApp: '/terms-and-condition',
  privacyInApp: '/privacypolicy',
  disclaimerInApp: '/disclaimers',
} as const;

/** The staff console's routes (docs/spec/decisions.md "Staff console"), apart from the mothers' app. */
export const staffPaths = {
  login: '/staff/login',
  people: '/staff',
  person: (id: string) => `/staff/people/${id}`,
  due: '/staff/due',
  scheduleItems: '/staff/schedule-items',
  register: '/staff/register',
  notices: '/staff/notices',
  inbox: '/staff/inbox',
  support: '/staff/support',
  staffUsers: '/staff/staff-users',
  hmis: '/staff/hmis',
  hmisIndicators: '/staff/hmis/indicators',
  account: '/staff/account',
  outbox: '/staff/outbox',
} as const;

/** Social networks of the footer (five) and the profile menu; addresses are configuration. */
export const SOCIAL_LINKS = [
  { id: 'facebook', href: 'https://www.facebook.com/' },
  { id: 'instagram', href: 'https://www.instagram.com/' },
  { id: 'tiktok', href: 'https://www.tiktok.com/' },
  { id: 'x', href: 'https://x.com/' },
  { id: 'youtube', href: 'https://www.youtube.com/' },
] as const;
