import type { KoaContextWithOIDC, interactionPolicy } from 'oidc-provider';

/** Keycloak's application-initiated action: an authorization request with kc_action=UPDATE_PASSWORD. */
export const KC_ACTION_PARAM = 'kc_action';
export const UPDATE_PASSWORD_ACTION = 'UPDATE_PASSWORD';
/** The interaction's prompt name, and the key of its result. */
export const UPDATE_PASSWORD_PROMPT = 'update_password';

export interface UpdatePasswordResult {
  [UPDATE_PASSWORD_PROMPT]: { done: true };
}

function passwordUpdated(ctx: KoaContextWithOIDC): boolean {
  const result = ctx.oidc.result as Partial<UpdatePasswordResult> | undefined;
  return result?.[UPDATE_PASSWORD_PROMPT]?.done === true;
}

/**
 * oidc-provider's default prompts with one more after sign-in: an authorization request carrying
 * kc_action=UPDATE_PASSWORD stops at the change-password page until it has been submitted, as Keycloak's
 * does, then returns to the client with a code like any sign-in.
 */
export function promptsWithUpdatePassword(policy: typeof interactionPolicy): interactionPolicy.DefaultPolicy {
  const prompts = policy.base();
  const afterLogin = prompts.findIndex((prompt) => prompt.name === 'login') + 1;
  prompts.add(
    new policy.Prompt(
      { name: UPDATE_PASSWORD_PROMPT, requestable: false },
      new policy.Check('update_password_requested', 'The account asked to change its password', (ctx) =>
        ctx.oidc.params?.[KC_ACTION_PARAM] === UPDATE_PASSWORD_ACTION && !passwordUpdated(ctx) ? policy.Check.REQUEST_PROMPT : policy.Check.NO_NEED_TO_PROMPT,
      ),
    ),
    afterLogin,
  );
  return prompts;
}
