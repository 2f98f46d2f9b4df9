// Keystone's list of every project (one request, kept five minutes), for the Project column and
// the project filter: names by id, and the list by name.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { OpenStackClient } from '../api'
import { allProjectsOptions } from './identity'

export function useProjectNames(client: OpenStackClient) {
  const query = useQuery(allProjectsOptions(client))
  const names = useMemo(() => new Map((query.data ?? []).map((project) => [project.id, project.name])), [query.data])
  return { query, projects: query.data ?? [], names }
}
