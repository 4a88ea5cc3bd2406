import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { renderOpenApi } from '../../src/openapi/render';

describe('openapi.yaml', () => {
  it('is committed in sync with the code (run `npm run openapi`)', async () => {
    const committed = readFileSync(join(__dirname, '..', '..', 'openapi.yaml'), 'utf8');
    expect(await renderOpenApi()).toBe(committed);
  });

  it('names every operation after its controller method, uniquely', async () => {
    const document = parse(await renderOpenApi()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
