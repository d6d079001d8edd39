import { domicilioDoPacienteSchema, domicilioModeloSchema, PERMISSAO_DOMICILIO, pacienteAutocompleteSchema } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../../components/fields/test-utils';
import { logar, sessao, wireDe } from '../../../../test/fixtures';
import { mockApi } from '../../../../test/mock-api';
import { findDialog } from '../../../../test/render';
import { DomicilioCard } from './DomicilioCard';

const form = {
  zonas: [
    { id: 83, nome: 'Urbana' },
    { id: 84, nome: 'Rural' },
  ],
  tiposDomicilio: [{ id: 85, nome: 'Casa' }],
  abastecimentosAgua: [{ id: 89, nome: 'Rede encanada até o domicílio' }],
  destinosLixo: [{ id: 93, nome: 'Coletado' }],
};

const residente = (pacienteId: number, nome: string, idade: number, responsavel = false) => ({
  pacienteId,
  nome,
  nomeSocial: null,
  dataNascimento: '1980-01-01',
  idade,
  responsavel,
  dataEntrada: '2020-01-01',
});

const domicilio = (residentes: ReturnType<typeof residente>[]) => ({
  id: 7,
  logradouroId: 3,
  logradouro: { id: 3, label: 'RUA Dantas Barreto - 55290020' },
  logradouroNome: 'RUA Dantas Barreto',
  cep: '55290020',
  bairroNome: 'Centro',
  numero: '120',
  semNumero: false,
  complemento: 'Casa B',
  referencia: null,
  loteamentoId: null,
  loteamento: null,
  zona: 83,
  tipoDomicilio: 85,
  numeroComodos: 5,
  abastecimentoAgua: 89,
  destinoLixo: 93,
  energiaEletrica: true,
  residentes,
});

describe('DomicilioCard', () => {
  it('shows the address and residents, marks the responsible, removes with confirmation and adds through the autocomplete', async () => {
    logar(sessao({ permissoes: [PERMISSAO_DOMICILIO.visualizar, PERMISSAO_DOMICILIO.editar] }));
    const ana = residente(1, 'Ana Souza', 44, true);
    const bruno = residente(2, 'Bruno Souza', 12);
    const api = mockApi({
      'GET /api/cadastro/paciente/1/domicilio': wireDe(domicilioDoPacienteSchema, { form, data: domicilio([ana, bruno]), sugestao: null }),
      'PUT /api/cadastro/paciente/domicilio/7/responsavel/2': wireDe(
        domicilioModeloSchema,
        domicilio([
          { ...bruno, responsavel: true },
          { ...ana, responsavel: false },
        ]),
      ),
      'DELETE /api/cadastro/paciente/domicilio/7/residente/2': wireDe(domicilioModeloSchema, domicilio([{ ...ana, responsavel: false }])),
      'GET /api/cadastro/paciente/autocomplete': wireDe(pacienteAutocompleteSchema, {
        data: [{ id: 9, label: 'Carla Lima - 01/02/1990' }],
      }),
      'POST /api/cadastro/paciente/domicilio/7/residente': wireDe(domicilioModeloSchema, domicilio([ana, residente(9, 'Carla Lima', 36)])),
    });
    const { user } = renderWidget(<DomicilioCard pacienteId={1} />);

    expect(await screen.findByText('RUA Dantas Barreto, 120 - Casa B', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('55290-020')).toBeTruthy();
    expect(screen.getByText('Rede encanada até o domicílio')).toBeTruthy();
    const linhaBruno = screen.getByText('Bruno Souza').closest('tr') as HTMLElement;
    expect(within(linhaBruno).getByText('12 anos')).toBeTruthy();

    await user.click(within(linhaBruno).getByText('Marcar como responsável'));
    await waitFor(() => expect(api.de('PUT /api/cadastro/paciente/domicilio/7/responsavel/2')).toHaveLength(1));
    const novaLinha = (await screen.findByText('Bruno Souza')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(novaLinha).queryByText('Responsável')).toBeTruthy());

    await user.click(screen.getByLabelText('Remover Bruno Souza'));
    const dialogo = await findDialog('Remover morador');
    expect(within(dialogo).getByText('Deseja realmente remover Bruno Souza deste domicílio?')).toBeTruthy();
    await user.click(within(dialogo).getByText('Sim'));
    await waitFor(() => expect(screen.queryByText('Bruno Souza')).toBeNull());
    expect(api.de('DELETE /api/cadastro/paciente/domicilio/7/residente/2')).toHaveLength(1);

    await user.type(screen.getByLabelText('Adicionar morador'), 'Carla');
    await user.click(await screen.findByText('Carla Lima - 01/02/1990', {}, { timeout: 5_000 }));
    await user.click(screen.getByText('Adicionar'));
    await waitFor(() => expect(api.de('POST /api/cadastro/paciente/domicilio/7/residente')).toHaveLength(1));
    expect(api.de('POST /api/cadastro/paciente/domicilio/7/residente')[0].body).toEqual({ paciente_id: 9 });
    expect(await screen.findByText('Carla Lima')).toBeTruthy();
  }, 60_000);

  it('without the edit permission shows the household read-only; without a household, says so', async () => {
    logar(sessao({ permissoes: [PERMISSAO_DOMICILIO.visualizar] }));
    mockApi({ 'GET /api/cadastro/paciente/1/domicilio': wireDe(domicilioDoPacienteSchema, { form, data: null, sugestao: null }) });
    renderWidget(<DomicilioCard pacienteId={1} />);
    expect(await screen.findByText('Este paciente ainda não está vinculado a um domicílio.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Cadastrar domicílio')).toBeNull();
  }, 30_000);
});
