// An OpenID Connect identity provider for the test tree (npm's oidc-provider, its own sign-in
// pages): any user name signs in (its development interactions), and its claims are the name
// and <name>@example.org. Keystone's Apache front (mod_auth_openidc) is its one client.
// Usage: node idp.mjs PORT CLIENT_REDIRECT_URI
import Provider from 'oidc-provider'

const [port, redirectUri] = [Number(process.argv[2]), process.argv[3]]
const issuer = `http://127.0.0.1:${port}`
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'keystone',
      client_secret: 'keystone-federation-secret',
      redirect_uris: [redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({ sub: id, name: id, email: `${id}@example.org`, email_verified: true }),
  }),
  // Plain HTTP on loopback: no PKCE demand on a confidential client, no TLS.
  pkce: { required: () => false },
  cookies: { keys: ['vc-federation-rig'] },
  features: { devInteractions: { enabled: true } },
})
provider.proxy = false
provider.listen(port, '127.0.0.1', () => console.log(`identity provider ${issuer}`))
