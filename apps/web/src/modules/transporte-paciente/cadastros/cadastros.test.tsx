import { hojeIso, somarDias, tpCondutorResource, tpDestinoResource, tpJornadaResource } from '@saude/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const C = tpCondutorResource.permissoes;
const D = tpDestinoResource.permissoes;
const POST_DESTINO = 'POST /api/transporte-paciente/destino';

describe('transporte-paciente: registries', () => {
  it('the driver list (spec path list) paints expired licences red and those expiring within 30 days orange', async () => {
    logar(sessao({ permissoes: [C.visualizar] }));
    const hoje = hojeIso();
    const condutor = (id: number, nome: string, validade: string, situacaoCnh: string) => ({
      id,
      nome,
      cnhNumero: `0451237890${id}`,
      cnhCategoria: 'D',
      cnhValidade: validade,
      situacaoCnh,
      telefone: null,
      bloqueado: false,
    });
    mockApi({
      'GET /api/transporte-paciente/condutor/datatable': wire({
        draw: 1,
        recordsTotal: 3,
        recordsFiltered: 3,
        data: [
          condutor(1, 'Antônio Ferreira Lima', somarDias(hoje, 15), 'vencendo'),
          condutor(2, 'José Carlos da Silva', somarDias(hoje, 700), 'valida'),
          condutor(3, 'Pedro Vencido', somarDias(hoje, -2), 'vencida'),
        ],
      }),
    });
    renderApp('/transporte-paciente/condutor/list');
    const vencendo = await screen.findByText('CNH vencendo', {}, { timeout: 30_000 });
    expect(vencendo.closest('.ant-tag')?.className).toMatch(/orange/);
    expect(screen.getByText('CNH vencida').closest('.ant-tag')?.className).toMatch(/red/);
    expect(screen.getByText('CNH válida').closest('.ant-tag')?.className).toMatch(/green/);
    // no edit or delete without their permissions
    expect(screen.queryByLabelText('Editar: Antônio Ferreira Lima')).toBeNull();
  }, 60_000);

  it('the driver form flags a licence about to expire as the date is typed', async () => {
    logar(sessao({ permissoes: [C.visualizar, C.cadastrar] }));
    mockApi({ 'GET /api/transporte-paciente/condutor/create': wire({ form: {} }) });
    renderApp('/transporte-paciente/condutor/create');
    const validade = await screen.findByLabelText('Validade da CNH', {}, { timeout: 30_000 });
    const [a, m, d] = somarDias(hojeIso(), 10).split('-');
    fireEvent.change(validade, { target: { value: `${d}/${m}/${a}` } });
    expect(await screen.findByText('CNH vencendo')).toBeTruthy();
  }, 60_000);

  it('the destination form edits its places of care as a list and sends them with the destination', async () => {
    logar(sessao({ permissoes: [D.visualizar, D.cadastrar] }));
    const api = mockApi({
      'GET /api/transporte-paciente/destino/create': wire({ form: {} }),
      'GET /api/intranet/municipio/autocomplete': wire({
        data: [{ id: 2611606, nome: 'Recife', uf: 'PE', estadoId: 26, label: 'Recife - PE' }],
      }),
      [POST_DESTINO]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { 'locais.1.nome': ['Há mais de um local de atendimento com este nome.'] },
      }),
    });
    const { user } = renderApp('/transporte-paciente/destino/create', { user: { pointerEventsCheck: 0 } });
    fireEvent.change(await screen.findByLabelText('Nome', {}, { timeout: 30_000 }), { target: { value: 'Recife' } });
    await user.type(screen.getByLabelText('Município'), 'Reci');
    await user.click(await screen.findByText('Recife - PE', { selector: '.ant-select-item-option-content' }, { timeout: 10_000 }));
    expect(screen.getByText('Nenhum local de atendimento informado.')).toBeTruthy();

    for (const nome of ['IMIP', 'Provisório', 'IMIP']) {
      await user.click(screen.getByRole('button', { name: /Adicionar local/ }));
      const campos = screen.getAllByLabelText(/^Nome do local/);
      fireEvent.change(campos[campos.length - 1], { target: { value: nome } });
    }
    fireEvent.change(screen.getByLabelText('Telefone do local 1'), { target: { value: '8121224100' } });
    await user.click(screen.getByLabelText('Remover o local 2'));
    expect(screen.getAllByLabelText(/^Nome do local/)).toHaveLength(2);

    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(api.de(POST_DESTINO)).toHaveLength(1));
    expect(api.de(POST_DESTINO)[0]?.body).toMatchObject({
      nome: 'Recife',
      municipio_id: 2611606,
      locais: [
        { nome: 'IMIP', telefone: '(81) 2122-4100' },
        { nome: 'IMIP', telefone: '' },
      ],
    });
    // the server's message lands on the repeated row's name
    const erro = await screen.findByText('Há mais de um local de atendimento com este nome.', { selector: '.ant-form-item-explain-error' });
    const linha = erro.closest('tr') as HTMLElement;
    expect(within(linha).getByLabelText('Nome do local 2')).toBeTruthy();
  }, 60_000);

  it('the engine’s index path redirects to the spec’s list', async () => {
    logar(sessao({ permissoes: [D.visualizar] }));
    mockApi({ 'GET /api/transporte-paciente/destino/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }) });
    const { router } = renderApp('/transporte-paciente/destino/index');
    expect(await screen.findByPlaceholderText('Pesquisar destinos', {}, { timeout: 30_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/transporte-paciente/destino/list');
  }, 60_000);
});

describe('transporte-paciente/jornada', () => {
  it('deletes the selected recurring trips together and shows the 422 when one has bookings', async () => {
    const J = tpJornadaResource.permissoes;
    logar(sessao({ permissoes: [J.visualizar, J.excluir] }));
    const linha = (id: number, nome: string) => ({
      id,
      nome,
      destinoId: 1,
      destinoNome: 'Recife',
      dias: 'Seg, Ter, Qua, Qui, Sex',
      horarioSaida: '04:00',
      tipoVeiculo: 2,
      tipoVeiculoNome: 'Van',
      bloqueado: false,
    });
    const api = mockApi({
      'GET /api/transporte-paciente/jornada/datatable': wire({
        draw: 1,
        recordsTotal: 2,
        recordsFiltered: 2,
        data: [linha(1, 'Recife — manhã (van)'), linha(2, 'Recife — tarde')],
      }),
      'POST /api/transporte-paciente/jornada/delete': reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: {
          ids: ['Há viagens recorrentes selecionadas com agendamentos ou viagens: bloqueie-as em vez de excluir. (Recife — tarde)'],
        },
      }),
    });
    const { user } = renderApp('/transporte-paciente/jornada/list', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('Recife — manhã (van)', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Excluir selecionadas/ })).toHaveProperty('disabled', true);
    await user.click(screen.getByLabelText('Selecionar Recife — manhã (van)'));
    await user.click(screen.getByLabelText('Selecionar Recife — tarde'));
    await user.click(screen.getByRole('button', { name: /Excluir selecionadas \(2\)/ }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(api.de('POST /api/transporte-paciente/jornada/delete')).toHaveLength(1));
    expect(api.de('POST /api/transporte-paciente/jornada/delete')[0]?.body).toEqual({ ids: [1, 2] });
    expect(await screen.findByText(/bloqueie-as em vez de excluir/, {}, { timeout: 10_000 })).toBeTruthy();
  }, 60_000);
});
