"""The accounts of accounts.json on a Keystone, through its API as its admin: a project,
users with their options (keystone/identity/backends/resource_options.py), the member role
there, a user's totp credential, and the federation. Run again on the same database (a shared
cloud's keeps it), it makes the users and the group afresh (no lockout or password history is
left from before) and brings the federation objects up to date.
Usage: setup.py AUTH_URL ADMIN_PASSWORD ACCOUNTS_JSON"""
import json
import sys
import urllib.error
import urllib.parse
import urllib.request

auth_url, admin_password, accounts_file = sys.argv[1], sys.argv[2], sys.argv[3]
accounts = json.load(open(accounts_file))


def call(method, path, body=None, token=None):
    request = urllib.request.Request(
        auth_url + path, method=method,
        data=None if body is None else json.dumps(body).encode(),
        headers={'Content-Type': 'application/json', **({'X-Auth-Token': token} if token else {})})
    with urllib.request.urlopen(request) as answer:
        text = answer.read()
        return answer.headers, (json.loads(text) if text else None)


headers, _ = call('POST', '/auth/tokens', {'auth': {
    'identity': {'methods': ['password'], 'password': {'user': {
        'name': 'admin', 'domain': {'id': 'default'}, 'password': admin_password}}},
    'scope': {'project': {'name': 'admin', 'domain': {'id': 'default'}}}}})
token = headers['X-Subject-Token']


def drop(path):
    try:
        call('DELETE', path, token=token)
    except urllib.error.HTTPError as error:
        if error.code != 404:
            raise


def put_or_patch(path, body):
    """PUT creates a federation object; on one left by an earlier run, PATCH brings it up to date
    (an identity provider deleted and made again would leave its generated domain behind)."""
    try:
        call('PUT', path, body, token)
    except urllib.error.HTTPError as error:
        if error.code != 409:
            raise
        call('PATCH', path, body, token)


def found(collection, name):
    _, listed = call('GET', f'/{collection}?' + urllib.parse.urlencode({'name': name, 'domain_id': 'default'}), token=token)
    return listed[collection][0]['id'] if listed[collection] else None


def project(name):
    existing = found('projects', name)
    if existing:
        return existing
    _, created = call('POST', '/projects', {'project': {'name': name, 'domain_id': 'default'}}, token)
    return created['project']['id']


project_id = project(accounts['project'])
_, roles = call('GET', '/roles?name=member', token=token)
member_role = roles['roles'][0]['id']
for user in accounts['users']:
    existing = found('users', user['name'])
    if existing:
        drop(f'/users/{existing}')
    exempt = user['options'].get('ignore_change_password_upon_first_use', False)
    # Zed expires a new user's password before it stores the user's options (sql.py
    # create_user), so an exempt user gets a first password and then its own, set by the admin.
    _, made = call('POST', '/users', {'user': {
        'name': user['name'], 'password': user['password'] + ('-first' if exempt else ''),
        'domain_id': 'default', 'default_project_id': project_id, 'options': user['options']}}, token)
    user_id = made['user']['id']
    if exempt:
        call('PATCH', f'/users/{user_id}', {'user': {'password': user['password']}}, token)
    call('PUT', f'/projects/{project_id}/users/{user_id}/roles/{member_role}', token=token)
    if 'totp' in user:
        call('POST', '/credentials', {'credential': {'type': 'totp', 'blob': user['totp'], 'user_id': user_id}}, token)
federation = accounts.get('federation')
if federation:
    # An identity provider, a mapping of its users (by e-mail) into a group with a role in
    # projects, and its protocol (doc/source/admin/federation/configure_federation.rst). Users
    # the group does not list are mapped with no group: signed in, with a role in no project.
    idp = federation['identity_provider']
    existing = found('groups', federation['group'])
    if existing:
        drop(f'/groups/{existing}')
    _, group = call('POST', '/groups', {'group': {'name': federation['group'], 'domain_id': 'default'}}, token)
    group_id = group['group']['id']
    for name in federation['group_projects']:
        call('PUT', f'/projects/{project(name)}/groups/{group_id}/roles/{member_role}', token=token)
    put_or_patch(f'/OS-FEDERATION/identity_providers/{idp}',
                 {'identity_provider': {'remote_ids': [federation['remote_id']], 'enabled': True}})
    # keystone/federation/utils.py RuleProcessor: the user is the first rule's that matches,
    # the groups every matching rule's.
    rules = [{'local': [{'user': {'name': '{0}'}}], 'remote': [{'type': 'HTTP_OIDC_EMAIL'}]},
             {'local': [{'group': {'id': group_id}}],
              'remote': [{'type': 'HTTP_OIDC_EMAIL', 'any_one_of': federation['group_members']}]}]
    put_or_patch(f'/OS-FEDERATION/mappings/{idp}-mapping', {'mapping': {'rules': rules}})
    put_or_patch(f"/OS-FEDERATION/identity_providers/{idp}/protocols/{federation['protocol']}",
                 {'protocol': {'mapping_id': f'{idp}-mapping'}})
print(f"keystone: project {accounts['project']}, users {', '.join(u['name'] for u in accounts['users'])}")
