import { PA } from '@saude/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { substituirUseTempoReal } from '../../../lib/tempo-real';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

substituirUseTempoReal(() => ({ conectado: true }));

const ATENDIMENTO = {
  id: 9,
  numero: 2026000123,
  status: 1,
  recepcionadoEm: '2026-11-21T09:40:00-03:00',
  urgente: false,
  motivoUrgencia: null,
  desfecho: null,
  pacienteId: 42,
  pacienteNome: 'MARIA DAS DORES',
  nomeSocial: null,
  dataNascimento: '1960-03-15',
  sexoId: 2,
  cns: null,
  desconhecido: false,
  idadeEstimada: null,
  classificacaoRisco: 'Amarelo',
  cor: '#fbc02d',
  alergias: [{ nome: 'Dipirona', observacao: 'urticária' }],
  ultimaTriagem: null,
};

const item = (id: number, descricao: string, extra: Record<string, unknown> = {}) => ({
  id,
  descricao,
  dose: '1 ampola',
  via: 'EV',
  intervaloHoras: null,
  quantidadeDoses: 1,
  seNecessario: false,
  observacao: null,
  prescritoEm: '2026-11-21T10:00:00-03:00',
  prescritor: 'RICARDO LINS',
  administracoes: [],
  dosesAdministradas: 0,
  ultimaAdministracaoEm: null,
  proximaDoseEm: null,
  atrasado: false,
  concluido: false,
  ...extra,
});

const FORMULARIO = wire({
  form: {
    procedimentosSugeridos: [
      { codigo: '0301100101', nome: 'INALAÇÃO / NEBULIZAÇÃO', quantidadeMaxima: null },
      { codigo: '0301100284', nome: 'CURATIVO SIMPLES', quantidadeMaxima: null },
    ],
    destinos: [
      { id: 1, nome: 'Retornar ao médico para reavaliação' },
      { id: 2, nome: 'Encaminhar para a observação' },
      { id: 3, nome: 'Finalizar o atendimento nesta fila' },
    ],
  },
  model: {
    fila: { id: 41, status: 2, setorTipoId: 4 },
    atendimento: ATENDIMENTO,
    prescricao: [
      item(7, 'Cetoprofeno 100 mg', {
        intervaloHoras: 6,
        quantidadeDoses: 2,
        dosesAdministradas: 1,
        ultimaAdministracaoEm: '2026-11-21T10:10:00-03:00',
        proximaDoseEm: '2026-11-21T16:10:00-03:00',
        atrasado: true,
        administracoes: [
          { id: 1, status: 1, administradoEm: '2026-11-21T10:10:00-03:00', lote: 'A1', observacao: null, profissional: 'ANA SOUZA' },
        ],
      }),
      item(8, 'Ondansetrona 4 mg'),
    ],
    anteriores: [
      {
        id: 3,
        atendimentoId: 9,
        criadoEm: '2026-11-21T10:10:00-03:00',
        anotacao: 'Acesso venoso periférico em MSE.',
        profissional: 'ANA SOUZA',
        procedimentos: [{ codigo: '0301100195', nome: 'ADMINISTRAÇÃO DE MEDICAMENTOS POR VIA ENDOVENOSA', quantidade: 1 }],
        administracoes: [],
        anexos: [{ id: 5, nome: 'ecg.pdf', tipoConteudo: 'application/pdf', tamanho: 20480 }],
      },
    ],
  },
});

const FILA_VAZIA = wire({
  data: {
    form: {
      classificacoesRisco: [],
      opcoesEntrada: [],
      prioridades: [],
      salas: [],
      ordenacoes: [],
      status: [],
      temposEspera: [],
      telas: [],
    },
    model: { fila: [], contagem: { espera: 0, atendimento: 0 }, topico: 'fila:pronto-atendimento:4:16' },
  },
});

function entrar() {
  logar(
    sessao({
      centroCusto: { id: 16, nome: 'Medicação do Pronto Atendimento', setor: { id: 4, nome: 'Enfermagem', setorTipoId: 4 } },
      permissoes: [PA.enfermagemCadastrar, PA.enfermagemVer, PA.filaVer],
    }),
  );
}

/** An item of the checklist (a labelled section); found by selector: role queries are slow over a page this size. */
const secao = (nome: string) => {
  const el = document.querySelector<HTMLElement>(`section[aria-label="${nome}"]`);
  if (!el) throw new Error(`item ${nome} não encontrado`);
  return el;
};

