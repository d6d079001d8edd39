import { hojeIso, RELATORIOS_PRONTO_ATENDIMENTO, toSnake } from '@saude/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { fixturePa, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';
import { type Cenario, em, montarCenario } from './relatorios.cenario.js';

let ctx: TestContext;
let f: PaFixture;
let c: Cenario;
let medico: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await fixturePa(ctx);
  c = await montarCenario(f);
  // the doctor role holds PA.relatorios; the reception does not
  medico = f.headers.medico;
});
afterAll(() => ctx.close());

const base = '/api/pronto-atendimento';
const iso = (diaHora: string) => em(diaHora).toISOString();
type Linha = Record<string, unknown>;

function consulta(filtros: Record<string, string | number>) {
  return new URLSearchParams(Object.entries(filtros).map(([k, v]) => [k, String(v)])).toString();
}
/** Our unit on 10 and 11 March 2025, plus the report's own filters. */
const doCenario = (extra: Record<string, string | number> = {}) => ({
  data_inicio: '2025-03-10',
  data_fim: '2025-03-11',
  unidade_id: c.unidadeId,
  ...extra,
});
/** Instants leave as the database writes them ('2025-03-10 11:00:00+00'); the test compares the moment. */
const instantes = new Set(
  RELATORIOS_PRONTO_ATENDIMENTO.flatMap((d) => d.colunas.filter((col) => col.tipo === 'dataHora').map((col) => toSnake(col.chave))),
);
async function lista(relatorio: string, filtros: Record<string, string | number>) {
  const res = await ctx.app.inject({ method: 'GET', url: `${base}/${relatorio}/list?length=100&${consulta(filtros)}`, headers: medico });
  expect(res.statusCode, res.body).toBe(200);
  const r = json(res) as { data: Linha[]; records_filtered: number; totais?: Record<string, number> };
  for (const l of r.data)
    for (const k of Object.keys(l)) if (instantes.has(k) && typeof l[k] === 'string') l[k] = new Date(l[k] as string).toISOString();
  return r;
}
const escolher = (linhas: Linha[], chaves: string[]) => linhas.map((l) => Object.fromEntries(chaves.map((k) => [k, l[k]])));

