// Test helper: a group's page at /groups/<id> (with the list's route for a delete to go back to),
// rendered for `client`; returns a user-event set up without delays.
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { OpenStackClient } from '../api'
import { GroupDetailPage } from '../features/groups/GroupDetailPage'
import { renderWithClient } from './render-with-client'

export function openGroupPage(client: OpenStackClient, groupId: string) {
  renderWithClient(
    <MemoryRouter initialEntries={[`/groups/${groupId}`]}>
      <Routes>
        <Route path="/groups/:groupId" element={<GroupDetailPage />} />
        <Route path="/groups" element={<p>Groups list</p>} />
      </Routes>
    </MemoryRouter>,
    client,
  )
  return userEvent.setup({ delay: null })
}
