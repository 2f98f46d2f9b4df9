// Every page on the screens people use: at 1280×800, 1366×768 and 1440×900 nothing
// scrolls sideways, every row's actions button is on screen, and every attachment chip shows
// its mode. English in light at the three sizes, Chinese in dark at the narrowest. Each page
// is kept as a full-page screenshot in the run's output (e2e/.output/*/attachments) to look at.
import type { Page, TestInfo } from '@playwright/test'
import { test } from './page-errors'
import { expect, JOURNEY_TIMEOUT } from './helpers'

interface Words {
  signIn: string
  signOut: string
  volumes: string
  allVolumes: string
  instances: string
  snapshots: string
  backups: string
  transfers: string
  images: string
  overview: string
  demoSettings: string
  volumeTypes: string
  qosSpecs: string
  volumeGroups: string
  groupTypes: string
  enableReplication: string
  manageable: string
  admin: string
  quotas: string
  storage: string
  attachments: string
  userName: string
  password: string
  project: string
  /** The accessible name of a row's actions button. */
  actions: RegExp
  modes: [string, string]
}

const WORDS: Record<'en-US' | 'zh-CN', Words> = {
  'en-US': {
    signIn: 'Sign In',
    signOut: 'Sign Out',
    volumes: 'Volumes',
    allVolumes: 'All my volumes',
    instances: 'Instances',
    snapshots: 'Snapshots',
    backups: 'Backups',
    transfers: 'Transfers',
    images: 'Images',
    overview: 'Overview',
    demoSettings: 'Demo settings',
    volumeTypes: 'Volume Types',
    qosSpecs: 'QoS Specs',
    volumeGroups: 'Volume Groups',
    groupTypes: 'Group Types',
    enableReplication: 'Enable Replication',
    manageable: 'Manageable storage',
    admin: 'Admin',
    quotas: 'Quotas',
    storage: 'Storage',
    attachments: 'Attachments',
    userName: 'User name',
    password: 'Password',
    project: 'Project',
    actions: /^Actions for /,
    modes: ['RW', 'RO'],
  },
  'zh-CN': {
    signIn: '登录',
    signOut: '退出登录',
    volumes: '云硬盘',
    allVolumes: '我的全部卷',
    instances: '云主机',
    snapshots: '快照',
    backups: '备份',
    transfers: '转让',
    images: '镜像',
    overview: '概览',
    demoSettings: '演示云设置',
    volumeTypes: '云硬盘类型',
    qosSpecs: 'QoS 规格',
    volumeGroups: '云硬盘组',
    groupTypes: '组类型',
    enableReplication: '启用复制',
    manageable: '可纳管存储',
    admin: '管理员',
    quotas: '配额',
    storage: '存储',
    attachments: '挂载',
    userName: '用户名',
    password: '密码',
    project: '项目',
    actions: / 的操作$/,
    modes: ['读写', '只读'],
  },
}

const LOOKS = [
  { width: 1280, height: 800, locale: 'en-US', colorScheme: 'light' },
  { width: 1366, height: 768, locale: 'en-US', colorScheme: 'light' },
  { width: 1440, height: 900, locale: 'en-US', colorScheme: 'light' },
  { width: 1280, height: 800, locale: 'zh-CN', colorScheme: 'dark' },
] as const

/** Elements that scroll sideways (the page itself included), as "tag.class scrollWidth>clientWidth". */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth}>${root.clientWidth}`)
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const overflow = getComputedStyle(element).overflowX
      if ((overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} ${element.scrollWidth}>${element.clientWidth}`,
        )
      }
    }
    return found
  })
}

/**
 * The chips that carry a mode (their title ends with it) and those whose mode badge is not
 * seen whole: scrolled to, its middle must be the badge itself (nothing clips or covers it)
 * and it must end inside its chip.
 */
function chipModes(page: Page, modes: readonly string[]): Promise<{ checked: number; unseen: string[] }> {
  return page.evaluate((modes) => {
    const unseen: string[] = []
    let checked = 0
    for (const chip of document.querySelectorAll<HTMLElement>('[title]')) {
      const title = chip.title
      const mode = modes.find((candidate) => title.endsWith(` · ${candidate}`))
      if (!mode) continue
      checked += 1
      const badge = [...chip.querySelectorAll('span')].find(
        (span) => span.childElementCount === 0 && span.textContent === mode,
      )
      if (!badge) {
        unseen.push(`${title} (no badge)`)
        continue
      }
      badge.scrollIntoView({ block: 'center', inline: 'nearest' })
      const box = badge.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      if (!hit || !badge.contains(hit) || box.right > chip.getBoundingClientRect().right + 0.5) unseen.push(title)
    }
    return { checked, unseen }
  }, modes)
}