describe('atendimento de enfermagem', () => {
  it('checks the prescription, adds a suggested procedure, attaches a file and sends everything as one multipart request', async () => {
    entrar();
    const api = mockApi({
      'GET /api/pronto-atendimento/enfermagem/create/41': FORMULARIO,
      'POST /api/pronto-atendimento/enfermagem': reply(
        201,
        wire({ enfermagem: { id: 11 }, destinoFilaId: 90, message: 'Atendimento de enfermagem registrado.' }),
      ),
      'GET /api/pronto-atendimento/fila': FILA_VAZIA,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false, delay: null });
    const { path } = renderApp('/pronto-atendimento/atendimento-enfermagem/create/41/3');

    expect(await screen.findByText('MARIA DAS DORES', {}, { timeout: 10_000 })).toBeTruthy();
    // the one patient header (issue 14 §4) lists the allergies in red under "Alergias"
    expect(screen.getByText('Dipirona (urticária)')).toBeTruthy();
    expect(within(secao('Cetoprofeno 100 mg')).getByText('1/2 doses')).toBeTruthy();
    expect(within(secao('Cetoprofeno 100 mg')).getByText(/^Atrasada desde \d{2}:\d{2}$/)).toBeTruthy();
    expect(within(secao('Ondansetrona 4 mg')).getByText('Primeira dose pendente')).toBeTruthy();
    expect(screen.getByText('Acesso venoso periférico em MSE.')).toBeTruthy();
    expect(screen.getByText('ecg.pdf (20 KB)')).toBeTruthy();

    // a dose not given needs its reason: nothing is sent without it
    await user.click(within(secao('Cetoprofeno 100 mg')).getByText('Não administrado'));
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    expect(await screen.findByText('Informe o motivo da não administração')).toBeTruthy();
    expect(api.de('POST /api/pronto-atendimento/enfermagem')).toHaveLength(0);

    await user.type(screen.getByLabelText('Motivo: Cetoprofeno 100 mg'), 'Paciente recusou');
    await user.click(within(secao('Ondansetrona 4 mg')).getByText('Administrado'));
    await user.type(screen.getByLabelText('Lote: Ondansetrona 4 mg'), 'L55');
    await user.click(screen.getByText('Inalação / nebulização'));
    expect(await screen.findByLabelText('Quantidade: INALAÇÃO / NEBULIZAÇÃO')).toBeTruthy();
    await user.type(screen.getByLabelText('Anotação'), 'Nebulização com SF 0,9%.');
    const foto = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ferida.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Anexos') as HTMLInputElement, foto);
    await user.click(screen.getByLabelText('Retornar ao médico para reavaliação'));
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));

    await expect.poll(() => api.de('POST /api/pronto-atendimento/enfermagem').length).toBe(1);
    const corpo = api.de('POST /api/pronto-atendimento/enfermagem')[0]?.body as FormData;
    expect(corpo).toBeInstanceOf(FormData);
    expect(corpo.get('fila_id')).toBe('41');
    expect(corpo.get('anotacao')).toBe('Nebulização com SF 0,9%.');
    expect(JSON.parse(corpo.get('procedimentos') as string)).toEqual([{ procedimento_codigo: '0301100101', quantidade: 1 }]);
    expect(JSON.parse(corpo.get('administracoes') as string)).toEqual([
      { prescricao_item_id: 7, status: 2, lote: null, observacao: 'Paciente recusou' },
      { prescricao_item_id: 8, status: 1, lote: 'L55', observacao: null },
    ]);
    expect(corpo.get('destino')).toBe('1');
    expect((corpo.getAll('anexos[]') as File[]).map((f) => f.name)).toEqual(['ferida.png']);
    expect(await screen.findByText('Atendimento de enfermagem registrado.')).toBeTruthy();
    await expect.poll(path).toBe('/pronto-atendimento/fila-atendimento/index');
  }, 60_000);

  it("puts the server's refusal of a check on that item of the list", async () => {
    entrar();
    const api = mockApi({
      'GET /api/pronto-atendimento/enfermagem/create/41': FORMULARIO,
      'POST /api/pronto-atendimento/enfermagem': reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { 'administracoes.0.prescricao_item_id': ['Todas as doses deste item já foram administradas.'] },
      }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path } = renderApp('/pronto-atendimento/atendimento-enfermagem/create/41/3');
    expect(await screen.findByText('MARIA DAS DORES', {}, { timeout: 10_000 })).toBeTruthy();

    await user.click(within(secao('Ondansetrona 4 mg')).getByText('Administrado'));
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await expect.poll(() => api.de('POST /api/pronto-atendimento/enfermagem').length).toBe(1);
    expect(await within(secao('Ondansetrona 4 mg')).findByText('Todas as doses deste item já foram administradas.')).toBeTruthy();
    expect(within(secao('Cetoprofeno 100 mg')).queryByText('Todas as doses deste item já foram administradas.')).toBeNull();
    expect(path()).toBe('/pronto-atendimento/atendimento-enfermagem/create/41/3');
  }, 60_000);
});
