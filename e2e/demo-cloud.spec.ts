import type { Page } from '@playwright/test'
import { test } from './page-errors'
import { expect, JOURNEY_TIMEOUT } from './helpers'

async function signIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
}

/** Creates a volume the way any OpenStack client would, through the page's own origin. */
async function createVolumeThroughApi(page: Page, name: string) {
  await page.evaluate(async (volumeName) => {
    const auth = await fetch('/identity/v3/auth/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        auth: {
          identity: {
            methods: ['password'],
            password: { user: { name: 'demo', domain: { name: 'Default' }, password: 'demo' } },
          },
          scope: { project: { name: 'demo', domain: { name: 'Default' } } },
        },
      }),
    })
    const token = auth.headers.get('X-Subject-Token') ?? ''
    const body = (await auth.json()) as {
      token: { catalog: Array<{ type: string; endpoints: Array<{ interface: string; url: string }> }> }
    }
    const volumeUrl = body.token.catalog
      .find((entry) => entry.type === 'block-storage')
      ?.endpoints.find((endpoint) => endpoint.interface === 'public')?.url
    const created = await fetch(`${volumeUrl}/volumes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Auth-Token': token },
      body: JSON.stringify({ volume: { size: 1, name: volumeName } }),
    })
    if (created.status !== 202) throw new Error(`create answered ${created.status}`)
  }, name)
}

test.describe('the embedded demo cloud', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT })

  test('?scenario=empty starts a cloud without volumes', async ({ page }) => {
    await page.goto('/?scenario=empty')
    await signIn(page)
    await expect(page.getByText('No volumes')).toBeVisible()
    await expect(page.getByText('0 volumes')).toBeVisible()
  })

  test('the demo scenario has the shared database volume and the read-only dataset', async ({ page }) => {
    await page.goto('/?scenario=demo')
    await signIn(page)
    const table = page.getByRole('table', { name: 'Volumes' })
    // 29 volumes, 20 a page, newest first: find them by name.
    await page.getByLabel('Filter by name').fill('pg-shared')
    await expect(table.getByRole('row', { name: /pg-shared-data/ })).toBeVisible()
    await page.getByLabel('Filter by name').fill('imagenet')
    await expect(table.getByRole('row', { name: /imagenet-dataset/ })).toBeVisible()
  })

  test('its state survives a reload, and Reset demo data restores the scenario', async ({ page }) => {
    await page.goto('/')
    await signIn(page)
    const table = page.getByRole('table', { name: 'Volumes' })
    const row = table.getByRole('row', { name: /made-through-the-api/ })
    await expect(row).toHaveCount(0)
    await createVolumeThroughApi(page, 'made-through-the-api')
    // The state is saved shortly after each change; reload until the saved state has it. A
    // reload keeps the session; each round waits for the list itself.
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toBeVisible()
      await expect(row).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 60_000 })

    await page.getByRole('button', { name: 'Reset demo data' }).click()
    await signIn(page)
    await expect(page.getByText('29 volumes')).toBeVisible()
    await expect(row).toHaveCount(0)
  })
})
