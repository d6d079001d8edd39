import {
  AMB,
  filaSenhaRespostaSchema,
  MENSAGENS_SENHA,
  minhasSenhasRespostaSchema,
  PA,
  PS,
  StatusSenha,
  senhaAlteradaSchema,
} from '@saude/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { substituirUseTempoReal } from '../../../lib/tempo-real';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';
import type { RespostaFilaSenha, SenhaNaFila } from './senha.api';

// The push connection is another module: here a stub that hands the test its callbacks.
const tempoReal = {
  topico: null as string | null,
  aoEvento: null as null | (() => void),
  opcoes: null as null | { aoReconectar?: () => void; recarregarSemConexaoMs?: number },
  conectado: true,
};
substituirUseTempoReal((topico, aoEvento, opcoes) => {
  tempoReal.topico = topico;
  tempoReal.aoEvento = aoEvento as () => void;
  tempoReal.opcoes = opcoes ?? null;
  return { conectado: tempoReal.conectado };
});

const URL_FILA = '/painel-senha/fila-atendimento/index';
const FILA = 'GET /api/painel-senha/fila';
const MINHAS = 'GET /api/painel-senha/fila-atendimento';
const PROXIMA = 'POST /api/painel-senha/fila/chamar-proxima';
const CHAMADA = 'POST /api/painel-senha/chamada';

function senha(id: number, codigo: string, extra: Partial<SenhaNaFila> = {}): SenhaNaFila {
  return {
    id,
    codigo,
    status: { id: StatusSenha.EM_ESPERA, nome: 'Em espera' },
    centroCusto: { id: 15, nome: 'Recepção do Pronto Atendimento' },
    opcaoEntrada: { id: 1, nome: 'Demanda espontânea' },
    prioridade: null,
    peso: 0,
    emitidaEm: '2026-11-21T10:00:00-03:00',
    espera: { id: 1, cor: '#388e3c', minutos: 12, total: { dias: 0, horas: 0, minutos: 12 } },
    chamadas: 0,
    ultimaChamadaEm: null,
    atendidaEm: null,
    opcaoChamada: null,
    usuario: null,
    acoes: ['chamar', 'atender', 'encaminhar', 'evadir'],
    recepcao: null,
    ...extra,
  };
}

const A001 = senha(21, 'A001', {
  prioridade: { id: 7, nome: 'Idoso 80+', legal: true },
  peso: 20,
  espera: { id: 2, cor: '#fbc02d', minutos: 35, total: { dias: 0, horas: 0, minutos: 35 } },
});
const A002 = senha(22, 'A002');
const DO_COLEGA = senha(23, 'A003', {
  status: { id: StatusSenha.CHAMADA, nome: 'Chamada' },
  opcaoChamada: { id: 1, nome: 'Guichê 1' },
  usuario: { id: 8, nome: 'Outra pessoa' },
  chamadas: 1,
  acoes: ['rechamar', 'atender', 'devolver', 'encaminhar', 'evadir'],
});
const SEGURADA = senha(31, 'P004', {
  status: { id: StatusSenha.CHAMADA, nome: 'Chamada' },
  opcaoChamada: { id: 2, nome: 'Guichê 2' },
  usuario: { id: 7, nome: 'Maria da Silva Souza' },
  chamadas: 3,
  prioridade: { id: 8, nome: 'Gestante', legal: true },
  acoes: ['rechamar', 'atender', 'devolver', 'encaminhar', 'evadir'],
});

const resposta = (model: Partial<RespostaFilaSenha['data']['model']> = {}) =>
  wireDe(filaSenhaRespostaSchema, {
    data: {
      form: {
        opcoesChamada: [
          { id: 1, nome: 'Guichê 1', tipoId: 1 },
          { id: 2, nome: 'Guichê 2', tipoId: 1 },
        ],
        encaminhamentos: [{ id: 4, nome: 'Acolhimento na triagem', destino: { id: 16, nome: 'Triagem e Classificação de Risco' } }],
        temposEspera: [
          { id: 1, minutos: 0, cor: '#388e3c' },
          { id: 2, minutos: 30, cor: '#fbc02d' },
        ],
        centrosCusto: [{ id: 15, nome: 'Recepção do Pronto Atendimento', setorNome: 'Recepção' }],
      },
      model: {
        centroCustoId: 15,
        senhas: [A001, A002, DO_COLEGA],
        contagem: { emEspera: 2, chamadas: 1, emAtendimento: 0, atendidasHoje: 5, tempoMedioEsperaMinutos: 14 },
        topico: 'senhas:15',
        chamadasParaNaoComparecimento: 3,
        ultimoLocalId: null,
        ...model,
      },
    },
  });
