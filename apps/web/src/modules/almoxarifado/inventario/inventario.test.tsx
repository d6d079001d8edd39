import { ALM, inventarioIndexSchema, inventarioItensSchema, inventarioModeloSchema } from '@saude/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const estoque = { id: 7, nome: 'Estoque Central' };
const dados = (totais: { contados: number; divergentes: number; valorDiferencas: string }, situacao = 1) => ({
  id: 5,
  centroCusto: estoque.nome,
  dataAbertura: '2026-03-02',
  situacao,
  abertoPor: 'Ana Almoxarife',
  abertoEm: '2026-03-02T11:00:00.000Z',
  aplicadoEm: situacao === 2 ? '2026-03-02T15:00:00.000Z' : null,
  aplicadoPor: situacao === 2 ? 'Ana Almoxarife' : null,
  motivoCancelamento: null,
  observacao: null,
  totais: { itens: 2, ...totais },
});
const modelo = (totais: Parameters<typeof dados>[0], situacao = 1) => wireDe(inventarioModeloSchema, dados(totais, situacao));
const item = (id: number, lote: string, esperada: number, contada: number | null) => ({
  id,
  materialId: 31,
  material: 'GAZE ESTÉRIL 7,5 X 7,5 CM',
  loteId: 100 + id,
  lote,
  validade: '2027-01-20',
  fabricante: null,
  quantidadeEsperada: esperada,
  quantidadeContada: contada,
  diferenca: contada === null ? null : contada - esperada,
  custoUnitario: '2.0000',
  valorDiferenca: contada === null ? null : ((contada - esperada) * 2).toFixed(2),
  incluido: false,
});

describe('almoxarifado/inventario', () => {
  it('opens a count of the session’s stock and goes to its sheet', async () => {
    logar(sessao({ permissoes: [ALM.inventarioVer, ALM.inventarioContar] }));
    const api = mockApi({
      'GET /api/almoxarifado/inventario': wireDe(inventarioIndexSchema, { centroCusto: estoque, emAndamento: null }),
      'GET /api/almoxarifado/inventario/list': { draw: 1, records_total: 0, records_filtered: 0, data: [] },
      'POST /api/almoxarifado/inventario': reply(201, { id: 5 }),
      'GET /api/almoxarifado/inventario/5': modelo({ contados: 0, divergentes: 0, valorDiferencas: '0.00' }),
      'GET /api/almoxarifado/inventario/5/itens': wireDe(inventarioItensSchema, { draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
    });
    const { user, path } = renderApp('/almoxarifado/inventario/index');
    expect(await screen.findByText('Estoque: Estoque Central', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByText('Abrir inventário', { selector: 'button > span' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(/O saldo de cada lote deste estoque fica registrado como a quantidade esperada/)).toBeTruthy();
    await user.click(within(dialogo).getByText('Sim'));
    await waitFor(() => expect(path()).toBe('/almoxarifado/inventario/contagem/5'));
    expect(api.de('POST /api/almoxarifado/inventario')).toHaveLength(1);
  }, 60_000);

  it('shows a count in progress to the others, saves what was typed and applies the differences', async () => {
    logar(sessao({ permissoes: [ALM.inventarioVer, ALM.inventarioContar, ALM.inventarioAplicar] }));
    const salvo = modelo({ contados: 2, divergentes: 1, valorDiferencas: '-4.00' });
    const api = mockApi({
      'GET /api/almoxarifado/inventario': wireDe(inventarioIndexSchema, {
        centroCusto: estoque,
        emAndamento: dados({ contados: 1, divergentes: 0, valorDiferencas: '0.00' }),
      }),
      'GET /api/almoxarifado/inventario/list': { draw: 1, records_total: 0, records_filtered: 0, data: [] },
      'GET /api/almoxarifado/inventario/5': modelo({ contados: 1, divergentes: 0, valorDiferencas: '0.00' }),
      'GET /api/almoxarifado/inventario/5/itens': wireDe(inventarioItensSchema, {
        draw: 1,
        recordsTotal: 2,
        recordsFiltered: 2,
        data: [item(1, 'GZ01', 10, null), item(2, 'GZ02', 5, 5)],
      }),
      'PUT /api/almoxarifado/inventario/5/contagem': salvo,
      'PUT /api/almoxarifado/inventario/5/aplicar': modelo({ contados: 2, divergentes: 1, valorDiferencas: '-4.00' }, 2),
    });
    const { user } = renderApp('/almoxarifado/inventario/index');
    expect(
      await screen.findByText(
        'Inventário em andamento, aberto em 02/03/2026 por Ana Almoxarife: 1 de 2 lotes contados.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    await user.click(screen.getByText('Continuar contagem', { selector: 'button > span' }));

    const campo = await screen.findByLabelText('Quantidade contada do lote GZ01');
    fireEvent.change(campo, { target: { value: '8' } });
    const linha = campo.closest('tr') as HTMLElement;
    expect(await within(linha).findByText('-2')).toBeTruthy();
    expect(within(linha).getByText(/-R\$\s4,00/)).toBeTruthy();
    // unsaved counts hold the apply back
    expect(screen.getByText('Aplicar inventário', { selector: 'button > span' }).closest('button')?.disabled).toBe(true);
    await user.click(screen.getByText('Salvar contagem (1)', { selector: 'button > span' }));
    await waitFor(() => expect(api.de('PUT /api/almoxarifado/inventario/5/contagem')).toHaveLength(1));
    expect(api.de('PUT /api/almoxarifado/inventario/5/contagem')[0].body).toEqual({ itens: [{ id: 1, quantidade_contada: 8 }] });

    await waitFor(() =>
      expect(screen.getByText('Aplicar inventário', { selector: 'button > span' }).closest('button')?.disabled).toBe(false),
    );
    await user.click(screen.getByText('Aplicar inventário', { selector: 'button > span' }));
    const dialogo = await screen.findByRole('dialog');
    await user.click(within(dialogo).getByText('Sim'));
    await waitFor(() => expect(api.de('PUT /api/almoxarifado/inventario/5/aplicar')).toHaveLength(1));
  }, 60_000);
});
