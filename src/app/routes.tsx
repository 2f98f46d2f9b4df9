import { Navigate, type RouteObject } from 'react-router'
import { RequireSession } from '../features/auth/RequireSession'
import { SignInPage } from '../features/auth/SignInPage'
import { InstancesPage } from '../features/instances/InstancesPage'
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
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]
