import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ERROR_SCHEMAS } from '../common/errors/error-envelope.dto';
import { finishDocument, SERVICE_CLIENT_SCHEME } from './finish-document';
import { addWebhookSchemas } from './webhook-schemas';

export const API_TITLE = 'Identity, organizations and contracts service';

/** The OpenAPI document of the whole API; operationId is the controller method's name. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(API_TITLE)
    .setDescription(
      'HTTP JSON API for accounts and sessions, client organizations, staff and till PINs, the ' +
        'platform-staff portal and contracts with the document-exchange service. Every error is ' +
        '`{"error": {"code", "message", "details"?, "requestId"}}`, localized by Accept-Language.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'A till token (kind "till") from POST /v1/tills/pair; accepted on /v1/till/* only',
      },
      'till',
    )
    .addBasicAuth(
      {
        type: 'http',
        scheme: 'basic',
        description: 'A service client’s `clientId` and `clientSecret` (POST /v1/portal/service-clients)',
      },
      SERVICE_CLIENT_SCHEME,
    )
    .build();
  return addWebhookSchemas(
    finishDocument(
      SwaggerModule.createDocument(app, config, {
        operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
        extraModels: ERROR_SCHEMAS,
      }),
    ),
  );
}
