import type { AuditEntityType } from '@venue-pass/contracts';

/** User-facing text of the console's audit log. */
export const auditMessages = {
  title: 'Audit log',
  intro: 'Every change made in the console, newest first, with the record before and after.',
  actor: 'Filter by operator e-mail',
  caption: 'Audit log',
  entityType: 'Record type',
  allTypes: 'All records',
  when: 'When',
  who: 'Who',
  action: 'Action',
  record: 'Record',
  change: 'Change',
  before: 'Before',
  after: 'After',
  showChange: 'Show',
  nothing: '—',
  entityTypes: {
    venue: 'Venue',
    offer: 'Offer',
    promotion: 'Promotion',
    promoter: 'Promoter',
    registration_source: 'Registration source',
    member: 'Member',
    staff: 'Staff',
    contact_message: 'Contact message',
    faq_item: 'FAQ item',
  } satisfies Record<AuditEntityType, string>,
} as const;
