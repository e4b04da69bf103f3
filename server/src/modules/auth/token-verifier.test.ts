import type { JWTVerifyGetKey } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_AUDIENCE, TEST_ISSUER, createTestIssuer } from '../../../test/helpers/tokens.ts';
import { InvalidAccessTokenError, createTokenVerifier } from './token-verifier.ts';

async function countingVerifier(maxKept?: number) {
  const issuer = await createTestIssuer();
  let keyLookups = 0;
  const keys: JWTVerifyGetKey = (header, token) => {
    keyLookups += 1;
    return issuer.keys(header, token);
  };
  const verify = createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keys, ...(maxKept ? { maxKept } : {}) });
  return { verify, sign: issuer.sign, keyLookups: () => keyLookups };
}

describe('createTokenVerifier', () => {
  it('verifies a token once and answers its next uses from what it kept', async () => {
    const { verify, sign, keyLookups } = await countingVerifier();
    const token = await sign({ sub: 'kept', email: 'kept@test.example' });
    const first = await verify(token);
    const again = await verify(token);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ subject: 'kept', email: 'kept@test.example', issuer: TEST_ISSUER });
    expect(keyLookups()).toBe(1);
  });

  it('refuses a kept token once it has expired', async () => {
    const { verify, sign } = await countingVerifier();
    const token = await sign({ sub: 'brief' }, { expiresIn: Math.floor(Date.now() / 1000) + 1 });
    await verify(token);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(verify(token)).rejects.toThrow(new InvalidAccessTokenError('The access token has expired.'));
  });

  it('keeps no refusal: a bad token is checked, and refused, every time', async () => {
    const { verify, sign, keyLookups } = await countingVerifier();
    const wrongAudience = await sign({ sub: 'x' }, { audience: 'another-api' });
    await expect(verify(wrongAudience)).rejects.toBeInstanceOf(InvalidAccessTokenError);
    await expect(verify(wrongAudience)).rejects.toBeInstanceOf(InvalidAccessTokenError);
    expect(keyLookups()).toBe(2);
  });

  it('keeps at most maxKept tokens', async () => {
    const { verify, sign, keyLookups } = await countingVerifier(2);
    const tokens = await Promise.all(['a', 'b', 'c'].map((sub) => sign({ sub })));
    for (const token of tokens) await verify(token);
    await verify(tokens[0]!);
    expect(keyLookups()).toBe(4);
  });
});
