import { describe, expect, it } from 'vitest';
import { documentoClinicoSchema, TipoDocumentoClinico } from '../../documento-clinico.js';
import { problemaDaReceita, receitaExigida, TipoReceita } from '../../receita.js';
import { atendimentoMedicoSchema, declaracaoComparecimentoSchema } from './atendimento-medico.schema.js';
import { DestinoAtendimento } from './clinico.js';

const erros = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const minimo = {
  filaId: 31,
  anamnese: 'Dor abdominal há 6 horas',
  diagnosticos: [{ cidCodigo: 'r10.4', principal: true }],
  destino: DestinoAtendimento.ALTA,
};

describe('atendimento médico: formulário', () => {
  it('accepts the minimum and normalises CID, lists and optional texts', () => {
    const v = atendimentoMedicoSchema.parse({ ...minimo, exameFisico: '  ' });
    expect(v.diagnosticos).toEqual([{ cidCodigo: 'R104', principal: true }]);
    expect(v.exameFisico).toBeNull();
    expect(v.prescricaoInterna).toEqual([]);
    expect(v.receitas).toEqual([]);
    expect(v.suspenderItens).toEqual([]);
  });

  it.each([
    [{ anamnese: '' }, { anamnese: 'O campo Anamnese é obrigatório.' }],
    [{ diagnosticos: [] }, { diagnosticos: 'Informe ao menos um diagnóstico (CID-10).' }],
    [
      {
        diagnosticos: [
          { cidCodigo: 'R10.4', principal: true },
          { cidCodigo: 'R104', principal: false },
        ],
      },
      { 'diagnosticos.1.cidCodigo': 'CID informado mais de uma vez.' },
    ],
    [{ diagnosticos: [{ cidCodigo: 'R104', principal: false }] }, { diagnosticos: 'Marque um diagnóstico como principal.' }],
    [
      {
        diagnosticos: [
          { cidCodigo: 'R104', principal: true },
          { cidCodigo: 'K35', principal: '1' },
        ],
      },
      { diagnosticos: 'Apenas um diagnóstico pode ser o principal.' },
    ],
    [{ destino: DestinoAtendimento.TRANSFERENCIA }, { destinoDetalhe: 'Informe o hospital ou serviço de destino da transferência.' }],
    [{ destino: DestinoAtendimento.OBITO, destinoDetalhe: ' ' }, { destinoDetalhe: 'Informe as circunstâncias do óbito.' }],
    [{ destino: 9 }, { destino: 'Destino é inválido' }],
    [
      { examesImagem: [{ procedimentoCodigo: '0301010072', justificativa: 'x' }] },
      {
        'examesImagem.0.procedimentoCodigo':
          'Procedimento deve ser um exame de imagem (radiologia, ultrassonografia, tomografia ou ressonância magnética).',
      },
    ],
    [
      {
        receitas: [
          {
            tipo: TipoReceita.AZUL,
            itens: [
              { descricao: 'Diazepam 10 mg', quantidade: '10 comprimidos', posologia: '1 à noite' },
              { descricao: 'Clonazepam 2 mg', quantidade: '10 comprimidos', posologia: '1 à noite' },
            ],
          },
        ],
      },
      { 'receitas.0.itens': 'A notificação de receita B (azul) admite um único medicamento.' },
    ],
    [{ receitas: [{ tipo: TipoReceita.COMUM, itens: [] }] }, { 'receitas.0.itens': 'Informe ao menos um medicamento na receita.' }],
  ])('%j → %j', (mudanca, esperado) => {
    expect(erros(atendimentoMedicoSchema.safeParse({ ...minimo, ...mudanca }))).toEqual(esperado);
  });

  it('keeps the notification number only on blue and yellow forms', () => {
    const item = { descricao: 'Dipirona 500 mg', quantidade: '10 comprimidos', posologia: '1 de 6/6 h' };
    const v = atendimentoMedicoSchema.parse({
      ...minimo,
      receitas: [
        { tipo: TipoReceita.COMUM, numeroNotificacao: '123', itens: [item] },
        { tipo: TipoReceita.AZUL, numeroNotificacao: 'PE-000123', itens: [item] },
      ],
    });
    expect(v.receitas.map((r) => r.numeroNotificacao)).toEqual([null, 'PE-000123']);
  });
});

