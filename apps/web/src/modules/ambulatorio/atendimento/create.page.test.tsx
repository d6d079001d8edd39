import {
  AMB,
  atendimentoAmbulatorioFormularioSchema,
  atendimentoAmbulatorioSalvoSchema,
  atendimentoAmbulatorioSchema,
  camelizeKeys,
  cidAutocompleteSchema,
  exameDentroPrazoSchema,
  FORMULARIO_REQUISICAO_EXAME,
  procedimentosSigtapAutocompleteSchema,
} from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayjs } from '../../../lib/dates';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const API = '/api/ambulatorio/atendimento';

const FORMULARIO = wireDe(atendimentoAmbulatorioFormularioSchema, {
  form: {
    fila: { id: 51, status: 2, emAtendimentoPorVoce: true },
    paciente: {
      pacienteId: 700,
      prontuario: 700,
      pacienteNome: 'JOANA PEREIRA',
      nomeSocial: null,
      preferenciaNomeId: null,
      dataNascimento: '1990-06-15',
      sexoId: 1,
      cns: null,
      desconhecido: false,
      idadeEstimada: null,
      alergias: [],
      alertas: [],
    },
    atendimento: {
      id: 90,
      chegadaEm: '2026-11-21T08:10:00-03:00',
      unidade: 'Policlínica Municipal',
      especialidade: 'Clínica médica',
      profissional: 'Ricardo Lins Cavalcanti',
      agendamentoId: 300,
      horaAgendada: '08:20:00',
    },
    preConsulta: {
      criadoEm: '2026-11-21T08:30:00-03:00',
      profissional: 'Enfermeira',
      queixa: 'Atraso menstrual',
      paSistolica: 118,
      paDiastolica: 76,
      frequenciaCardiaca: 80,
      frequenciaRespiratoria: null,
      temperatura: null,
      saturacao: null,
      glicemia: null,
      dor: null,
      peso: '62.000',
      altura: '160.0',
      imc: '24.22',
      circunferenciaAbdominal: null,
      anotacao: null,
      procedimentos: [],
    },
    problemasPaciente: [],
    historico: [],
    gestacao: null,
    opcoes: {
      tiposReceita: [
        { id: 1, nome: 'Receita comum' },
        { id: 5, nome: 'Receita de medicamento não padronizado (comum)' },
      ],
      tiposDocumento: [{ id: 1, nome: 'Atestado médico' }],
      situacoesProblema: [
        { id: 1, nome: 'Ativo' },
        { id: 2, nome: 'Latente' },
        { id: 3, nome: 'Resolvido' },
      ],
      especialidades: [{ id: 3, nome: 'Cardiologia' }],
      formulariosRequisicao: Object.values(FORMULARIO_REQUISICAO_EXAME).map((f) => ({ codigo: f.codigo, titulo: f.titulo })),
    },
  },
});

const SALVO = wireDe(atendimentoAmbulatorioSalvoSchema, {
  atendimento: { id: 400 },
  impressoes: [
    {
      documento: 'atendimento',
      id: 400,
      titulo: 'Atendimento ambulatorial',
      caminho: '/impressao/ambulatorio/atendimento/400',
      assinado: false,
    },
    { documento: 'atestado', id: 12, titulo: 'Atestado médico', caminho: '/impressao/ambulatorio/atestado/12', assinado: false },
  ],
  message: 'Atendimento salvo.',
});

