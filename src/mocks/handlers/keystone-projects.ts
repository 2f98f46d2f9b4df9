// Keystone's projects as the demo cloud's identity answers them: GET /v3/projects (an admin's,
// with the name, domain_id and enabled filters) and GET /v3/projects/{id} (an admin's, or the
// caller's own project), per Keystone's default policies (identity:list_projects, identity:get_project
// "rule:admin_required or project_id:%(target.project.id)s"; K:keystone/common/policies/project.py)
// and its 404 text (K:keystone/exception.py, ProjectNotFound). The CLIs look a project up by id,
// then by name (osc_lib.utils.find_resource, keystoneclient's find).
import type { Caller, DemoCloud } from '../cloud/cloud'
import { isAdmin } from '../cloud/cloud'
import type { ProjectRecord } from '../cloud/state'
import { json, keystoneError } from '../http/respond'

const forbidden = (action: string) =>
  keystoneError(403, 'Forbidden', `You are not authorized to perform the requested action: identity:${action}.`)

/** A project as Keystone shows it (the same in /v3/projects and /v3/auth/projects). */
export function projectView(project: ProjectRecord, origin: string) {
  return {
    id: project.id,
    name: project.name,
    domain_id: project.domain_id,
    description: project.description ?? '',
    enabled: true,
    parent_id: project.domain_id,
    is_domain: false,
    tags: [],
    options: {},
    links: { self: `${origin}/identity/v3/projects/${project.id}` },
  }
}

/** GET /v3/projects[?name=&domain_id=&enabled=]. */
export function listProjects(cloud: DemoCloud, request: Request, caller: Caller): Response {
  if (!isAdmin(caller)) return forbidden('list_projects')
  const url = new URL(request.url)
  const name = url.searchParams.get('name')
  const domain = url.searchParams.get('domain_id')
  const enabled = url.searchParams.get('enabled')
  const projects = cloud.state.projects.filter(
    (project) =>
      (name === null || project.name === name) &&
      (domain === null || project.domain_id === domain) &&
      // Every project of the demo cloud is enabled.
      (enabled === null || !['false', '0', 'no'].includes(enabled.toLowerCase())),
  )
  return json({
    projects: projects.map((project) => projectView(project, url.origin)),
    links: { next: null, self: `${url.origin}/identity/v3/projects`, previous: null },
  })
}

/** GET /v3/projects/{id}. */
export function getProject(cloud: DemoCloud, request: Request, caller: Caller, projectId: string): Response {
  if (!isAdmin(caller) && caller.projectId !== projectId) return forbidden('get_project')
  const project = cloud.state.projects.find((candidate) => candidate.id === projectId)
  if (!project) return keystoneError(404, 'Not Found', `Could not find project: ${projectId}.`)
  return json({ project: projectView(project, new URL(request.url).origin) })
}
