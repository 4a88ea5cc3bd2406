import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize } from '../access/authorize.decorator';
import { ActingUser, CurrentActor } from '../access/current-caller.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { IdParam } from '../common/http/id-param';
import {
  CreateServiceClientDto,
  ServiceClientViewDto,
  ServiceClientWithSecretDto,
} from '../oauth/dto/service-client.dto';
import { ServiceClientsService } from '../oauth/service-clients.service';

@ApiTags('portal: tokens')
@Controller('portal/service-clients')
export class PortalServiceClientsController {
  constructor(private readonly clients: ServiceClientsService) {}

  @Post()
  @Authorize('portal.service_clients.manage')
  @ApiOperation({ summary: 'A service that may introspect tokens; its secret is shown this once' })
  @ApiCreatedResponse({ type: ServiceClientWithSecretDto })
  @ApiErrors('validation_failed')
  createServiceClient(
    @CurrentActor() actor: ActingUser,
    @Body() dto: CreateServiceClientDto,
  ): Promise<ServiceClientWithSecretDto> {
    return this.clients.create(actor, dto.name);
  }

  @Get()
  @Authorize('portal.service_clients.manage')
  @ApiOperation({ summary: 'The service clients, oldest first, without secrets' })
  @ApiOkResponse({ type: [ServiceClientViewDto] })
  listServiceClients(): Promise<ServiceClientViewDto[]> {
    return this.clients.list();
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Authorize('portal.service_clients.manage')
  @ApiOperation({ summary: 'Removes a service client: refused at once' })
  @ApiNoContentResponse()
  @ApiErrors('service_client_not_found')
  deleteServiceClient(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'service_client_not_found') id: string,
  ): Promise<void> {
    return this.clients.delete(actor, id);
  }

  @Post(':id/secret')
  @HttpCode(HttpStatus.OK)
  @Authorize('portal.service_clients.manage')
  @ApiOperation({ summary: 'A new secret, shown this once; the previous one is accepted one more hour' })
  @ApiOkResponse({ type: ServiceClientWithSecretDto })
  @ApiErrors('service_client_not_found')
  rotateServiceClientSecret(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'service_client_not_found') id: string,
  ): Promise<ServiceClientWithSecretDto> {
    return this.clients.rotateSecret(actor, id);
  }
}
