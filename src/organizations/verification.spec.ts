import { missingRequisites, REQUISITES, requisitesBut } from './verification';

describe('requisites', () => {
  const empty = Object.fromEntries(REQUISITES.map((field) => [field, null])) as never;

  it('are one list, from which verification needs all but the phone', () => {
    expect(missingRequisites(empty)).toEqual(['address', 'directorName', 'bankName', 'bankMfo', 'bankAccount']);
  });

  it('give subsets in the list order', () => {
    expect(requisitesBut('phone', 'bankName')).toEqual(['address', 'directorName', 'bankMfo', 'bankAccount']);
  });
});
