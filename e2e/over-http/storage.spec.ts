// Where the token and the password go, in the production build over real HTTP with the console
// server's session: sign in (the password typed), use the app (Volumes, a volume's page,
// Instances, a dialog, a row menu), and find no Keystone token in the page's reach: not in
// localStorage, sessionStorage, IndexedDB, Cache Storage or document.cookie, not in any URL,
// header or answer the page saw (the page sends no X-Auth-Token; the server adds it). The only
// cookie is the sealed session, HttpOnly and SameSite=Strict. A reload and a new tab at a deep
// link stay signed in; Sign Out revokes the token at Keystone, so even a copy of the old
// cookie opens nothing.
import type { Page, Request, Response } from '@playwright/test'
import { test } from '../page-errors'
import { expect, sessionCookies, volumesTable } from '../helpers'
import { RECENT_PROJECT_COOKIE } from '../../server/recent-project.ts'
import { journeyWorld } from './journey-world'

/** Looks like a token whatever the cloud: Fernet ("gAAAA…"), a JWT, or a long opaque string. */
const TOKEN_SHAPES: RegExp[] = [/gAAAA/, /eyJ[\w-]{8,}\.[\w-]{8,}\./, /[A-Za-z0-9_=-]{48,}/]
/** Resource ids in addresses (a volume's messages are asked for by resource_uuid=<id>) are no token. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

interface BrowserStores {
  local: Array<[string, string]>
  session: Array<[string, string]>
  cookie: string
  databases: string[]
  caches: string[]
}

async function readStores(page: Page): Promise<BrowserStores> {
  return page.evaluate(async () => {
    const entries = (storage: Storage): Array<[string, string]> =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? ''
        return [key, storage.getItem(key) ?? '']
      })
    return {
      local: entries(window.localStorage),
      session: entries(window.sessionStorage),
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((database) => database.name ?? '(unnamed)'),
      caches: 'caches' in window ? await caches.keys() : [],
    }
  })
}

/** Every place a secret could hide in the stores: where, and the text kept there. */
function storedTexts(stores: BrowserStores): Array<[where: string, text: string]> {
  return [
    ...stores.local.map(([key, value]): [string, string] => [`localStorage ${key}`, `${key}=${value}`]),
    ...stores.session.map(([key, value]): [string, string] => [`sessionStorage ${key}`, `${key}=${value}`]),
    ['document.cookie', stores.cookie],
  ]
}

/** A URL with its escapes undone (as typed, when it has a stray %), so an encoded secret shows. */
function decoded(url: string): string {
  try {
    return decodeURIComponent(url)
  } catch {
    return url
  }
}

