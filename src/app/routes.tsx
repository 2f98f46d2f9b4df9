import type { QueryClient } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import type { OpenStackClient } from '../api'
import { preloadFollowProject, RequireSession } from '../features/auth/RequireSession'
import { preloadable } from '../lib/preloadable'
import { SignInPage } from '../features/auth/SignInPage'
import { paths } from '../lib/paths'
import { PageLoading } from '../components/PageLoading'
import { RouteError } from './RouteError'

// The first screen is Sign In: it comes with the app. The signed-in layout and each page are
// chunks of their own, loaded when first needed.
const layout = preloadable(() => import('./AppLayout').then((m) => m.AppLayout))
const AppLayout = layout.Component
/** The signed-in layout's code, fetched while a reload or a link looks up its session. */
export const preloadLayout = layout.preload
const loadVolumes = () => import('../features/volumes/VolumeListPage')

/**
 * The code of the first signed-in screen, fetched while Sign In is on screen
 * (docs/requests-per-view.md); settled once all of it has arrived.
 */
export function loadSignedInCode(): Promise<unknown> {
  return Promise.all([
    layout.preload(),
    loadVolumes(),
    // What runs between Keystone's answer and the first rows: the Volumes page's reads and the
    // step from the address without a project to the session's project.
    import('../features/volumes/start-volume-list'),
    preloadFollowProject(),
  ])
}

function prepareSignedIn(): void {
  // Only ahead of need: a chunk that fails here is asked for again, and reported, by its route.
  loadSignedInCode().catch(() => undefined)
}

/** The reads of the page Sign In goes to, started as the session begins (Volumes: the first page). */
function startSignedIn(queryClient: QueryClient, client: OpenStackClient, target: string): void {
  const url = new URL(target, window.location.origin)
  if (url.pathname !== '/' && url.pathname !== paths.volumes) return
  void import('../features/volumes/start-volume-list').then((m) => m.startVolumeList(queryClient, client, url.search))
}

/** A page of the signed-in layout: a failure to render or to load shows RouteError in its place. */
export function page(route: RouteObject): RouteObject {
  return { ...route, errorElement: <RouteError /> } as RouteObject
}

const pages: RouteObject[] = [
  page({
    path: paths.volumes,
    lazy: () => loadVolumes().then((m) => ({ Component: m.VolumeListPage })),
  }),
  page({
    path: paths.volume,
    lazy: () => import('../features/volumes/VolumeDetailPage').then((m) => ({ Component: m.VolumeDetailPage })),
  }),
  page({
    path: paths.allVolumes,
    lazy: () => import('../features/all-volumes/AllVolumesPage').then((m) => ({ Component: m.AllVolumesPage })),
  }),
  page({
    path: paths.snapshots,
    lazy: () => import('../features/snapshots/SnapshotListPage').then((m) => ({ Component: m.SnapshotListPage })),
  }),
  page({
    path: paths.snapshot,
    lazy: () => import('../features/snapshots/SnapshotDetailPage').then((m) => ({ Component: m.SnapshotDetailPage })),
  }),
  page({
    path: paths.backups,
    lazy: () => import('../features/backups/BackupListPage').then((m) => ({ Component: m.BackupListPage })),
  }),
  page({
    path: paths.backup,
    lazy: () => import('../features/backups/BackupDetailPage').then((m) => ({ Component: m.BackupDetailPage })),
  }),
  page({
    path: paths.overview,
    lazy: () => import('../features/overview/OverviewPage').then((m) => ({ Component: m.OverviewPage })),
  }),
  page({
    path: paths.images,
    lazy: () => import('../features/images/ImagesPage').then((m) => ({ Component: m.ImagesPage })),
  }),
  page({
    path: paths.transfers,
    lazy: () => import('../features/transfers/TransfersPage').then((m) => ({ Component: m.TransfersPage })),
  }),
  page({
    path: paths.groups,
    lazy: () => import('../features/groups/GroupListPage').then((m) => ({ Component: m.GroupListPage })),
  }),
  page({
    path: paths.group,
    lazy: () => import('../features/groups/GroupDetailPage').then((m) => ({ Component: m.GroupDetailPage })),
  }),
  page({
    path: paths.instances,
    lazy: () => import('../features/instances/InstancesPage').then((m) => ({ Component: m.InstancesPage })),
  }),
  page({
    path: paths.instance,
    lazy: () => import('../features/instances/InstanceDetailPage').then((m) => ({ Component: m.InstanceDetailPage })),
  }),
  page({
    path: paths.sharingMap,
    lazy: () => import('../features/sharing-map/SharingMapPage').then((m) => ({ Component: m.SharingMapPage })),
  }),
]

