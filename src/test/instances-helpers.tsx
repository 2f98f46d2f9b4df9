// Test helpers of the Instances panel: the page against the demo cloud, rows by server name,
// row actions by label.
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { OpenStackClient } from '../api'
import { MemoryRouter } from 'react-router'
import { renderWithClient } from './render-with-client'
import { InstancesPage } from '../features/instances/InstancesPage'

export async function renderInstances(client: OpenStackClient) {
  // In a router, as in the app: Launch as Instance reaches the panel through its address.
  const result = renderWithClient(
    <MemoryRouter>
      <InstancesPage />
    </MemoryRouter>,
    client,
  )
  await screen.findByRole('table', { name: 'Instances' }, { timeout: 5000 })
  return result
}

// `hidden: true` skips the per-element visibility check, which costs seconds on a table this big
// in jsdom; the rows are all shown anyway.
const FAST = { hidden: true } as const

/** The row whose Name cell is exactly `name`. */
export function rowOf(name: string): HTMLElement {
  const rows = within(screen.getByRole('table', { name: 'Instances', ...FAST })).getAllByRole('row', FAST)
  const row = rows.find((item) => item.querySelector('td')?.textContent === name)
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

/** The cell of `row` under the column header `column`. */
export function cellOf(row: HTMLElement, column: string): HTMLElement {
  const headers = within(screen.getByRole('table', { name: 'Instances', ...FAST })).getAllByRole('columnheader', FAST)
  const index = headers.findIndex((header) => header.textContent === column)
  const cell = within(row).getAllByRole('cell', FAST)[index]
  if (!cell) throw new Error(`no column ${column}`)
  return cell
}

export async function openMenu(user: UserEvent, serverName: string): Promise<HTMLElement> {
  await user.click(within(rowOf(serverName)).getByRole('button', { name: `Actions for ${serverName}`, ...FAST }))
  return screen.findByRole('menu', { name: `Actions for ${serverName}` })
}

/** A menu item by its label; a disabled one carries its reason as secondary text. */
export function menuItem(menu: HTMLElement, label: string): HTMLElement {
  const item = within(menu)
    .getAllByRole('menuitem')
    .find((candidate) => candidate.querySelector('.MuiListItemText-primary')?.textContent === label)
  if (!item) throw new Error(`no menu item ${label}`)
  return item
}
