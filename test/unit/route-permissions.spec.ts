import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderOpenApi } from '../../src/openapi/render';
import { renderPermissionsDoc, routePermissions } from '../../src/openapi/permissions-doc';
import { PERMISSIONS } from '../../src/access/permissions';
import { ROLE_CATALOGUE } from '../../src/access/role-catalogue';

describe('route → permission map', () => {
  let yaml: string;

  beforeAll(async () => {
    yaml = await renderOpenApi();
  });

  /** Who may call what. A change to this snapshot is a change of authorization: review it. */
  it('matches the reviewed snapshot', () => {
    expect(routePermissions(yaml)).toMatchSnapshot();
  });

  it('names only permissions of the catalogue', () => {
    const used = Object.values(routePermissions(yaml)).filter((p) => !['public', 'signed in', 'till'].includes(p));
    expect(used.filter((p) => !(p in PERMISSIONS))).toEqual([]);
  });

  // CONTRACT §11.1: client roles hold the till authorities `pos.*` too.
  it('gives platform roles only portal permissions, client roles only org and pos ones, and user none', () => {
    for (const role of ROLE_CATALOGUE) {
      const prefixes = { platform: ['portal.'], client: ['org.', 'pos.'], account: ['-'] }[role.audience];
      expect(role.permissions.filter((p) => !prefixes.some((prefix) => p.startsWith(prefix)))).toEqual([]);
    }
  });

  it('is documented in docs/permissions.md (run `npm run openapi`)', () => {
    const committed = readFileSync(join(__dirname, '..', '..', 'docs', 'permissions.md'), 'utf8');
    expect(committed).toBe(renderPermissionsDoc(yaml));
  });
});
