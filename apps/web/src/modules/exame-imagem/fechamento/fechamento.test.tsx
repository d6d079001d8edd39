import {
  examesFinalizadosSchema,
  fechamentoImagemFormSchema,
  fechamentoImagemPreviewSchema,
  IMG,
  RELATORIOS_EXAME_IMAGEM,
  relatorioImgFinanceiroExame,
} from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../router';
import { logar, sessao, wire, wireDe } from '../../../test/fixtures';
import { type Chamada, mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const BASE = '/api/exame-imagem/fechamento';
const ALT = '/api/exame-imagem/alteracao-exame-finalizado';
const exame = (id: number, paciente: string, situacao = 4) => ({
  id,
  numero: 800000000000 + id,
  paciente,
  cns: '700000000000005',
  realizadoEm: '2026-10-05T13:00:00.000Z',
  data: null,
  solicitante: 'Dra. Ana',
  procedimento: '0204030153',
  situacao,
});
const resumo = {
  id: 9,
  unidadeId: 1,
  unidade: 'Policlínica Municipal',
  competencia: '2026-09',
  quantidade: 4,
  valor: 30.4,
  fechadoPor: 'Radiologista Demo',
  fechadoEm: '2026-10-02T12:00:00.000Z',
};

describe('exame-imagem/fechamento/create', () => {
  it('shows the lines to bill with the warnings, closes after confirming and lists the closed competences', async () => {
    logar(sessao({ permissoes: [IMG.fechamento] }));
    const api = mockApi({
      [`GET ${BASE}/create`]: wireDe(fechamentoImagemFormSchema, {
        data: { unidades: [{ id: 1, nome: 'Policlínica Municipal' }], unidadePadrao: 1, fechamentos: [resumo] },
      }),
      [`GET ${BASE}/previa`]: wireDe(fechamentoImagemPreviewSchema, {
        data: {
          unidadeId: 1,
          competencia: '2026-10',
          fechamento: null,
          linhas: [
            {
              procedimento: '0204030153',
              nome: 'RADIOGRAFIA DE TORAX (PA E PERFIL)',
              quantidade: 2,
              valorUnitario: 9.5,
              total: 19,
              exames: [exame(1, 'MARIA DA SILVA'), exame(2, 'JOSÉ SOUZA', 2)],
            },
          ],
          quantidade: 2,
          total: 19,
          semLaudo: [exame(2, 'JOSÉ SOUZA', 2)],
          agendados: [exame(3, 'ANA LIMA', 1)],
          foraDoFechamento: [],
        },
      }),
      [`POST ${BASE}`]: reply(422, {
        message: 'Competência já fechada para esta unidade: exames alterados só por "Alteração de exame finalizado".',
        errors: { competencia: ['Competência já fechada para esta unidade: exames alterados só por "Alteração de exame finalizado".'] },
      }),
    });
    const { user } = renderApp('/exame-imagem/fechamento/create?competencia=2026-10', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('RADIOGRAFIA DE TORAX (PA E PERFIL)', {}, { timeout: 40_000 })).toBeTruthy();
    expect(screen.getByText('1 exame(s) realizado(s) sem laudo (serão faturados).')).toBeTruthy();
    expect(screen.getByText('1 exame(s) do mês ainda agendado(s), sem realização registrada: não serão faturados.')).toBeTruthy();
    expect(screen.getAllByText('R$ 19,00').length).toBeGreaterThan(0);
    expect(screen.getByText('09/2026')).toBeTruthy();
    const q = api.de(`GET ${BASE}/previa`)[0]?.query;
    expect([q?.get('unidade_id'), q?.get('competencia')]).toEqual(['1', '2026-10']);

    await user.click(screen.getByRole('button', { name: /Fechar competência/ }));
    const dialogo = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialogo).getAllByText('Fechar a competência 10/2026?').length).toBeGreaterThan(0);
    await user.click(within(dialogo).getByRole('button', { name: 'Fechar competência' }));
    await waitFor(() => expect(api.de(`POST ${BASE}`)).toHaveLength(1));
    expect(api.de(`POST ${BASE}`)[0]?.body).toEqual({ unidade_id: 1, competencia: '2026-10' });
    expect(await screen.findAllByText(/Competência já fechada para esta unidade/, {}, { timeout: 10_000 })).not.toHaveLength(0);
  }, 90_000);
});

