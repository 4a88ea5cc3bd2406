import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize, IN_ORGANIZATION } from '../access/authorize.decorator';
import { ActingUser, CurrentActor } from '../access/current-caller.decorator';
import { organizationInScope } from '../access/standing';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { IdParam } from '../common/http/id-param';
import { PageOf } from '../common/http/pagination';
import {
  CreateWebhookDto,
  DeliveryQueryDto,
  DeliveryViewDto,
  UpdateWebhookDto,
  WebhookViewDto,
  WebhookWithSecretDto,
} from './dto/webhook.dto';
import { WebhookScope, WebhooksService } from './webhooks.service';

const DeliveryPage = PageOf(DeliveryViewDto, 'WebhookDeliveryPageDto');
type DeliveryPage = InstanceType<typeof DeliveryPage>;

const PLATFORM: WebhookScope = { organizationId: null };

@ApiTags('webhooks')
@Controller('portal/webhooks')
export class PortalWebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @Authorize('portal.webhooks.manage')
  @ApiOperation({ summary: 'Add a platform endpoint: it receives every event; the secret is shown this once' })
  @ApiCreatedResponse({ type: WebhookWithSecretDto })
  @ApiErrors('validation_failed', 'webhook_url_not_allowed')
  createPortalWebhook(@CurrentActor() actor: ActingUser, @Body() dto: CreateWebhookDto): Promise<WebhookWithSecretDto> {
    return this.webhooks.create(PLATFORM, actor, dto);
  }

  @Get()
  @Authorize('portal.webhooks.manage')
  @ApiOperation({ summary: 'The platform endpoints (no secrets)' })
  @ApiOkResponse({ type: [WebhookViewDto] })
  listPortalWebhooks(): Promise<WebhookViewDto[]> {
    return this.webhooks.list(PLATFORM);
  }

  @Patch(':webhookId')
  @Authorize('portal.webhooks.manage')
  @ApiOperation({ summary: 'Change a platform endpoint: url, events, description, enabled' })
  @ApiOkResponse({ type: WebhookViewDto })
  @ApiErrors('validation_failed', 'webhook_not_found', 'webhook_url_not_allowed')
  updatePortalWebhook(
    @CurrentActor() actor: ActingUser,
    @IdParam('webhookId', 'webhook_not_found') webhookId: string,
    @Body() dto: UpdateWebhookDto,
  ): Promise<WebhookViewDto> {
    return this.webhooks.update(PLATFORM, actor, webhookId, dto);
  }

  @Delete(':webhookId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Authorize('portal.webhooks.manage')
  @ApiOperation({ summary: 'Remove a platform endpoint and its deliveries' })
  @ApiNoContentResponse()
  @ApiErrors('webhook_not_found')
  deletePortalWebhook(
    @CurrentActor() actor: ActingUser,
    @IdParam('webhookId', 'webhook_not_found') webhookId: string,
  ): Promise<void> {
    return this.webhooks.remove(PLATFORM, actor, webhookId);
  }

  @Post(':webhookId/secret')
  @HttpCode(HttpStatus.OK)
  @Authorize('portal.webhooks.manage')
  @ApiOperation({ summary: 'A new signing secret; deliveries are signed with the old one too for 24 hours' })
  @ApiOkResponse({ type: WebhookWithSecretDto })
  @ApiErrors('webhook_not_found')
  rotatePortalWebhookSecret(
    @CurrentActor() actor: ActingUser,
    @IdParam('webhookId', 'webhook_not_found') webhookId: string,
  ): Promise<WebhookWithSecretDto> {
    return this.webhooks.rotateSecret(PLATFORM, actor, webhookId);
  }

  @Post(':webhookId/test')
  @HttpCode(HttpStatus.OK)
  @Authorize('portal.webhooks.manage')
  @ApiOperation({
    summary: 'Deliver a webhook.test event now (at most 10 a minute per endpoint, with retries); answers its delivery',
  })
  @ApiOkResponse({ type: DeliveryViewDto })
  @ApiErrors('webhook_not_found', 'too_many_requests')
  testPortalWebhook(@IdParam('webhookId', 'webhook_not_found') webhookId: string): Promise<DeliveryViewDto> {
    return this.webhooks.test(PLATFORM, webhookId);
  }

  @Get(':webhookId/deliveries')
  @Authorize('portal.webhooks.manage')
  @ApiOperation({ summary: 'A platform endpoint’s deliveries, newest first; filter by status' })
  @ApiOkResponse({ type: DeliveryPage })
  @ApiErrors('validation_failed', 'webhook_not_found')
  listPortalWebhookDeliveries(
    @IdParam('webhookId', 'webhook_not_found') webhookId: string,
    @Query() query: DeliveryQueryDto,
  ): Promise<DeliveryPage> {
    return this.webhooks.deliveries(PLATFORM, webhookId, query);
  }

  @Post(':webhookId/deliveries/:deliveryId/retry')
  @HttpCode(HttpStatus.OK)
  @Authorize('portal.webhooks.manage')
  @ApiOperation({
    summary:
      'Attempt a delivery again now (at most 10 a minute per endpoint, with pings); answers it after the attempt',
  })
  @ApiOkResponse({ type: DeliveryViewDto })
  @ApiErrors('webhook_not_found', 'webhook_delivery_not_found', 'too_many_requests')
  retryPortalWebhookDelivery(
    @IdParam('webhookId', 'webhook_not_found') webhookId: string,
    @IdParam('deliveryId', 'webhook_delivery_not_found') deliveryId: string,
  ): Promise<DeliveryViewDto> {
    return this.webhooks.retry(PLATFORM, webhookId, deliveryId);
  }
}

