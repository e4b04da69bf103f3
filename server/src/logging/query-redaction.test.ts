import { MeQuerySchema, PromoterSendQuerySchema, StudentConfirmationQuerySchema, redactedInLogs } from '@venue-pass/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { QueryRedaction } from './query-redaction.ts';

describe('QueryRedaction', () => {
  it("redacts the provider's codes and tokens, whatever the case of their names", () => {
    const redaction = new QueryRedaction();
    expect(redaction.redact('/realms/venue-pass/protocol/openid-connect/auth?code=abc&state=1&ID_TOKEN_HINT=x.y.z')).toBe(
      '/realms/venue-pass/protocol/openid-connect/auth?code=[redacted]&state=1&ID_TOKEN_HINT=[redacted]',
    );
  });

  it('adds the parameters a querystring schema registers, inside optional and default too, and no others', () => {
    const redaction = new QueryRedaction();
    redaction.addQuerystring(
      z.object({
        q: z.string().register(redactedInLogs).optional(),
        who: z.string().optional().register(redactedInLogs),
        page: z.string().register(redactedInLogs).default('1'),
        sort: z.string().optional(),
      }),
    );
    expect(redaction.redact('/list?q=ada&who=ada%40example.org&page=2&sort=email')).toBe('/list?q=[redacted]&who=[redacted]&page=[redacted]&sort=email');
    expect(redaction.redact('/list?sq=ada')).toBe('/list?sq=ada');
  });

  it('takes the phone numbers and codes the contracts register', () => {
    const redaction = new QueryRedaction();
    for (const schema of [PromoterSendQuerySchema, MeQuerySchema, StudentConfirmationQuerySchema]) redaction.addQuerystring(schema);
    expect(redaction.redact('/api/promoter/x/send?phoneNumber=07911123456')).toBe('/api/promoter/x/send?phoneNumber=[redacted]');
    expect(redaction.redact('/api/me?registrationSourceCode=abc&verificationCode=123456')).toBe('/api/me?registrationSourceCode=abc&verificationCode=[redacted]');
  });

  it('hands back a URL without parameters as it is, and ignores a route without a querystring', () => {
    const redaction = new QueryRedaction();
    redaction.addQuerystring(undefined);
    const url = '/config/config.json';
    expect(redaction.redact(url)).toBe(url);
  });
});
