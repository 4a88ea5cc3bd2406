import { groupByUser } from './group-by-user';

describe('groupByUser', () => {
  it("makes one value per user, in the order of each user's first row, adding every row with its index", () => {
    const rows = [
      { user_id: 'b', role: 'cashier' },
      { user_id: 'a', role: 'owner' },
      { user_id: 'b', role: 'manager' },
    ];
    const members = groupByUser(
      rows,
      (row) => ({ id: row.user_id, roles: [] as string[] }),
      (member, row, index) => member.roles.push(`${row.role}@${index}`),
    );
    expect(members).toEqual([
      { id: 'b', roles: ['cashier@0', 'manager@2'] },
      { id: 'a', roles: ['owner@1'] },
    ]);
  });
});