describe('relatório de atendimentos (FAA)', () => {
  it('lists the FAAs of the period by Brasília day, with age, colour, principal CID, doctors, outcome and status', async () => {
    const r = await lista('relatorio-atendimento', doCenario());
    expect(r.data).toEqual([
      {
        dia: '2025-03-10',
        numero: c.faa.f1,
        chegada: iso('10T08:00'),
        paciente_nome: c.pacientes.p1,
        idade: '44 anos',
        classificacao: c.cores.amarelo.nome,
        cid_principal: 'R10 - Dor abdominal e pélvica',
        medico: c.medicoA.nome,
        desfecho: 'Alta médica',
        situacao: 'Fechada',
        quantidade: 1,
      },
      {
        dia: '2025-03-10',
        numero: c.faa.f2,
        chegada: iso('10T10:00'),
        paciente_nome: c.pacientes.p2,
        idade: '3 meses',
        classificacao: c.cores.vermelho.nome,
        // the last evaluation that named a principal diagnosis; every doctor, in the order they came in
        cid_principal: 'J18 - Pneumonia por microorganismo não especificada',
        medico: `${c.medicoB.nome}, ${c.medicoA.nome}`,
        desfecho: 'Internação (solicitação de AIH)',
        situacao: 'Aberta',
        quantidade: 1,
      },
      {
        dia: '2025-03-11',
        numero: c.faa.f3,
        chegada: iso('11T09:00'),
        paciente_nome: c.pacientes.p3,
        idade: '35 anos',
        classificacao: c.cores.amarelo.nome,
        cid_principal: null,
        medico: c.medicoA.nome,
        desfecho: 'Alta a pedido',
        situacao: 'Fechada',
        quantidade: 1,
      },
    ]);
    expect(r.totais).toEqual({ quantidade: 3 });
  });

  it('filters by doctor (any evaluation), colour, outcome and status; 23:30 in Brasília stays on its own day', async () => {
    const numeros = async (extra: Record<string, string | number>) =>
      (await lista('relatorio-atendimento', doCenario(extra))).data.map((l) => l.numero);
    expect(await numeros({ profissional_id: c.medicoB.id })).toEqual([c.faa.f2]);
    expect(await numeros({ profissional_id: c.medicoA.id })).toEqual([c.faa.f1, c.faa.f2, c.faa.f3]);
    expect(await numeros({ classificacao_risco_id: c.cores.vermelho.id })).toEqual([c.faa.f2]);
    expect(await numeros({ desfecho: 1 })).toEqual([c.faa.f1]);
    expect(await numeros({ status: 1 })).toEqual([c.faa.f2]);
    expect(await numeros({ status: 3 })).toEqual([]);
    const noite = await lista('relatorio-atendimento', doCenario({ data_inicio: '2025-03-09', data_fim: '2025-03-09' }));
    expect(escolher(noite.data, ['dia', 'numero', 'idade', 'medico', 'desfecho', 'situacao'])).toEqual([
      { dia: '2025-03-09', numero: c.faa.f0, idade: '55 anos', medico: c.medicoB.nome, desfecho: 'Alta médica', situacao: 'Cancelada' },
    ]);
    const invalido = await ctx.app.inject({
      method: 'GET',
      url: `${base}/relatorio-atendimento/list?${consulta(doCenario({ desfecho: 9 }))}`,
      headers: medico,
    });
    expect(invalido.statusCode).toBe(422);
    expect(json(invalido).errors.desfecho).toEqual(['Desfecho é inválido']);
  });

  it('finds an FAA received and triaged through the real routes today', async () => {
    const p = await pacienteNoSetor(f, { atender: false });
    const [unidade] = json(
      await ctx.app.inject({ method: 'GET', url: `${base}/relatorio/unidade/autocomplete?search[value]=UPA 24h`, headers: medico }),
    ).data;
    const amarelo = f.cores.find((x) => x.ordem === 3)?.id as number;
    const r = await lista('relatorio-atendimento', {
      data_inicio: hojeIso(),
      data_fim: hojeIso(),
      unidade_id: unidade.id,
      classificacao_risco_id: amarelo,
      status: 1,
    });
    const minha = r.data.find((l) => l.numero === String(p.numero));
    expect(minha).toMatchObject({ dia: hojeIso(), classificacao: c.cores.amarelo.nome, situacao: 'Aberta', desfecho: null, medico: null });
  });

  it('prints grouped by day with counts, naming the unit and the period', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/impressao/pronto-atendimento/relatorio-atendimento?${consulta(doCenario())}`,
      headers: medico,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await lerPdf(res.rawPayload);
    expect(pdf.paginas[0]?.larguraCm).toBeCloseTo(29.7, 1);
    const texto = pdf.textos.join('\n');
    for (const trecho of [
      'Atendimentos (FAA)',
      `Unidade: ${c.unidadeNome}`,
      'Período: 10/03/2025 a 11/03/2025',
      'Dia: 10/03/2025',
      'Dia: 11/03/2025',
      'Subtotal (2)',
      'Subtotal (1)',
      c.pacientes.p2,
      '3 registro(s).',
    ])
      expect(texto).toContain(trecho);
  });
});

describe('relatório de classificação de risco', () => {
  it('counts triages per colour with the waits to triage and to the doctor and the share within the target', async () => {
    expect([c.cores.vermelho.tempoAlvo, c.cores.amarelo.tempoAlvo, c.cores.verde.tempoAlvo]).toEqual([0, 60, 120]);
    const r = await lista('relatorio-classificacao-risco', doCenario());
    expect(r.data).toEqual([
      {
        classificacao: c.cores.vermelho.nome,
        tempo_alvo: 0,
        triagens: 1,
        chegada_triagem_mediana: 5,
        chegada_triagem_media: 5,
        atendidos_medico: 1,
        triagem_medico_mediana: 0,
        triagem_medico_media: 0,
        dentro_alvo: 1,
        percentual_dentro_alvo: 100,
      },
      {
        // FAA1: 10 min to triage, 30 to the doctor; FAA3's re-classification: 70 to the doctor (late)
        classificacao: c.cores.amarelo.nome,
        tempo_alvo: 60,
        triagens: 2,
        chegada_triagem_mediana: 10,
        chegada_triagem_media: 10,
        atendidos_medico: 2,
        triagem_medico_mediana: 50,
        triagem_medico_media: 50,
        dentro_alvo: 1,
        percentual_dentro_alvo: 50,
      },
      {
        // re-classified before the doctor: the later colour carries that wait
        classificacao: c.cores.verde.nome,
        tempo_alvo: 120,
        triagens: 1,
        chegada_triagem_mediana: 30,
        chegada_triagem_media: 30,
        atendidos_medico: 0,
        triagem_medico_mediana: null,
        triagem_medico_media: null,
        dentro_alvo: 0,
        percentual_dentro_alvo: null,
      },
    ]);
    expect(r.totais).toEqual({ triagens: 4, atendidos_medico: 3, dentro_alvo: 2 });
    expect((await lista('relatorio-classificacao-risco', doCenario({ profissional_id: c.medicoA.id }))).data).toEqual([]);
    const daEnfermeira = await lista('relatorio-classificacao-risco', doCenario({ profissional_id: c.enfermeira.id }));
    expect(daEnfermeira.totais).toEqual({ triagens: 4, atendidos_medico: 3, dentro_alvo: 2 });
  });

  it('exports the same rows as XLSX', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/exportacao/pronto-atendimento/relatorio-classificacao-risco?${consulta(doCenario())}`,
      headers: medico,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const folha = livro.getWorksheet('Relatório');
    expect(folha?.getRow(1).getCell(1).value).toBe('Classificação');
    expect(folha?.getRow(1).getCell(4).value).toBe('Chegada à triagem (mediana)');
    expect([2, 3, 4].map((i) => folha?.getRow(i).getCell(1).value)).toEqual([
      c.cores.vermelho.nome,
      c.cores.amarelo.nome,
      c.cores.verde.nome,
    ]);
    expect(folha?.getRow(3).getCell(7).value).toBe(50);
    expect(livro.getWorksheet('Informações')?.getRow(2).values).toEqual([undefined, 'Unidade', c.unidadeNome]);
  });
});

