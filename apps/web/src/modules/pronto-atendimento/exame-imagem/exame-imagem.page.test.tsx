import { PA } from '@saude/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const BASE = '/api/pronto-atendimento/exame-imagem';

const linha = (over: Record<string, unknown> = {}) => ({
  id: 5,
  atendimentoId: 9,
  numero: 2026000123,
  paciente: 'MARIA DAS DORES',
  procedimentoCodigo: '0204030153',
  procedimento: 'RADIOGRAFIA DE TORAX (PA E PERFIL)',
  status: 1,
  statusNome: 'Solicitado',
  solicitadoEm: '2026-11-21T12:40:00.000Z',
  realizadoEm: null,
  laudadoEm: null,
  ...over,
});

const ATENDIMENTO = {
  id: 9,
  numero: 2026000123,
  status: 1,
  recepcionadoEm: '2026-11-21T12:00:00.000Z',
  urgente: false,
  motivoUrgencia: null,
  pacienteNome: 'MARIA DAS DORES',
  nomeSocial: null,
  dataNascimento: '1940-03-15',
  sexoId: 1,
  cns: null,
  desconhecido: false,
  idadeEstimada: null,
  classificacaoRisco: 'Amarelo',
  cor: '#fbc02d',
  alergias: [{ nome: 'Iodo', observacao: 'contraste' }],
  ultimaTriagem: null,
};

const exame = (over: Record<string, unknown> = {}) => ({
  id: 5,
  atendimentoId: 9,
  atendimentoNumero: 2026000123,
  atendimentoStatus: 1,
  procedimentoCodigo: '0204030153',
  procedimentoNome: 'RADIOGRAFIA DE TORAX (PA E PERFIL)',
  justificativa: 'Tosse e febre há 5 dias',
  status: 1,
  statusNome: 'Solicitado',
  solicitadoEm: '2026-11-21T12:40:00.000Z',
  solicitante: 'Ricardo Lins Cavalcanti',
  realizadoEm: null,
  realizadoPorNome: null,
  laudo: null,
  laudadoEm: null,
  laudadoPorNome: null,
  motivoCancelamento: null,
  canceladoEm: null,
  canceladoPorNome: null,
  acoes: ['realizar', 'cancelar'],
  ...over,
});

const edicao = (e: ReturnType<typeof exame>) => wire({ form: { acoes: e.acoes }, model: { exame: e, atendimento: ATENDIMENTO } });

