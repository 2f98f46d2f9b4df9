"""The accounts of accounts.json on a fresh Keystone, through its API as its admin: a project,
users with their options (keystone/identity/backends/resource_options.py), the member role
there, and a user's totp credential. Usage: setup.py AUTH_URL ADMIN_PASSWORD ACCOUNTS_JSON"""
import json
import sys
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
_, created = call('POST', '/projects', {'project': {'name': accounts['project'], 'domain_id': 'default'}}, token)
project_id = created['project']['id']
_, roles = call('GET', '/roles?name=member', token=token)
member_role = roles['roles'][0]['id']
for user in accounts['users']:
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
    # An identity provider, a mapping of its users (by e-mail) into a group with a role in the
    # project, and its protocol (doc/source/admin/federation/configure_federation.rst).
    _, group = call('POST', '/groups', {'group': {'name': federation['group'], 'domain_id': 'default'}}, token)
    group_id = group['group']['id']
    call('PUT', f'/projects/{project_id}/groups/{group_id}/roles/{member_role}', token=token)
    idp = federation['identity_provider']
    call('PUT', f'/OS-FEDERATION/identity_providers/{idp}',
         {'identity_provider': {'remote_ids': [federation['remote_id']], 'enabled': True}}, token)
    rules = [{'local': [{'user': {'name': '{0}'}}, {'group': {'id': group_id}}],
              'remote': [{'type': 'HTTP_OIDC_EMAIL'}]}]
    call('PUT', f'/OS-FEDERATION/mappings/{idp}-mapping', {'mapping': {'rules': rules}}, token)
    call('PUT', f"/OS-FEDERATION/identity_providers/{idp}/protocols/{federation['protocol']}",
         {'protocol': {'mapping_id': f'{idp}-mapping'}}, token)
print(f"keystone: project {accounts['project']}, users {', '.join(u['name'] for u in accounts['users'])}")