describe('relatório de documentos não assinados', () => {
  it('lists evaluations, prescriptions and documents with no signed copy, by professional; cancelled FAAs stay out', async () => {
    const r = await lista('relatorio-documento-nao-assinado', doCenario());
    expect(escolher(r.data, ['profissional', 'emitido_em', 'documento', 'numero', 'paciente_nome'])).toEqual([
      {
        profissional: c.medicoA.nome,
        emitido_em: iso('10T09:00'),
        documento: 'Atestado médico',
        numero: c.faa.f1,
        paciente_nome: c.pacientes.p1,
      },
      {
        profissional: c.medicoA.nome,
        emitido_em: iso('10T09:00'),
        documento: 'Receita comum',
        numero: c.faa.f1,
        paciente_nome: c.pacientes.p1,
      },
      {
        profissional: c.medicoA.nome,
        emitido_em: iso('10T14:00'),
        documento: 'Atendimento médico (FAA)',
        numero: c.faa.f2,
        paciente_nome: c.pacientes.p2,
      },
      {
        profissional: c.medicoB.nome,
        emitido_em: iso('10T10:30'),
        documento: 'Atendimento médico (FAA)',
        numero: c.faa.f2,
        paciente_nome: c.pacientes.p2,
      },
    ]);
    expect(r.totais).toEqual({ quantidade: 4 });
    const doB = await lista('relatorio-documento-nao-assinado', doCenario({ profissional_id: c.medicoB.id }));
    expect(doB.data.map((l) => l.documento)).toEqual(['Atendimento médico (FAA)']);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/impressao/pronto-atendimento/relatorio-documento-nao-assinado?${consulta(doCenario())}`,
      headers: medico,
    });
    const texto = (await lerPdf(pdf.rawPayload)).textos.join('\n');
    // one heading per professional, with their count
    expect(texto.split(`Profissional: ${c.medicoA.nome}`)).toHaveLength(2);
    expect(texto).toMatch(/Subtotal \(3\)[\s\S]*Subtotal \(1\)[\s\S]*Total\s+4/);
  });
});

describe('relatório de exames de imagem', () => {
  it('groups requests by procedure and status with the time from request to report', async () => {
    const r = await lista('relatorio-exame-imagem', doCenario());
    const rx = '0204030153 - RADIOGRAFIA DE TORAX (PA E PERFIL)';
    expect(r.data).toEqual([
      {
        procedimento: rx,
        situacao: 'Laudado',
        solicitacoes: 2,
        laudados: 2,
        tempo_laudo_mediana: 75,
        tempo_laudo_media: 75,
        tempo_laudo_maximo: 90,
      },
      {
        procedimento: rx,
        situacao: 'Solicitado',
        solicitacoes: 1,
        laudados: 0,
        tempo_laudo_mediana: null,
        tempo_laudo_media: null,
        tempo_laudo_maximo: null,
      },
    ]);
    expect(r.totais).toEqual({ solicitacoes: 3, laudados: 2 });
    expect((await lista('relatorio-exame-imagem', doCenario({ status: 1 }))).data.map((l) => l.situacao)).toEqual(['Solicitado']);
  });
});

describe('relatório de plantões', () => {
  it('lists each professional on duty with what they did in the shift; a night shift belongs to both days', async () => {
    const r = await lista('relatorio-plantao', doCenario({ data_fim: '2025-03-10' }));
    expect(escolher(r.data, ['inicio', 'profissional', 'avaliacoes_medicas', 'triagens', 'enfermagem', 'total'])).toEqual([
      { inicio: iso('10T07:00'), profissional: c.medicoA.nome, avaliacoes_medicas: 2, triagens: 0, enfermagem: 0, total: 2 },
      { inicio: iso('10T07:00'), profissional: c.medicoB.nome, avaliacoes_medicas: 1, triagens: 0, enfermagem: 0, total: 1 },
      { inicio: iso('10T07:00'), profissional: c.enfermeira.nome, avaliacoes_medicas: 0, triagens: 2, enfermagem: 1, total: 3 },
      { inicio: iso('10T19:00'), profissional: c.enfermeira.nome, avaliacoes_medicas: 0, triagens: 0, enfermagem: 1, total: 1 },
    ]);
    expect(r.data[0]).toMatchObject({ fim: iso('10T19:00'), local: `${c.unidadeNome} / Pronto Atendimento` });
    expect(r.totais).toEqual({ avaliacoes_medicas: 3, triagens: 2, enfermagem: 2, total: 7 });
    const segundoDia = await lista('relatorio-plantao', doCenario({ data_inicio: '2025-03-11', profissional_id: c.enfermeira.id }));
    expect(escolher(segundoDia.data, ['inicio', 'triagens', 'enfermagem'])).toEqual([
      { inicio: iso('10T19:00'), triagens: 0, enfermagem: 1 },
      { inicio: iso('11T07:00'), triagens: 2, enfermagem: 0 },
    ]);
  });
});

describe('relatório de prescrição interna', () => {
  it('lists the items with administrations, refusals and their reasons, filtered by medicine', async () => {
    const r = await lista('relatorio-prescricao-interna', doCenario());
    expect(r.data).toEqual([
      {
        item: c.itemDipirona,
        prescrito_em: iso('10T10:30'),
        numero: c.faa.f2,
        paciente_nome: c.pacientes.p2,
        posologia: '1 g · IV · 6/6 h',
        prescritor: c.medicoB.nome,
        situacao: 'Ativo',
        administracoes: 1,
        nao_administracoes: 3,
        motivos: 'Paciente dormindo; Recusa do paciente',
      },
      {
        item: 'Soro fisiológico 0,9% 500 mL',
        prescrito_em: iso('10T10:30'),
        numero: c.faa.f2,
        paciente_nome: c.pacientes.p2,
        posologia: 'IV',
        prescritor: c.medicoB.nome,
        situacao: 'Suspenso',
        administracoes: 0,
        nao_administracoes: 0,
        motivos: null,
      },
    ]);
    expect(r.totais).toEqual({ administracoes: 1, nao_administracoes: 3 });
    const busca = json(
      await ctx.app.inject({
        method: 'GET',
        url: `${base}/relatorio/medicamento/autocomplete?search[value]=${encodeURIComponent(c.itemDipirona.split(' ')[1] as string)}`,
        headers: medico,
      }),
    ).data;
    expect(busca).toEqual([{ id: c.medicamentoId, label: expect.stringMatching(/^Dipirona de teste \w+ 500 mg\/mL comprimido$/) }]);
    const soDipirona = await lista('relatorio-prescricao-interna', doCenario({ medicamento_id: c.medicamentoId }));
    expect(soDipirona.data.map((l) => l.item)).toEqual([c.itemDipirona]);
  });
});

describe('relatório de produção por médico', () => {
  it('counts evaluations, patients and outcomes per doctor, with the mean time from taking the patient to saving', async () => {
    const r = await lista('relatorio-producao-medico', doCenario());
    const zeros = {
      alta: 0,
      alta_pedido: 0,
      observacao: 0,
      medicacao_reavaliacao: 0,
      internacao: 0,
      transferencia: 0,
      encaminhamento: 0,
      obito: 0,
    };
    expect(r.data).toEqual([
      // 20, 10 and 20 minutes
      { medico: c.medicoA.nome, avaliacoes: 3, pacientes: 3, ...zeros, alta: 1, internacao: 1, alta_pedido: 1, tempo_medio: 16.7 },
      // the evaluation with no queue movement has no time and stays out of the mean
      { medico: c.medicoB.nome, avaliacoes: 2, pacientes: 2, ...zeros, alta: 1, observacao: 1, tempo_medio: 25 },
    ]);
    expect(r.totais).toMatchObject({ avaliacoes: 5, pacientes: 5, alta: 2, internacao: 1, observacao: 1, alta_pedido: 1 });
    const soA = await lista('relatorio-producao-medico', doCenario({ profissional_id: c.medicoA.id }));
    expect(soA.data.map((l) => l.medico)).toEqual([c.medicoA.nome]);
  });

  it('exports CSV as Excel in Portuguese opens it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/exportacao/pronto-atendimento/relatorio-producao-medico?${consulta(doCenario({ formato: 'csv' }))}`,
      headers: medico,
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const linhas = res.body.slice(1).trim().split('\r\n');
    expect(linhas[0]).toBe(
      'Médico;Avaliações;Pacientes;Alta;Alta a pedido;Observação;Medicação e reavaliação;Internação;Transferência;Encaminhado à rede;Óbito;Tempo médio (min)',
    );
    expect(linhas.slice(1)).toEqual([`${c.medicoA.nome};3;3;1;1;0;0;1;0;0;0;16,7`, `${c.medicoB.nome};2;2;1;0;1;0;0;0;0;0;25`]);
  });
});

