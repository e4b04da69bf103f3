/** User-facing text of the console's VIP list. */
export const vipMessages = {
  title: 'VIP list',
  intro: 'Members on this list see the VIP offers.',
  add: 'Add to the VIP list',
  emailOrCard: 'E-mail address or card number',
  added: (name: string) => `${name} is on the VIP list.`,
  search: 'Search the VIP list',
  caption: 'VIP members',
  name: 'Name',
  email: 'E-mail',
  cardNumber: 'Card number',
  remove: 'Remove',
  removeOf: (name: string) => `Remove ${name} from the VIP list`,
  removed: (name: string) => `${name} is no longer on the VIP list.`,
  removeTitle: 'Remove from the VIP list?',
  removeText: 'They stop seeing the VIP offers at once. You can add them again later.',
} as const;
