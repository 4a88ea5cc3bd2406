import { applyDecorators, Type } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiResponse } from '@nestjs/swagger';

const ETAG = {
  ETag: { description: 'The list’s tag: send it back as If-None-Match', schema: { type: 'string' } },
  'Cache-Control': { description: '`no-cache, private`', schema: { type: 'string' } },
};

/** A list a screen polls (CONTRACT §11.5): an array of `item`, its ETag, and 304 on a matching If-None-Match. */
export function ApiPolledList(item: Type<unknown>): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: 'If-None-Match',
      required: false,
      description: 'The ETag of the list the client holds: `304` with no body while it is current',
    }),
    ApiOkResponse({ type: [item], headers: ETAG }),
    ApiResponse({
      status: 304,
      description: 'Not modified: the list is the one the client holds (no body)',
      headers: ETAG,
    }),
  );
}
