/** E-mails of the onboarding flows. */
export const onboardingEmails = {
  accountCode: (firstName: string, code: string, minutes: number, verifyUrl: string) => ({
    subject: `Your Venue Pass verification code: ${code}`,
    text: [
      `Hello ${firstName || 'there'},`,
      '',
      `Your verification code is ${code}. It works for ${minutes} minutes.`,
      '',
      `Enter it at ${verifyUrl} to verify your account.`,
      '',
      'If you did not ask for this code, you can ignore this e-mail.',
    ].join('\n'),
  }),
  studentLink: (firstName: string, link: string, hours: number) => ({
    subject: 'Confirm your student e-mail address',
    text: [
      `Hello ${firstName || 'there'},`,
      '',
      'Please confirm this is your student e-mail address by opening the link below:',
      '',
      link,
      '',
      `The link works for ${hours} hours. If you did not ask for it, you can ignore this e-mail.`,
    ].join('\n'),
  }),
  mobileCode: (code: string, minutes: number) => ({
    text: `Your Venue Pass code is ${code}. It works for ${minutes} minutes. Never share it.`,
  }),
} as const;
