// Keystone's token URL from an auth URL given with or without /v3. No imports: the console's
// server (server/proxy.ts) uses it too.
export function authTokensUrl(authUrl: string): string {
  const base = authUrl.replace(/\/+$/, '')
  return `${/\/v3$/.test(base) ? base : `${base}/v3`}/auth/tokens`
}