// Admin pages: only for the admin role (RequireAdmin shows anyone else a "needs admin" page).
const adminPages: RouteObject[] = [
  page({
    path: paths.adminVolumeTypes,
    lazy: () => import('../features/admin/VolumeTypesPage').then((m) => ({ Component: m.VolumeTypesPage })),
  }),
  page({
    path: paths.adminQosSpecs,
    lazy: () => import('../features/admin/QosSpecsPage').then((m) => ({ Component: m.QosSpecsPage })),
  }),
  page({
    path: paths.adminGroupTypes,
    lazy: () => import('../features/admin/GroupTypesPage').then((m) => ({ Component: m.GroupTypesPage })),
  }),
  page({
    path: paths.adminVolumes,
    lazy: () => import('../features/admin/all-projects/AllVolumesPage').then((m) => ({ Component: m.AllVolumesPage })),
  }),
  page({
    path: paths.adminSnapshots,
    lazy: () =>
      import('../features/admin/all-projects/AllSnapshotsPage').then((m) => ({ Component: m.AllSnapshotsPage })),
  }),
  page({
    path: paths.adminBackups,
    lazy: () => import('../features/admin/all-projects/AllBackupsPage').then((m) => ({ Component: m.AllBackupsPage })),
  }),
  page({
    path: paths.adminQuotas,
    lazy: () => import('../features/admin/QuotasPage').then((m) => ({ Component: m.QuotasPage })),
  }),
  page({
    path: paths.adminStorage,
    lazy: () => import('../features/admin/StoragePage').then((m) => ({ Component: m.StoragePage })),
  }),
  page({
    path: paths.adminManageable,
    lazy: () => import('../features/admin/manage/ManageablePage').then((m) => ({ Component: m.ManageablePage })),
  }),
]

// The literal check lets a VITE_CLOUD=real build drop the Demo settings page altogether.
const demoPages: RouteObject[] =
  import.meta.env.VITE_CLOUD === 'real'
    ? []
    : [
        page({
          path: paths.demoSettings,
          lazy: () => import('../features/settings/DemoSettingsPage').then((m) => ({ Component: m.DemoSettingsPage })),
        }),
      ]

// The demo's identity provider for its single sign-on, outside the signed-in layout as Sign In is.
const demoSignInPages: RouteObject[] =
  import.meta.env.VITE_CLOUD === 'real'
    ? []
    : [
        {
          path: paths.demoSingleSignOn,
          lazy: () =>
            import('../features/auth/DemoIdentityProviderPage').then((m) => ({
              Component: m.DemoIdentityProviderPage,
            })),
          hydrateFallbackElement: <PageLoading />,
        },
      ]

export const routes: RouteObject[] = [
  { path: paths.signIn, element: <SignInPage prepare={prepareSignedIn} start={startSignedIn} /> },
  ...demoSignInPages,
  {
    path: '/',
    element: (
      <RequireSession>
        <Suspense fallback={<PageLoading />}>
          <AppLayout />
        </Suspense>
      </RequireSession>
    ),
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Navigate to={paths.volumes} replace /> },
      ...pages,
      // The gate is a chunk of its own, like the pages behind it: members never load it.
      { lazy: () => import('./RequireAdmin').then((m) => ({ Component: m.RequireAdmin })), children: adminPages },
      ...demoPages,
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]
