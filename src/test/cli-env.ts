// The environment a test gives the real OpenStack CLIs: only the OS_* variables of the cloud and
// user it names (by default the demo cloud's demo user, in the demo project), nothing from the
// caller's.
import type { Credentials } from '../api'

export function cliEnvironmentFor(credentials: Credentials): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: 'C.UTF-8',
    OS_AUTH_URL: credentials.authUrl,
    OS_USERNAME: credentials.username,
    OS_PASSWORD: credentials.password,
    OS_PROJECT_NAME: credentials.projectName,
    OS_USER_DOMAIN_NAME: credentials.userDomainName ?? 'Default',
    OS_PROJECT_DOMAIN_NAME: credentials.projectDomainName ?? 'Default',
    OS_IDENTITY_API_VERSION: '3',
    OS_INTERFACE: credentials.interface ?? 'public',
    OS_REGION_NAME: credentials.region ?? 'RegionOne',
  }
}

export function cliEnvironment(authUrl: string): NodeJS.ProcessEnv {
  return cliEnvironmentFor({ authUrl, username: 'demo', password: 'demo', projectName: 'demo' })
}
