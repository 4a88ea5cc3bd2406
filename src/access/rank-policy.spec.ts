import { DomainException } from '../common/errors/domain.exception';
import { Actor, actorOf, RankPolicy } from './rank-policy';

const policy = new RankPolicy();
const role = (code: string, rank: number, permissions: string[] = []) => ({ code, rank, permissions });

function codeOf(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as DomainException).code;
  }
}

describe('RankPolicy', () => {
  const admin: Actor = actorOf('admin', [role('admin', 800, ['a', 'b'])]);
  const director: Actor = actorOf('director', [role('director', 1000, ['a', 'b'])]);

  it('takes the highest rank and the union of permissions of the roles in scope', () => {
    const actor = actorOf('u', [role('support', 100, ['a']), role('manager', 500, ['b'])]);
    expect(actor.rank).toBe(500);
    expect([...actor.permissions].sort()).toEqual(['a', 'b']);
    expect(actor.isDirector).toBe(false);
    expect(actorOf('none', []).rank).toBe(Number.NEGATIVE_INFINITY);
  });

  it('lets a caller manage only users of lower rank (rule 1)', () => {
    expect(codeOf(() => policy.assertMayManageUser(admin, { userId: 'x', rank: 500 }))).toBeUndefined();
    expect(codeOf(() => policy.assertMayManageUser(admin, { userId: 'x', rank: 800 }))).toBe('insufficient_rank');
    expect(codeOf(() => policy.assertMayManageUser(admin, { userId: 'x', rank: 1000 }))).toBe('insufficient_rank');
  });

  it('excepts a director only where the exception applies', () => {
    expect(codeOf(() => policy.assertMayManageUser(director, { userId: 'x', rank: 1000 }))).toBe('insufficient_rank');
    expect(
      codeOf(() => policy.assertMayManageUser(director, { userId: 'x', rank: 1000 }, { directorException: true })),
    ).toBeUndefined();
    expect(
      codeOf(() => policy.assertMayManageUser(admin, { userId: 'x', rank: 800 }, { directorException: true })),
    ).toBe('insufficient_rank');
  });

  it('never lets anyone manage themselves (rule 5), director included', () => {
    expect(
      codeOf(() =>
        policy.assertMayManageUser(director, { userId: 'director', rank: 1000 }, { directorException: true }),
      ),
    ).toBe('cannot_manage_self');
    expect(codeOf(() => policy.assertMayChangeStatus(admin, { userId: 'admin', rank: 800 }))).toBe(
      'cannot_change_own_status',
    );
  });

  it('grants only roles below the caller and within its permissions (rules 1 and 2)', () => {
    expect(codeOf(() => policy.assertMayGrant(admin, role('manager', 500, ['a'])))).toBeUndefined();
    expect(codeOf(() => policy.assertMayGrant(admin, role('admin', 800, ['a'])))).toBe('insufficient_rank');
    try {
      policy.assertMayGrant(admin, role('auditor', 50, ['c', 'a', 'b2']));
      fail('expected permission_not_held');
    } catch (error) {
      expect((error as DomainException).code).toBe('permission_not_held');
      expect((error as DomainException).details).toEqual({ missing: ['b2', 'c'] });
    }
  });
});
