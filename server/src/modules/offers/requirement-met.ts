import type { OfferRequirement } from '@venue-pass/contracts';
import { type RawBuilder, sql } from 'kysely';

/**
 * Whether the member in scope as `members` meets a requirement (an offer's, or a pool's for member
 * claims). The one definition of each requirement, so an offer list and a claim can never disagree.
 */
export function requirementMet(requirement: RawBuilder<OfferRequirement> | RawBuilder<string>): RawBuilder<boolean> {
  return sql<boolean>`case ${requirement}
    when 'None' then true
    when 'VerifiedAccount' then members.is_verified
    when 'StudentEmail' then members.student_verification = 'Verified'
    when 'Photo' then exists (select 1 from member_photos where member_photos.member_id = members.id)
    else false
  end`;
}
