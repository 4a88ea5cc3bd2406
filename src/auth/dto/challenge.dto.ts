import { ApiProperty } from '@nestjs/swagger';

export class CodeChallengeDto {
  @ApiProperty({ description: 'Identifies the code; sent back with it', format: 'uuid' })
  challengeId!: string;

  @ApiProperty({ description: 'Seconds until the code expires', example: 300 })
  expiresIn!: number;

  @ApiProperty({ description: 'Seconds until a new code may be requested', example: 60 })
  resendIn!: number;
}
