// The top bar's project and region: the projects the user has a role on (Keystone's
// /v3/auth/projects) and, when the catalog has several, its regions. Choosing a project goes to
// the same panel in that project's address (the session follows the address, see
// lib/project-url.ts); choosing a region moves the session's endpoints there.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { errorText } from '../components/error-text'
import { useNotify } from '../components/notify-context'
import { useT } from '../i18n/use-t'
import { useProjectUrl } from '../lib/project-url'
import { useClient, useSession } from '../lib/session'
import { myProjectsOptions } from '../queries/identity'
import { ChoiceMenu } from './ChoiceMenu'

/** The panel of a page (`/volumes/<id>` → `/volumes`): what another project or region has too. */
function panelOf(pathname: string): string {
  return `/${pathname.split('/')[1] ?? ''}`
}

export function ProjectMenu() {
  const client = useClient()
  const { switchTo } = useSession()
  const projectUrl = useProjectUrl()
  const { pathname } = useLocation()
  const t = useT()
  // Asked when the menu first opens, not with every page.
  const [wanted, setWanted] = useState(false)
  const projects = useQuery({ ...myProjectsOptions(client), enabled: wanted })
  const current = client.token.project
  // Keystone re-scopes no application credential's token: the menu says so instead of offering projects.
  const bound = client.token.applicationCredential !== null
  const choices = (projects.data ?? [current]).map((project) => ({
    value: project.id,
    label: project.name,
    detail: 'description' in project && project.description ? project.description : undefined,
  }))
  return (
    <ChoiceMenu
      label={t('Project: {{project}}', { project: current.name })}
      text={
        <>
          {t('Project:')} <strong>{current.name}</strong>
        </>
      }
      choices={projects.isSuccess && !bound ? choices : []}
      current={current.id}
      empty={
        bound
          ? t('Signed in with an application credential, which keeps the session in its project.')
          : projects.isError
            ? errorText(projects.error).message
            : t('Loading projects…')
      }
      onOpen={() => setWanted(!bound)}
      onChoose={(projectId) => {
        if (projectUrl) projectUrl.open(projectId, panelOf(pathname))
        else void switchTo({ projectId })
      }}
    />
  )
}

export function RegionMenu() {
  const client = useClient()
  const { switchTo } = useSession()
  const navigate = useNavigate()
  const notify = useNotify()
  const { pathname } = useLocation()
  const t = useT()
  const regions = client.regions
  if (regions.length < 2) return null
  const region = client.place.region
  return (
    <ChoiceMenu
      label={t('Region: {{region}}', { region })}
      text={
        <>
          {t('Region:')} <strong>{region}</strong>
        </>
      }
      choices={regions.map((name) => ({ value: name, label: name }))}
      current={region}
      onChoose={(next) => {
        const panel = panelOf(pathname)
        switchTo({ region: next }).then(
          () => void navigate(panel),
          (error: unknown) => notify.error(t('Could not switch to region {{region}}', { region: next }), error),
        )
      }}
    />
  )
}
