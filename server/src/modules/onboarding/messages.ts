import { renderEmail } from '../email/render-email.ts';

/** E-mails of the onboarding flows, rendered in the scheme's look with a plain-text part. */
export const onboardingEmails = {
  accountCode: (firstName: string, code: string, minutes: number, verifyUrl: string) =>
    renderEmail({
      subject: `Your Venue Pass verification code: ${code}`,
      preview: `Your code is ${code}. It works for ${minutes} minutes.`,
      heading: 'Verify your account',
      paragraphs: [`Hello ${firstName || 'there'},`, `Your verification code is ${code}. It works for ${minutes} minutes.`, `Enter it at ${verifyUrl} to verify your account.`],
      code,
      action: { label: 'Verify my account', url: verifyUrl },
      footnote: 'If you did not ask for this code, you can ignore this e-mail.',
    }),
  studentLink: (firstName: string, link: string, hours: number) =>
    renderEmail({
      subject: 'Confirm your student e-mail address',
      preview: 'Confirm your student address to unlock student offers.',
      heading: 'Confirm your student e-mail address',
      paragraphs: [`Hello ${firstName || 'there'},`, 'Please confirm this is your student e-mail address by opening the link below.'],
      action: { label: 'Confirm my address', url: link },
      footnote: `The link works for ${hours} hours. If you did not ask for it, you can ignore this e-mail.`,
    }),
  mobileCode: (code: string, minutes: number) => ({
    text: `Your Venue Pass code is ${code}. It works for ${minutes} minutes. Never share it.`,
  }),
} as const;