describe('relatório quantitativo de produção', () => {
  it('sums the billed procedures of closed FAAs per SIGTAP code, CBO and competência, valued for the BPA', async () => {
    const r = await lista('relatorio-quantitativo-producao', doCenario({ competencia: '03/2025' }));
    expect(r.data).toEqual([
      {
        procedimento: '0301060096 - ATENDIMENTO MEDICO EM UNIDADE DE PRONTO ATENDIMENTO',
        cbo: '225125',
        ocupacao: 'Médico clínico',
        competencia: '03/2025',
        quantidade: 2,
        valor_unitario: 11,
        valor_total: 22,
      },
      {
        procedimento: '0301060118 - ACOLHIMENTO COM CLASSIFICAÇÃO DE RISCO',
        cbo: '223505',
        ocupacao: 'Enfermeiro',
        competencia: '03/2025',
        quantidade: 1,
        valor_unitario: 0,
        valor_total: 0,
      },
      {
        procedimento: '0301100039 - AFERIÇÃO DE PRESSÃO ARTERIAL',
        cbo: '223505',
        ocupacao: 'Enfermeiro',
        competencia: '03/2025',
        quantidade: 1,
        valor_unitario: 0,
        valor_total: 0,
      },
    ]);
    expect(r.totais).toEqual({ quantidade: 4, valor_total: 22 });
    const porPeriodo = await lista('relatorio-quantitativo-producao', doCenario());
    expect(porPeriodo.data[0]).toMatchObject({
      procedimento: '0204030153 - RADIOGRAFIA DE TORAX (PA E PERFIL)',
      competencia: '04/2025',
      quantidade: 1,
    });
    expect(porPeriodo.totais).toEqual({ quantidade: 5, valor_total: 31.5 });
    const abril = await lista('relatorio-quantitativo-producao', doCenario({ competencia: '04/2025' }));
    expect(abril.data.map((l) => [l.procedimento, l.cbo, l.quantidade, l.valor_total])).toEqual([
      ['0204030153 - RADIOGRAFIA DE TORAX (PA E PERFIL)', '225125', 1, 9.5],
    ]);
    const foraDoPeriodo = await lista('relatorio-quantitativo-producao', doCenario({ data_inicio: '2025-03-12', data_fim: '2025-03-31' }));
    expect(foraDoPeriodo.data).toEqual([]);
    const ruim = await ctx.app.inject({
      method: 'GET',
      url: `${base}/relatorio-quantitativo-producao/list?${consulta(doCenario({ competencia: '13/2025' }))}`,
      headers: medico,
    });
    expect(json(ruim).errors.competencia).toEqual(['Competência inválida (use MM/AAAA)']);
  });
});

