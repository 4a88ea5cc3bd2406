import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { applyGlobalPrefix, createAdapter } from '../app.factory';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/load-config';
import { buildOpenApiDocument } from './openapi-document';
import { toSortedYaml } from './to-yaml';

/**
 * The OpenAPI document as committed: the app's module graph in preview mode (no provider
 * runs, so no database is touched) with the same prefix as the server.
 */
export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), createAdapter(config), {
    preview: true,
    logger: false,
  });
  applyGlobalPrefix(app);
  const yaml = toSortedYaml(buildOpenApiDocument(app));
  await app.close();
  return yaml;
}