describe('documentos do atendimento', () => {
  const doc = (d: Record<string, unknown>) => documentoClinicoSchema.safeParse(d);

  it.each([
    [
      { tipo: TipoDocumentoClinico.ATESTADO },
      { dias: 'O campo Dias de afastamento é obrigatório.', dataInicio: 'O campo Data de início é obrigatório.' },
    ],
    [
      { tipo: TipoDocumentoClinico.ATESTADO, dias: 366, dataInicio: '2026-03-10' },
      { dias: 'Dias de afastamento deve ser menor ou igual a 365' },
    ],
    [
      { tipo: TipoDocumentoClinico.ATESTADO, dias: 2, dataInicio: '10/03/2026', exibirCid: true },
      { cidCodigo: 'Informe o CID a exibir no atestado.' },
    ],
    [
      { tipo: TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO, horaInicio: '10:00', horaFim: '09:30' },
      { horaFim: 'A hora de fim deve ser posterior à hora de início.' },
    ],
    [{ tipo: TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO, horaInicio: '10:00' }, { horaFim: 'O campo Hora de fim é obrigatório.' }],
    [
      { tipo: TipoDocumentoClinico.ENCAMINHAMENTO },
      {
        especialidadeId: 'O campo Especialidade é obrigatório.',
        destino: 'O campo Serviço de destino é obrigatório.',
        texto: 'O campo Motivo do encaminhamento é obrigatório.',
      },
    ],
    [{ tipo: TipoDocumentoClinico.ORIENTACAO, texto: '' }, { texto: 'O campo Orientações é obrigatório.' }],
  ])('%j → %j', (d, esperado) => {
    expect(erros(doc(d))).toEqual(esperado);
  });

  it('keeps only the fields of its kind, and the CID of a certificate only with consent', () => {
    const semConsentimento = documentoClinicoSchema.parse({ tipo: 1, dias: 2, dataInicio: '10/03/2026', cidCodigo: 'J11', texto: 'x' });
    expect(semConsentimento).toMatchObject({ dias: 2, dataInicio: '2026-03-10', cidCodigo: null, texto: null, horaInicio: null });
    const comConsentimento = documentoClinicoSchema.parse({
      tipo: 1,
      dias: 2,
      dataInicio: '2026-03-10',
      cidCodigo: 'J11',
      exibirCid: true,
    });
    expect(comConsentimento.cidCodigo).toBe('J11');
    const declaracao = documentoClinicoSchema.parse({ tipo: 2, horaInicio: '08:10', horaFim: '10:00', dias: 3, acompanhante: 'JOSÉ' });
    expect(declaracao).toMatchObject({ horaInicio: '08:10:00', horaFim: '10:00:00', dias: null, acompanhante: 'JOSÉ' });
  });

  it('declaração avulsa: the same hour rule', () => {
    expect(erros(declaracaoComparecimentoSchema.safeParse({ atendimentoId: 9, horaInicio: '14:00', horaFim: '14:00' }))).toEqual({
      horaFim: 'A hora de fim deve ser posterior à hora de início.',
    });
    expect(declaracaoComparecimentoSchema.parse({ atendimentoId: 9, horaInicio: '13:00', horaFim: '14:00' }).acompanhante).toBeNull();
  });
});

describe('receitas (Portaria SVS/MS 344/98)', () => {
  // list ids of LISTAS_PORTARIA_344: 1 A1, 4 B1, 6 C1, 8 C3, 11 D1, 14 F1
  it.each([
    [1, TipoReceita.AMARELA],
    [4, TipoReceita.AZUL],
    [6, TipoReceita.ESPECIAL],
    [8, TipoReceita.ESPECIAL],
    [11, null],
    [14, 'proscrito'],
    [null, null],
  ])('list %s needs %s', (lista, tipo) => {
    expect(receitaExigida(lista)).toBe(tipo);
  });

  const morfina = { nome: 'Morfina 10 mg/mL solução injetável', listaControleId: 1 };
  const diazepam = { nome: 'Diazepam 10 mg comprimido', listaControleId: 4 };
  const amitriptilina = { nome: 'Amitriptilina 25 mg comprimido', listaControleId: 6 };
  const dipirona = { nome: 'Dipirona 500 mg comprimido', listaControleId: null };
  it.each([
    [TipoReceita.COMUM, dipirona, null],
    [TipoReceita.ESPECIAL, dipirona, null],
    [TipoReceita.ESPECIAL, amitriptilina, null],
    [TipoReceita.AZUL, diazepam, null],
    [TipoReceita.AMARELA, morfina, null],
    [TipoReceita.COMUM, null, null],
    [
      TipoReceita.COMUM,
      diazepam,
      'Diazepam 10 mg comprimido é medicamento controlado (lista B1) e deve ser prescrito na notificação de receita B (azul).',
    ],
    [
      TipoReceita.COMUM,
      amitriptilina,
      'Amitriptilina 25 mg comprimido é medicamento controlado (lista C1) e deve ser prescrito na receita de controle especial.',
    ],
    [
      TipoReceita.ESPECIAL,
      morfina,
      'Morfina 10 mg/mL solução injetável é medicamento controlado (lista A1) e deve ser prescrito na notificação de receita A (amarela).',
    ],
    [TipoReceita.AZUL, dipirona, 'Dipirona 500 mg comprimido não é das listas B1 e B2 e não pode ir na notificação de receita B (azul).'],
    [TipoReceita.AMARELA, null, 'A notificação de receita A (amarela) só admite medicamento cadastrado das listas A1, A2 e A3.'],
    [
      TipoReceita.COMUM,
      { nome: 'Cocaína', listaControleId: 14 },
      'Cocaína é de uso proscrito no Brasil (lista F1) e não pode ser prescrito.',
    ],
  ])('form %s with %j → %s', (tipo, medicamento, esperado) => {
    expect(problemaDaReceita(tipo, medicamento)).toBe(esperado);
  });
});
