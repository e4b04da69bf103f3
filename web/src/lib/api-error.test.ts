import { describe, expect, it } from 'vitest';
import { apiErrorBody, apiErrorMessage, apiErrorStatus, isStaleSave, refusedFieldErrors, serverFieldErrors } from './api-error.ts';

describe('apiErrorStatus', () => {
  it.each([
    ['an HTTP status', { status: 404, data: { message: 'x' } }, 404],
    ['a failure without an answer', { status: 'FETCH_ERROR', message: 'offline' }, 'FETCH_ERROR'],
    ['an error without a status', new Error('boom'), undefined],
    ['not an error object', 'boom', undefined],
  ])('reads %s', (_label, error, status) => {
    expect(apiErrorStatus(error)).toBe(status);
  });
});

describe('apiErrorBody', () => {
  it('returns the answer when it is the API error body, and undefined otherwise', () => {
    const body = { message: 'No such venue', errors: { id: ['Unknown'] } };
    expect(apiErrorBody({ status: 404, data: body })).toEqual(body);
    expect(apiErrorBody({ status: 502, data: '<html>' })).toBeUndefined();
    expect(apiErrorBody({ status: 'FETCH_ERROR', message: 'offline' })).toBeUndefined();
  });
});

describe('apiErrorMessage', () => {
  it("prefers the API's sentence to the client's account of the failure", () => {
    expect(apiErrorMessage({ status: 429, data: { message: 'Slow down.' }, message: 'Request failed' })).toBe('Slow down.');
    expect(apiErrorMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe('Failed to fetch');
    expect(apiErrorMessage('boom')).toBe('boom');
  });
});

describe('serverFieldErrors', () => {
  it('joins each field’s messages with a comma', () => {
    expect(serverFieldErrors({ status: 400, data: { message: 'x', errors: { firstName: ['a', 'b'], lastName: ['c'] } } })).toEqual({
      firstName: 'a, b',
      lastName: 'c',
    });
  });

  it.each([
    ['another status', { status: 500, data: { message: 'x', errors: { firstName: ['a'] } } }],
    ['a 400 without errors', { status: 400, data: { message: 'x' } }],
    ['a 400 with an empty map', { status: 400, data: { message: 'x', errors: {} } }],
    ['a network failure', { status: 'FETCH_ERROR', message: 'offline' }],
    ['not an error object', 'boom'],
  ])('returns null for %s', (_label, error) => {
    expect(serverFieldErrors(error)).toBeNull();
  });
});

describe('refusedFieldErrors and isStaleSave', () => {
  const taken = { status: 409, data: { message: 'Another venue already has this name.', errors: { name: ['Another venue already has this name.'] } } };
  const stale = { status: 409, data: { message: 'Someone else saved this record after you opened it.' } };

  it('reads the fields of a 400 and of a 409 that names one', () => {
    expect(refusedFieldErrors({ status: 400, data: { message: 'x', errors: { title: ['Required.'] } } })).toEqual({ title: 'Required.' });
    expect(refusedFieldErrors(taken)).toEqual({ name: 'Another venue already has this name.' });
    expect(serverFieldErrors(taken)).toBeNull();
  });

  it('calls only a 409 without fields stale', () => {
    expect(isStaleSave(stale)).toBe(true);
    expect(refusedFieldErrors(stale)).toBeNull();
    expect(isStaleSave(taken)).toBe(false);
    expect(isStaleSave({ status: 400, data: { message: 'x' } })).toBe(false);
  });
});
