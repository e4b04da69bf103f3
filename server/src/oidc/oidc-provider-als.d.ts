// oidc-provider's own request-context storage (what Provider.ctx reads); the package publishes no types for it.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const providerContext: AsyncLocalStorage<unknown>;
  export default providerContext;
}
