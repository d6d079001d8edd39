import { PA } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';
import type { LinhaFechamento, ProcedimentoFaa } from './faa.api';

const API = '/api/pronto-atendimento';

const linha = (id: number, extra: Partial<LinhaFechamento> = {}): LinhaFechamento => ({
  id,
  numero: 2026000000 + id,
  recepcionadoEm: '2026-03-10T10:00:00.000Z',
  retroativo: false,
  pacienteId: 500 + id,
  pacienteNome: `Paciente ${id}`,
  cpf: null,
  cns: null,
  dataNascimento: '1980-06-10',
  desconhecido: false,
  classificacaoRisco: 'Amarelo',
  cor: '#fbc02d',
  desfecho: 1,
  ultimoDestino: 1,
  cidPrincipal: 'R10',
  pendencias: [],
  pronta: true,
  procedimentos: [
    { codigo: '0301060118', quantidade: 1 },
    { codigo: '0301060096', quantidade: 2 },
  ],
  ...extra,
});

const PRONTA = linha(10);
const PENDENTE = linha(11, {
  cidPrincipal: null,
  pronta: false,
  pendencias: [
    { codigo: 'SEM_AVALIACAO_MEDICA', nome: 'Sem avaliação médica' },
    { codigo: 'EM_FILA', nome: 'Paciente ainda em fila do pronto atendimento' },
  ],
  procedimentos: [{ codigo: '0301060118', quantidade: 1 }],
});

const procedimento = (codigo: string, nome: string, extra: Partial<ProcedimentoFaa> = {}): ProcedimentoFaa => ({
  procedimentoCodigo: codigo,
  procedimentoNome: nome,
  quantidade: 1,
  usuarioId: 4,
  profissionalNome: 'Ricardo Lins Cavalcanti',
  ocupacaoCodigo: '225125',
  cidCodigo: 'R10',
  realizadoEm: '2026-03-10T11:00:00.000Z',
  competencia: '202603',
  ...extra,
});

const detalhe = (l: LinhaFechamento) =>
  wire({
    model: {
      atendimento: {
        id: l.id,
        numero: l.numero,
        status: 1,
        recepcionadoEm: l.recepcionadoEm,
        pacienteNome: l.pacienteNome,
        nomeSocial: null,
      },
      pendencias: l.pendencias,
      pronta: l.pronta,
      procedimentos: [
        procedimento('0301060096', 'ATENDIMENTO MEDICO EM UNIDADE DE PRONTO ATENDIMENTO'),
        procedimento('0301060118', 'ACOLHIMENTO COM CLASSIFICAÇÃO DE RISCO', {
          profissionalNome: 'Marcos Antônio Ferreira',
          ocupacaoCodigo: '223505',
        }),
      ],
    },
  });

