import { ApiProperty } from '@nestjs/swagger';

/** One public signing key as a JWK (RFC 8037, CONTRACT §11.2). */
export class PublicJwkDto {
  @ApiProperty({ enum: ['OKP'], description: 'Key type: an octet key pair' })
  kty!: 'OKP';

  @ApiProperty({ enum: ['Ed25519'], description: 'The curve' })
  crv!: 'Ed25519';

  @ApiProperty({ description: 'The public key, base64url', example: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' })
  x!: string;

  @ApiProperty({
    description: 'The key’s JWK thumbprint (RFC 7638): the `kid` of the tokens it signs',
    example: 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
  })
  kid!: string;

  @ApiProperty({ enum: ['sig'] })
  use!: 'sig';

  @ApiProperty({ enum: ['EdDSA'] })
  alg!: 'EdDSA';
}

/** `GET /.well-known/jwks.json`: every key that signs now, will sign, or signed a token still unexpired. */
export class JwksDto {
  @ApiProperty({ type: [PublicJwkDto] })
  keys!: PublicJwkDto[];
}

/** `GET /.well-known/oauth-authorization-server` (RFC 8414). */
export class AuthorizationServerMetadataDto {
  @ApiProperty({ description: 'PUBLIC_URL: the `iss` of every token', example: 'https://id.example.uz' })
  issuer!: string;

  @ApiProperty({ example: 'https://id.example.uz/.well-known/jwks.json' })
  jwks_uri!: string;

  @ApiProperty({ example: 'https://id.example.uz/v1/oauth/introspect' })
  introspection_endpoint!: string;

  @ApiProperty({ type: [String], enum: ['client_secret_basic'], example: ['client_secret_basic'] })
  introspection_endpoint_auth_methods_supported!: 'client_secret_basic'[];
}
