/** User-facing text of the navigation bar, footer and shell pages (R-NAV-01 to R-NAV-09, R-FOOTER-01, R-FOOTER-02). */
export const layoutMessages = {
  siteName: 'Venue Pass',
  homeLogo: 'Venue Pass home',
  mainNavigation: 'Main',
  home: 'Home',
  venues: 'Venues',
  offers: 'Offers',
  vip: 'VIP',
  aboutUs: 'About Us',
  contactUs: 'Contact Us',
  login: 'Login',
  myAccount: 'My Account',
  /** Shown to venue staff and managers only: the staff screen (/staff). */
  staff: 'At the venue',
  /** Shown to venue managers only: the venue area (/partner). */
  partner: 'Your venue',
  /** Shown to the scheme's operators only: the console (/admin). */
  admin: 'Console',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to content',
  copyright: (groupName: string) => `© 2025 ${groupName}`,
  privacyPolicy: 'Privacy Policy',
} as const;
