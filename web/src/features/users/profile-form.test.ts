import { ProfileMessages } from '@venue-pass/contracts';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../testing/factories.ts';
import { ProfileFormSchema, toProfileFormValues } from './profile-form.ts';

const messagesFor = (values: unknown) => {
  const result = ProfileFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('ProfileFormSchema', () => {
  const valid = toProfileFormValues(makeProfile());

  it('accepts a complete profile', () => {
    expect(messagesFor(valid)).toEqual({});
  });

  it('gives the required messages for each missing field', () => {
    expect(messagesFor({ firstName: ' ', lastName: '', dateOfBirth: '', mobileNumber: '', emailAddress: '' })).toEqual({
      firstName: ProfileMessages.firstNameRequired,
      lastName: ProfileMessages.lastNameRequired,
      dateOfBirth: ProfileMessages.dateOfBirthRequired,
      mobileNumber: ProfileMessages.mobileNumberRequired,
      emailAddress: ProfileMessages.emailRequired,
    });
  });

  it('wants a valid e-mail address', () => {
    expect(messagesFor({ ...valid, emailAddress: 'not-an-email' })).toEqual({ emailAddress: ProfileMessages.emailInvalid });
  });
});

describe('toProfileFormValues', () => {
  it('turns the calendar birthday into the date picker’s ISO form and absent values into empty fields', () => {
    expect(toProfileFormValues(makeProfile({ dateOfBirth: '1990-06-10', mobileNumber: null }))).toMatchObject({
      dateOfBirth: '1990-06-10T00:00:00+01:00',
      mobileNumber: '',
    });
    expect(toProfileFormValues(makeProfile({ dateOfBirth: null })).dateOfBirth).toBe('');
  });
});
