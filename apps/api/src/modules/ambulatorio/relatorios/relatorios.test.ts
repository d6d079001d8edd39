import { AMB, RELATORIOS_AMBULATORIO } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { usuarioCom } from '../agendamento/agendamento.fixtures.js';
import { type CenarioAmb, montarCenario } from './relatorios.cenario.js';

let ctx: TestContext;
let c: CenarioAmb;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  c = await montarCenario(ctx);
  admin = (await ctx.login('admin', 'outra')).headers;
});
afterAll(() => ctx.close());

type Linha = Record<string, unknown>;
const consulta = (filtros: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(filtros).map(([k, v]) => [k, String(v)])).toString();
/** The scenario's days, unit and specialty, plus the report's own filters. */
const doCenario = (extra: Record<string, string | number> = {}) => ({
  data_inicio: '2025-03-10',
  data_fim: '2025-03-11',
  unidade_id: c.unidadeId,
  especialidade_id: c.especialidadeId,
  ...extra,
});
async function lista(relatorio: string, extra: Record<string, string | number> = {}) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/ambulatorio/${relatorio}/list?length=100&${consulta(doCenario(extra))}`,
    headers: admin,
  });
  expect(res.statusCode, `${relatorio}: ${res.body}`).toBe(200);
  return json(res) as { data: Linha[]; totais?: Record<string, number> };
}
/** The wire's snake_case keys as the declarations name the columns. */
const camelizar = (l: Linha) =>
  Object.fromEntries(Object.entries(l).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, x: string) => x.toUpperCase()), v]));
const escolher = (linhas: Linha[], chaves: string[]) => linhas.map((l) => Object.fromEntries(chaves.map((k) => [k, l[k]])));

describe('relatórios do ambulatório', () => {
  it('answers each report with the right rows and totals on the small scenario', async () => {
    const { unidadeNome: un, especialidade: esp, profissional: prof, pacientes: p } = c;
    // relatório → [extra filters, expected rows (only the keys given), expected totals]
    const casos: [string, Record<string, string | number>, Linha[], Record<string, number> | undefined][] = [
      [
        'relatorio-agendamento-situacao',
        {},
        [
          {
            unidade: un,
            especialidade: esp,
            profissional: prof,
            agendados: 1,
            chegaram: 0,
            realizados: 1,
            faltas: 1,
            cancelados: 2,
            total: 5,
          },
        ],
        { agendados: 1, chegaram: 0, realizados: 1, faltas: 1, cancelados: 2, total: 5 },
      ],
      ['relatorio-absenteismo', { agrupamento: 2 }, [{ grupo: esp, realizados: 1, faltas: 1, taxa: 50 }], { realizados: 1, faltas: 1 }],
      [
        'relatorio-agendamento-tipo-vaga',
        {},
        [{ especialidade: esp, profissional: prof, primeiraVez: 2, retorno: 1, regulada: 0, reservada: 0, total: 3 }],
        undefined,
      ],
      // the 11th is blocked: one day of four 30-minute slots, three taken
      ['relatorio-vagas-ofertadas-ocupadas', {}, [{ dias: 1, ofertadas: 4, ocupadas: 3, livres: 1, ocupacao: 75 }], undefined],
      [
        'relatorio-cancelamento-motivo',
        { data_fim: '2025-03-10' },
        [
          { motivo: 'Paciente viajou', quantidade: 1 },
          { motivo: 'Reagendado (bloqueio de agenda)', quantidade: 1 },
        ],
        { quantidade: 2 },
      ],
      [
        'relatorio-bloqueio-agenda',
        {},
        [
          {
            agenda: `${prof} — ${esp}`,
            dataInicio: '2025-03-11',
            dataFim: '2025-03-11',
            dias: 1,
            motivo: 'Curso',
            ativos: 0,
            cancelados: 1,
          },
        ],
        undefined,
      ],
      [
        'relatorio-agendamento-retroativo',
        {},
        [{ data: '2025-03-10', hora: '09:30', paciente: p.p3, situacao: 'Agendado', registradoPor: prof }],
        undefined,
      ],
      ['relatorio-paciente-faltoso', {}, [], undefined],
      [
        'relatorio-paciente-faltoso',
        { minimo_faltas: 1 },
        [{ paciente: p.p2, telefones: '(87) 99999-0000', faltas: 1, agendamentos: 1, ultimaFalta: '2025-03-10' }],
        undefined,
      ],
      [
        'relatorio-agenda-profissional',
        { profissional_id: c.profissionalId },
        [
          { hora: '08:00', paciente: p.p1, idade: '45 anos', tipoVaga: 'Primeira vez', situacao: 'Realizado' },
          { hora: '08:30', paciente: p.p2, idade: '34 anos', tipoVaga: 'Retorno', situacao: 'Faltou' },
          { hora: '09:30', paciente: p.p3, idade: '54 anos', tipoVaga: 'Primeira vez', situacao: 'Agendado' },
        ],
        undefined,
      ],
      [
        'listagem-consulta-agendada-realizada',
        {},
        [
          { hora: '08:00', paciente: p.p1, situacao: 'Realizado', agendada: 1, realizada: 1 },
          { hora: '08:30', paciente: p.p2, situacao: 'Faltou', agendada: 1, realizada: 0 },
          { hora: '09:30', paciente: p.p3, situacao: 'Agendado', agendada: 1, realizada: 0 },
        ],
        { agendada: 3, realizada: 1 },
      ],
      ['listagem-consulta-agendada-realizada', { situacao: 1 }, [{ paciente: p.p1, realizada: 1 }], { agendada: 1, realizada: 1 }],
      [
        'relatorio-producao-profissional',
        {},
        [
          { profissional: prof, cbo: '223505 - Enfermeiro', consultas: 1, preConsultas: 2, visitas: 0, total: 3, procedimentos: 1 },
          { profissional: prof, cbo: '225125 - Médico clínico', consultas: 1, preConsultas: 0, visitas: 0, total: 1, procedimentos: 0 },
        ],
        { consultas: 2, preConsultas: 2, visitas: 0, total: 4, procedimentos: 1 },
      ],
      [
        'relatorio-atendimento-cbo',
        {},
        [
          { cbo: '223505', ocupacao: 'Enfermeiro', consultas: 1, enfermagem: 2, total: 3 },
          { cbo: '225125', ocupacao: 'Médico clínico', consultas: 1, enfermagem: 0, total: 1 },
        ],
        { consultas: 2, enfermagem: 2, total: 4 },
      ],
      [
        'relatorio-tempo-espera',
        {},
        [
          {
            especialidade: esp,
            chegadas: 2,
            chamados: 1,
            finalizados: 2,
            chegadaChamadaMediana: 15,
            chegadaChamadaMedia: 15,
            chamadaFimMediana: 30,
            chamadaFimMedia: 30,
          },
        ],
        undefined,
      ],
      [
        'relatorio-consulta-finalizada',
        {},
        [
          {
            paciente: p.p1,
            idade: '45 anos',
            cidPrincipal: 'I10 - Hipertensão essencial (primária)',
            origem: 'Agendada',
            procedimento: null,
          },
          {
            paciente: p.p4,
            idade: '4 anos',
            cidPrincipal: 'I10 - Hipertensão essencial (primária)',
            origem: 'Demanda espontânea',
            procedimento: null,
          },
        ],
        { quantidade: 2 },
      ],
      [
        'relatorio-estatistico-consulta',
        {},
        [
          {
            mes: '2025/03',
            especialidade: esp,
            agendadas: 3,
            realizadas: 1,
            faltas: 1,
            consultasAgendadas: 1,
            demandaEspontanea: 1,
            consultas: 2,
          },
        ],
        undefined,
      ],
      [
        'relatorio-quantitativo-cid',
        {},
        [
          { cid: 'I10 - Hipertensão essencial (primária)', consultas: 2, pacientes: 2, principal: 2 },
          { cid: 'E11.9 - Diabetes Mellitus não-insulino-dependente - sem complicações', consultas: 1, pacientes: 1, principal: 0 },
        ],
        { consultas: 3, pacientes: 3, principal: 2 },
      ],
      [
        'relatorio-producao-ambulatorial',
        {},
        [
          { codigo: '0301010048', origem: 'Consulta', quantidade: 1, valorUnitario: 6.3, valorTotal: 6.3 },
          { codigo: '0301010072', origem: 'Consulta', quantidade: 1, valorUnitario: 10, valorTotal: 10 },
          { codigo: '0301100039', origem: 'Enfermagem', quantidade: 1, valorUnitario: 0, valorTotal: 0 },
        ],
        { quantidade: 3, valorTotal: 16.3 },
      ],
      [
        'relatorio-pre-consulta',
        {},
        [{ paciente: p.p1, pa: '150/95', frequenciaCardiaca: 80, alteracoes: 'PA sistólica elevada; PA diastólica elevada' }],
        undefined,
      ],
      [
        'relatorio-faixa-etaria-sexo',
        {},
        [
          { faixa: '01 a 04 anos', masculino: 1, feminino: 0, ignorado: 0, total: 1 },
          { faixa: '40 a 49 anos', masculino: 0, feminino: 1, ignorado: 0, total: 1 },
        ],
        { masculino: 1, feminino: 1, ignorado: 0, total: 2 },
      ],
      [
        'relatorio-demanda-espontanea-agendada',
        {},
        [{ especialidade: esp, profissional: prof, agendadas: 1, demandaEspontanea: 1, total: 2, percentualEspontanea: 50 }],
        undefined,
      ],
      [
        'relatorio-primeira-vez-retorno',
        {},
        [{ especialidade: esp, profissional: prof, primeiraVez: 1, retorno: 0, outras: 0, total: 1, percentualRetorno: 0 }],
        undefined,
      ],
    ];
    const cobertos = new Set(casos.map(([r]) => r));
    expect(RELATORIOS_AMBULATORIO.filter((d) => !cobertos.has(d.relatorio)).map((d) => d.relatorio)).toEqual([]);
    for (const [relatorio, extra, linhas, totais] of casos) {
      const r = await lista(relatorio, extra);
      expect(escolher(r.data.map(camelizar), Object.keys(linhas[0] ?? {})), relatorio).toEqual(linhas);
      if (totais) expect(camelizar(r.totais ?? {}), relatorio).toMatchObject(totais);
    }
  });

  it("prints the professional's day sheet grouped by day, naming the professional", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/impressao/ambulatorio/relatorio-agenda-profissional?${consulta(doCenario({ profissional_id: c.profissionalId }))}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texto = (await lerPdf(res.rawPayload)).textos.join('\n');
    for (const trecho of [
      'Agenda do profissional',
      `Profissional: ${c.profissional}`,
      'Período: 10/03/2025 a 11/03/2025',
      c.pacientes.p2,
      '3 registro(s).',
    ])
      expect(texto).toContain(trecho);
    const semProfissional = await ctx.app.inject({
      method: 'GET',
      url: `/api/ambulatorio/relatorio-agenda-profissional/list?${consulta(doCenario())}`,
      headers: admin,
    });
    expect(semProfissional.statusCode).toBe(422);
    expect(json(semProfissional).errors.profissional_id).toEqual(['O campo Profissional é obrigatório.']);
  });

  it('exports the absenteeism as CSV the way Excel in Portuguese opens it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/exportacao/ambulatorio/relatorio-absenteismo?${consulta(doCenario({ agrupamento: 3, formato: 'csv' }))}`,
      headers: admin,
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const linhas = res.body.slice(1).trim().split('\r\n');
    expect(linhas).toEqual(['Unidade / especialidade / profissional;Realizados;Faltas;Absenteísmo (%)', `${c.profissional};1;1;50`]);
  });

  it('keeps each group to its permission, the filters to either, and needs the period', async () => {
    const agenda = await usuarioCom(ctx, [AMB.relatorioAgenda]);
    const ninguem = await usuarioCom(ctx, [AMB.agendamentoVer]);
    const periodo = consulta({ data_inicio: '2025-03-10', data_fim: '2025-03-11' });
    for (const d of RELATORIOS_AMBULATORIO) {
      const esperado = d.permissao === AMB.relatorioAgenda ? 200 : 403;
      const url = `${d.listPath}?${periodo}${d.relatorio === 'relatorio-agenda-profissional' ? '&profissional_id=1' : ''}`;
      expect((await ctx.app.inject({ method: 'GET', url, headers: agenda })).statusCode, d.relatorio).toBe(esperado);
      expect((await ctx.app.inject({ method: 'GET', url: d.impressaoPath, headers: ninguem })).statusCode, d.relatorio).toBe(403);
      const semPeriodo = await ctx.app.inject({ method: 'GET', url: d.listPath, headers: admin });
      expect(Object.keys(json(semPeriodo).errors ?? {}), d.relatorio).toEqual(expect.arrayContaining(['data_inicio', 'data_fim']));
    }
    const auto = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/ambulatorio/relatorio/especialidade/autocomplete?search[value]=${c.especialidade}`,
        headers,
      });
    expect(json(await auto(admin)).data).toEqual([{ id: c.especialidadeId, label: c.especialidade }]);
    // the demo municipality's report user: the filter answers, without the other municipality's specialty
    expect(json(await auto(agenda)).data).toEqual([]);
    expect((await auto(ninguem)).statusCode).toBe(403);
  });
});
