import {
  ALM,
  DESTINO_SAIDA,
  hojeIso,
  MENSAGENS_ESTOQUE,
  movimentacaoFormSchema,
  saidaEdicaoRespostaSchema,
  saidaFormSchema,
  sugestaoLotesSchema,
} from '@saude/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
      'GET /api/cadastro/material/autocomplete': { data: [{ id: 31, label: 'GAZE ESTÉRIL 7,5 X 7,5 CM' }] },
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
  const recusa = MENSAGENS_ESTOQUE.saldoInsuficiente('GZ02', 'GAZE ESTÉRIL 7,5 X 7,5 CM', 20, 22);
  it('shows the lots first-expiry-first-out for each line, adds and removes lines, and puts a refusal on its line', async () => {
    logar(sessao({ permissoes: [ALM.saidaVer, ALM.saidaCadastrar] }));
    const api = mockApi({
      'GET /api/almoxarifado/saida/create': wireDe(saidaFormSchema, {
        form: { centroCusto: estoque, setores: [{ id: 12, nome: 'Enfermagem do Ambulatório' }] },
      }),
      'GET /api/cadastro/material/autocomplete': { data: [{ id: 31, label: 'GAZE ESTÉRIL 7,5 X 7,5 CM' }] },
      'GET /api/almoxarifado/saida/sugestao': wireDe(sugestaoLotesSchema, {
        itens: [
          { loteId: 1, lote: 'GZ01', validade: '2026-03-10', disponivel: 10, quantidade: 10 },
          { loteId: 2, lote: 'GZ02', validade: '2027-01-20', disponivel: 20, quantidade: 2 },
        ],
        faltam: 0,
        vencidos: 5,
      }),
      'POST /api/almoxarifado/saida': reply(422, { message: recusa, errors: { 'itens.0.quantidade': [recusa] } }),
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

    await user.click(screen.getByText('Adicionar item', { selector: 'button > span' }));
    expect(screen.getByLabelText('Material do item 2', { selector: 'input' })).toBeTruthy();
    await user.click(screen.getByLabelText('Remover item 2'));
    await waitFor(() => expect(screen.queryByLabelText('Material do item 2', { selector: 'input' })).toBeNull());

    await user.click(screen.getByLabelText('Consumo próprio'));
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    expect(await screen.findByText(recusa, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(api.de('POST /api/almoxarifado/saida')[0].body).toMatchObject({
      destino_tipo: DESTINO_SAIDA.CONSUMO,
      itens: [{ material_id: 31, quantidade: 12 }],
    });
  }, 60_000);
});

describe('almoxarifado/saida/edit', () => {
  it('shows the lots the exit took and reverses it with a reason', async () => {
    logar(sessao({ permissoes: [ALM.saidaVer, ALM.estornoSaida] }));
    const item = { id: 1, materialId: 31, material: 'GAZE ESTÉRIL 7,5 X 7,5 CM', loteId: 1, lote: 'GZ01', validade: '2026-03-10' };
    const saida = {
      id: 5,
      centroCusto: 'Estoque Central',
      destinoTipo: DESTINO_SAIDA.SETOR,
      centroCustoDestinoId: 12,
      destino: 'Enfermagem do Ambulatório',
      data: '2026-02-02',
      observacao: 'Reposição semanal',
      situacao: 1,
      motivoEstorno: null,
      estornadoEm: null,
      itens: [{ ...item, quantidade: 10, custoUnitario: '1.2500' }],
    };
    let leituras = 0;
    const api = mockApi({
      'GET /api/almoxarifado/saida/5/edit': () =>
        wireDe(saidaEdicaoRespostaSchema, {
          form: { centroCusto: estoque },
          model:
            ++leituras === 1 ? saida : { ...saida, situacao: 2, motivoEstorno: 'Setor devolveu', estornadoEm: '2026-02-03T10:00:00-03:00' },
        }),
      'PUT /api/almoxarifado/saida/estorno/5': {},
    });
    const { user } = renderApp('/almoxarifado/saida/edit/5');
    expect(await screen.findByRole('cell', { name: 'GZ01' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '10/03/2026' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: /^R\$\s1,25$/ })).toBeTruthy();
    expect(screen.getByText('Ativa')).toBeTruthy();
    expect(screen.getByText('Reposição semanal')).toBeTruthy();

    await user.click(screen.getByText('Estornar', { selector: 'button > span' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Cada quantidade volta ao lote de onde saiu. Informe o motivo.')).toBeTruthy();
    const confirmar = within(dialogo).getByText('Estornar', { selector: 'button > span' }).closest('button') as HTMLButtonElement;
    expect(confirmar.disabled).toBe(true);
    await user.type(within(dialogo).getByLabelText('Motivo do estorno'), 'Setor devolveu');
    await user.click(confirmar);
    expect(await screen.findByText('Estornada')).toBeTruthy();
    expect(screen.getByText(/^Setor devolveu \(03\/02\/2026/)).toBeTruthy();
    expect(api.de('PUT /api/almoxarifado/saida/estorno/5')[0].body).toEqual({ motivo: 'Setor devolveu' });
  }, 60_000);
});
