import type { AuditEntityType } from '@venue-pass/contracts';

type Snapshot = Record<string, unknown>;

const text = (snapshot: Snapshot, field: string): string | null => {
  const value = snapshot[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/**
 * An e-mail address cut to its first letter ('a…@…'): enough for an operator to tell two entries apart
 * on one page, too little to name the member in a log that outlives them (ADR 040, ADR 068).
 */
export function maskedEmail(email: string): string {
  return `${email.trim().charAt(0).toLowerCase()}…@…`;
}

/** 'Sam T.': a person's given name and the initial of their family name. */
function shortName(given: string | null, family: string | null): string | null {
  if (!given) return null;
  return family ? `${given} ${family.charAt(0).toUpperCase()}.` : given;
}

/**
 * The name an audit entry gives its record, read from the record as the change left it (or as it was,
 * for a deletion), so the entry keeps naming it after a rename or deletion. Null where the snapshot
 * carries no name: the log then shows the record's type and id.
 */
export function auditLabel(entityType: AuditEntityType, snapshot: Snapshot | null): string | null {
  if (!snapshot) return null;
  switch (entityType) {
    case 'venue':
    case 'promotion':
    case 'promoter':
    case 'registration_source': {
      const name = text(snapshot, 'name');
      return name ? `${typeLabels[entityType]} "${name}"` : null;
    }
    case 'offer': {
      const title = text(snapshot, 'title');
      return title ? `Offer "${title}"` : null;
    }
    case 'offer_proposal': {
      // A proposal's snapshot is the proposal, with the offer as proposed inside it.
      const proposed = snapshot.proposed;
      const title = proposed && typeof proposed === 'object' ? text(proposed as Snapshot, 'title') : null;
      return title ? `Proposal "${title}"` : null;
    }
    case 'staff': {
      const name = shortName(text(snapshot, 'givenName'), text(snapshot, 'familyName'));
      return name ? `Staff ${name}` : null;
    }
    case 'member': {
      const email = text(snapshot, 'email');
      return email ? `Member ${maskedEmail(email)}` : null;
    }
    case 'campaign': {
      const subject = text(snapshot, 'subject');
      return subject ? `Campaign "${subject}"` : null;
    }
    case 'faq_item': {
      const question = text(snapshot, 'question');
      return question ? `FAQ "${question}"` : null;
    }
    case 'contact_message': {
      // Masked too: retention deletes contact messages (ADR 065), and their sender's name must not outlive them here.
      const email = text(snapshot, 'email');
      return email ? `Contact message from ${maskedEmail(email)}` : null;
    }
  }
}

const typeLabels = {
  venue: 'Venue',
  promotion: 'Promotion',
  promoter: 'Promoter',
  registration_source: 'Registration source',
} as const;