describe('fechamento de FAA', () => {
  it('shows the pendências as tags, the procedures in the drawer, and closes a ready FAA', async () => {
    logar(sessao({ permissoes: [PA.fecharFaa] }));
    let fechada = false;
    const api = mockApi({
      [`GET ${API}/fechamento-faa/datatable`]: () =>
        wire({ draw: 1, recordsTotal: 2, recordsFiltered: 2, data: fechada ? [PENDENTE] : [PRONTA, PENDENTE] }),
      [`GET ${API}/fechamento-faa/show/10`]: detalhe(PRONTA),
      [`GET ${API}/fechamento-faa/show/11`]: detalhe(PENDENTE),
      [`PUT ${API}/fechamento-faa/10`]: () => {
        fechada = true;
        return wire({ id: 10, numero: PRONTA.numero, message: `FAA nº ${PRONTA.numero} fechada.` });
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/pronto-atendimento/fechamento-faa/index');

    expect(await screen.findByText('Paciente 10', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Pronta para fechar')).toBeTruthy();
    expect(screen.getByText('Sem avaliação médica')).toBeTruthy();
    expect(screen.getByText('Paciente ainda em fila do pronto atendimento')).toBeTruthy();
    expect(screen.getByText('0301060118 ×1, 0301060096 ×2')).toBeTruthy();
    // cancelling is for who may reopen FAAs only
    expect(screen.queryByLabelText(`Cancelar FAA nº ${PENDENTE.numero}`)).toBeNull();

    // an FAA with pendências cannot be closed from its drawer
    await user.click(screen.getByLabelText(`Fechar FAA nº ${PENDENTE.numero}`));
    expect(await screen.findByText('Resolva as pendências antes de fechar a FAA.')).toBeTruthy();
    const pendente = screen.getByText('Resolva as pendências antes de fechar a FAA.').closest('.ant-drawer') as HTMLElement;
    expect(within(pendente).getByRole('button', { name: 'Fechar FAA' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(pendente).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByText('Resolva as pendências antes de fechar a FAA.')).toBeNull());

    await user.click(screen.getByLabelText(`Fechar FAA nº ${PRONTA.numero}`));
    const drawer = (await screen.findByText('ATENDIMENTO MEDICO EM UNIDADE DE PRONTO ATENDIMENTO')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText('Marcos Antônio Ferreira (CBO 223505)')).toBeTruthy();
    expect(within(drawer).getAllByText('03/2026')).toHaveLength(2);
    const botao = within(drawer).getByRole('button', { name: 'Fechar FAA' });
    await waitFor(() => expect(botao.hasAttribute('disabled')).toBe(false));
    await user.click(botao);

    expect(await screen.findByText(`FAA nº ${PRONTA.numero} fechada.`)).toBeTruthy();
    expect(api.de(`PUT ${API}/fechamento-faa/10`)).toHaveLength(1);
    // the list is read again and the closed FAA leaves it
    await waitFor(() => expect(screen.queryByText('Paciente 10')).toBeNull());
    expect(screen.getByText('Paciente 11')).toBeTruthy();
  }, 60_000);

  it('filters the ready ones and cancels an FAA opened by mistake with a reason', async () => {
    logar(sessao({ permissoes: [PA.fecharFaa, PA.reabrirFaa] }));
    const api = mockApi({
      [`GET ${API}/fechamento-faa/datatable`]: (c: { query: URLSearchParams }) =>
        wire({ draw: 1, recordsTotal: 2, recordsFiltered: 2, data: c.query.get('prontas') === '1' ? [PRONTA] : [PRONTA, PENDENTE] }),
      [`PUT ${API}/reabertura-atendimento/cancelar/11`]: (c: { body: { motivo: string } }) =>
        c.body.motivo.length < 5
          ? reply(422, { message: 'Os dados informados são inválidos.', errors: { motivo: ['Motivo muito curto para o registro.'] } })
          : wire({ message: `FAA nº ${PENDENTE.numero} cancelada.` }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/pronto-atendimento/fechamento-faa/index');
    expect(await screen.findByText('Paciente 11', {}, { timeout: 10_000 })).toBeTruthy();
    // only an FAA without a doctor evaluation can be cancelled
    expect(screen.queryByLabelText(`Cancelar FAA nº ${PRONTA.numero}`)).toBeNull();

    await user.click(screen.getByLabelText(`Cancelar FAA nº ${PENDENTE.numero}`));
    const modal = await findDialog('Cancelar FAA');
    await user.click(within(modal).getByRole('button', { name: 'Cancelar FAA' }));
    expect(await within(modal).findByText('O campo Motivo é obrigatório.')).toBeTruthy();
    expect(api.de(`PUT ${API}/reabertura-atendimento/cancelar/11`)).toHaveLength(0);

    await user.type(within(modal).getByLabelText('Motivo'), 'Dup');
    await user.click(within(modal).getByRole('button', { name: 'Cancelar FAA' }));
    // the server's 422 lands on the field
    expect(await within(modal).findByText('Motivo muito curto para o registro.')).toBeTruthy();
    await user.type(within(modal).getByLabelText('Motivo'), 'licidade de cadastro');
    await user.click(within(modal).getByRole('button', { name: 'Cancelar FAA' }));
    expect(await screen.findByText(`FAA nº ${PENDENTE.numero} cancelada.`)).toBeTruthy();
    expect(api.de(`PUT ${API}/reabertura-atendimento/cancelar/11`).at(-1)?.body).toEqual({ motivo: 'Duplicidade de cadastro' });

    await user.click(screen.getByLabelText('Somente prontas para fechar'));
    await waitFor(() => expect(screen.queryByText('Paciente 11')).toBeNull());
    expect(api.de(`GET ${API}/fechamento-faa/datatable`).at(-1)?.query.get('prontas')).toBe('1');
  }, 60_000);
});
