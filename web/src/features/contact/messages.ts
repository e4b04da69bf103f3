import { ContactFormMessages } from '@venue-pass/contracts';

/** User-facing text of the contact page (R-ERR-11, R-ERR-12); field errors come from the shared contract. */
export const contactMessages = {
  ...ContactFormMessages,
  title: 'Contact Us',
  intro: 'Questions about the scheme, a venue or your account? Send us a message and our team will get back to you.',
  faqBefore: 'Your question may already be answered in our',
  faqLink: 'Frequently Asked Questions',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  submit: 'Send message',
  sending: 'Sending…',
  failed: 'Please ensure all fields are filled in correctly.',
  succeeded: 'Thank you, your form has been submitted to our team.',
  tooMany: 'You have sent several messages in a short time, please try again in a few minutes.',
} as const;
