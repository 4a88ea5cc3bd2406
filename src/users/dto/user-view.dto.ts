import { ApiProperty } from '@nestjs/swagger';
import { RoleAssignmentViewDto } from '../../access/dto/role-view.dto';
import type { AuthMethod, UserStatus } from '../entities/user.entity';

/** The OneID person linked to an account (CONTRACT §12.2): never the PINFL itself. */
export class OneIdLinkViewDto {
  @ApiProperty({ format: 'date-time' })
  linkedAt!: string;

  @ApiProperty({ description: 'The last four digits of the PINFL', example: '4567', pattern: '^[0-9]{4}$' })
  pinflLast4!: string;
}

/** The user in the portal and profile view. */
export class UserViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'E.164', example: '+998901234567' })
  phone!: string;

  @ApiProperty({ example: 'Alisher' })
  firstName!: string;

  @ApiProperty({ example: 'Karimov' })
  lastName!: string;

  @ApiProperty({ enum: ['password', 'sms'] })
  authMethod!: AuthMethod;

  @ApiProperty({ enum: ['pending', 'active', 'blocked'] })
  status!: UserStatus;

  @ApiProperty()
  hasPassword!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLoginAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    type: OneIdLinkViewDto,
    nullable: true,
    description: 'The linked OneID person; null when none is linked',
  })
  oneid!: OneIdLinkViewDto | null;

  @ApiProperty({ type: [RoleAssignmentViewDto] })
  roleAssignments!: RoleAssignmentViewDto[];
}