@ApiTags('webhooks')
@Controller('orgs/:id/webhooks')
export class OrganizationWebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @Authorize('org.webhooks.manage', IN_ORGANIZATION)
  @ApiOperation({
    summary:
      'Add an endpoint (at most WEBHOOK_MAX_ENDPOINTS per organization): it receives the organization’s events; the secret is shown this once',
  })
  @ApiCreatedResponse({ type: WebhookWithSecretDto })
  @ApiErrors('validation_failed', 'organization_not_found', 'webhook_url_not_allowed', 'webhook_limit_reached')
  createOrganizationWebhook(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @Body() dto: CreateWebhookDto,
  ): Promise<WebhookWithSecretDto> {
    return this.webhooks.create(scopeOf(actor, id), actor, dto);
  }

  @Get()
  @Authorize('org.webhooks.manage', IN_ORGANIZATION)
  @ApiOperation({ summary: 'The organization’s endpoints (no secrets)' })
  @ApiOkResponse({ type: [WebhookViewDto] })
  @ApiErrors('organization_not_found')
  listOrganizationWebhooks(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
  ): Promise<WebhookViewDto[]> {
    return this.webhooks.list(scopeOf(actor, id));
  }

  @Patch(':webhookId')
  @Authorize('org.webhooks.manage', IN_ORGANIZATION)
  @ApiOperation({ summary: 'Change an endpoint: url, events, description, enabled' })
  @ApiOkResponse({ type: WebhookViewDto })
  @ApiErrors('validation_failed', 'organization_not_found', 'webhook_not_found', 'webhook_url_not_allowed')
  updateOrganizationWebhook(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @IdParam('webhookId', 'webhook_not_found') webhookId: string,
    @Body() dto: UpdateWebhookDto,
  ): Promise<WebhookViewDto> {
    return this.webhooks.update(scopeOf(actor, id), actor, webhookId, dto);
  }

  @Delete(':webhookId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Authorize('org.webhooks.manage', IN_ORGANIZATION)
  @ApiOperation({ summary: 'Remove an endpoint and its deliveries' })
  @ApiNoContentResponse()
  @ApiErrors('organization_not_found', 'webhook_not_found')
  deleteOrganizationWebhook(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @IdParam('webhookId', 'webhook_not_found') webhookId: string,
  ): Promise<void> {
    return this.webhooks.remove(scopeOf(actor, id), actor, webhookId);
  }

  @Post(':webhookId/secret')
  @HttpCode(HttpStatus.OK)
  @Authorize('org.webhooks.manage', IN_ORGANIZATION)
  @ApiOperation({ summary: 'A new signing secret; deliveries are signed with the old one too for 24 hours' })
  @ApiOkResponse({ type: WebhookWithSecretDto })
  @ApiErrors('organization_not_found', 'webhook_not_found')
  rotateOrganizationWebhookSecret(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @IdParam('webhookId', 'webhook_not_found') webhookId: string,
  ): Promise<WebhookWithSecretDto> {
    return this.webhooks.rotateSecret(scopeOf(actor, id), actor, webhookId);
  }

  @Post(':webhookId/test')
  @HttpCode(HttpStatus.OK)
  @Authorize('org.webhooks.manage', IN_ORGANIZATION)
  @ApiOperation({
    summary: 'Deliver a webhook.test event now (at most 10 a minute per endpoint, with retries); answers its delivery',
  })
  @ApiOkResponse({ type: DeliveryViewDto })
  @ApiErrors('organization_not_found', 'webhook_not_found', 'too_many_requests')
  testOrganizationWebhook(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @IdParam('webhookId', 'webhook_not_found') webhookId: string,
  ): Promise<DeliveryViewDto> {
    return this.webhooks.test(scopeOf(actor, id), webhookId);
  }

  @Get(':webhookId/deliveries')
  @Authorize('org.webhooks.manage', IN_ORGANIZATION)
  @ApiOperation({ summary: 'An endpoint’s deliveries, newest first; filter by status' })
  @ApiOkResponse({ type: DeliveryPage })
  @ApiErrors('validation_failed', 'organization_not_found', 'webhook_not_found')
  listOrganizationWebhookDeliveries(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @IdParam('webhookId', 'webhook_not_found') webhookId: string,
    @Query() query: DeliveryQueryDto,
  ): Promise<DeliveryPage> {
    return this.webhooks.deliveries(scopeOf(actor, id), webhookId, query);
  }

  @Post(':webhookId/deliveries/:deliveryId/retry')
  @HttpCode(HttpStatus.OK)
  @Authorize('org.webhooks.manage', IN_ORGANIZATION)
  @ApiOperation({
    summary:
      'Attempt a delivery again now (at most 10 a minute per endpoint, with pings); answers it after the attempt',
  })
  @ApiOkResponse({ type: DeliveryViewDto })
  @ApiErrors('organization_not_found', 'webhook_not_found', 'webhook_delivery_not_found', 'too_many_requests')
  retryOrganizationWebhookDelivery(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @IdParam('webhookId', 'webhook_not_found') webhookId: string,
    @IdParam('deliveryId', 'webhook_delivery_not_found') deliveryId: string,
  ): Promise<DeliveryViewDto> {
    return this.webhooks.retry(scopeOf(actor, id), webhookId, deliveryId);
  }
}

function scopeOf(actor: ActingUser, organizationId: string): WebhookScope {
  return { organizationId: organizationInScope(actor, organizationId).id };
}
