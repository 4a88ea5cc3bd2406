/**
 * Rows of the member statements (one row per role a member holds, a member's rows together or
 * not) grouped into one value per user, in the order of each user's first row: `start` makes
 * it from that row, `add` adds every row's role to it (the first row's too; `index` is the row's).
 */
export function groupByUser<R extends { user_id: string }, M>(
  rows: readonly R[],
  start: (row: R) => M,
  add: (member: M, row: R, index: number) => void,
): M[] {
  const members = new Map<string, M>();
  for (const [index, row] of rows.entries()) {
    let member = members.get(row.user_id);
    if (member === undefined) {
      member = start(row);
      members.set(row.user_id, member);
    }
    add(member, row, index);
  }
  return [...members.values()];
}
