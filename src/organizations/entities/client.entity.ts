import { CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A client account: owns organizations; its Owner holds the `owner` role at client scope. */
@Entity('clients')
export class Client {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
