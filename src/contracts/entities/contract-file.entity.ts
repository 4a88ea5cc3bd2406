import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Contract } from './contract.entity';

/** The signed PDF of a contract, apart from the contract so that lists never load it. */
@Entity('contract_files')
export class ContractFile {
  @PrimaryColumn({ type: 'uuid' })
  contractId!: string;

  @OneToOne(() => Contract, (contract) => contract.signedFile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contract_id', foreignKeyConstraintName: 'contract_files_contract_id_fkey' })
  contract?: Contract;

  @Column({ type: 'bytea' })
  pdf!: Buffer;

  @Column({ type: 'timestamptz' })
  createdAt!: Date;
}
