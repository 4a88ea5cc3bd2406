import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ValidationFailedException } from '../errors/domain.exception';
import { isUuid } from './id-param';

const RANGE = { context: { code: 'out_of_range', args: { min: 1, max: 100 } } };

/** `limit` (1–100, default 20) and `cursor` of a paginated list (CONTRACT §4). */
export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt(RANGE)
  @Min(1, RANGE)
  @Max(100, RANGE)
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { context: { code: 'invalid_format' } })
  cursor?: string;
}

/** Where the previous page ended: the last item's creation time (ms) and id. */
export interface PagePosition {
  createdAt: Date;
  id: string;
}

function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.getTime(), position.id])).toString('base64url');
}

/**
 * Creation times a cursor may name: from 1970 to the end of year 9999. Any other number,
 * though a safe integer, is no row's time, and some are outside what PostgreSQL's
 * timestamptz accepts (the query would fail).
 */
const MAX_CURSOR_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The position a cursor names; a cursor that is not ours is validation_failed on `cursor`. */
function decodeCursor(cursor: string | undefined): PagePosition | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [ms, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof ms === 'number' &&
      Number.isSafeInteger(ms) &&
      ms >= 0 &&
      ms <= MAX_CURSOR_MS &&
      typeof id === 'string' &&
      isUuid(id)
    ) {
      return { createdAt: new Date(ms), id };
    }
  } catch {
    // falls through to the validation error
  }
  throw new ValidationFailedException([{ field: 'cursor', code: 'invalid_format' }]);
}

const DEFAULT_PAGE_SIZE = 20;

/** The page a list query asks for: its size, and where the previous page ended. */
export function pageAskedBy(query: PageQueryDto): { limit: number; after?: PagePosition } {
  return { limit: query.limit ?? DEFAULT_PAGE_SIZE, after: decodeCursor(query.cursor) };
}

/** One page from `limit + 1` rows fetched in order: the extra row only says there is more. */
export async function toPage<T extends { id: string; createdAt: Date }, V>(
  rows: T[],
  limit: number,
  view: (rows: T[]) => V[] | Promise<V[]>,
): Promise<{ items: V[]; nextCursor: string | null }> {
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return { items: await view(pageRows), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/** Builds the OpenAPI class of a page of `item`. */
export function PageOf<T>(item: new () => T, name: string): new () => { items: T[]; nextCursor: string | null } {
  class Page {
    @ApiProperty({ type: [item] })
    items!: T[];

    @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last' })
    nextCursor!: string | null;
  }
  Object.defineProperty(Page, 'name', { value: name });
  return Page;
}
