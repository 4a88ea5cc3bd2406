import 'reflect-metadata';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import type { ScopeType } from '../../src/access/entities/role-assignment.entity';
import { appliesToOrganization, appliesToOrganizationSql } from '../../src/access/role-scope';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/** Two clients of two organizations of two branches each: few enough that generated assignments meet. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PLACES = [1, 2].flatMap((c) =>
  [1, 2].flatMap((o) =>
    [1, 2].map((b) => ({ clientId: id(c), organizationId: id(c * 10 + o), branchId: id(c * 100 + o * 10 + b) })),
  ),
);

interface Assignment {
  scopeType: ScopeType;
  clientId: string | null;
  organizationId: string | null;
  branchId: string | null;
}

/** An assignment of the shape the table's check constraint allows, somewhere in PLACES. */
const assignment: fc.Arbitrary<Assignment> = fc
  .record({
    scopeType: fc.constantFrom<ScopeType>('platform', 'client', 'organization', 'branch'),
    place: fc.constantFrom(...PLACES),
  })
  .map(({ scopeType, place }) => ({
    scopeType,
    clientId: scopeType === 'platform' ? null : place.clientId,
    organizationId: scopeType === 'organization' || scopeType === 'branch' ? place.organizationId : null,
    branchId: scopeType === 'branch' ? place.branchId : null,
  }));

/** An organization of PLACES, or one of no client anybody holds a role in. */
const organization = fc.oneof(
  fc.constantFrom(...PLACES).map((p) => ({ id: p.organizationId, clientId: p.clientId })),
  fc.constant({ id: id(999), clientId: id(998) }),
);

/**
 * "The roles that apply to an organization" is a TypeScript rule (the guard's standing) and
 * an SQL condition (the members statements, the caller's organizations): on generated
 * assignments, PostgreSQL keeps exactly the ones the TypeScript rule keeps.
 */
describe('the roles that apply to an organization', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url, { poolSize: 1 })).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('are the same in TypeScript and in SQL', async () => {
    const sql = `SELECT a."i" FROM jsonb_to_recordset($3::jsonb)
        AS a("i" int, "scope_type" text, "client_id" uuid, "organization_id" uuid, "branch_id" uuid)
      WHERE ${appliesToOrganizationSql('a', { id: '$1::uuid', clientId: '$2::uuid' })} ORDER BY a."i"`;
    await fc.assert(
      fc.asyncProperty(fc.array(assignment, { maxLength: 12 }), organization, async (assignments, place) => {
        const rows = assignments.map((a, i) => ({
          i,
          scope_type: a.scopeType,
          client_id: a.clientId,
          organization_id: a.organizationId,
          branch_id: a.branchId,
        }));
        const found = await dataSource.query<{ i: number }[]>(sql, [place.id, place.clientId, JSON.stringify(rows)]);
        const expected = assignments.flatMap((a, i) => (appliesToOrganization(a, place) ? [i] : []));
        expect(found.map((row) => row.i)).toEqual(expected);
      }),
      { seed: 20_261_126, numRuns: 300 },
    );
  });
});
