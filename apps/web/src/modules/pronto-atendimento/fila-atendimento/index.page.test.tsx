import { filaPaRespostaSchema, MENSAGENS_FILA, PA, StatusFila } from '@saude/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { substituirUseTempoReal } from '../../../lib/tempo-real';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';
import type { EntradaFila, FormularioFila } from './fila.api';
import { colunasDaFila } from './fila.colunas';
import { NOTA_DESTAQUE, notaDestaque, proximoAChamar } from './index.page';

// The push connection is another helper's module: here it is a stub that hands the test its callbacks.
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

const URL_FILA = '/pronto-atendimento/fila-atendimento/index';
const TOPICO = 'fila:pronto-atendimento:2:15';

type Extra = Partial<Omit<EntradaFila, 'paciente'>> & { paciente?: Partial<EntradaFila['paciente']> };

function entrada(id: number, extra: Extra = {}): EntradaFila {
  const { paciente, ...resto } = extra;
  return {
    id,
    status: { id: StatusFila.EM_ESPERA, nome: 'Em espera' },
    senha: `T00${id}`,
    chamadas: 0,
    ultimaChamadaEm: null,
    entradaEm: '2026-11-21T10:00:00-03:00',
    atendidoEm: null,
    motivoEvasao: null,
    sala: null,
    tempoEspera: { id: 1, cor: '#388e3c', minutos: 5, total: { dias: 0, horas: 0, minutos: 5 } },
    destacado: false,
    atrasado: false,
    urgente: false,
    motivoUrgencia: null,
    opcaoEntrada: { id: 1, nome: 'Demanda espontânea' },
    prioridade: null,
    classificacaoRisco: null,
    atendimento: { id: 100 + id, numero: Number(`2026000${id}`), recepcionadoEm: '2026-11-21T10:00:00-03:00' },
    profissionalAtual: null,
    acoes: ['chamar', 'atender', 'encaminhar', 'evadir'],
    ...resto,
    paciente: {
      id: 500 + id,
      prontuario: 500 + id,
      nome: `PACIENTE ${id}`,
      nomeSocial: null,
      nomeMae: null,
      dataNascimento: '1980-01-01',
      idade: { anos: 46, meses: 10, dias: 20 },
      idadeEstimada: null,
      desconhecido: false,
      caracteristicasFisicas: null,
      ...paciente,
    },
  };
}

const FORM: FormularioFila = {
  classificacoesRisco: [{ id: 4, nome: 'Verde', cor: '#388e3c', tempoAlvoMinutos: 120, ordem: 4 }],
  opcoesEntrada: [{ id: 1, nome: 'Demanda espontânea' }],
  prioridades: [{ id: 7, nome: 'Idoso 60+' }],
  salas: [],
  ordenacoes: [
    { id: 'risco', nome: 'Classificação de risco e prioridade' },
    { id: 'chegada', nome: 'Data e hora de chegada' },
  ],
  status: [
    { id: 1, nome: 'Em espera', tipoId: 1 },
    { id: 4, nome: 'Evadido', tipoId: 4 },
  ],
  temposEspera: [
    { id: 1, minutos: 0, cor: '#388e3c' },
    { id: 2, minutos: 30, cor: '#fbc02d' },
    { id: 3, minutos: 120, cor: '#d32f2f' },
  ],
  telas: [{ id: 9, nome: 'TV da recepção do PA' }],
  ultimoLocal: null,
};

const ENTRADAS = [
  entrada(1, {
    paciente: { nome: 'MARIA DAS DORES' },
    tempoEspera: { id: 3, cor: '#d32f2f', minutos: 130, total: { dias: 0, horas: 2, minutos: 10 } },
    atrasado: true,
    urgente: true,
    motivoUrgencia: 'Dor torácica',
    prioridade: { id: 7, nome: 'Idoso 60+', peso: 10 },
    classificacaoRisco: { id: 4, nome: 'Verde', cor: '#388e3c', ordem: 4, tempoAlvoMinutos: 120 },
  }),
  entrada(2, {
    chamadas: 2,
    destacado: true,
    paciente: { nome: 'JOÃO CARLOS LIMA', nomeSocial: 'JOANA LIMA' },
    tempoEspera: { id: 3, cor: '#d32f2f', minutos: 1500, total: { dias: 1, horas: 1, minutos: 0 } },
  }),
  entrada(3, {
    paciente: {
      nome: 'DESCONHECIDO 3',
      desconhecido: true,
      dataNascimento: null,
      idade: null,
      idadeEstimada: 40,
      caracteristicasFisicas: 'Homem, cicatriz no antebraço',
    },
  }),
];

