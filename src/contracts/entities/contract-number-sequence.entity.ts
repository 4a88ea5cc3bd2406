import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The last contract number given in a year; bumped in the transaction that creates the contract. */
@Entity('contract_number_sequences')
@Check('contract_number_sequences_last_value_check', `"last_value" > 0`)
export class ContractNumberSequence {
  @PrimaryColumn({ type: 'integer' })
  year!: number;

  @Column({ type: 'integer' })
  lastValue!: number;
}
