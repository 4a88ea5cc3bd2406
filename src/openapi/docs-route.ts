import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { API_TITLE, buildOpenApiDocument } from './openapi-document';

/**
 * The interactive documentation at `/docs` and the document at `/openapi.json` and
 * `/openapi.yaml`, built from the running app at the first request for any of them (an app
 * that is never asked pays nothing for it). `createApp` is given it by main.ts and the tests.
 */
export function serveApiDocs(app: NestFastifyApplication): void {
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app), {
    useGlobalPrefix: false,
    jsonDocumentUrl: 'openapi.json',
    yamlDocumentUrl: 'openapi.yaml',
    customSiteTitle: `${API_TITLE} — API`,
    // A bearer token typed in stays in the page's memory, never in localStorage (CONTRACT
    // §12.4): another script of the origin or a shared machine would read it there.
    swaggerOptions: { persistAuthorization: false, displayRequestDuration: true },
  });
}
