import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { lazyPageMessages } from './lazy-page-messages.ts';

/** The policy's date as shown (R-PRIVACY-02, R-CONST-26). */
export const PRIVACY_POLICY_LAST_UPDATED = 'Last updated 5 July 2024';
export const PRIVACY_POLICY_CONTACT_LINK = 'Contact us about your privacy';

interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
}

/** The policy, in the order R-PRIVACY-03 lists its topics. */
export const PRIVACY_POLICY_SECTIONS: readonly PolicySection[] = [
  {
    heading: 'Information we collect',
    paragraphs: [
      'When you join we collect your name, e-mail address, date of birth and mobile number, and the sign-in details you give us or your chosen social provider (Facebook, Google or Apple) shares with us.',
      'When you use the scheme we collect the venues you mark as favourites, the offers and vouchers you use, a verification photo if you choose to upload one, a student e-mail address if you verify as a student, and messages you send us through the contact form.',
      'Our servers also record technical information such as your IP address, browser type and the pages you visit, so that we can keep the service working and secure.',
    ],
  },
  {
    heading: 'How we use your information',
    paragraphs: [
      'We use your information to create and run your membership, show your digital loyalty card, unlock the offers you are entitled to, send you vouchers and verification codes, and answer your questions.',
      'With your consent we also use your e-mail address and mobile number to tell you about new offers and events at our partner venues.',
    ],
  },
  {
    heading: 'Disclosure of your information',
    paragraphs: [
      'Partner venues see your name, your loyalty card and, where an offer needs it, your verification photo when you present your card to them. They do not receive your contact details.',
      'We share information with service providers who host the service and deliver our e-mails and text messages, under contracts that allow them to use it only on our behalf. We disclose information where the law requires it. We never sell your personal information.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'Your information is sent over encrypted connections and stored on secured servers with access limited to the people who need it. No system is perfectly secure, so please keep your sign-in details private and tell us at once if you think your account has been used by someone else.',
    ],
  },
  {
    heading: 'Accessing and correcting your information',
    paragraphs: [
      'You can see and change most of your details on the My Account page, download a copy of everything we hold about you there, and close your account there, which deletes your details for good. You may also ask us to correct it, or object to how we use it, by contacting us as described below.',
    ],
  },
  {
    heading: 'Opting out of marketing',
    paragraphs: [
      'You can withdraw your consent to marketing at any time with the switch on the My Account page, and we will stop sending you marketing messages. You will still receive the messages needed to run your membership, such as verification codes and the vouchers you ask for.',
    ],
  },
  {
    heading: 'Cookies and similar technologies',
    paragraphs: [
      'We use only what the service needs to work: your browser keeps your sign-in session for the current tab, and our sign-in pages set cookies that protect the sign-in process. We do not use advertising or tracking cookies.',
    ],
  },
  {
    heading: 'How long we keep your information',
    paragraphs: [
      'We keep your information for as long as your membership is active. If you ask us to close your account we delete your personal information, except records the law requires us to keep. Messages you send through the contact form are kept only as long as we need them to answer you.',
    ],
  },
  {
    heading: 'Contact us',
    paragraphs: [
      'If you have a question about this policy or how we handle your information, please get in touch through our contact page. If you are not satisfied with our answer you may complain to the Information Commissioner’s Office (ico.org.uk).',
    ],
  },
];

/** /privacy-policy, also at /privacy-policy/ where the footer links (R-FOOTER-02): static policy text (R-PRIVACY-01). */
export function PrivacyPolicyPage() {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10">
      <PageHeading>{lazyPageMessages.privacyPolicy}</PageHeading>
      <p className="text-sm text-slate-600">{PRIVACY_POLICY_LAST_UPDATED}</p>
      <p className="text-slate-700">{lazyPageMessages.privacyPolicyIntro}</p>
      {PRIVACY_POLICY_SECTIONS.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h2 className="mt-4 text-xl font-semibold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p>
        <Link to={paths.contactUs} className="font-medium text-violet-800 underline hover:text-violet-900">
          {PRIVACY_POLICY_CONTACT_LINK}
        </Link>
      </p>
    </article>
  );
}
