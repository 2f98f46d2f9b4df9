import { Navigate, type RouteObject } from 'react-router'
import { RequireSession } from '../features/auth/RequireSession'
import { SignInPage } from '../features/auth/SignInPage'
import { VolumeTypesPage } from '../features/admin/VolumeTypesPage'
import { InstancesPage } from '../features/instances/InstancesPage'
import { DemoSettingsPage } from '../features/settings/DemoSettingsPage'
import { VolumeDetailPage } from '../features/volumes/VolumeDetailPage'
import { VolumeListPage } from '../features/volumes/VolumeListPage'
import { paths } from '../lib/paths'
import { AppLayout } from './AppLayout'

export const routes: RouteObject[] = [
  { path: paths.signIn, element: <SignInPage /> },
  {
    path: '/',
    element: (
      <RequireSession>
        <AppLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <Navigate to={paths.volumes} replace /> },
      { path: paths.volumes, element: <VolumeListPage /> },
      { path: paths.volume, element: <VolumeDetailPage /> },
      { path: paths.instances, element: <InstancesPage /> },
      { path: paths.adminVolumeTypes, element: <VolumeTypesPage /> },
      { path: paths.demoSettings, element: <DemoSettingsPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]
