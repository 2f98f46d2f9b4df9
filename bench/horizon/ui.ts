// The two dashboards as the measurements drive them: where Sign In is, what a volume row is, how
// to go from Instances to Volumes, which row is a volume's and how to open it, and what
// shows its first attachment. Each finds things the way a user sees them.
import type { Locator, Page } from 'playwright'
import type { Marks } from '../appearance.ts'
import { firstVolumeRow, openSignIn, signInButton } from '../browser.ts'
import { SERVER_PREFIX } from './dataset.ts'

export type UiName = 'horizon' | 'console'

export interface Ui {
  name: UiName
  /** Opens the Sign In page for an anonymous visitor of `view` and types the credentials. */
  openSignIn(page: Page, view: 'volumes' | 'instances', user: string, password: string): Promise<void>
  signIn(page: Page): Locator
  firstVolumeRow(page: Page): Locator
  /** Every volume row of the list shown. */
  volumeRows(page: Page): Locator
  firstInstanceRow(page: Page): Locator
  /** The navigation's link to a panel, made visible first (Horizon folds its panel groups). */
  navLink(page: Page, panel: 'volumes' | 'instances'): Promise<Locator>
  volumeRow(page: Page, name: string): Locator
  /** The link that opens a volume's detail page from its row. */
  detailLink(row: Locator, name: string): Locator
  firstAttachment(page: Page): Locator
  /**
   * Asks for a CSV of every volume of the project; resolves once the browser has the file. Horizon
   * has none: its Volumes table offers no export (only its usage overview has a CSV summary).
   */
  exportAllVolumes?(page: Page): Promise<void>
  /** The same three as CSS selectors, timed in the page (bench/appearance.ts). */
  marks: Marks & Record<Mark, Marks[string]>
}

/**
 * `names`: the shared volume's row names a server it is attached to, with the mode where the
 * dashboard shows one (Horizon shows none), i.e. the row is complete.
 */
export type Mark = 'volumeRow' | 'instanceRow' | 'attachment' | 'names'

export function horizonUi(root: string): Ui {
  const path = new URL(root).pathname
  const rows = (page: Page) => page.locator('#volumes tbody tr[data-object-id]')
  return {
    name: 'horizon',
    async openSignIn(page, view, user, password) {
      // An anonymous visitor of a panel is sent here with ?next= that panel, as Horizon does.
      await page.goto(`${root}/project/${view}/`)
      await page.getByLabel('User Name').waitFor({ timeout: 120_000 })
      await page.getByLabel('User Name').fill(user)
      await page.getByLabel('Password').fill(password)
    },
    signIn: (page) => page.getByRole('button', { name: 'Sign In' }),
    firstVolumeRow: (page) => rows(page).first(),
    volumeRows: rows,
    firstInstanceRow: (page) => page.locator('#instances tbody tr[data-object-id]').first(),
    async navLink(page, panel) {
      const link = page.locator(`#sidebar-accordion a[href="${path}/project/${panel}/"]`).first()
      if (!(await link.isVisible())) {
        const group = panel === 'volumes' ? 'volumes' : 'compute'
        await page.locator(`a[data-target="#sidebar-accordion-project-${group}"]`).click()
        await link.waitFor({ state: 'visible' })
      }
      return link
    },
    volumeRow: (page, name) => rows(page).filter({ has: page.getByRole('link', { name, exact: true }) }),
    detailLink: (row, name) => row.getByRole('link', { name, exact: true }),
    firstAttachment: (page) => page.locator(`dd a[href^="${path}/project/instances/"]`).first(),
    marks: {
      volumeRow: '#volumes tbody tr[data-object-id]',
      instanceRow: '#instances tbody tr[data-object-id]',
      attachment: `dd a[href^="${path}/project/instances/"]`,
      // Horizon draws a row's attachments with the row, from its server's reads.
      names: `#volumes tbody tr[data-object-id] a[href^="${path}/project/instances/"]`,
    },
  }
}

export function consoleUi(origin: string): Ui {
  return {
    name: 'console',
    async openSignIn(page, view, _user, password) {
      // The user comes prefilled from the console's server (OS_USERNAME); the password is typed.
      await openSignIn(page, `${origin}/${view}`, password)
    },
    signIn: signInButton,
    firstVolumeRow,
    volumeRows: (page) =>
      page
        .getByRole('table', { name: 'Volumes' })
        .getByRole('row')
        .filter({ has: page.getByRole('link') }),
    firstInstanceRow: (page) => page.getByRole('table', { name: 'Instances' }).getByRole('row').nth(1),
    navLink: (page, panel) =>
      Promise.resolve(
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: panel === 'volumes' ? 'Volumes' : 'Instances', exact: true })
          .first(),
      ),
    volumeRow: (page, name) =>
      page
        .getByRole('table', { name: 'Volumes' })
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name, exact: true }) }),
    detailLink: (row, name) => row.getByRole('link', { name, exact: true }),
    async exportAllVolumes(page) {
      await page.getByRole('button', { name: 'Export CSV' }).click()
      const saved = page.waitForEvent('download', { timeout: 180_000 })
      await page.getByRole('menuitem', { name: 'Export all matching volumes' }).click()
      await saved
    },
    firstAttachment: (page) =>
      page.getByRole('table', { name: 'Attachments' }).getByRole('row').filter({ hasText: SERVER_PREFIX }).first(),
    marks: {
      volumeRow: 'table[aria-label="Volumes"] tbody tr:has(a)',
      instanceRow: 'table[aria-label="Instances"] tbody tr',
      attachment: 'table[aria-label="Attachments"] tbody tr',
      // A chip of the row once it has the server's name and the mode's badge.
      // (The chip's text is its badge, then the name: "RWvc-bench-srv-07".)
      names: {
        css: 'table[aria-label="Volumes"] tbody tr .MuiChip-root',
        text: `^(?=.*${SERVER_PREFIX})(?=.*(RW|RO))`,
      },
    },
  }
}
