import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { TOKEN_FAMILY } from '../access/till-access';

/**
 * The routes of a paired till (`/v1/till/*`): a till token only; a person's or a staff
 * token is 401 there, and a till token is 401 anywhere else (the access guard reads the
 * route's TOKEN_FAMILY).
 */
export const TillRoute = (): ClassDecorator =>
  applyDecorators(SetMetadata(TOKEN_FAMILY, 'till'), ApiBearerAuth('till'));