describe('exame-imagem/alteracao-exame-finalizado/create', () => {
  it('finds the closed exam and sends only what changed, with the reason', async () => {
    logar(sessao({ permissoes: [IMG.alterarFinalizado] }));
    const finalizado = {
      id: 5,
      numero: 800000000005,
      paciente: 'MARIA DA SILVA',
      cns: null,
      unidade: 'Policlínica Municipal',
      competencia: '2026-09',
      fechamentoId: 9,
      procedimentoCodigo: '0204030153',
      procedimentoNome: 'RADIOGRAFIA DE TORAX (PA E PERFIL)',
      valor: 9.5,
      realizadoEm: '2026-09-05T13:00:00.000Z',
      profissionalSolicitanteId: null,
      profissionalSolicitante: null,
      unidadeSolicitanteId: null,
      unidadeSolicitante: null,
      solicitanteNome: 'Dr. Papel',
      situacao: 4,
      alteracoes: [
        {
          alteradoEm: '2026-10-03T12:00:00.000Z',
          usuario: 'Radiologista Demo',
          motivo: 'Valor da tabela nova',
          antes: { valor: 9 },
          depois: { valor: 9.5 },
        },
      ],
    };
    const api = mockApi({
      [`GET ${ALT}`]: wireDe(examesFinalizadosSchema, { data: [finalizado] }),
      [`PUT ${ALT}/5`]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { motivo: ['Motivo deve conter no mínimo 10 caracteres'] },
      }),
    });
    const { user } = renderApp('/exame-imagem/alteracao-exame-finalizado/create?competencia=2026-09', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('MARIA DA SILVA — Policlínica Municipal', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Valor da tabela nova')).toBeTruthy();
    expect(screen.getByText('Valor: R$ 9,00 → R$ 9,50')).toBeTruthy();
    expect(api.de(`GET ${ALT}`)[0]?.query.get('competencia')).toBe('2026-09');
    await user.type(screen.getByLabelText('Motivo'), 'Errado');
    await user.click(screen.getByRole('button', { name: 'Salvar alteração' }));
    await waitFor(() => expect(api.de(`PUT ${ALT}/5`)).toHaveLength(1));
    expect(api.de(`PUT ${ALT}/5`)[0]?.body).toEqual({ motivo: 'Errado' });
    expect(
      await screen.findByText(
        'Motivo deve conter no mínimo 10 caracteres',
        { selector: '.ant-form-item-explain-error' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  }, 90_000);
});

describe('exame-imagem reports', () => {
  it('every report of the menu has its page', () => {
    expect(RELATORIOS_EXAME_IMAGEM).toHaveLength(4);
    for (const def of RELATORIOS_EXAME_IMAGEM) expect(matchRoutes(routes, def.path)?.at(-1)?.route.path, def.path).not.toBe('*');
  });

  it('relatorio-financeiro-exame: the declaration becomes the page, the closed flag as a tag', async () => {
    logar(sessao({ permissoes: RELATORIOS_EXAME_IMAGEM.map((r) => r.permissao) }));
    const api = mockApi({
      [`GET ${relatorioImgFinanceiroExame.listPath}`]: (c: Chamada) =>
        wire({
          draw: Number(c.query.get('draw')),
          recordsTotal: 1,
          recordsFiltered: 1,
          data: [
            {
              competencia: '2026-10',
              unidade: 'Policlínica Municipal',
              procedimento: '0204030153',
              nome: 'RADIOGRAFIA DE TORAX (PA E PERFIL)',
              quantidade: 2,
              valorUnitario: 9.5,
              total: 19,
              fechado: 'Sim',
            },
          ],
          totais: { quantidade: 2, total: 19 },
        }),
    });
    renderApp('/exame-imagem/relatorio-financeiro-exame/index?data_inicio=2026-10-01&data_fim=2026-10-31');
    expect(await screen.findByText('Financeiro por exame de imagem', { selector: 'h1' }, { timeout: 10_000 })).toBeTruthy();
    expect((await screen.findByText('Sim', {}, { timeout: 10_000 })).closest('.ant-tag')?.className).toMatch(/green/);
    expect(screen.getByText('RADIOGRAFIA DE TORAX (PA E PERFIL)')).toBeTruthy();
    await waitFor(() => expect(api.de(`GET ${relatorioImgFinanceiroExame.listPath}`).length).toBeGreaterThan(0));
    expect(api.de(`GET ${relatorioImgFinanceiroExame.listPath}`)[0]?.query.get('data_inicio')).toBe('2026-10-01');
  }, 90_000);
});
