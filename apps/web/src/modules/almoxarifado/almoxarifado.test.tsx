import { ALM, hojeIso, movimentacaoFormSchema, saidaFormSchema, sugestaoLotesSchema } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const digitar = (rotulo: string, valor: string) => fireEvent.change(screen.getByLabelText(rotulo), { target: { value: valor } });
const estoque = { id: 7, nome: 'Estoque Central' };

describe('almoxarifado/entrada/create', () => {
  it('finds the supplier by CNPJ, checks the invoice total against the lines and sends lot and expiry', async () => {
    logar(sessao({ permissoes: [ALM.entradaVer, ALM.entradaCadastrar] }));
    const api = mockApi({
      'GET /api/almoxarifado/entrada/create': wireDe(movimentacaoFormSchema, { form: { centroCusto: estoque } }),
      'GET /api/almoxarifado/entrada/fornecedor/11222333000181': { id: 4, nome: 'Distribuidora Agreste Ltda', cnpj: '11222333000181' },
      'GET /api/cadastro/material/autocomplete': { data: [{ id: 31, nome: 'GAZE ESTÉRIL 7,5 X 7,5 CM' }] },
      'GET /api/cadastro/fabricante/autocomplete': { data: [] },
      'POST /api/almoxarifado/entrada': reply(201, { id: 90 }),
      'GET /api/almoxarifado/entrada/datatable': { draw: 1, records_total: 0, records_filtered: 0, data: [] },
    });
    const { user, path } = renderApp('/almoxarifado/entrada/create');
    expect(await screen.findByText('Estoque: Estoque Central', {}, { timeout: 10_000 })).toBeTruthy();
    digitar('CNPJ do fornecedor', '11.222.333/0001-81');
    await user.click(screen.getByText('Buscar', { selector: 'button > span' }));
    expect(await screen.findByText('Distribuidora Agreste Ltda')).toBeTruthy();
    digitar('Número da nota', '4521');
    await user.type(screen.getByLabelText('Data de emissão'), '01022026');
    await user.type(screen.getByLabelText('Valor total da nota'), '10');
    await user.type(screen.getByLabelText('Material do item 1', { selector: 'input' }), 'ga');
    await user.click(await screen.findByText('GAZE ESTÉRIL 7,5 X 7,5 CM', { selector: '.ant-select-item-option-content' }));
    digitar('Lote do item 1', 'gz01');
    await user.type(screen.getByLabelText('Validade do item 1'), '31122027');
    await user.type(screen.getByLabelText('Quantidade do item 1'), '4');
    await user.type(screen.getByLabelText('Valor unitário do item 1'), '2');
    const aviso = 'O valor total da nota (R$ 10,00) não confere com a soma dos itens (R$ 8,00).';
    expect(await screen.findByText(aviso)).toBeTruthy();
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(screen.getAllByText(aviso).length).toBeGreaterThan(1));
    expect(api.de('POST /api/almoxarifado/entrada')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Valor total da nota'));
    await user.type(screen.getByLabelText('Valor total da nota'), '8');
    await waitFor(() => expect(screen.queryByText(aviso)).toBeNull());
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(path()).toBe('/almoxarifado/entrada/index'));
    expect(api.de('POST /api/almoxarifado/entrada')[0].body).toMatchObject({
      fornecedor_id: 4,
      numero_nota: '4521',
      data_emissao: '2026-02-01',
      data_entrada: hojeIso(),
      valor_total: 8,
      itens: [{ material_id: 31, lote: 'gz01', validade: '2027-12-31', quantidade: 4, valor_unitario: 2 }],
    });
  }, 60_000);
});

describe('almoxarifado/saida/create', () => {
  it('shows the lots first-expiry-first-out for each line before saving', async () => {
    logar(sessao({ permissoes: [ALM.saidaVer, ALM.saidaCadastrar] }));
    const api = mockApi({
      'GET /api/almoxarifado/saida/create': wireDe(saidaFormSchema, {
        form: { centroCusto: estoque, setores: [{ id: 12, nome: 'Enfermagem do Ambulatório' }] },
      }),
      'GET /api/cadastro/material/autocomplete': { data: [{ id: 31, nome: 'GAZE ESTÉRIL 7,5 X 7,5 CM' }] },
      'GET /api/almoxarifado/saida/sugestao': wireDe(sugestaoLotesSchema, {
        itens: [
          { loteId: 1, lote: 'GZ01', validade: '2026-03-10', disponivel: 10, quantidade: 10 },
          { loteId: 2, lote: 'GZ02', validade: '2027-01-20', disponivel: 20, quantidade: 2 },
        ],
        faltam: 0,
        vencidos: 5,
      }),
    });
    const { user } = renderApp('/almoxarifado/saida/create');
    await user.type(await screen.findByLabelText('Material do item 1', { selector: 'input' }, { timeout: 10_000 }), 'ga');
    await user.click(await screen.findByText('GAZE ESTÉRIL 7,5 X 7,5 CM', { selector: '.ant-select-item-option-content' }));
    await user.type(screen.getByLabelText('Quantidade do item 1'), '12');
    expect(await screen.findByText('Lote GZ01 (val. 10/03/2026): 10')).toBeTruthy();
    expect(screen.getByText('Lote GZ02 (val. 20/01/2027): 2')).toBeTruthy();
    expect(screen.getByText('5 vencido(s): só saem por baixa')).toBeTruthy();
    const pedido = api.de('GET /api/almoxarifado/saida/sugestao').at(-1);
    expect(pedido?.query.get('material_id')).toBe('31');
    expect(pedido?.query.get('quantidade')).toBe('12');
  }, 60_000);
});
