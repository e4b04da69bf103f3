/** User-facing text of the console's frame: its navigation. */
export const shellMessages = {
  navLabel: 'Console',
  menu: 'Menu',
  areas: {
    home: 'Overview',
    venues: 'Venues',
    offers: 'Offers',
    review: 'Review',
    vip: 'VIP list',
    promotions: 'Promotions',
    promoters: 'Promoters',
    sources: 'Registration sources',
    members: 'Members',
    staff: 'Staff',
    contact: 'Contact messages',
    deliveries: 'Delivery problems',
    faq: 'FAQ',
    messages: 'Messages',
    reports: 'Reports',
    audit: 'Audit log',
  },
} as const;
