import { PA, PERGUNTAS_ASSINATURA } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { substituirUseTempoReal } from '../../../lib/tempo-real';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

substituirUseTempoReal(() => ({ conectado: true }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const API = '/api/pronto-atendimento/atendimento-medico';

const FORMULARIO = wire({
  form: {
    destinos: [
      { id: 1, nome: 'Alta médica' },
      { id: 2, nome: 'Observação' },
      { id: 4, nome: 'Transferência' },
    ],
    destinosComDetalhe: [4, 5],
    tiposReceita: [
      { id: 1, nome: 'Receita comum' },
      { id: 2, nome: 'Receita de controle especial' },
      { id: 3, nome: 'Notificação de receita B (azul)' },
      { id: 4, nome: 'Notificação de receita A (amarela)' },
    ],
    tiposDocumento: [{ id: 1, nome: 'Atestado médico' }],
    centrosObservacao: [{ id: 25, nome: 'Sala de Observação' }],
    centrosMedicacao: [{ id: 24, nome: 'Medicação do Pronto Atendimento' }],
    especialidades: [{ id: 3, nome: 'Cirurgia geral' }],
    vias: ['Oral', 'Intravenosa'],
  },
  model: {
    fila: { id: 31, status: 2, setorTipoId: 3, centroCustoId: 20, emAtendimentoPorVoce: true },
    atendimento: {
      id: 9,
      numero: 2026000123,
      status: 1,
      recepcionadoEm: '2026-11-21T09:40:00-03:00',
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
      alergias: [{ nome: 'Dipirona', observacao: 'urticária' }],
      ultimaTriagem: {
        criadaEm: '2026-11-21T09:50:00-03:00',
        queixa: 'Dor abdominal há 6 horas',
        paSistolica: 130,
        paDiastolica: 85,
        frequenciaCardiaca: 92,
        frequenciaRespiratoria: null,
        temperatura: '37.8',
        saturacao: 97,
        glicemia: null,
        peso: null,
        altura: null,
        imc: null,
        glasgow: null,
        dor: 6,
      },
    },
    triagens: [],
    avaliacoes: [],
    prescricaoAtiva: [],
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
    model: { fila: [], contagem: { espera: 0, atendimento: 0 }, topico: 'fila:pronto-atendimento:3:20' },
  },
});

const SALVO = wire({
  atendimentoMedico: { id: 77 },
  atendimentoId: 9,
  receitas: [5],
  documentos: [],
  destinoFilaId: 90,
  message: 'Atendimento salvo.',
});

const salvoCom = (receitas: number[]) => ({ ...SALVO, receitas });

const CERTIFICADOS = { data: [{ subject_name: 'RICARDO LINS CAVALCANTI:12345678909', thumbprint: 'A1B2' }] };

/** rest-pki that signs each file it is given: the signed bytes name the file, so a test can tell them apart. */
function restPki() {
  const nomes: string[] = [];
  return {
    'GET /api/rest-pki/certificados': CERTIFICADOS,
    'POST /api/rest-pki/start': (c: { body: unknown }) => {
      nomes.push((c.body as { nome_arquivo: string }).nome_arquivo);
      return { data: { token: `tok-${nomes.length}` } };
    },
    'POST /api/rest-pki/finish': (c: { body: unknown }) => {
      const nome = nomes[Number((c.body as { token: string }).token.slice(4)) - 1];
      return { data: btoa(`%PDF-1.7 assinado ${nome}`), file_name: nome, codigo: 'AB12-CD34-EF56' };
    },
  };
}

const pdf = (nome: string) => () =>
  new Response(`%PDF-1.7 ${nome}`, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${nome}"` },
  });

/** The prompt that shows `texto` (spec 001 §2), once it opens. */
async function perguntaCom(texto: string) {
  const todos = await screen.findAllByText(texto, {}, { timeout: 15_000 });
  const dialogo = todos.at(-1)?.closest<HTMLElement>('[role="dialog"]');
  if (!dialogo) throw new Error(`pergunta sem diálogo: ${texto}`);
  return dialogo;
}

/** The "Assinatura" dialog with the certificate, once its certificate is listed. */
async function dialogoDeAssinatura() {
  const dialogo = await waitFor(
    () => {
      const d = screen.getAllByRole('dialog').find((el) => within(el).queryByLabelText('Certificado'));
      if (!d) throw new Error('diálogo de assinatura não abriu');
      return d;
    },
    { timeout: 15_000 },
  );
  expect(await within(dialogo).findByText('RICARDO LINS CAVALCANTI:12345678909', {}, { timeout: 15_000 })).toBeTruthy();
  return dialogo;
}

const rotas = (extra: Record<string, unknown> = {}) => ({
  [`GET ${API}/create/31`]: FORMULARIO,
  'GET /api/cid/autocomplete': wire({
    data: [{ id: 'R104', codigo: 'R10.4', label: 'R10.4 - Outras dores abdominais e as não especificadas' }],
  }),
  'GET /api/pronto-atendimento/medicamento/autocomplete': wire({
    data: [{ id: 12, label: 'Diazepam 10 mg comprimido', listaControleId: 4, listaControle: 'B1', receitaExigida: 3 }],
  }),
  'GET /api/pronto-atendimento/fila': FILA_VAZIA,
  ...extra,
});

async function abrir() {
  logar(
    sessao({
      centroCusto: { id: 20, nome: 'Consultórios do Pronto Atendimento', setor: { id: 3, nome: 'Consultório', setorTipoId: 3 } },
      permissoes: [PA.medicoCadastrar, PA.filaVer],
    }),
  );
  // no pointer-events walk up the tree on each click: seconds per click on this page under jsdom
  const view = renderApp('/pronto-atendimento/atendimento-medico/create/31/3', { user: { pointerEventsCheck: 0 } });
  expect(await screen.findByText('MARIA DAS DORES', {}, { timeout: 10_000 })).toBeTruthy();
  return view;
}

const aba = (nome: string) => screen.getByRole('tab', { name: new RegExp(`^${nome}`) });
const salvar = () => screen.getByText('Salvar', { selector: 'button > span' });

async function preencherMinimo(user: Awaited<ReturnType<typeof abrir>>['user']) {
  // long texts are pasted: one change, not a re-render of the whole form per keystroke
  await user.click(screen.getByLabelText('Anamnese'));
  await user.paste('Dor em fossa ilíaca direita.');
  await user.click(aba('Diagnósticos'));
  await user.type(screen.getByLabelText('CID-10 do diagnóstico 1'), 'R10');
  await user.click(await screen.findByText('R10.4 - Outras dores abdominais e as não especificadas', {}, { timeout: 15_000 }));
}

describe('atendimento médico (tela)', () => {
  it('shows the patient, checks the form, suggests the blue form for a B1 medicine, saves, signs the FAA and leaves the receita for later', async () => {
    let guardar = 0;
    const api = mockApi(
      rotas({
        [`POST ${API}`]: reply(201, SALVO),
        'GET /impressao/pronto-atendimento/faa/9': () =>
          new Response('%PDF-1.7 faa', {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="faa-2026000123.pdf"' },
          }),
        'GET /api/rest-pki/certificados': CERTIFICADOS,
        'POST /api/rest-pki/start': { data: { token: 'tok-1' } },
        'POST /api/rest-pki/finish': { data: btoa('%PDF-1.7 assinado'), file_name: 'faa-2026000123.pdf', codigo: 'AB12-CD34-EF56' },
        [`POST ${API}/store-faa-assinada`]: () =>
          ++guardar === 1
            ? reply(409, { message: 'O arquivo assinado é de outro documento.' })
            : reply(201, { message: 'Documento assinado salvo com sucesso!' }),
      }),
    );
    const { user, path } = await abrir();
    expect(screen.getByText('Dipirona (urticária)')).toBeTruthy();
    expect(screen.getByText(/PA 130×85 mmHg · FC 92 bpm · Tax 37,8 °C · SpO₂ 97% · Dor 6\/10/)).toBeTruthy();
    expect(screen.getByText('Amarelo')).toBeTruthy();

    // nothing goes while a rule fails, and the first failing tab comes into view
    await user.click(aba('Destino'));
    await user.click(salvar());
    expect(await screen.findByText('O campo Anamnese é obrigatório.')).toBeTruthy();
    expect(aba('Anamnese').getAttribute('aria-selected')).toBe('true');
    expect(api.de(`POST ${API}`)).toHaveLength(0);

    await preencherMinimo(user);

    await user.click(aba('Receitas'));
    await user.click(screen.getByText('Adicionar receita'));
    await user.type(screen.getByLabelText('Medicamento 1 da receita 1'), 'diaz');
    await user.click(
      await screen.findByText('Diazepam 10 mg comprimido', { selector: '.ant-select-item-option-content' }, { timeout: 15_000 }),
    );
    expect(await screen.findByText(/a receita passou a ser Notificação de receita B \(azul\)/)).toBeTruthy();
    expect(await screen.findByText('Receita 1 — Notificação de receita B (azul)')).toBeTruthy();
    await user.click(screen.getByLabelText('Quantidade'));
    await user.paste('5 comprimidos');
    await user.click(screen.getByLabelText('Posologia'));
    await user.paste('1 à noite');

    await user.click(aba('Destino'));
    await user.click(screen.getByLabelText('Observação'));
    await waitFor(() =>
      expect(screen.getByLabelText('Sala de observação').closest('.ant-select')?.textContent).toContain('Sala de Observação'),
    );
    await user.click(salvar());

    await expect.poll(() => api.de(`POST ${API}`).length).toBe(1);
    expect(api.de(`POST ${API}`)[0]?.body).toMatchObject({
      fila_id: 31,
      plantao_id: 3,
      anamnese: 'Dor em fossa ilíaca direita.',
      diagnosticos: [{ cid_codigo: 'R104', principal: true }],
      receitas: [
        {
          tipo: 3,
          itens: [{ medicamento_id: 12, descricao: 'Diazepam 10 mg comprimido', quantidade: '5 comprimidos', posologia: '1 à noite' }],
        },
      ],
      destino: 2,
      destino_centro_custo_id: 25,
    });

    const pergunta = await findDialog('Assinatura');
    expect(within(pergunta).getByText('Atendimento salvo. Deseja assinar?')).toBeTruthy();
    await user.click(within(pergunta).getByRole('button', { name: 'Assinar' }));

    const dialogo = await dialogoDeAssinatura();
    expect(api.de('GET /impressao/pronto-atendimento/faa/9')).toHaveLength(1);
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    // the signed copy could not be stored: the dialog says why and "Assinar" tries again
    expect(await within(dialogo).findByText('O arquivo assinado é de outro documento.')).toBeTruthy();
    expect(path()).toBe('/pronto-atendimento/atendimento-medico/create/31/3');
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));

    // the evaluation wrote a receita: its prompt comes after the FAA, and "Assinar depois" leaves it pending
    const receita = await perguntaCom(PERGUNTAS_ASSINATURA.receitaMedica);
    expect(path()).toBe('/pronto-atendimento/atendimento-medico/create/31/3');
    await user.click(within(receita).getByRole('button', { name: 'Assinar depois' }));
    const confirmacao = await perguntaCom(PERGUNTAS_ASSINATURA.assinarDepois);
    await user.click(within(confirmacao).getByRole('button', { name: 'Sim' }));

    await expect.poll(path, { timeout: 10_000 }).toBe('/pronto-atendimento/fila-atendimento/index');
    expect(api.de('GET /impressao/pronto-atendimento/receita/5')).toHaveLength(0);
    expect(api.de(`POST ${API}/store-receita-assinada`)).toHaveLength(0);
    const guardados = api.de(`POST ${API}/store-faa-assinada`);
    expect(guardados).toHaveLength(2);
    expect(guardados[1]?.body).toEqual({
      atendimento_medico_id: 77,
      nome_arquivo: 'faa-2026000123.pdf',
      arquivo: btoa('%PDF-1.7 assinado'),
    });
    expect(api.de('POST /api/rest-pki/start')).toHaveLength(1);
  }, 90_000);

  it('puts a server refusal on its field and tab; "Assinar depois" asks again and, without receitas, goes back to the queue', async () => {
    let tentativa = 0;
    const api = mockApi(
      rotas({
        [`POST ${API}`]: () =>
          ++tentativa === 1
            ? reply(422, {
                message: 'Os dados informados são inválidos.',
                errors: { 'diagnosticos.0.cid_codigo': ['O CID R10.4 é exclusivo do sexo masculino.'] },
              })
            : reply(201, salvoCom([])),
      }),
    );
    const { user, path } = await abrir();
    await preencherMinimo(user);
    await user.click(aba('Destino'));
    await user.click(salvar());
    expect((await screen.findAllByText('O CID R10.4 é exclusivo do sexo masculino.')).length).toBeGreaterThan(0);
    expect(aba('Diagnósticos').getAttribute('aria-selected')).toBe('true');

    await user.click(salvar());
    const pergunta = await findDialog('Assinatura');
    await user.click(within(pergunta).getByRole('button', { name: 'Assinar depois' }));
    let confirmacao = await findDialog('Confirmação');
    expect(within(confirmacao).getByText('Deseja realmente assinar depois?')).toBeTruthy();
    await user.click(within(confirmacao).getByRole('button', { name: 'Não' }));
    // back to the first question
    const denovo = await findDialog('Assinatura');
    await user.click(within(denovo).getByRole('button', { name: 'Assinar depois' }));
    confirmacao = await findDialog('Confirmação');
    await user.click(within(confirmacao).getByRole('button', { name: 'Sim' }));

    await expect.poll(path, { timeout: 10_000 }).toBe('/pronto-atendimento/fila-atendimento/index');
    expect(api.de(`POST ${API}`)).toHaveLength(2);
    expect(api.de('GET /impressao/pronto-atendimento/faa/9')).toHaveLength(0);
    expect(screen.queryByText(PERGUNTAS_ASSINATURA.receitaMedica)).toBeNull();
    expect(api.chamadas.filter((c) => c.path.startsWith('/impressao/pronto-atendimento/receita/'))).toHaveLength(0);
  }, 90_000);

  it('after the FAA, signs both receitas in one go and keeps each; a refused copy is told and tried again alone', async () => {
    let recusar = true;
    const api = mockApi(
      rotas({
        // the answer of the save is what lists the receitas to sign
        [`POST ${API}`]: reply(201, salvoCom([5, 6])),
        'GET /impressao/pronto-atendimento/faa/9': pdf('faa-completa-9.pdf'),
        'GET /impressao/pronto-atendimento/receita/5': pdf('receita-5.pdf'),
        'GET /impressao/pronto-atendimento/receita/6': pdf('receita-6.pdf'),
        ...restPki(),
        [`POST ${API}/store-faa-assinada`]: reply(201, { message: 'Documento assinado salvo com sucesso!' }),
        [`POST ${API}/store-receita-assinada`]: (c: { body: unknown }) => {
          if ((c.body as { receita_id: number }).receita_id === 6 && recusar) {
            recusar = false;
            return reply(422, {
              message: 'Os dados informados são inválidos.',
              errors: { arquivo: ['O arquivo assinado é de outro documento.'] },
            });
          }
          return reply(201, { message: 'Documento assinado salvo com sucesso!' });
        },
      }),
    );
    const { user, path } = await abrir();
    await preencherMinimo(user);
    await user.click(salvar());

    const faa = await perguntaCom(PERGUNTAS_ASSINATURA.atendimentoSalvo);
    await user.click(within(faa).getByRole('button', { name: 'Assinar' }));
    await user.click(within(await dialogoDeAssinatura()).getByRole('button', { name: 'Assinar' }));
    await expect.poll(() => api.de(`POST ${API}/store-faa-assinada`).length, { timeout: 15_000 }).toBe(1);
    expect(api.de(`POST ${API}/store-faa-assinada`)[0]?.body).toEqual({
      atendimento_medico_id: 77,
      nome_arquivo: 'faa-completa-9.pdf',
      arquivo: btoa('%PDF-1.7 assinado faa-completa-9.pdf'),
    });

    const receitas = await perguntaCom(PERGUNTAS_ASSINATURA.receitaMedica);
    expect(api.de(`POST ${API}/store-receita-assinada`)).toHaveLength(0);
    await user.click(within(receitas).getByRole('button', { name: 'Assinar' }));
    const dialogo = await dialogoDeAssinatura();
    expect(api.de('GET /impressao/pronto-atendimento/receita/5')).toHaveLength(1);
    expect(api.de('GET /impressao/pronto-atendimento/receita/6')).toHaveLength(1);
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));

    // the second copy is refused: the dialog names it with the field's reason and stays on this screen
    expect(await within(dialogo).findByText('Receita 2: O arquivo assinado é de outro documento.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(path()).toBe('/pronto-atendimento/atendimento-medico/create/31/3');
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));

    await expect.poll(path, { timeout: 15_000 }).toBe('/pronto-atendimento/fila-atendimento/index');
    // both signed in one go (the FAA, then the two receitas), never signed again; receita 5 kept once
    expect(api.de('POST /api/rest-pki/start').map((c) => (c.body as { nome_arquivo: string }).nome_arquivo)).toEqual([
      'faa-completa-9.pdf',
      'receita-5.pdf',
      'receita-6.pdf',
    ]);
    const guardadas = api.de(`POST ${API}/store-receita-assinada`).map((c) => c.body);
    expect(guardadas).toEqual([
      { receita_id: 5, nome_arquivo: 'receita-5.pdf', arquivo: btoa('%PDF-1.7 assinado receita-5.pdf') },
      { receita_id: 6, nome_arquivo: 'receita-6.pdf', arquivo: btoa('%PDF-1.7 assinado receita-6.pdf') },
      { receita_id: 6, nome_arquivo: 'receita-6.pdf', arquivo: btoa('%PDF-1.7 assinado receita-6.pdf') },
    ]);
  }, 120_000);
});