async function checkFit(page: Page, words: Words, name: string, testInfo: TestInfo, chips = false) {
  expect(await sidewaysScrollers(page), `${name}: nothing scrolls sideways`).toEqual([])
  const offScreen = await page.getByRole('button', { name: words.actions }).evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const box = button.getBoundingClientRect()
        return box.left < 0 || box.right > document.documentElement.clientWidth
      })
      .map((button) => button.getAttribute('aria-label')),
  )
  expect(offScreen, `${name}: every row's actions button is on screen`).toEqual([])
  const modes = await chipModes(page, words.modes)
  expect(modes.unseen, `${name}: every chip's mode is seen`).toEqual([])
  if (chips) expect(modes.checked, `${name}: chips with a mode`).toBeGreaterThan(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
}

async function signIn(page: Page, words: Words, user?: { name: string; password: string; project: string }) {
  await page.goto('/?scenario=demo')
  await expect(page.getByRole('heading', { name: words.signIn })).toBeVisible()
  if (user) {
    await page.getByLabel(words.userName).fill(user.name)
    await page.getByLabel(words.password).fill(user.password)
    await page.getByLabel(words.project, { exact: true }).fill(user.project)
  }
  await page.getByRole('button', { name: words.signIn }).click()
  await expect(page.getByRole('button', { name: words.signOut })).toBeVisible()
  await expect(page.getByRole('heading', { name: words.volumes, level: 1 })).toBeVisible()
}