describe('exames de imagem', () => {
  it('lists the unit requests with their status, filters by status and FAA, and opens the edit with the shift', async () => {
    logar(sessao({ permissoes: [PA.exameImagemVer, PA.exameImagemEditar, PA.plantaoVer] }));
    const api = mockApi({
      [`GET ${BASE}/datatable`]: wire({
        draw: 1,
        recordsTotal: 2,
        recordsFiltered: 2,
        data: [linha(), linha({ id: 6, paciente: 'JOSÉ FERREIRA', status: 3, statusNome: 'Laudado' })],
      }),
      'GET /api/pronto-atendimento/plantao/atual': wire({ data: { id: 3 } }),
      [`GET ${BASE}/5/edit`]: edicao(exame()),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path } = renderApp('/pronto-atendimento/exame-imagem/index');

    expect(await screen.findByText('MARIA DAS DORES', {}, { timeout: 10_000 })).toBeTruthy();
    // 12:40Z is 09:40 in the test's time zone
    expect(screen.getAllByText('21/11/2026 09:40')).toHaveLength(2);
    expect(screen.getByText('Solicitado')).toBeTruthy();
    expect(screen.getAllByText('0204030153 - RADIOGRAFIA DE TORAX (PA E PERFIL)')).toHaveLength(2);
    // a reported exam is only read; nobody here may request: no "Novo"
    expect(screen.getByLabelText('Visualizar: JOSÉ FERREIRA, RADIOGRAFIA DE TORAX (PA E PERFIL)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Novo/ })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(screen.getAllByTitle('Laudado').find((e) => e.classList.contains('ant-select-item-option')) as HTMLElement);
    await waitFor(() => expect(api.de(`GET ${BASE}/datatable`).at(-1)?.query.get('status')).toBe('3'));

    const faa = screen.getByLabelText('FAA nº');
    await user.type(faa, '2026000123{Enter}');
    await waitFor(() => expect(api.de(`GET ${BASE}/datatable`).at(-1)?.query.get('numero')).toBe('2026000123'));
    expect(api.de(`GET ${BASE}/datatable`).at(-1)?.query.get('status')).toBe('3');

    await user.click(screen.getByLabelText('Editar: MARIA DAS DORES, RADIOGRAFIA DE TORAX (PA E PERFIL)'));
    await waitFor(() => expect(path()).toBe('/pronto-atendimento/exame-imagem/edit/5/3'));
    expect(await screen.findByText('Tosse e febre há 5 dias', {}, { timeout: 10_000 })).toBeTruthy();
  }, 60_000);

  it('registers the execution with the shared rules, then the report; cancels only with a reason', async () => {
    logar(sessao({ permissoes: [PA.exameImagemVer, PA.exameImagemEditar] }));
    let atual = exame();
    const api = mockApi({
      [`GET ${BASE}/5/edit`]: () => edicao(atual),
      [`PUT ${BASE}/5`]: (c: { body: Record<string, unknown> }) => {
        if (c.body.acao === 'realizar' && c.body.realizado_em === '2026-11-21T09:00:00-03:00')
          return reply(422, {
            message: 'Os dados informados são inválidos.',
            errors: { realizado_em: ['Data da realização não pode ser anterior à solicitação.'] },
          });
        if (c.body.acao === 'realizar') {
          atual = exame({
            status: 2,
            statusNome: 'Realizado',
            realizadoEm: c.body.realizado_em,
            realizadoPorNome: 'Maria da Silva Souza',
            acoes: ['laudar'],
          });
          return wire({ model: atual, message: 'Realização registrada.' });
        }
        atual = exame({ status: 3, statusNome: 'Laudado', laudo: c.body.laudo, acoes: [] });
        return wire({ model: atual, message: 'Laudo registrado.' });
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/pronto-atendimento/exame-imagem/edit/5/0');

    expect(await screen.findByText('Registrar realização', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Iodo (contraste)')).toBeTruthy();
    const data = screen.getByLabelText('Data da realização') as HTMLInputElement;
    const hora = screen.getByLabelText('Hora da realização') as HTMLInputElement;
    // starts at now
    expect(data.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // cancelling asks for the reason before anything is sent
    await user.click(screen.getByRole('button', { name: 'Cancelar solicitação' }));
    const modal = await findDialog('Cancelar solicitação');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText('O campo Motivo do cancelamento é obrigatório.')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByText('O campo Motivo do cancelamento é obrigatório.')).toBeNull());

    fireEvent.change(data, { target: { value: '21/11/2099' } });
    fireEvent.change(hora, { target: { value: '10:00' } });
    expect(await screen.findByText('Data da realização não pode ser futura.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(api.de(`PUT ${BASE}/5`)).toHaveLength(0);

    // the server's rule (not before the request) lands on the field
    fireEvent.change(data, { target: { value: '21/11/2026' } });
    fireEvent.change(hora, { target: { value: '09:00' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Data da realização não pode ser anterior à solicitação.')).toBeTruthy();
    expect(api.de(`PUT ${BASE}/5`)[0]?.body).toEqual({ acao: 'realizar', realizado_em: '2026-11-21T09:00:00-03:00' });

    fireEvent.change(hora, { target: { value: '09:50' } });
    await waitFor(() => expect(screen.queryByText('Data da realização não pode ser anterior à solicitação.')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Realização registrada.')).toBeTruthy();

    // the next step the table allows: the report
    expect(await screen.findByText('Registrar laudo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar solicitação' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo Laudo é obrigatório.')).toBeTruthy();
    await user.type(screen.getByLabelText('Laudo'), 'Consolidação em base direita.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Laudo registrado.')).toBeTruthy();
    expect(api.de(`PUT ${BASE}/5`).at(-1)?.body).toEqual({ acao: 'laudar', laudo: 'Consolidação em base direita.' });
    await waitFor(() => expect(screen.queryByText('Registrar laudo')).toBeNull());
    expect(screen.getByText('Consolidação em base direita.')).toBeTruthy();
  }, 90_000);
});
