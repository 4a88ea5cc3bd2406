import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';

describe('unexpected failures', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 503 service_unavailable from /health when the database is gone, showing no SQL', async () => {
    const dataSource = t.app.get(DataSource);
    const query = jest.spyOn(dataSource, 'query').mockRejectedValue(new Error('SELECT 1 failed: connection refused'));
    try {
      const res = await t.request('GET', '/health');
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('service_unavailable');
      expect(res.body.error.details).toEqual({ checks: { database: 'down' } });
      expect(res.text).not.toContain('SELECT');
    } finally {
      query.mockRestore();
    }
  });
});
