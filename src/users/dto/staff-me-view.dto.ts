import { ApiProperty } from '@nestjs/swagger';

/** A role as a till shows it (CONTRACT §11.1: the till's staff list and sign-in). */
export class StaffMeRoleDto {
  @ApiProperty({ type: String, nullable: true, example: 'cashier' })
  code!: string | null;

  @ApiProperty({ example: 'Cashier' })
  name!: string;
}

/**
 * `GET /v1/me` with a staff token (CONTRACT §12.4): the member as the till sees it, with the
 * roles that apply at the till's branch only; no phone, nothing of the account.
 */
export class StaffMeViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Dilnoza' })
  firstName!: string;

  @ApiProperty({ example: 'Karimova' })
  lastName!: string;

  @ApiProperty({ type: [StaffMeRoleDto], description: 'The roles that apply at the till’s branch' })
  roles!: StaffMeRoleDto[];
}
