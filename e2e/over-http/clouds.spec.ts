// Several clouds from clouds.yaml (CONSOLE_CLOUDS=east,west, the operator's choice): Sign In
// offers them by name, each session is its own cloud's (its Keystone, its proxy allow-list), a
// reload keeps it, and the top bar names it. Two demo clouds over real HTTP.
import { test } from '../page-errors'
import { expect } from '../helpers'

const CONSOLE = 'http://127.0.0.1:4176'

test('Sign In offers the clouds of clouds.yaml; each session is its cloud’s, kept across a reload', async ({
  page,
}) => {
  await page.goto(`${CONSOLE}/`)
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  const cloud = page.getByLabel('Cloud', { exact: true })
  await expect(cloud).toHaveValue('east')
  await expect(page.getByLabel('Keystone URL')).toHaveValue('http://127.0.0.1:5181/identity/v3')
  await cloud.selectOption('west')
  await expect(page.getByLabel('Keystone URL')).toHaveValue('http://127.0.0.1:5182/identity/v3')
  await page.getByLabel('Password').fill('demo')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Volumes', level: 1 })).toBeVisible()
  await expect(page.getByText('Cloud:')).toContainText('west')
  // West is the empty scenario.
  await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).toHaveText('0 volumes')
  await page.reload()
  await expect(page.getByText('Cloud:')).toContainText('west')

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await cloud.selectOption('east')
  await page.getByLabel('Password').fill('demo')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Cloud:')).toContainText('east')
  await expect(page.getByRole('status').filter({ hasText: /^\d+ volumes?$/ })).not.toHaveText('0 volumes')
})
