import { SyncedContract, transitionOf } from './contract-transitions';

const now = new Date('2026-03-20T10:00:00.000Z');
const earlier = new Date('2026-03-18T08:00:00.000Z');

function contract(overrides: Partial<SyncedContract> = {}): SyncedContract {
  return {
    id: 'c',
    organizationId: 'o',
    status: 'draft',
    edocDocumentId: 'doc',
    edocStatus: 0,
    signedByUsAt: null,
    signedAt: null,
    ...overrides,
  };
}

function doc(status: number, statusComment: string | null = null) {
  return { documentId: 'doc', status, statusComment, updatedAt: null };
}

describe('transitionOf', () => {
  it.each([
    [0, 'draft'],
    [1, 'signed_by_us'],
    [3, 'signed'],
    [4, 'rejected'],
    [5, 'cancelled'],
    [55, 'draft_deleted'],
  ])('maps doc_status %i to %s', (status, expected) => {
    const next = transitionOf(contract({ status: 'signed_by_us' }), doc(status), now);
    expect(next.status).toBe(expected);
    expect(next.edocStatus).toBe(status);
    expect(next.unexpected).toBe(false);
  });

  it.each([2, 40, 50, 60, 7])('keeps the status and stores the number of an unexpected doc_status %i', (status) => {
    const next = transitionOf(contract({ status: 'signed_by_us', signedByUsAt: earlier }), doc(status), now);
    expect(next).toEqual({
      status: 'signed_by_us',
      edocStatus: status,
      edocStatusComment: null,
      signedByUsAt: earlier,
      signedAt: null,
      unexpected: true,
    });
  });

  it('sets signedByUsAt on reaching signed_by_us', () => {
    expect(transitionOf(contract(), doc(1), now)).toMatchObject({ signedByUsAt: now, signedAt: null });
  });

  it('keeps an earlier signedByUsAt and sets signedAt on reaching signed', () => {
    const next = transitionOf(contract({ status: 'signed_by_us', signedByUsAt: earlier }), doc(3), now);
    expect(next).toMatchObject({ status: 'signed', signedByUsAt: earlier, signedAt: now });
  });

  it('sets both signing times when a draft is seen signed at once', () => {
    expect(transitionOf(contract(), doc(3), now)).toMatchObject({ signedByUsAt: now, signedAt: now });
  });

  it('keeps the refusal reason', () => {
    const next = transitionOf(contract({ status: 'signed_by_us', signedByUsAt: earlier }), doc(4, 'Wrong price'), now);
    expect(next).toMatchObject({ status: 'rejected', edocStatusComment: 'Wrong price', signedAt: null });
  });

  it('sets no signing time for a deleted draft', () => {
    expect(transitionOf(contract(), doc(55), now)).toMatchObject({ signedByUsAt: null, signedAt: null });
  });
});
