/** User-facing text of the console's frame: its navigation and overview. */
export const shellMessages = {
  title: 'Operator console',
  navLabel: 'Console',
  menu: 'Menu',
  overviewText: 'Run the scheme: venues and offers, vouchers and promoters, members, staff, messages, the FAQ and reports.',
  areas: {
    venues: 'Venues',
    offers: 'Offers',
    vip: 'VIP list',
    promotions: 'Promotions',
    promoters: 'Promoters',
    sources: 'Registration sources',
    members: 'Members',
    staff: 'Staff',
    contact: 'Contact messages',
    faq: 'FAQ',
    reports: 'Reports',
    audit: 'Audit log',
  },
} as const;