test('the token stays with the console’s server; reload, new tab and deep link keep the session; Sign Out revokes', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  const world = journeyWorld()
  const requests: Request[] = []
  const answers: Response[] = []
  // JSON bodies, read as each request finishes (later the browser may have let go of them).
  const bodies: Array<Promise<[url: string, text: string | null]>> = []
  const watch = (target: Page) => {
    target.on('request', (request) => requests.push(request))
    target.on('response', (response) => answers.push(response))
    target.on('requestfinished', (request) => {
      bodies.push(
        (async (): Promise<[string, string | null]> => {
          const response = await request.response()
          const type = (await response?.headerValue('content-type')) ?? ''
          if (!response || !type.includes('json')) return [request.url(), null]
          return [request.url(), await response.text().catch(() => null)]
        })(),
      )
    })
  }
  watch(page)

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  const username = await page.getByLabel('User name').inputValue()
  const projectName = await page.getByLabel('Project', { exact: true }).inputValue()
  await expect(page.getByLabel('Password')).toHaveValue('')
  await page.getByLabel('Password').fill(world.password)
  const signInAnswer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/_console/session',
  )
  await page.getByRole('button', { name: 'Sign In' }).click()
  const answer = await signInAnswer
  expect(answer.status()).toBe(201)
  expect(await answer.headerValue('x-subject-token')).toBeNull()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()

  // Two cookies, out of the page's reach: the sealed session, and the user's last project, sent
  // only to the single sign-on routes.
  const cookies = await context.cookies()
  const shape = ({ name, httpOnly, sameSite, path }: (typeof cookies)[number]) => ({ name, httpOnly, sameSite, path })
  expect(cookies.map(shape).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
    { name: RECENT_PROJECT_COOKIE, httpOnly: true, sameSite: 'Strict', path: '/_console/websso' },
    { name: 'vc_session', httpOnly: true, sameSite: 'Strict', path: '/' },
  ])
  const sealed = cookies.find((cookie) => cookie.name === 'vc_session')?.value ?? ''
  expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/)

  // Use the app: a volume's page, Instances, a row menu, the Create Volume dialog.
  const firstVolume = volumesTable(page).getByRole('row').getByRole('link').first()
  await expect(firstVolume).toBeVisible()
  const volumeName = (await firstVolume.innerText()).trim()
  await firstVolume.click()
  await expect(page.getByRole('heading', { name: volumeName, level: 1 })).toBeVisible()
  const volumeUrl = page.url()
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Instances' }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Instances' }).getByRole('row').nth(1)).toBeVisible()
  await nav.getByRole('link', { name: 'Volumes', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  const row = volumesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: volumeName, exact: true }) })
  await row.getByRole('button', { name: `Actions for ${volumeName}` }).click()
  const menu = page.getByRole('menu', { name: `Actions for ${volumeName}` })
  await expect(menu.getByRole('menuitem').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Create Volume' }).click()
  const create = page.getByRole('dialog', { name: 'Create Volume' })
  await expect(create.getByRole('combobox', { name: 'Volume Type' })).not.toHaveText(/^\s*$/)
  await create.getByRole('button', { name: 'Cancel' }).click()
  await expect(create).toBeHidden()

  // A reload keeps the session, and so does a new tab opened at a deep link.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await expect(volumesTable(page).getByRole('row').nth(1)).toBeVisible()
  const second = await context.newPage()
  watch(second)
  await second.goto(volumeUrl)
  await expect(second.getByRole('heading', { name: volumeName, level: 1 })).toBeVisible()
  await expect(second.getByRole('heading', { name: 'Sign In' })).toHaveCount(0)

  // In stored text the password counts as found only when it differs from what the page may
  // keep anyway, the user and project names (the demo cloud's demo/demo); otherwise only a
  // value that is exactly the password does. No URL carries those names: there it always counts.
  const password = world.password
  const distinctive = password.length >= 4 && ![username, projectName].includes(password)
  const holdsPassword = (text: string) => (distinctive ? text.includes(password) : text === password)
  const holdsToken = (text: string) => TOKEN_SHAPES.some((shape) => shape.test(text.replace(UUID, '<id>')))
  // Failure messages name where, never the secret itself (a real cloud's token must not reach a log).
  const redact = (text: string) => text.replaceAll(sealed, '<session>').replaceAll(password, '<password>')

  // Storage of every kind, read in the page and through Playwright's own view of the context.
  const stores = await readStores(page)
  for (const [where, text] of storedTexts(stores)) {
    expect(holdsToken(text), `token in ${where}`).toBe(false)
    expect(holdsPassword(text), `password in ${where}`).toBe(false)
  }
  for (const [key, value] of [...stores.local, ...stores.session]) {
    expect(value === password, `password as the value of ${key}`).toBe(false)
    expect(key, 'a storage key naming a secret').not.toMatch(/token|password|secret|credential/i)
  }
  expect(stores.session).toEqual([])
  expect(stores.cookie, 'the session cookie is HttpOnly: the page cannot read it').toBe('')
  expect(stores.databases, 'IndexedDB databases of the production build').toEqual([])
  expect(stores.caches, 'Cache Storage of the production build').toEqual([])
  if (distinctive) {
    const state = JSON.stringify(await context.storageState({ indexedDB: true }))
    expect(state.includes(password), 'password in the context storage state').toBe(false)
  }

  // Every URL asked for and every header sent: no token anywhere; the cookie only to the console.
  expect(requests.length).toBeGreaterThan(5)
  for (const request of requests) {
    const url = decoded(request.url())
    const shown = redact(url)
    expect(holdsToken(url), `token in ${shown}`).toBe(false)
    if (password.length >= 4) expect(url.includes(password), `password in ${shown}`).toBe(false)
    expect(url, 'a URL naming the password').not.toMatch(/passw(or)?d=/i)
    const headers = await request.allHeaders()
    expect(headers['x-auth-token'], `X-Auth-Token sent by the page with ${shown}`).toBeUndefined()
    for (const [name, value] of Object.entries(headers)) {
      if (name === 'cookie') {
        expect(value, `the cookie sent with ${shown}`).toBe(`vc_session=${sealed}`)
        continue
      }
      expect(holdsToken(value), `token in the ${name} header of ${shown}`).toBe(false)
      if (distinctive) expect(value.includes(password), `password in the ${name} header of ${shown}`).toBe(false)
    }
  }
  // No answer hands the page a token: no X-Subject-Token, no Fernet token in a body.
  for (const response of answers) {
    const shown = redact(response.url())
    expect(await response.headerValue('x-subject-token'), `X-Subject-Token in the answer to ${shown}`).toBeNull()
  }
  const read = await Promise.all(bodies)
  expect(read.filter(([, text]) => text !== null).length, 'JSON bodies read').toBeGreaterThan(5)
  for (const [url, text] of read) {
    if (text !== null) expect(/gAAAA/.test(text), `token in the body of ${redact(url)}`).toBe(false)
  }
  // The password went out once, in the body of the sign-in request, and in no other body.
  const posted = requests.filter((request) => (request.postData() ?? '').includes(`"${password}"`))
  expect(posted.map((request) => new URL(request.url()).pathname)).toEqual(['/_console/session'])

  // Sign Out revokes: the cookie is cleared, and a copy of it opens nothing on the server.
  await second.close()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect.poll(async () => (await sessionCookies(context)).length).toBe(0)
  // Sign Out answers before Keystone has revoked the token (server/console-session.ts): a copy
  // replayed at once may still open the session on a busy machine, and not once Keystone has.
  const replay = () => page.request.get('/_console/session', { headers: { Cookie: `vc_session=${sealed}` } })
  await expect.poll(async () => (await replay()).status()).toBe(401)
  expect(((await (await replay()).json()) as { reason: string }).reason).toBe('revoked')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveValue('')
})
