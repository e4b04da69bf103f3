import { ProfileMessages, UpdateProfileInputSchema, type Profile } from '@venue-pass/contracts';
import { subYears } from 'date-fns';
import { z } from 'zod';
import { parseStoredDate, toStoredDate } from '../../components/form-builder/date-value.ts';
import type { FormFieldDefinition } from '../../components/form-builder/types.ts';
import { accountMessages } from './account-messages.ts';

/**
 * The account form's own schema: the profile rules (R-VALID-12 to R-VALID-17), with the names and
 * number checked as PUT /api/me checks them. The server checks more (a real mobile number, a believable
 * date of birth) and its answers land on the fields.
 */
export const ProfileFormSchema = z.object({
  firstName: UpdateProfileInputSchema.shape.firstName,
  lastName: UpdateProfileInputSchema.shape.lastName,
  // A date typed but not whole or not real ('31/02/1990') is kept as typed, which no stored date reads.
  dateOfBirth: z
    .string()
    .min(1, { error: ProfileMessages.dateOfBirthRequired, abort: true })
    .refine((value) => parseStoredDate(value) !== undefined, ProfileMessages.dateOfBirthInvalid),
  mobileNumber: UpdateProfileInputSchema.shape.mobileNumber,
  emailAddress: z.string().trim().min(1, ProfileMessages.emailRequired).pipe(z.email(ProfileMessages.emailInvalid)),
});
export type ProfileFormValues = z.input<typeof ProfileFormSchema>;
export type ProfileFormOutput = z.output<typeof ProfileFormSchema>;

export const profileFields: FormFieldDefinition<ProfileFormValues>[] = [
  { propertyName: 'firstName', label: accountMessages.firstName, type: 'text', colSpan: 3 },
  { propertyName: 'lastName', label: accountMessages.lastName, type: 'text', colSpan: 3 },
  // An empty birthday's calendar opens some decades back, not at this month.
  { propertyName: 'dateOfBirth', label: accountMessages.dateOfBirth, type: 'date', colSpan: 3, calendarOpensAt: subYears(new Date(), 30) },
  { propertyName: 'mobileNumber', label: accountMessages.mobileNumber, type: 'text', colSpan: 3 },
  // The address belongs to the sign-in account, so the member sees it but changes it there.
  { propertyName: 'emailAddress', label: accountMessages.emailAddress, type: 'text', readOnly: () => true },
];

export function toProfileFormValues(profile: Profile): ProfileFormValues {
  const birthday = parseStoredDate(profile.dateOfBirth);
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    dateOfBirth: birthday ? toStoredDate(birthday) : '',
    mobileNumber: profile.mobileNumber ?? '',
    emailAddress: profile.emailAddress,
  };
}