const minhas = (senhas: SenhaNaFila[] = []) => wireDe(minhasSenhasRespostaSchema, { data: { senhas, chamadasParaNaoComparecimento: 3 } });
const alterada = (id: number, codigo: string, telas = 1) =>
  wireDe(senhaAlteradaSchema, { id, codigo, status: StatusSenha.CHAMADA, chamadas: 1, centroCustoId: 15, opcaoChamadaId: 2, telas });

/** A reception queue's ticket goes on to the reception the answer names (the UPA's: the emergency one). */
const DA_EMERGENCIA = { caminho: '/pronto-atendimento/atendimento-recepcao/create?senha=31', permissao: PA.recepcaoCadastrar };

const entrar = (permissoes: string[] = [PS.filaVer, PS.filaOperar]) => logar(sessao({ permissoes }));
const botao = (dentro: HTMLElement, texto: string) =>
  within(dentro).getByText(texto, { selector: 'button > span' }).closest('button') as HTMLButtonElement;
const opcao = (nome: string) => {
  const el = screen.queryAllByTitle(nome).find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};
const chamarProxima = () => screen.getByText('Chamar próxima', { selector: 'button span' }).closest('button') as HTMLButtonElement;

beforeEach(() => {
  localStorage.clear();
  tempoReal.conectado = true;
});

