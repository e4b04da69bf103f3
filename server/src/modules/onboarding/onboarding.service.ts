import {
  type AccountCodeStatus,
  AccountVerificationMessages,
  type CodeSent,
  type ConsentSource,
  MobileVerificationMessages,
  type StudentVerification,
  StudentEmailMessages,
} from '@venue-pass/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { createMembersRepository } from '../me/members.repository.ts';
import { createConsentRepository } from './consent.repository.ts';
import type { MemberRow } from '../me/members.table.ts';
import { isAcademicEmail } from './academic-domains.ts';
import type { SendLimits } from '../public-sends/send-limits.ts';
import { ACCOUNT_CODE_RULES, MOBILE_CODE_RULES, STUDENT_LINK_RULES } from './code-rules.ts';
import { createMemberCodesRepository } from './member-codes.repository.ts';
import { type IssueRequest, MessageNotQueuedError, createMemberCodeService } from './member-codes.service.ts';
import { onboardingEmails } from './messages.ts';

const UNIQUE_VIOLATION = '23505';

const AWAITING_STUDENT_EMAIL: readonly StudentVerification[] = ['PendingEmailAddress', 'PendingConfirmation'];

export interface OnboardingServiceOptions {
  db: Kysely<Database>;
  /** The SPA's address, for links in e-mails. */
  publicUrl: string;
  /** A texted code counts against the number's and the scheme's message limits. */
  limits: Pick<SendLimits, 'countMessage'>;
}