const resposta = (form: Partial<FormularioFila> = {}, destaqueHoras = 24) =>
  wireDe(filaPaRespostaSchema, {
    data: {
      form: { ...FORM, ...form },
      model: {
        fila: ENTRADAS,
        contagem: { espera: 3, atendimento: 1 },
        topico: TOPICO,
        destaqueHoras,
        indicadores: { portaTriagemMinutos: 12, portaMedicoMinutos: 40, recebidosHoje: 9 },
      },
    },
  });

function entrar(permissoes: string[] = [PA.filaVer, PA.filaOperar, PA.evadir]) {
  logar(
    sessao({
      centroCusto: { id: 15, nome: 'Triagem e Classificação de Risco', setor: { id: 2, nome: 'Triagem', setorTipoId: 2 } },
      permissoes,
    }),
  );
}

/** A button by its text (role queries over antd's DOM are slow in jsdom). */
const botao = (dentro: HTMLElement, texto: string) =>
  within(dentro).getByText(texto, { selector: 'button > span' }).closest('button') as HTMLElement;
const linhaDe = (texto: string) => screen.getByText(texto).closest('tr') as HTMLElement;

describe('fila de atendimento do pronto atendimento', () => {
  it('shows the columns, colours, highlighted rows, footer and unknown patients, and refetches on a live event', async () => {
    entrar();
    const api = mockApi({ 'GET /api/pronto-atendimento/fila': resposta() });
    renderApp(URL_FILA);
    expect(await screen.findByText('MARIA DAS DORES', {}, { timeout: 10_000 })).toBeTruthy();

    const pedido = api.de('GET /api/pronto-atendimento/fila')[0];
    expect(pedido?.query.get('centro_custo_id')).toBe('15');
    expect(pedido?.query.get('setor_tipo_id')).toBe('2');
    expect(pedido?.query.get('ordenacao')).toBe('risco');

    const titulos = [...document.querySelectorAll('thead th.ant-table-cell')].map((c) => c.textContent);
    expect(titulos).toEqual([
      'Tempo de espera',
      'Opção de entrada',
      'Senha',
      'Prioridade',
      'Data do atendimento',
      'Prontuário',
      'Nome',
      'Idade',
      'Ações',
    ]);

    const maria = linhaDe('MARIA DAS DORES');
    const bateria = within(maria).getByLabelText('Tempo de espera: 2 horas e 10 minutos', { selector: 'svg, span' });
    expect(bateria.getAttribute('data-cor')).toBe('#d32f2f');
    expect(within(maria).getByLabelText('Urgente: Dor torácica', { selector: 'svg, span' })).toBeTruthy();
    expect(within(maria).getByText('Verde')).toBeTruthy();
    expect(within(maria).getByText('Acima do tempo-alvo')).toBeTruthy();
    expect(within(maria).getByText('46 anos')).toBeTruthy();
    expect(maria.style.background).toBe('');
    // never called: blue; called twice: grey
    expect(within(maria).getByLabelText('Chamar MARIA DAS DORES', { selector: 'button' }).className).toContain('ant-btn-color-primary');

    const joana = linhaDe('JOANA LIMA');
    expect(screen.queryByText('JOÃO CARLOS LIMA')).toBeNull();
    expect(joana.style.background).not.toBe('');
    expect(within(joana).getByLabelText('Tempo de espera: 1 dia e 1 hora', { selector: 'svg, span' })).toBeTruthy();
    const cinza = within(joana).getByLabelText('Chamar JOANA LIMA', { selector: 'button' });
    expect(cinza.className).toContain('ant-btn-color-default');
    expect(cinza.className).not.toContain('ant-btn-color-primary');

    const desconhecido = linhaDe('Homem, cicatriz no antebraço');
    expect(within(desconhecido).getByText('Paciente não identificado')).toBeTruthy();
    expect(within(desconhecido).getByText('~40 anos (estimada)')).toBeTruthy();
    expect(
      (within(desconhecido).getByLabelText('Chamar Paciente não identificado', { selector: 'button' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    expect(screen.getByText('Em espera: 3 · Em atendimento: 1')).toBeTruthy();
    expect(screen.getByText(NOTA_DESTAQUE)).toBeTruthy();
    expect(screen.getByText('Atualização automática')).toBeTruthy();

    // a push event on the queue's topic refetches it
    expect(tempoReal.topico).toBe(TOPICO);
    act(() => tempoReal.aoEvento?.());
    await expect.poll(() => api.de('GET /api/pronto-atendimento/fila').length).toBe(2);
    // and so does a reconnection; while disconnected the hook polls every 30 s
    act(() => tempoReal.opcoes?.aoReconectar?.());
    await expect.poll(() => api.de('GET /api/pronto-atendimento/fila').length).toBe(3);
    expect(tempoReal.opcoes?.recarregarSemConexaoMs).toBe(30_000);
  }, 60_000);

  it("names the module's highlight hours under the queue (parametrização), not the spec's default", async () => {
    entrar();
    mockApi({ 'GET /api/pronto-atendimento/fila': resposta({}, 12) });
    renderApp(URL_FILA);
    expect(await screen.findByText(notaDestaque(12), {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(NOTA_DESTAQUE)).toBeNull();
  }, 30_000);

  it('asks the TV and room once, then calls in one click and with F2, and "Alterar" changes them (issue 16 item 3)', async () => {
    entrar([PA.filaVer, PA.filaOperar, PA.evadir, PA.plantaoVer]);
    tempoReal.conectado = false;
    const api = mockApi({
      'GET /api/pronto-atendimento/fila': resposta({
        salas: [
          { id: 5, nome: 'Sala 1' },
          { id: 6, nome: 'Sala 2' },
        ],
        telas: [
          { id: 9, nome: 'TV da recepção do PA' },
          { id: 10, nome: 'TV dos consultórios' },
        ],
      }),
      'POST /api/pronto-atendimento/chamada': { id: 1, status: 1, destinoId: null },
      'PUT /api/pronto-atendimento/fila/evadir/1': { id: 1, status: 4, destinoId: null },
      'PUT /api/pronto-atendimento/fila/atender/2': { id: 2, status: 2, destinoId: null },
      'GET /api/pronto-atendimento/plantao/atual': { data: { id: 3 } },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path } = renderApp(URL_FILA);
    await screen.findByText('MARIA DAS DORES', {}, { timeout: 10_000 });
    expect(screen.getByText('Reconectando…')).toBeTruthy();
    tempoReal.conectado = true;
    expect(screen.getByText('Todas')).toBeTruthy();
    const chamadas = () => api.de('POST /api/pronto-atendimento/chamada').map((c) => c.body);

    // nothing chosen yet: the first call asks where, and both are required
    expect(screen.getByText('a escolher')).toBeTruthy();
    expect(botao(document.body, 'Chamar próximo').textContent).toContain('F2');
    await user.click(screen.getByLabelText('Chamar MARIA DAS DORES', { selector: 'button' }));
    const local = await findDialog('Onde você chama os pacientes?');
    await user.click(botao(local, 'Chamar'));
    expect(await within(local).findByText('O campo TV é obrigatório.')).toBeTruthy();
    expect(within(local).getByText('O campo Sala é obrigatório.')).toBeTruthy();
    await user.click(within(local).getByLabelText('TV da recepção do PA'));
    await user.click(within(local).getByLabelText('Sala 1'));
    await user.click(botao(local, 'Chamar'));
    await expect.poll(chamadas).toEqual([{ fila_id: 1, tela_id: 9, sala_id: 5 }]);
    expect(await screen.findByText('Chamada de MARIA DAS DORES enviada para TV da recepção do PA · Sala 1.')).toBeTruthy();
    expect(screen.getByText('TV da recepção do PA · Sala 1')).toBeTruthy();
    // every action refetches the queue
    await expect.poll(() => api.de('GET /api/pronto-atendimento/fila').length).toBe(2);

    // remembered: a row's call (here a second call of an already called patient) goes out in one click
    await user.click(screen.getByLabelText('Chamar JOANA LIMA', { selector: 'button' }));
    await expect.poll(chamadas).toHaveLength(2);
    expect(chamadas()[1]).toEqual({ fila_id: 2, tela_id: 9, sala_id: 5 });
    expect(document.querySelector('.ant-modal')).toBeNull();

    // F2 calls the next patient by the queue's order: the first one waiting and never called
    fireEvent.keyDown(window, { key: 'F2' });
    await expect.poll(chamadas).toHaveLength(3);
    expect(chamadas()[2]).toEqual({ fila_id: 1, tela_id: 9, sala_id: 5 });

    // "Alterar" changes the room without calling anyone
    await user.click(botao(document.body, 'Alterar'));
    const alterar = await findDialog('Onde você chama os pacientes?');
    expect((within(alterar).getByLabelText('Sala 1') as HTMLInputElement).checked).toBe(true);
    await user.click(within(alterar).getByLabelText('Sala 2'));
    await user.click(botao(alterar, 'Salvar'));
    expect(await screen.findByText('TV da recepção do PA · Sala 2')).toBeTruthy();
    expect(chamadas()).toHaveLength(3);

    // the less frequent actions wait under "Mais", so the row fits 1366 × 768
    await user.click(screen.getByLabelText('Mais ações MARIA DAS DORES', { selector: 'button' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Evasão' }));
    const evasao = await findDialog('Evasão');
    await user.click(botao(evasao, 'Salvar'));
    expect(await within(evasao).findByText(MENSAGENS_FILA.motivoEvasaoObrigatorio)).toBeTruthy();
    const motivo = within(evasao).getByLabelText('Motivo da evasão') as HTMLTextAreaElement;
    expect(motivo.maxLength).toBe(500);
    fireEvent.change(motivo, { target: { value: 'x'.repeat(501) } });
    expect(await within(evasao).findByText(MENSAGENS_FILA.motivoEvasaoLongo)).toBeTruthy();
    expect(within(evasao).getByText('Caracteres restantes: -1')).toBeTruthy();
    fireEvent.change(motivo, { target: { value: 'Saiu sem avisar' } });
    await user.click(botao(evasao, 'Salvar'));
    await expect.poll(() => api.de('PUT /api/pronto-atendimento/fila/evadir/1').length).toBe(1);
    expect(api.de('PUT /api/pronto-atendimento/fila/evadir/1')[0]?.body).toEqual({ motivo_evasao: 'Saiu sem avisar' });
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();

    // answering a waiting entry of the triage queue opens the triage with the shift in course
    await user.click(screen.getByLabelText('Atender JOANA LIMA', { selector: 'button' }));
    await expect.poll(() => api.de('PUT /api/pronto-atendimento/fila/atender/2').length).toBe(1);
    await expect.poll(path).toBe('/pronto-atendimento/atendimento-triagem/create/2/3');
  }, 60_000);

  it("after a logout (the browser forgot) the user's last call in this queue is the call location: no dialog", async () => {
    entrar([PA.filaVer, PA.filaOperar, PA.plantaoVer]);
    localStorage.clear();
    const api = mockApi({
      'GET /api/pronto-atendimento/fila': resposta({
        salas: [
          { id: 5, nome: 'Sala 1' },
          { id: 6, nome: 'Sala 2' },
        ],
        telas: [
          { id: 9, nome: 'TV da recepção do PA' },
          { id: 10, nome: 'TV dos consultórios' },
        ],
        ultimoLocal: { telaId: 10, salaId: 6 },
      }),
      'POST /api/pronto-atendimento/chamada': { id: 1, status: 1, destinoId: null },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(URL_FILA);
    await screen.findByText('MARIA DAS DORES', {}, { timeout: 10_000 });
    expect(screen.getByText('TV dos consultórios · Sala 2')).toBeTruthy();
    await user.click(screen.getByLabelText('Chamar MARIA DAS DORES', { selector: 'button' }));
    await expect
      .poll(() => api.de('POST /api/pronto-atendimento/chamada').map((c) => c.body))
      .toEqual([{ fila_id: 1, tela_id: 10, sala_id: 6 }]);
    expect(document.querySelector('.ant-modal')).toBeNull();
  }, 30_000);

  it('"Chamar próximo" skips called, unknown and attended patients, and finds none when all were called', () => {
    const fila = [
      entrada(1, { chamadas: 1 }),
      entrada(2, { paciente: { desconhecido: true } }),
      entrada(3, { status: { id: StatusFila.EM_ATENDIMENTO, nome: 'Em atendimento' } }),
      entrada(4, { acoes: ['atender'] }),
      entrada(5),
      entrada(6),
    ];
    expect(proximoAChamar(fila)?.id).toBe(5);
    expect(proximoAChamar(fila.slice(0, 4))).toBeUndefined();
  });

  it('chooses the columns by status: in attendance shows the professional and no wait (spec 001 §2)', () => {
    const titulos = (status?: number, comSenha = true) => colunasDaFila(status, FORM, () => null, { comSenha }).map((c) => c.title);
    expect(titulos(StatusFila.EM_ATENDIMENTO)).toEqual([
      'Opção de entrada',
      'Senha',
      'Prioridade',
      'Data do atendimento',
      'Prontuário',
      'Nome',
      'Idade',
      'Profissional',
      'Ações',
    ]);
    expect(titulos(StatusFila.EVADIDO)[0]).toBe('Tempo de espera');
    expect(titulos(undefined)).not.toContain('Profissional');
    // the ticket column only where tickets are used; the actions column stays in view
    expect(titulos(undefined, false)).not.toContain('Senha');
    expect(colunasDaFila(undefined, FORM, () => null, { comSenha: false }).at(-1)).toMatchObject({ title: 'Ações', fixed: 'right' });
  });
});
