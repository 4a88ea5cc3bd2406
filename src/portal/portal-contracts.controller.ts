import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize } from '../access/authorize.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { IdParam } from '../common/http/id-param';
import { ActingUser, CurrentActor } from '../access/current-caller.decorator';
import { ContractRefreshService } from '../contracts/contract-refresh.service';
import { ContractSendingService } from '../contracts/contract-sending.service';
import { ContractsService } from '../contracts/contracts.service';
import { ContractViewDto } from '../contracts/dto/contract-view.dto';
import { CreateContractDto } from '../contracts/dto/create-contract.dto';

/** /v1/portal: platform staff make contracts with organizations and follow them in edoc. */
@ApiTags('portal: contracts')
@Controller('portal')
export class PortalContractsController {
  constructor(
    private readonly contracts: ContractsService,
    private readonly sending: ContractSendingService,
    private readonly refreshing: ContractRefreshService,
  ) {}

  @Post('orgs/:id/contracts')
  @Authorize('portal.contracts.manage')
  @ApiOperation({
    summary: 'Generate a contract from the organization’s requisites; defaults from CONTRACT_* settings',
  })
  @ApiCreatedResponse({ type: ContractViewDto })
  @ApiErrors('validation_failed', 'organization_not_found', 'contract_in_progress', 'requisites_incomplete')
  createContract(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') organizationId: string,
    @Body() dto: CreateContractDto,
  ): Promise<ContractViewDto> {
    return this.contracts.create(actor, organizationId, dto);
  }

  @Get('orgs/:id/contracts')
  @Authorize('portal.contracts.read')
  @ApiOperation({ summary: 'The organization’s contracts, newest first' })
  @ApiOkResponse({ type: [ContractViewDto] })
  @ApiErrors('organization_not_found')
  listContracts(@IdParam('id', 'organization_not_found') organizationId: string): Promise<ContractViewDto[]> {
    return this.contracts.listOfOrganization(organizationId);
  }

  @Get('contracts/:id')
  @Authorize('portal.contracts.read')
  @ApiOperation({ summary: 'One contract' })
  @ApiOkResponse({ type: ContractViewDto })
  @ApiErrors('contract_not_found')
  getContract(@IdParam('id', 'contract_not_found') id: string): Promise<ContractViewDto> {
    return this.contracts.get(id);
  }

  @Get('contracts/:id/pdf')
  @Authorize('portal.contracts.read')
  @ApiOperation({ summary: 'The contract as a PDF: the signed one once edoc has it, else the one generated' })
  @ApiOkResponse({
    description: 'The PDF, with its file name in Content-Disposition',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors('contract_not_found')
  async getContractPdf(@IdParam('id', 'contract_not_found') id: string): Promise<StreamableFile> {
    const { pdf, fileName } = await this.contracts.pdf(id);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `inline; filename="${fileName}"`,
      length: pdf.length,
    });
  }

  @Post('contracts/:id/send')
  @HttpCode(HttpStatus.OK)
  @Authorize('portal.contracts.manage')
  @ApiOperation({ summary: 'Send a generated contract to edoc as a draft, to be signed there' })
  @ApiOkResponse({ type: ContractViewDto })
  @ApiErrors('contract_not_found', 'contract_state_invalid', 'edoc_unavailable', 'edoc_rejected', 'edoc_not_configured')
  sendContract(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'contract_not_found') id: string,
  ): Promise<ContractViewDto> {
    return this.sending.send(actor, id);
  }

  @Post('contracts/:id/refresh')
  @HttpCode(HttpStatus.OK)
  @Authorize('portal.contracts.manage')
  @ApiOperation({ summary: 'Refresh the status of a contract in draft or signed_by_us from edoc' })
  @ApiOkResponse({ type: ContractViewDto })
  @ApiErrors('contract_not_found', 'contract_state_invalid', 'edoc_unavailable', 'edoc_rejected', 'edoc_not_configured')
  refreshContract(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'contract_not_found') id: string,
  ): Promise<ContractViewDto> {
    return this.refreshing.refresh(actor, id);
  }

  @Delete('contracts/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Authorize('portal.contracts.manage')
  @ApiOperation({ summary: 'Delete a generated contract, or a draft (in edoc too); a signed one cannot be' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors('contract_not_found', 'contract_state_invalid', 'edoc_unavailable', 'edoc_rejected', 'edoc_not_configured')
  deleteContract(@CurrentActor() actor: ActingUser, @IdParam('id', 'contract_not_found') id: string): Promise<void> {
    return this.sending.delete(actor, id);
  }
}
