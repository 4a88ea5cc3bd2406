import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/http/public.decorator';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AuthorizationServerMetadataDto, JwksDto } from './dto/well-known.dto';
import { SigningKeysService } from './signing-keys.service';

/** What another service reads to verify our tokens (CONTRACT §11.2); outside /v1, public. */
@ApiTags('oauth')
@Controller('.well-known')
@Public()
export class WellKnownController {
  constructor(
    private readonly keys: SigningKeysService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'The public keys that sign tokens now, will sign, or signed a token still unexpired' })
  @ApiOkResponse({ type: JwksDto, description: 'The JSON Web Key Set' })
  getJwks(): Promise<JwksDto> {
    return this.keys.jwks();
  }

  @Get('oauth-authorization-server')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'RFC 8414 metadata: the issuer, its JWKS and its introspection endpoint' })
  @ApiOkResponse({ type: AuthorizationServerMetadataDto, description: 'The authorization server metadata' })
  getAuthorizationServerMetadata(): AuthorizationServerMetadataDto {
    const issuer = this.config.publicUrl.replace(/\/+$/, '');
    return {
      issuer,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      introspection_endpoint: `${issuer}/v1/oauth/introspect`,
      introspection_endpoint_auth_methods_supported: ['client_secret_basic'],
    };
  }
}
