import { ALM, hojeIso, requisicaoEdicaoRespostaSchema, requisicaoModeloSchema } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { logar, sessao, wireDe } from '../../../../test/fixtures';
import { mockApi, reply } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render';

type Modelo = z.output<typeof requisicaoModeloSchema>;

const requisicao: Modelo = {
  id: 31,
  data: '2026-03-02',
  centroCustoRequisitanteId: 12,
  setor: 'Enfermagem do Ambulatório',
  centroCustoAlmoxarifadoId: 7,
  almoxarifado: 'Estoque Central',
  solicitante: 'Renata Alves Bezerra',
  observacao: null,
  situacao: 1,
  motivoSituacao: null,
  itens: [
    {
      id: 101,
      materialId: 5,
      material: 'GAZE ESTÉRIL 7,5 CM',
      quantidadeSolicitada: 25,
      quantidadeAtendida: 0,
      situacao: 1,
      motivoRecusa: null,
      sugestao: [
        { loteId: 1, lote: 'GZ1', validade: '2026-04-10', disponivel: 10, quantidade: 10 },
        { loteId: 2, lote: 'GZ2', validade: '2027-01-20', disponivel: 20, quantidade: 15 },
      ],
      disponivel: 30,
    },
    {
      id: 102,
      materialId: 6,
      material: 'MICROPORE 25 MM',
      quantidadeSolicitada: 3,
      quantidadeAtendida: 0,
      situacao: 2,
      motivoRecusa: null,
      sugestao: null,
      disponivel: null,
    },
  ],
  suprimentos: [],
};

const atendida: Modelo = {
  ...requisicao,
  situacao: 2,
  itens: [
    {
      ...requisicao.itens[0],
      quantidadeAtendida: 12,
      sugestao: [{ loteId: 2, lote: 'GZ2', validade: '2027-01-20', disponivel: 18, quantidade: 13 }],
    },
    requisicao.itens[1],
  ],
  suprimentos: [
    {
      id: 900,
      data: hojeIso(),
      registradoPor: 'Paulo Henrique Siqueira',
      situacao: 1,
      motivoEstorno: null,
      itens: [
        { id: 1, material: 'GAZE ESTÉRIL 7,5 CM', lote: 'GZ1', validade: '2026-04-10', quantidade: 10 },
        { id: 2, material: 'GAZE ESTÉRIL 7,5 CM', lote: 'GZ2', validade: '2027-01-20', quantidade: 2 },
      ],
    },
  ],
};

describe('almoxarifado/requisicao-suprimento/edit', () => {
  it('shows the FEFO lots for what is missing, sends what the clerk gives, puts the engine refusal on the line, then shows the supply', async () => {
    logar(sessao({ permissoes: [ALM.suprimentoVer, ALM.suprimentoCadastrar, ALM.estornoSuprimento] }));
    const recusa = 'Item 1: Lote GZ1 de GAZE ESTÉRIL 7,5 CM: saldo 8, pedido 10.';
    let tentativas = 0;
    const api = mockApi({
      'GET /api/almoxarifado/requisicao-suprimento/31/edit': wireDe(requisicaoEdicaoRespostaSchema, { model: requisicao }),
      'POST /api/almoxarifado/requisicao-suprimento/31': () =>
        ++tentativas === 1
          ? reply(422, { message: recusa, errors: { 'itens.0.quantidade': [recusa] } })
          : reply(201, wireDe(requisicaoModeloSchema, atendida)),
    });
    const { user } = renderApp('/almoxarifado/requisicao-suprimento/edit/31');
    expect(await screen.findByText('Lote GZ1 (val. 10/04/2026): 10', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Lote GZ2 (val. 20/01/2027): 15')).toBeTruthy();
    expect(screen.getByText('Pendente de permissão')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Decidir' }).getAttribute('href')).toBe('/almoxarifado/requisicao-pendente-permissao/edit/102');
    expect(
      screen.getByText('Há itens de materiais que este setor não pode pedir: aprove ou recuse em Pendências de permissão.'),
    ).toBeTruthy();

    const gaze = screen.getByLabelText('Quantidade a atender de GAZE ESTÉRIL 7,5 CM') as HTMLInputElement;
    expect(gaze.value).toBe('25');
    expect((screen.getByLabelText('Quantidade a atender de MICROPORE 25 MM') as HTMLInputElement).disabled).toBe(true);
    await user.clear(gaze);
    await user.type(gaze, '12');
    await user.click(screen.getByText('Atender', { selector: 'button > span' }));
    expect((await screen.findAllByText(recusa)).length).toBeGreaterThan(0);
    expect(api.de('POST /api/almoxarifado/requisicao-suprimento/31')[0].body).toEqual({
      data: hojeIso(),
      itens: [
        { requisicao_item_id: 101, quantidade: 12 },
        { requisicao_item_id: 102, quantidade: 0 },
      ],
    });

    await user.click(screen.getByText('Atender', { selector: 'button > span' }));
    expect(await screen.findByText('Atendida parcialmente')).toBeTruthy();
    const atendimentos = screen.getByText('Atendimentos').closest('.ant-card') as HTMLElement;
    expect(within(atendimentos).getByText('Paulo Henrique Siqueira')).toBeTruthy();
    expect(
      within(atendimentos)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toContain('GAZE ESTÉRIL 7,5 CMGZ220/01/20272');
    await waitFor(() =>
      expect((screen.getByLabelText('Quantidade a atender de GAZE ESTÉRIL 7,5 CM') as HTMLInputElement).value).toBe('13'),
    );
    expect(screen.getByText('Lote GZ2 (val. 20/01/2027): 13')).toBeTruthy();
  }, 60_000);
});
