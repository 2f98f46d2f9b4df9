// Just enough of the real OpenStack's APIs (Keystone, Cinder, Nova) for the Horizon
// comparison's data set: a project-scoped token with its catalog, and JSON calls with it.
export const KEYSTONE = process.env.BENCH_KEYSTONE_URL || 'http://127.0.0.1:5000/v3'
export const ADMIN = {
  user: process.env.CONTRACT_ADMIN_USERNAME || 'admin',
  password: process.env.CONTRACT_ADMIN_PASSWORD || 'admin',
  project: process.env.CONTRACT_ADMIN_PROJECT_NAME || 'admin',
}

/** Cinder 3.70 is Zed's newest; Nova 2.60 is the first to attach a multi-attach volume. */
const CINDER_VERSION = 'volume 3.70'
const NOVA_VERSION = 'compute 2.60'

interface CatalogEntry {
  type: string
  endpoints: { interface: string; url: string; region?: string }[]
}

export interface Session {
  token: string
  projectId: string
  userId: string
  cinder: string
  nova: string
}

function endpoint(catalog: CatalogEntry[], types: string[]): string {
  for (const type of types) {
    const url = catalog.find((entry) => entry.type === type)?.endpoints.find((e) => e.interface === 'public')?.url
    if (url) return url.replace(/\/$/, '')
  }
  throw new Error(`no ${types[0]} endpoint in the catalog`)
}

export async function signIn(user: string, password: string, project: string): Promise<Session> {
  const answer = await fetch(`${KEYSTONE}/auth/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      auth: {
        identity: { methods: ['password'], password: { user: { name: user, domain: { name: 'Default' }, password } } },
        scope: { project: { name: project, domain: { name: 'Default' } } },
      },
    }),
  })
  const token = answer.headers.get('X-Subject-Token')
  const body = (await answer.json()) as {
    token?: { catalog?: CatalogEntry[]; project?: { id: string }; user?: { id: string } }
  }
  if (!answer.ok || !token || !body.token?.project || !body.token.user)
    throw new Error(`Keystone sign-in of ${user} in ${project} failed: ${answer.status}`)
  const catalog = body.token.catalog ?? []
  return {
    token,
    projectId: body.token.project.id,
    userId: body.token.user.id,
    cinder: endpoint(catalog, ['block-storage', 'volumev3', 'volume']),
    nova: endpoint(catalog, ['compute']),
  }
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** One JSON call; `base` is KEYSTONE, session.cinder or session.nova. */
export async function call<T>(session: Session, method: string, url: string, body?: unknown, attempts = 3): Promise<T> {
  const headers: Record<string, string> = {
    'X-Auth-Token': session.token,
    'OpenStack-API-Version': url.startsWith(session.nova) ? NOVA_VERSION : CINDER_VERSION,
    'X-OpenStack-Nova-API-Version': '2.60',
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  for (let attempt = 1; ; attempt += 1) {
    const answer = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    }).catch((error: unknown) => {
      if (attempt >= attempts) throw error
      return null
    })
    if (!answer) continue
    const text = await answer.text()
    if (answer.ok) return (text ? JSON.parse(text) : {}) as T
    // The real cloud is shared and busy: a 5xx or an over-limit answer is tried again.
    if ((answer.status >= 500 || answer.status === 413 || answer.status === 429) && attempt < attempts) {
      await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt))
      continue
    }
    throw new HttpError(answer.status, `${method} ${url} → ${answer.status}: ${text.slice(0, 300)}`)
  }
}

/** Runs `work` over `items`, `width` at a time. */
export async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker))
  return results
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