const pdf = (nome: string) => () =>
  new Response(`%PDF-1.7 ${nome}`, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${nome}"` } });

const aba = (nome: string) => screen.getByRole('tab', { name: new RegExp(`^${nome}`) });
const salvar = () => screen.getByText('Salvar', { selector: 'button > span' });

describe('ambulatorio/atendimento/create (tela)', () => {
  it('asks the pregnancy dating for Z34, saves the SOAP and the problem, then asks "Atendimento salvo. Deseja assinar?" and signs every print', async () => {
    const nomes: string[] = [];
    const api = mockApi({
      [`GET ${API}/create/51/300`]: FORMULARIO,
      'GET /api/cid/autocomplete': { data: [{ id: 'Z34', codigo: 'Z34', label: 'Z34 - Supervisão de gravidez normal' }] },
      [`POST ${API}`]: reply(201, SALVO),
      'GET /impressao/ambulatorio/atendimento/400': pdf('atendimento-400.pdf'),
      'GET /impressao/ambulatorio/atestado/12': pdf('atestado-12.pdf'),
      'GET /api/rest-pki/certificados': { data: [{ subject_name: 'RICARDO LINS CAVALCANTI:12345678909', thumbprint: 'A1B2' }] },
      'POST /api/rest-pki/start': (c: { body: unknown }) => {
        nomes.push((c.body as { nome_arquivo: string }).nome_arquivo);
        return { data: { token: `tok-${nomes.length}` } };
      },
      'POST /api/rest-pki/finish': (c: { body: unknown }) => {
        const nome = nomes[Number((c.body as { token: string }).token.slice(4)) - 1];
        return { data: btoa(`%PDF-1.7 assinado ${nome}`), file_name: nome, codigo: 'AB12-CD34-EF56' };
      },
      [`POST ${API}/store-atendimento-assinado`]: reply(201, {
        message: 'Documento assinado salvo com sucesso!',
        data: { id: 1, documento: 'atendimento', referencia_id: 400, assinado_em: '2026-11-21T09:00:00-03:00', codigo: 'AB12-CD34-EF56' },
      }),
      [`GET ${API}/fila`]: { draw: 1, records_total: 0, records_filtered: 0, data: [] },
      [`GET ${API}/exame-dentro-prazo-validade`]: wireDe(exameDentroPrazoSchema, {
        data: { dentroDoPrazo: false, ultimaSolicitacao: null, validadeDias: null, message: null },
      }),
    });
    logar(sessao({ permissoes: [AMB.atendimentoVer, AMB.atendimentoCadastrar] }));
    // no pointer-events walk up the tree on each click: seconds per click on this page under jsdom
    const { user, path } = renderApp('/ambulatorio/atendimento/create/51/300', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('JOANA PEREIRA', {}, { timeout: 10_000 })).toBeTruthy();
    // the pre-consultation is there for the doctor
    expect(screen.getByText('Atraso menstrual')).toBeTruthy();
    expect(screen.getByText('118/76 mmHg')).toBeTruthy();

    // long texts are pasted: one change, not a re-render of the whole form per keystroke
    await user.click(screen.getByLabelText('Avaliação'));
    await user.paste('Gestação inicial.');
    await user.click(aba('Problemas'));
    await user.type(screen.getByLabelText('CID-10 do problema 1'), 'Z34');
    await user.click(await screen.findByText('Z34 - Supervisão de gravidez normal', {}, { timeout: 15_000 }));
    await user.click(salvar());
    // a prenatal code without the dating: nothing goes, the pregnancy tab shows why
    expect(
      await screen.findByText('Pré-natal: informe a data da última menstruação (DUM) ou a ultrassonografia.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(aba('Gestação').getAttribute('aria-selected')).toBe('true');
    expect(api.de(`POST ${API}`)).toHaveLength(0);
    expect(screen.getByText('Pré-natal de risco habitual')).toBeTruthy();

    const dum = dayjs().subtract(60, 'day');
    await user.type(screen.getByLabelText('DUM (data da última menstruação)'), dum.format('DD/MM/YYYY'));
    expect(await screen.findByText(/^Idade gestacional: 8 semanas e 4 dias \(DUM\)/)).toBeTruthy();
    await user.click(salvar());
    await expect.poll(() => api.de(`POST ${API}`).length, { timeout: 10_000 }).toBe(1);
    expect(api.de(`POST ${API}`)[0]?.body).toMatchObject({
      fila_id: 51,
      avaliacao: 'Gestação inicial.',
      dum: dum.format('YYYY-MM-DD'),
      problemas: [{ cid_codigo: 'Z34', principal: true, situacao: 1 }],
    });

    const pergunta = await findDialog('Assinatura');
    expect(within(pergunta).getByText('Atendimento salvo. Deseja assinar?')).toBeTruthy();
    await user.click(within(pergunta).getByRole('button', { name: 'Assinar' }));
    const dialogo = await waitFor(
      () => {
        const d = screen.getAllByRole('dialog').find((el) => within(el).queryByLabelText('Certificado'));
        if (!d) throw new Error('diálogo de assinatura não abriu');
        return d;
      },
      { timeout: 15_000 },
    );
    expect(await within(dialogo).findByText('RICARDO LINS CAVALCANTI:12345678909', {}, { timeout: 15_000 })).toBeTruthy();
    // both prints were fetched in their signing variant
    expect(api.de('GET /impressao/ambulatorio/atendimento/400')[0]?.query.get('para_assinatura_eletronica')).toBe('true');
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    await expect.poll(() => api.de(`POST ${API}/store-atendimento-assinado`).length, { timeout: 15_000 }).toBe(2);
    expect(api.de(`POST ${API}/store-atendimento-assinado`).map((c) => (c.body as { documento: string }).documento)).toEqual([
      'atendimento',
      'atestado',
    ]);
    await expect.poll(path, { timeout: 10_000 }).toBe('/ambulatorio/atendimento/index');
  }, 90_000);
});

describe('ambulatorio/atendimento/create: requisições em formulário nacional', () => {
  const COLO = 'REQUISIÇÃO DE EXAME CITOPATOLÓGICO – COLO DO ÚTERO';
  const APAC = 'LAUDO PARA SOLICITAÇÃO/AUTORIZAÇÃO DE PROCEDIMENTO AMBULATORIAL';
  const SALVO_COM_REQUISICOES = wireDe(atendimentoAmbulatorioSalvoSchema, {
    atendimento: { id: 401 },
    impressoes: [
      {
        documento: 'atendimento',
        id: 401,
        titulo: 'Atendimento ambulatorial',
        caminho: '/impressao/ambulatorio/atendimento/401',
        assinado: false,
      },
      {
        documento: 'requisicao-exame-citopatologico-colo-utero',
        id: 31,
        titulo: COLO,
        caminho: '/impressao/ambulatorio/requisicao-exame-citopatologico-colo-utero/31',
        assinado: false,
      },
      {
        documento: 'laudo-solicitacao-autorizacao-procedimento-ambulatorial',
        id: 32,
        titulo: APAC,
        caminho: '/impressao/ambulatorio/laudo-solicitacao-autorizacao-procedimento-ambulatorial/32',
        assinado: false,
      },
    ],
    message: 'Atendimento salvo.',
  });

  it('fills a cervical cytopathology request and an APAC with one SIGTAP item in drawers checked by the shared schema, and stores them', async () => {
    let tentativas = 0;
    const api = mockApi({
      [`GET ${API}/create/51/300`]: FORMULARIO,
      'GET /api/cid/autocomplete': wireDe(cidAutocompleteSchema, {
        data: [
          {
            id: 'N180',
            codigo: 'N18.0',
            descricao: 'Doença renal em estádio final',
            label: 'N18.0 - Doença renal em estádio final',
            subcategoria: true,
            sexo: null,
          },
        ],
      }),
      'GET /api/sigtap/servico/autocomplete': wireDe(procedimentosSigtapAutocompleteSchema, {
        data: [
          {
            id: '0305010107',
            codigo: '0305010107',
            nome: 'HEMODIÁLISE (MÁXIMO 3 SESSÕES POR SEMANA)',
            label: '0305010107 - HEMODIÁLISE (MÁXIMO 3 SESSÕES POR SEMANA)',
            complexidade: 3,
            sexo: 'I',
            idadeMinima: 0,
            idadeMaxima: 1571,
          },
        ],
      }),
      // the first save meets a rule of the server (the SIGTAP table); the second goes through
      [`POST ${API}`]: () =>
        ++tentativas === 1
          ? reply(422, {
              message: 'Os dados fornecidos são inválidos.',
              errors: { 'requisicoes.1.itens.0.codigo': ['Procedimento não encontrado na tabela SIGTAP.'] },
            })
          : reply(201, SALVO_COM_REQUISICOES),
      'GET /impressao/ambulatorio/atendimento/401': pdf('atendimento-401.pdf'),
      'GET /impressao/ambulatorio/requisicao-exame-citopatologico-colo-utero/31': pdf('colo-31.pdf'),
      'GET /impressao/ambulatorio/laudo-solicitacao-autorizacao-procedimento-ambulatorial/32': pdf('apac-32.pdf'),
      'GET /api/rest-pki/certificados': { data: [{ subject_name: 'RICARDO LINS CAVALCANTI:12345678909', thumbprint: 'A1B2' }] },
      [`GET ${API}/exame-dentro-prazo-validade`]: wireDe(exameDentroPrazoSchema, {
        data: { dentroDoPrazo: false, ultimaSolicitacao: null, validadeDias: null, message: null },
      }),
    });
    logar(sessao({ permissoes: [AMB.atendimentoVer, AMB.atendimentoCadastrar] }));
    const { user } = renderApp('/ambulatorio/atendimento/create/51/300', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('JOANA PEREIRA', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByLabelText('Avaliação'));
    await user.paste('Doença renal crônica; rastreamento do colo.');
    await user.click(aba('Problemas'));
    await user.type(screen.getByLabelText('CID-10 do problema 1'), 'N18');
    await user.click(await screen.findByText('N18.0 - Doença renal em estádio final', {}, { timeout: 15_000 }));

    await user.click(aba('Exames'));
    const adicionar = async (titulo: string) => {
      await user.click(screen.getByText('Adicionar requisição', { selector: 'button > span' }));
      await user.click(await screen.findByRole('menuitem', { name: titulo }));
      return screen.findByRole('dialog', { name: titulo });
    };
    // the question's group by its aria-label and the option by its label: getByRole would walk every radio's
    // ancestors through jsdom's getComputedStyle (~0.4 s an answer)
    const escolher = async (gaveta: HTMLElement, pergunta: string | RegExp, opcao: string) => {
      const grupos = [...gaveta.querySelectorAll<HTMLElement>('[role="radiogroup"]')].filter((g) => {
        const rotulo = g.getAttribute('aria-label') ?? '';
        return typeof pergunta === 'string' ? rotulo === pergunta : pergunta.test(rotulo);
      });
      expect(grupos).toHaveLength(1);
      await user.click(within(grupos[0] as HTMLElement).getByLabelText(opcao, { selector: 'input[type="radio"]' }));
    };

    // the cervical request, laid out as the SISCAN paper form
    const colo = await adicionar(COLO);
    expect(within(colo).getByText('Dados da anamnese')).toBeTruthy();
    expect(within(colo).getByText('Exame clínico')).toBeTruthy();
    await escolher(colo, '1. Motivo do exame', 'Rastreamento');
    await escolher(colo, '2. Fez o exame preventivo (Papanicolaou) alguma vez?', 'Não');
    await escolher(colo, '3. Usa DIU?', 'Não');
    await escolher(colo, '4. Está grávida?', 'Não');
    await escolher(colo, '5. Usa pílula anticoncepcional?', 'Sim');
    await escolher(colo, '6. Usa hormônio/remédio para tratar a menopausa?', 'Não');
    await escolher(colo, '7. Já fez tratamento por radioterapia?', 'Não');
    await escolher(colo, /^9\. Tem ou teve algum sangramento após relações sexuais/, 'Não / Não sabe / Não lembra');
    await escolher(colo, /^10\. Tem ou teve algum sangramento após a menopausa/, 'Não está na menopausa');
    await escolher(colo, '11. Inspeção do colo', 'Normal');
    await user.click(within(colo).getByRole('button', { name: 'Concluir' }));
    // the shared schema's rule, verbatim, under the date
    expect(await within(colo).findByText('Informe a data da última menstruação.', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(within(colo).getByRole('checkbox', { name: 'Não sabe / Não lembra' }));
    await user.click(within(colo).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: COLO })).toBeNull(), { timeout: 10_000 });
    expect(screen.getByText('Preenchida')).toBeTruthy();

    // the APAC: nothing asked yet is refused with the schema's messages; one SIGTAP procedure; the CID of the problem
    const apac = await adicionar(APAC);
    await user.click(within(apac).getByRole('button', { name: 'Concluir' }));
    expect(await within(apac).findByText('Informe ao menos um procedimento.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(apac).getByText('O campo Descrição do diagnóstico é obrigatório.')).toBeTruthy();
    await user.type(within(apac).getByLabelText('Adicionar procedimento SIGTAP'), 'hemodi');
    await user.click(await screen.findByText('0305010107 - HEMODIÁLISE (MÁXIMO 3 SESSÕES POR SEMANA)', {}, { timeout: 15_000 }));
    expect(await within(apac).findByText('03.05.01.010-7 — HEMODIÁLISE (MÁXIMO 3 SESSÕES POR SEMANA)')).toBeTruthy();
    const quantidade = within(apac).getByLabelText('Quantidade: Procedimento principal');
    await user.clear(quantidade);
    await user.type(quantidade, '13');
    await user.click(within(apac).getByLabelText('36 – Descrição do diagnóstico'));
    await user.paste('Doença renal crônica em estádio final.');
    await user.click(within(apac).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: APAC })).toBeNull(), { timeout: 10_000 });
    const lista = screen.getByRole('region', { name: 'Requisições em formulário nacional' });
    expect(within(lista).getAllByText('Preenchida')).toHaveLength(2);
    expect(within(lista).getByText('03.05.01.010-7 — HEMODIÁLISE (MÁXIMO 3 SESSÕES POR SEMANA)')).toBeTruthy();

    // the server's refusal lands on the item of the APAC, its drawer opened
    await user.click(salvar());
    const recusada = await screen.findByRole('dialog', { name: APAC }, { timeout: 10_000 });
    expect(await within(recusada).findByText('Procedimento não encontrado na tabela SIGTAP.')).toBeTruthy();
    await user.click(within(recusada).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: APAC })).toBeNull(), { timeout: 10_000 });

    await user.click(salvar());
    await expect.poll(() => api.de(`POST ${API}`).length, { timeout: 10_000 }).toBe(2);
    const corpo = api.de(`POST ${API}`)[1]?.body as Record<string, unknown>;
    expect(corpo).toMatchObject({
      fila_id: 51,
      requisicoes: [
        {
          formulario: 'citopatologico-colo-utero',
          motivo_exame: 'RASTREAMENTO',
          fez_preventivo: 'NAO',
          usa_diu: 'NAO',
          esta_gravida: 'NAO',
          usa_pilula: 'SIM',
          usa_hormonio_menopausa: 'NAO',
          fez_radioterapia: 'NAO',
          dum_nao_sabe: true,
          sangramento_apos_relacoes: 'NAO',
          sangramento_apos_menopausa: 'NAO_MENOPAUSA',
          inspecao_colo: 'NORMAL',
          sinais_dst: false,
        },
        {
          formulario: 'apac',
          itens: [{ codigo: '0305010107', nome: 'HEMODIÁLISE (MÁXIMO 3 SESSÕES POR SEMANA)', quantidade: 13 }],
          descricao_diagnostico: 'Doença renal crônica em estádio final.',
          cid_principal: 'N180',
        },
      ],
    });
    // what went is what the API's schema accepts
    expect(atendimentoAmbulatorioSchema.safeParse(camelizeKeys(corpo)).success).toBe(true);

    // saved: both requests are among the prints to sign
    const pergunta = await findDialog('Assinatura');
    expect(within(pergunta).getByText('Atendimento salvo. Deseja assinar?')).toBeTruthy();
    await user.click(within(pergunta).getByRole('button', { name: 'Assinar' }));
    await expect
      .poll(() => api.de('GET /impressao/ambulatorio/laudo-solicitacao-autorizacao-procedimento-ambulatorial/32').length, {
        timeout: 15_000,
      })
      .toBe(1);
    expect(
      api.de('GET /impressao/ambulatorio/requisicao-exame-citopatologico-colo-utero/31')[0]?.query.get('para_assinatura_eletronica'),
    ).toBe('true');
  }, 120_000);
});