describe('regras comuns dos relatórios do pronto atendimento', () => {
  it('refuses the reception (403) on preview, print, export and the filters’ autocompletes', async () => {
    const recepcao = f.headers.recepcao;
    const urls = RELATORIOS_PRONTO_ATENDIMENTO.flatMap((d) => [d.listPath, d.impressaoPath, d.exportacaoPath]).map(
      (u) => `${u}?${consulta(doCenario())}`,
    );
    urls.push(`${base}/relatorio/unidade/autocomplete`, `${base}/relatorio/profissional/autocomplete?search[value]=ana`);
    for (const url of urls) expect((await ctx.app.inject({ method: 'GET', url, headers: recepcao })).statusCode, url).toBe(403);
  });

  it('needs a period of at most one year', async () => {
    for (const d of RELATORIOS_PRONTO_ATENDIMENTO) {
      const longo = await ctx.app.inject({
        method: 'GET',
        url: `${d.listPath}?data_inicio=2024-01-01&data_fim=2025-01-02`,
        headers: medico,
      });
      expect(longo.statusCode, d.relatorio).toBe(422);
      expect(json(longo).errors.data_fim).toEqual(['O período não pode ser maior que um ano.']);
      const impressao = await ctx.app.inject({
        method: 'GET',
        url: `${d.impressaoPath}?data_inicio=2024-01-01&data_fim=2025-01-02`,
        headers: medico,
      });
      expect(impressao.statusCode, d.relatorio).toBe(422);
      const semPeriodo = await ctx.app.inject({ method: 'GET', url: d.listPath, headers: medico });
      expect(Object.keys(json(semPeriodo).errors ?? {}).sort(), d.relatorio).toEqual(['data_fim', 'data_inicio']);
    }
  });

  it('offers the unit, professional and colour by name', async () => {
    const auto = async (qual: string, termo: string) =>
      json(
        await ctx.app.inject({
          method: 'GET',
          url: `${base}/relatorio/${qual}/autocomplete?search[value]=${encodeURIComponent(termo)}`,
          headers: medico,
        }),
      ).data as { id: number; label: string }[];
    expect(await auto('unidade', c.unidadeNome)).toEqual([{ id: c.unidadeId, label: c.unidadeNome }]);
    const [ana] = await auto('profissional', c.medicoA.nome);
    expect(ana).toMatchObject({ id: c.medicoA.id, label: expect.stringContaining(c.medicoA.nome) });
    expect(await auto('classificacao-risco', c.cores.vermelho.nome)).toContainEqual({
      id: c.cores.vermelho.id,
      label: c.cores.vermelho.nome,
    });
  });
});
