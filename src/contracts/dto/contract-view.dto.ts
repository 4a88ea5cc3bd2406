import { ApiProperty } from '@nestjs/swagger';
import { CONTRACT_STATUSES } from '../entities/contract.entity';

/** Requisites of a party to the contract, as they were when it was made. */
export class ContractPartyDto {
  @ApiProperty({ description: 'Legal name', example: '"ALFA INVEST" MCHJ' })
  name!: string;

  @ApiProperty({ description: 'TIN (9 digits) or PINFL (14 digits)', example: '302345678' })
  tin!: string;

  @ApiProperty({ description: 'Legal address', example: 'Toshkent sh., Yunusobod t., 4-mavze, 12' })
  address!: string;

  @ApiProperty({ description: 'Director who signs', example: 'Karimov Anvar' })
  director!: string;

  @ApiProperty({ description: 'Bank account, 20 digits', example: '20208000900123456001' })
  account!: string;

  @ApiProperty({ description: 'Bank MFO, 5 digits', example: '00444' })
  mfo!: string;
}

/** A contract and its state in the document exchange (edoc). */
export class ContractViewDto {
  @ApiProperty({ description: 'Contract id', format: 'uuid', example: '5b1f8e0c-3a2d-4f6e-9c1b-7d2e4a6f8b90' })
  id!: string;

  @ApiProperty({
    description: 'The client organization',
    format: 'uuid',
    example: '0c9a7e52-1f3b-4d8a-b6e2-93f1c4d5a7b8',
  })
  organizationId!: string;

  @ApiProperty({ description: 'Unique, sequential within the contract date’s year', example: '2026-000042' })
  number!: string;

  @ApiProperty({ description: 'yyyy-MM-dd', format: 'date', example: '2026-03-15' })
  contractDate!: string;

  @ApiProperty({ description: 'yyyy-MM-dd, the last day of the term', format: 'date', example: '2027-03-14' })
  expireDate!: string;

  @ApiProperty({ description: 'Whether the term renews by itself', example: true })
  autoRenew!: boolean;

  @ApiProperty({ description: 'Where the contract stands', enum: CONTRACT_STATUSES, example: 'generated' })
  status!: string;

  @ApiProperty({ description: 'Paid once, UZS, two decimals', example: '1500000.00' })
  connectionPrice!: string;

  @ApiProperty({ description: 'Paid every month, UZS, two decimals', example: '350000.00' })
  monthlyPrice!: string;

  @ApiProperty({ description: 'Us', type: ContractPartyDto })
  seller!: ContractPartyDto;

  @ApiProperty({ description: 'The client organization', type: ContractPartyDto })
  buyer!: ContractPartyDto;

  @ApiProperty({
    description: 'Id of the document in edoc; null until sent',
    type: String,
    nullable: true,
    example: '65f1c0a2b3d4e5f6a7b8c9d0',
  })
  edocDocumentId!: string | null;

  @ApiProperty({
    description:
      'Numeric status in edoc (draft 0, signed_by_us 1, signed 3, rejected 4, cancelled 5, draft_deleted 55)',
    type: 'integer',
    nullable: true,
    example: 0,
  })
  edocStatus!: number | null;

  @ApiProperty({ description: 'Whether the PDF signed by both sides is stored', example: false })
  hasSignedPdf!: boolean;

  @ApiProperty({
    description: 'When the draft was created in edoc',
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-03-15T09:30:00.000Z',
  })
  sentAt!: string | null;

  @ApiProperty({
    description: 'When our signature was first seen',
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-03-16T11:00:00.000Z',
  })
  signedByUsAt!: string | null;

  @ApiProperty({
    description: 'When the client’s signature was first seen',
    type: String,
    format: 'date-time',
    nullable: true,
    example: null,
  })
  signedAt!: string | null;

  @ApiProperty({
    description: 'Last call to edoc about it',
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-03-16T11:05:00.000Z',
  })
  lastSyncedAt!: string | null;

  @ApiProperty({
    description: 'Last error from edoc; null after a successful call',
    type: String,
    nullable: true,
    example: null,
  })
  syncError!: string | null;

  @ApiProperty({ description: 'When it was generated', format: 'date-time', example: '2026-03-15T09:00:00.000Z' })
  createdAt!: string;
}
