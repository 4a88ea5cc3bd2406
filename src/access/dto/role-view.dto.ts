import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { ApiPropertyOptions } from '@nestjs/swagger';

export class RoleViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, example: 'admin' })
  code!: string | null;

  @ApiProperty({ example: 'Administrator' })
  name!: string;

  @ApiProperty({ enum: ['platform', 'client', 'account'] })
  audience!: string;

  @ApiProperty({ type: 'integer', description: 'Higher rank means more authority', example: 800 })
  rank!: number;

  @ApiProperty({ type: [String], example: ['portal.users.read'] })
  permissions!: string[];
}

/** Where a role assignment applies; OpenAPI shows it as the union of the shapes below. */
export interface ScopeDto {
  type: 'platform' | 'client' | 'organization' | 'branch';
  clientId?: string;
  organizationId?: string;
  branchId?: string;
}

export class PlatformScopeDto {
  @ApiProperty({ enum: ['platform'], description: 'The whole platform (portal roles and User)' })
  type!: 'platform';
}

export class ClientScopeDto {
  @ApiProperty({ enum: ['client'], description: 'Every organization of a client' })
  type!: 'client';

  @ApiProperty({ format: 'uuid' })
  clientId!: string;
}

export class OrganizationScopeDto {
  @ApiProperty({ enum: ['organization'], description: 'One organization' })
  type!: 'organization';

  @ApiProperty({ format: 'uuid' })
  clientId!: string;

  @ApiProperty({ format: 'uuid' })
  organizationId!: string;
}

export class BranchScopeDto {
  @ApiProperty({ enum: ['branch'], description: 'One branch of an organization' })
  type!: 'branch';

  @ApiProperty({ format: 'uuid' })
  clientId!: string;

  @ApiProperty({ format: 'uuid' })
  organizationId!: string;

  @ApiProperty({ format: 'uuid' })
  branchId!: string;
}

/** The scope shapes given by their `type`, as a union told apart by it (the database's scope check decides which ids each has). */
export function scopeUnion(shapes: Partial<Record<ScopeDto['type'], Function>>): ApiPropertyOptions {
  const entries = Object.entries(shapes);
  return {
    oneOf: entries.map(([, shape]) => ({ $ref: getSchemaPath(shape) })),
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(entries.map(([type, shape]) => [type, getSchemaPath(shape)])),
    },
  };
}

@ApiExtraModels(PlatformScopeDto, ClientScopeDto, OrganizationScopeDto, BranchScopeDto)
export class RoleAssignmentViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty(
    scopeUnion({
      platform: PlatformScopeDto,
      client: ClientScopeDto,
      organization: OrganizationScopeDto,
      branch: BranchScopeDto,
    }),
  )
  scope!: ScopeDto;

  @ApiProperty({ type: RoleViewDto })
  role!: RoleViewDto;
}