describe('fila de senhas no guichê', () => {
  it('calls next from the chosen counter (button and F2), remembers the counter and follows the queue live', async () => {
    entrar();
    const api = mockApi({ [FILA]: resposta(), [MINHAS]: minhas(), [PROXIMA]: alterada(21, 'A001') });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(URL_FILA);
    await screen.findByText('A001', {}, { timeout: 10_000 });
    expect(api.de(FILA)[0]?.query.get('centro_custo_id')).toBeNull();

    // the header, the waiting list in the server's order, the other counters
    const resumo = screen.getByRole('group', { name: 'Resumo da fila' });
    expect(within(resumo).getByText('Atendidas hoje')).toBeTruthy();
    expect(within(resumo).getByText('14 min')).toBeTruthy();
    expect(screen.getByText('Aguardando (2)')).toBeTruthy();
    const linhas = [...document.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.querySelectorAll('td')[1]?.textContent);
    expect(linhas).toEqual(['A001', 'A002']);
    const bateria = screen.getByLabelText('Tempo de espera: 35 minutos', { selector: 'svg' });
    expect(bateria.getAttribute('data-cor')).toBe('#fbc02d');
    expect(screen.getByText('Idoso 80+')).toBeTruthy();
    expect(screen.getByText('A003 · Guichê 1')).toBeTruthy();
    expect(screen.getByText('Atualização automática')).toBeTruthy();

    // two counters and none remembered: the receptionist picks hers first
    expect(chamarProxima().disabled).toBe(true);
    expect(within(chamarProxima()).getByText('F2')).toBeTruthy();
    await user.click(screen.getByLabelText('Meu local de chamada'));
    await user.click(opcao('Guichê 2'));
    await expect.poll(() => chamarProxima().disabled).toBe(false);
    await user.click(chamarProxima());
    await expect.poll(() => api.de(PROXIMA).length).toBe(1);
    expect(api.de(PROXIMA)[0]?.body).toEqual({ centro_custo_id: 15, opcao_chamada_id: 2 });
    expect(await screen.findByText('Senha A001 chamada para Guichê 2.')).toBeTruthy();
    // every action refetches the queue and the held tickets
    await expect.poll(() => api.de(MINHAS).length).toBe(2);
    expect(Object.values(localStorage).some((v) => v === '{"15":2}')).toBe(true);

    // F2 calls next too
    fireEvent.keyDown(window, { key: 'F2' });
    await expect.poll(() => api.de(PROXIMA).length).toBe(2);
    expect(api.de(PROXIMA)[1]?.body).toEqual({ centro_custo_id: 15, opcao_chamada_id: 2 });
    await expect.poll(() => api.de(FILA).length).toBe(3);

    // a push event and a reconnection refetch; while disconnected the hook polls every 30 s
    const antes = api.de(FILA).length;
    act(() => tempoReal.aoEvento?.());
    await expect.poll(() => api.de(FILA).length).toBe(antes + 1);
    act(() => tempoReal.opcoes?.aoReconectar?.());
    await expect.poll(() => api.de(FILA).length).toBe(antes + 2);
    expect(tempoReal.topico).toBe('senhas:15');
    expect(tempoReal.opcoes?.recarregarSemConexaoMs).toBe(30_000);
  }, 60_000);

  it('says the queue is empty instead of an error, and warns when no screen shows the call', async () => {
    entrar();
    let vazia = true;
    const api = mockApi({
      [FILA]: resposta({ ultimoLocalId: 1 }),
      [MINHAS]: minhas(),
      [PROXIMA]: () => (vazia ? reply(404, { message: MENSAGENS_SENHA.filaVazia }) : alterada(21, 'A001', 0)),
    });
    renderApp(URL_FILA);
    await screen.findByText('A001', {}, { timeout: 10_000 });
    // the server remembers the counter of the last call
    await expect.poll(() => chamarProxima().disabled).toBe(false);
    fireEvent.keyDown(window, { key: 'F2' });
    expect(await screen.findByText(MENSAGENS_SENHA.filaVazia)).toBeTruthy();
    expect(api.de(PROXIMA)[0]?.body).toEqual({ centro_custo_id: 15, opcao_chamada_id: 1 });
    vazia = false;
    fireEvent.keyDown(window, { key: 'F2' });
    expect(
      await screen.findByText(
        'Senha A001 chamada para Guichê 1. Nenhuma tela mostra esta fila ou este local: a chamada não apareceu no painel.',
      ),
    ).toBeTruthy();
  }, 60_000);

  it('shows the held ticket large, highlighted after the calls limit, with its actions', async () => {
    entrar();
    const api = mockApi({
      [FILA]: resposta({ ultimoLocalId: 2 }),
      [MINHAS]: minhas([SEGURADA]),
      [CHAMADA]: alterada(31, 'P004'),
      'PUT /api/painel-senha/fila-atendimento/atender/31': alterada(31, 'P004'),
      'PUT /api/painel-senha/fila-atendimento/devolver/31': alterada(31, 'P004'),
      'PUT /api/painel-senha/fila/encaminhar/31': alterada(31, 'P004'),
      'PUT /api/painel-senha/fila-atendimento/evadir/31': alterada(31, 'P004'),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(URL_FILA);
    const cartao = (await screen.findByLabelText('Senha P004', {}, { timeout: 10_000 })) as HTMLElement;
    expect(cartao.getAttribute('data-sem-resposta')).toBe('true');
    expect(within(cartao).getByText('Chamada 3 vezes sem comparecer. Se a pessoa não vier, registre "Não compareceu".')).toBeTruthy();
    expect(within(cartao).getByText('Gestante')).toBeTruthy();
    expect(within(cartao).getByText('Chamada 3 vezes')).toBeTruthy();
    expect(within(cartao).getByText('Guichê 2')).toBeTruthy();
    const rotulos = [...cartao.querySelectorAll('button')].map((b) => b.textContent);
    expect(rotulos).toEqual(['Chamar novamente', 'Atender', 'Devolver à fila', 'Encaminhar', 'Não compareceu']);
    // past the limit, "Não compareceu" is the main button
    expect(botao(cartao, 'Não compareceu').className).toContain('ant-btn-color-dangerous');
    expect(botao(cartao, 'Não compareceu').className).toContain('ant-btn-variant-solid');

    await user.click(botao(cartao, 'Chamar novamente'));
    await expect.poll(() => api.de(CHAMADA).length).toBe(1);
    expect(api.de(CHAMADA)[0]?.body).toEqual({ senha_id: 31 });
    expect(await screen.findByText('Senha P004 chamada novamente.')).toBeTruthy();

    await user.click(botao(cartao, 'Atender'));
    await expect.poll(() => api.de('PUT /api/painel-senha/fila-atendimento/atender/31').length).toBe(1);
    await user.click(botao(cartao, 'Devolver à fila'));
    await expect.poll(() => api.de('PUT /api/painel-senha/fila-atendimento/devolver/31').length).toBe(1);
    expect(await screen.findByText('Senha P004 devolvida à fila.')).toBeTruthy();

    // forwarding lists the routes registered from this queue
    await user.click(botao(cartao, 'Encaminhar'));
    const encaminhar = await findDialog('Encaminhar');
    expect(within(encaminhar).getByText('Triagem e Classificação de Risco', { exact: false })).toBeTruthy();
    await user.click(botao(encaminhar, 'Encaminhar'));
    await expect.poll(() => api.de('PUT /api/painel-senha/fila/encaminhar/31').length).toBe(1);
    expect(api.de('PUT /api/painel-senha/fila/encaminhar/31')[0]?.body).toEqual({ encaminhamento_id: 4 });
    expect(await screen.findByText('Senha P004 encaminhada para Triagem e Classificação de Risco.')).toBeTruthy();

    // "Não compareceu" proposes the reason from the calls; an empty reason is refused before sending
    await user.click(botao(cartao, 'Não compareceu'));
    const evasao = await findDialog('Não compareceu');
    const motivo = within(evasao).getByLabelText('Motivo') as HTMLTextAreaElement;
    expect(motivo.value).toBe('Não compareceu após 3 chamadas');
    expect(motivo.maxLength).toBe(500);
    fireEvent.change(motivo, { target: { value: '' } });
    await user.click(botao(evasao, 'Salvar'));
    expect(await within(evasao).findByText(MENSAGENS_SENHA.motivoEvasaoObrigatorio)).toBeTruthy();
    expect(api.de('PUT /api/painel-senha/fila-atendimento/evadir/31')).toHaveLength(0);
    fireEvent.change(motivo, { target: { value: 'Não compareceu após 3 chamadas' } });
    await user.click(botao(evasao, 'Salvar'));
    await expect.poll(() => api.de('PUT /api/painel-senha/fila-atendimento/evadir/31').length).toBe(1);
    expect(api.de('PUT /api/painel-senha/fila-atendimento/evadir/31')[0]?.body).toEqual({
      motivo_evasao: 'Não compareceu após 3 chamadas',
    });
    expect(await screen.findByText('Senha P004 encerrada: não compareceu.')).toBeTruthy();
  }, 60_000);

  it('calls a waiting ticket out of order to this counter and closes one from the list', async () => {
    entrar();
    const api = mockApi({
      [FILA]: resposta({ ultimoLocalId: 2 }),
      [MINHAS]: minhas(),
      [CHAMADA]: alterada(22, 'A002'),
      'PUT /api/painel-senha/fila/evadir/21': alterada(21, 'A001'),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(URL_FILA);
    await screen.findByText('A002', {}, { timeout: 10_000 });
    await expect.poll(() => (screen.getByLabelText('Chamar A002', { selector: 'button' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByLabelText('Chamar A002', { selector: 'button' }));
    await expect.poll(() => api.de(CHAMADA).length).toBe(1);
    expect(api.de(CHAMADA)[0]?.body).toEqual({ senha_id: 22, opcao_chamada_id: 2 });
    expect(await screen.findByText('Senha A002 chamada para Guichê 2.')).toBeTruthy();

    await user.click(screen.getByLabelText('Não compareceu A001', { selector: 'button' }));
    const evasao = await findDialog('Não compareceu');
    // never called: nothing to propose
    expect((within(evasao).getByLabelText('Motivo') as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(within(evasao).getByLabelText('Motivo'), { target: { value: 'Desistiu e foi embora' } });
    await user.click(botao(evasao, 'Salvar'));
    await expect.poll(() => api.de('PUT /api/painel-senha/fila/evadir/21').length).toBe(1);
    expect(api.de('PUT /api/painel-senha/fila/evadir/21')[0]?.body).toEqual({ motivo_evasao: 'Desistiu e foi embora' });
  }, 60_000);

  it('shows the queue without any action to who may only see it', async () => {
    entrar([PS.filaVer]);
    tempoReal.conectado = false;
    const api = mockApi({ [FILA]: resposta({ ultimoLocalId: 2 }), [MINHAS]: minhas([SEGURADA]), [PROXIMA]: alterada(21, 'A001') });
    renderApp(URL_FILA);
    const cartao = (await screen.findByLabelText('Senha P004', {}, { timeout: 10_000 })) as HTMLElement;
    expect(cartao.querySelectorAll('button')).toHaveLength(0);
    expect(screen.queryByText('Chamar próxima')).toBeNull();
    expect(screen.queryByLabelText('Chamar A001', { selector: 'button' })).toBeNull();
    expect(screen.getByText('Reconectando…')).toBeTruthy();
    // F2 does nothing either
    fireEvent.keyDown(window, { key: 'F2' });
    await new Promise((r) => setTimeout(r, 100));
    expect(api.de(PROXIMA)).toHaveLength(0);
  }, 60_000);

  it('opens the emergency reception with the ticket when a ticket of a reception queue is answered (issue 16 item 5)', async () => {
    entrar([PS.filaVer, PS.filaOperar, PA.recepcaoCadastrar]);
    const daRecepcao = { ...SEGURADA, chamadas: 1, recepcao: DA_EMERGENCIA };
    const api = mockApi({
      [FILA]: resposta({ ultimoLocalId: 2 }),
      [MINHAS]: minhas([daRecepcao]),
      'PUT /api/painel-senha/fila-atendimento/atender/31': alterada(31, 'P004'),
      'GET /api/pronto-atendimento/recepcao/create': reply(422, { message: 'fora da recepção' }),
      'GET /api/painel-senha/fila/senha/31': reply(404, { message: MENSAGENS_SENHA.naoEncontrada }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderApp(URL_FILA);
    const cartao = (await screen.findByLabelText('Senha P004', {}, { timeout: 10_000 })) as HTMLElement;
    await user.click(botao(cartao, 'Atender'));
    await expect.poll(() => api.de('PUT /api/painel-senha/fila-atendimento/atender/31').length).toBe(1);
    await expect
      .poll(() => `${router.state.location.pathname}${router.state.location.search}`)
      .toBe('/pronto-atendimento/atendimento-recepcao/create?senha=31');
  }, 60_000);

  it("opens the outpatient reception with the ticket's queue entry when the polyclinic's queue is answered (issue 17)", async () => {
    const daPoliclinica = {
      ...SEGURADA,
      chamadas: 1,
      centroCusto: { id: 40, nome: 'Recepção do Ambulatório' },
      recepcao: { caminho: '/ambulatorio/recepcao/create/91', permissao: AMB.recepcaoCadastrar },
    };
    const rotas = {
      [FILA]: resposta({ ultimoLocalId: 2 }),
      [MINHAS]: minhas([daPoliclinica]),
      'PUT /api/painel-senha/fila-atendimento/atender/31': alterada(31, 'P004'),
      'GET /api/ambulatorio/recepcao': reply(422, { message: 'fora do ambulatório' }),
      'GET /api/ambulatorio/recepcao/senha/91': reply(404, { message: 'Senha não encontrada nesta unidade.' }),
    };
    // the emergency reception's permission does not open the outpatient one: answered, and the desk stays
    entrar([PS.filaVer, PS.filaOperar, PA.recepcaoCadastrar]);
    const sem = mockApi(rotas);
    const antes = renderApp(URL_FILA);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(botao((await screen.findByLabelText('Senha P004', {}, { timeout: 10_000 })) as HTMLElement, 'Atender'));
    await expect.poll(() => sem.de('PUT /api/painel-senha/fila-atendimento/atender/31').length).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(antes.router.state.location.pathname).toBe(URL_FILA);
    antes.unmount();

    entrar([PS.filaVer, PS.filaOperar, AMB.recepcaoCadastrar]);
    const api = mockApi(rotas);
    const { router } = renderApp(URL_FILA);
    await user.click(botao((await screen.findByLabelText('Senha P004', {}, { timeout: 10_000 })) as HTMLElement, 'Atender'));
    await expect.poll(() => api.de('PUT /api/painel-senha/fila-atendimento/atender/31').length).toBe(1);
    await expect.poll(() => router.state.location.pathname).toBe('/ambulatorio/recepcao/create/91');
  }, 60_000);

  it('offers "Abrir recepção" on a reception ticket in attendance, and nothing of it without the reception permission', async () => {
    const emAtendimento = {
      ...SEGURADA,
      chamadas: 1,
      recepcao: DA_EMERGENCIA,
      status: { id: StatusSenha.EM_ATENDIMENTO, nome: 'Em atendimento' },
      acoes: ['rechamar', 'devolver', 'encaminhar', 'evadir', 'finalizar'] as SenhaNaFila['acoes'],
    };
    entrar([PS.filaVer, PS.filaOperar]);
    mockApi({ [FILA]: resposta({ ultimoLocalId: 2 }), [MINHAS]: minhas([emAtendimento]) });
    const sem = renderApp(URL_FILA);
    const cartao = (await screen.findByLabelText('Senha P004', {}, { timeout: 10_000 })) as HTMLElement;
    expect(within(cartao).queryByText('Abrir recepção')).toBeNull();
    sem.unmount();

    entrar([PS.filaVer, PS.filaOperar, PA.recepcaoCadastrar]);
    mockApi({
      [FILA]: resposta({ ultimoLocalId: 2 }),
      [MINHAS]: minhas([emAtendimento]),
      'GET /api/pronto-atendimento/recepcao/create': reply(422, { message: 'fora da recepção' }),
      'GET /api/painel-senha/fila/senha/31': reply(404, { message: MENSAGENS_SENHA.naoEncontrada }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderApp(URL_FILA);
    const outro = (await screen.findByLabelText('Senha P004', {}, { timeout: 10_000 })) as HTMLElement;
    const abrir = botao(outro, 'Abrir recepção');
    // it is the main action of the card
    expect(abrir.className).toContain('ant-btn-variant-solid');
    await user.click(abrir);
    await expect.poll(() => router.state.location.search).toBe('?senha=31');
  }, 60_000);
});