for (const look of LOOKS) {
  test.describe(`${look.width}×${look.height}, ${look.locale}, ${look.colorScheme}`, () => {
    test.use({
      viewport: { width: look.width, height: look.height },
      locale: look.locale,
      colorScheme: look.colorScheme,
    })
    // One walk through every page (a dozen), each with a full-page screenshot: twice a journey.
    test.describe.configure({ timeout: JOURNEY_TIMEOUT * 2 })

    test('every page fits: no sideways scroll, row actions on screen, chips show their mode', async ({
      page,
    }, testInfo) => {
      const words = WORDS[look.locale]
      const named = (page: string) => `${page}-${look.width}-${look.locale}-${look.colorScheme}`
      const table = (name: string) => page.getByRole('table', { name })
      const nav = page.getByRole('navigation')
      await signIn(page, words)
      // The shared volumes lead the first page (the demo scenario makes them last).
      await expect(
        table(words.volumes).getByTitle(new RegExp(`^db-primary · /dev/vd[a-z] · ${words.modes[0]}$`)),
      ).toBeVisible()
      await expect(
        table(words.volumes)
          .getByTitle(new RegExp(` · ${words.modes[1]}$`))
          .first(),
      ).toBeVisible()
      await checkFit(page, words, named('volumes'), testInfo, true)

      await table(words.volumes).getByRole('link', { name: 'pg-shared-data', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'pg-shared-data', level: 1 })).toBeVisible()
      await expect(table(words.attachments).getByRole('row').filter({ hasText: 'db-standby' })).toBeVisible()
      await checkFit(page, words, named('volume-detail'), testInfo)

      await nav.getByRole('link', { name: words.snapshots }).click()
      await expect(table(words.snapshots).getByRole('row').filter({ hasText: 'pg-before-upgrade' })).toBeVisible()
      await checkFit(page, words, named('snapshots'), testInfo)

      // An empty Backups panel (the demo has none) still fits, with its filters.
      await nav.getByRole('link', { name: words.backups }).click()
      await expect(page.getByRole('heading', { name: words.backups, level: 1 })).toBeVisible()
      await checkFit(page, words, named('backups'), testInfo)

      // The Transfers panel, with its Accept Transfer button and nothing pending.
      await nav.getByRole('link', { name: words.transfers, exact: true }).click()
      await expect(page.getByRole('heading', { name: words.transfers, level: 1 })).toBeVisible()
      await checkFit(page, words, named('transfers'), testInfo)

      // The Images panel: the scenario's public images, every column shown or given way.
      await nav.getByRole('link', { name: words.images, exact: true }).click()
      await expect(table(words.images).getByRole('row').filter({ hasText: 'cirros' })).toBeVisible()
      await checkFit(page, words, named('images'), testInfo)

      // The quotas: the cards and the per-type table with every type shown.
      await nav.getByRole('link', { name: words.overview, exact: true }).click()
      await expect(page.getByRole('heading', { name: words.overview, level: 1 })).toBeVisible()
      await page.getByRole('table').getByRole('row').filter({ hasText: 'shared-ssd' }).waitFor()
      await checkFit(page, words, named('overview'), testInfo)

      // Every project and region in one table: its Project and Region columns fit too.
      await nav.getByRole('link', { name: words.allVolumes }).click()
      await expect(table(words.allVolumes).getByRole('row').filter({ hasText: 'pg-shared-data' })).toBeVisible()
      await checkFit(page, words, named('all-volumes'), testInfo)

      await nav.getByRole('link', { name: words.instances }).click()
      await expect(table(words.instances).getByRole('row').filter({ hasText: 'worker-01' })).toBeVisible()
      await checkFit(page, words, named('instances'), testInfo, true)

      // Volume Groups: the list, and a group's page with its group snapshot.
      await nav.getByRole('link', { name: words.volumeGroups }).click()
      await page.getByRole('link', { name: 'app-stack', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'app-stack', level: 1 })).toBeVisible()
      await expect(page.getByText('app-stack-baseline')).toBeVisible()
      await checkFit(page, words, named('group'), testInfo)
      await page.goBack()
      await expect(page.getByRole('heading', { name: words.volumeGroups, level: 1 })).toBeVisible()
      await checkFit(page, words, named('groups'), testInfo)
      // A replicating group: its toolbar has the three replication actions.
      await page.getByRole('link', { name: 'dr-pair', exact: true }).click()
      await expect(page.getByRole('button', { name: words.enableReplication })).toBeVisible()
      await checkFit(page, words, named('group-replicating'), testInfo)

      await nav.getByRole('link', { name: words.demoSettings }).click()
      await expect(page.getByRole('heading', { name: words.demoSettings, level: 1 })).toBeVisible()
      await checkFit(page, words, named('demo-settings'), testInfo)

      // An admin's pages: the volume types, QoS, group types, the storage Cinder does not manage, quotas and storage.
      await page.getByRole('button', { name: words.signOut }).click()
      // Sign In is offered once the session has ended: a page loaded before would still find it.
      await expect(page.getByRole('button', { name: words.signIn })).toBeEnabled()
      await signIn(page, words, { name: 'admin', password: 'admin', project: 'admin' })
      await nav.getByRole('link', { name: words.volumeTypes }).click()
      await expect(page.getByRole('heading', { name: words.volumeTypes, level: 1 })).toBeVisible()
      await expect(table(words.volumeTypes).getByRole('row').nth(1)).toBeVisible()
      await checkFit(page, words, named('volume-types'), testInfo)
      await nav.getByRole('link', { name: words.qosSpecs }).click()
      await expect(page.getByRole('heading', { name: words.qosSpecs, level: 1 })).toBeVisible()
      await expect(table(words.qosSpecs).getByRole('row').nth(1)).toBeVisible()
      await checkFit(page, words, named('qos-specs'), testInfo)
      await nav.getByRole('link', { name: words.groupTypes }).click()
      await expect(page.getByRole('heading', { name: words.groupTypes, level: 1 })).toBeVisible()
      await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'consistent-snapshots' })).toBeVisible()
      await checkFit(page, words, named('group-types'), testInfo)
      await nav.getByRole('link', { name: words.manageable }).click()
      await expect(page.getByRole('heading', { name: words.manageable, level: 1 })).toBeVisible()
      await expect(page.getByRole('rowheader', { name: 'legacy-logs' })).toBeVisible()
      await checkFit(page, words, named('manageable'), testInfo)
      const admin = page.getByRole('navigation', { name: words.admin })
      await admin.getByRole('link', { name: words.quotas, exact: true }).click()
      await expect(page.getByRole('heading', { name: words.quotas, level: 1 })).toBeVisible()
      await expect(page.getByRole('table').first()).toBeVisible()
      await checkFit(page, words, named('quotas'), testInfo)
      await admin.getByRole('link', { name: words.storage, exact: true }).click()
      await expect(page.getByRole('heading', { name: words.storage, level: 1 })).toBeVisible()
      await expect(page.getByRole('table').nth(1)).toBeVisible()
      await checkFit(page, words, named('storage'), testInfo)
    })
  })
}