/** The member's onboarding steps: account verification, marketing consent and student e-mail. */
export function createOnboardingService({ db, publicUrl, limits }: OnboardingServiceOptions) {
  const codes = createMemberCodeService(db);
  const members = createMembersRepository(db);

  /** Sends a code, turning a passed send limit and an unqueued e-mail into the step's own messages. */
  async function issue(request: IssueRequest, messages: { tooManySends: string; notQueued: string }): Promise<Date> {
    try {
      const result = await codes.issue(request);
      if (result.kind === 'rate-limited') {
        throw new DomainError('too-many', messages.tooManySends, { retryAfterSeconds: result.retryAfterSeconds, reason: request.rules.purpose });
      }
      return result.expiresAt;
    } catch (error) {
      if (!(error instanceof MessageNotQueuedError)) throw error;
      throw new DomainError('dependency-failed', messages.notQueued, { cause: error });
    }
  }

  return {
    /** Where the member's working account code went and until when, or null when none works. */
    async accountCodeStatus(member: MemberRow): Promise<AccountCodeStatus> {
      if (member.is_verified) throw new DomainError('conflict', AccountVerificationMessages.alreadyVerified);
      const working = await createMemberCodesRepository(db).findWorking(member.id, 'account', new Date());
      return { sent: working ? { sentTo: working.sent_to, expiresAt: new Date(working.expires_at).toISOString() } : null };
    },

    /** E-mails the member a new verification code; the previous code stops working. */
    async sendAccountCode(member: MemberRow): Promise<CodeSent> {
      if (member.is_verified) throw new DomainError('conflict', AccountVerificationMessages.alreadyVerified);
      const rules = ACCOUNT_CODE_RULES;
      const expiresAt = await issue(
        {
          memberId: member.id,
          rules,
          sentTo: member.email,
          compose: (code) => onboardingEmails.accountCode(member.first_name, code, rules.ttlSeconds / 60, `${publicUrl}/verify`),
        },
        AccountVerificationMessages,
      );
      return { sentTo: member.email, expiresAt: expiresAt.toISOString() };
    },

    async verifyAccount(member: MemberRow, code: string): Promise<void> {
      if (member.is_verified) throw new DomainError('conflict', AccountVerificationMessages.alreadyVerified);
      const result = await codes.check({
        memberId: member.id,
        rules: ACCOUNT_CODE_RULES,
        code: code.toUpperCase(),
        onMatch: (trx) => createMembersRepository(trx).markVerified(member.id),
      });
      // Expired, used, voided and wrong codes get the same answer: the member's next step is the same.
      if (result !== 'matched') throw new DomainError('invalid', AccountVerificationMessages.codeMismatch);
    },

    /** Texts the member a code that proves the profile's mobile number is theirs. */
    async sendMobileCode(member: MemberRow): Promise<CodeSent> {
      const number = member.mobile_number;
      if (!number) throw new DomainError('conflict', MobileVerificationMessages.noNumber);
      if (member.mobile_verified_at) throw new DomainError('conflict', MobileVerificationMessages.alreadyVerified);
      if (await members.isMobileVerifiedByAnother(member.id, number)) throw new DomainError('conflict', MobileVerificationMessages.takenByAnother);
      const rules = MOBILE_CODE_RULES;
      const expiresAt = await issue(
        {
          memberId: member.id,
          rules,
          channel: 'sms',
          sentTo: number,
          compose: (code) => onboardingEmails.mobileCode(code, rules.ttlSeconds / 60),
          alsoInTransaction: (trx) => limits.countMessage(trx, { phoneNumber: number }),
        },
        MobileVerificationMessages,
      );
      return { sentTo: number, expiresAt: expiresAt.toISOString() };
    },

    /** Checks the texted code; the number then counts as the member's and no one else's. */
    async verifyMobile(member: MemberRow, code: string): Promise<void> {
      const number = member.mobile_number;
      if (!number) throw new DomainError('conflict', MobileVerificationMessages.noNumber);
      if (member.mobile_verified_at) throw new DomainError('conflict', MobileVerificationMessages.alreadyVerified);
      if (await members.isMobileVerifiedByAnother(member.id, number)) throw new DomainError('conflict', MobileVerificationMessages.takenByAnother);
      const result = await codes.check({
        memberId: member.id,
        rules: MOBILE_CODE_RULES,
        code,
        onMatch: (trx) => createMembersRepository(trx).markMobileVerified(member.id, number),
      }).catch((error: unknown) => {
        // Another member verified the same number a moment earlier: the unique index decided.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new DomainError('conflict', MobileVerificationMessages.takenByAnother);
        throw error;
      });
      if (result !== 'matched') throw new DomainError('invalid', MobileVerificationMessages.codeMismatch);
    },

    /**
     * Gives or withdraws the consent to marketing e-mails, recorded with the words shown, when and where;
     * repeating either changes nothing (a repeated grant keeps the first time).
     */
    setConsent: (member: MemberRow, granted: boolean, source: ConsentSource) =>
      db.transaction().execute((trx) => createConsentRepository(trx).set(member.id, 'marketing-email', granted, source)),

    /** E-mails a verification link to the member's student address; asking again sends a new link. */
    async sendStudentLink(member: MemberRow, address: string): Promise<CodeSent> {
      if (!AWAITING_STUDENT_EMAIL.includes(member.student_verification as StudentVerification)) {
        throw new DomainError('gone', StudentEmailMessages.noCurrentVerification);
      }
      if (!isAcademicEmail(address)) throw new DomainError('expectation-failed', StudentEmailMessages.notStudentAddress);
      const rules = STUDENT_LINK_RULES;
      const previous = await codes.latest(member.id, rules);
      if (previous && previous.sent_to.toLowerCase() !== address.toLowerCase()) {
        throw new DomainError('conflict', StudentEmailMessages.addressChanged);
      }
      const expiresAt = await issue(
        {
          memberId: member.id,
          rules,
          sentTo: address,
          compose: (code) => onboardingEmails.studentLink(member.first_name, `${publicUrl}/student-verification/${code}`, rules.ttlSeconds / 3600),
          alsoInTransaction: (trx) => createMembersRepository(trx).setStudentVerification(member.id, 'PendingConfirmation'),
        },
        StudentEmailMessages,
      );
      return { sentTo: address, expiresAt: expiresAt.toISOString() };
    },

    /** Confirms the student address with the code from the e-mailed link. */
    async confirmStudent(member: MemberRow, code: string): Promise<void> {
      if (member.student_verification !== 'PendingConfirmation') throw new DomainError('gone', StudentEmailMessages.noCurrentVerification);
      const result = await codes.check({
        memberId: member.id,
        rules: STUDENT_LINK_RULES,
        code,
        onMatch: (trx) => createMembersRepository(trx).setStudentVerification(member.id, 'Verified'),
      });
      switch (result) {
        case 'matched':
          return;
        case 'mismatch':
          throw new DomainError('invalid', StudentEmailMessages.linkNotValid);
        case 'expired':
          // Back to asking for the address, so the dashboard offers the member a new link.
          await members.setStudentVerification(member.id, 'PendingEmailAddress');
          throw new DomainError('gone', StudentEmailMessages.linkExpired);
        case 'none':
          throw new DomainError('gone', StudentEmailMessages.noCurrentVerification);
      }
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
