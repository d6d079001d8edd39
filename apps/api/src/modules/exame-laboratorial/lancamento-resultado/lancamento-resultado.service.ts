import {
  analisarFormula,
  calcular,
  classificarValor,
  type FaixaReferencia,
  faixaDoPaciente,
  idadeEmAnosMesesDias,
  idadeEmDias,
  type LancamentoResultadoInput,
  MENSAGENS_RESULTADO_LAB as M,
  type NoFormula,
  SITUACAO_EXAME_LAB,
  SITUACAO_RESULTADO_LAB,
  TIPO_CAMPO_EXAME,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';

const num = (v: unknown): number | null => (v == null ? null : Number(v));
const lista = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

export interface PacienteResultado {
  id: number;
  nome: string;
  sexo: 'M' | 'F' | null;
  nascimento: string | null;
  idade: string;
}

/** The age as the result screen and the report print it ("45 anos", "3 meses e 2 dias"). */
export function idadeTexto(nascimento: string | null, dia: string): string {
  const i = idadeEmAnosMesesDias(nascimento, dia);
  if (!i) return '-';
  if (i.anos >= 1) return `${i.anos} ${i.anos === 1 ? 'ano' : 'anos'}`;
  if (i.meses >= 1) return `${i.meses} ${i.meses === 1 ? 'mês' : 'meses'}${i.dias ? ` e ${i.dias} ${i.dias === 1 ? 'dia' : 'dias'}` : ''}`;
  return `${i.dias} ${i.dias === 1 ? 'dia' : 'dias'}`;
}

export interface CampoCarregado {
  id: number;
  exameId: number;
  codigo: string;
  nome: string;
  tipo: number;
  unidadeMedida: string | null;
  casasDecimais: number | null;
  opcoes: string[] | null;
  obrigatorio: boolean;
  formula: string | null;
  faixas: FaixaReferencia[];
}

/** The fields (unlocked), their formulas (unlocked) and reference ranges of some exams, in screen order. */
export async function camposDosExames(tx: Tx, exameIds: number[]): Promise<CampoCarregado[]> {
  if (!exameIds.length) return [];
  const { rows } = await tx.execute(sql`
    select c.id, c.exame_id, c.codigo, c.nome, c.tipo, c.unidade_medida, c.casas_decimais, c.opcoes, c.obrigatorio, f.expressao
      from lab_exame_campo c left join lab_formula_exame f on f.campo_id = c.id and not f.bloqueado
     where c.exame_id in (${lista(exameIds)}) and not c.bloqueado order by c.exame_id, c.ordem, c.id`);
  const campos: CampoCarregado[] = rows.map((r) => ({
    id: Number(r.id),
    exameId: Number(r.exame_id),
    codigo: String(r.codigo).toUpperCase(),
    nome: String(r.nome),
    tipo: Number(r.tipo),
    unidadeMedida: (r.unidade_medida as string | null) ?? null,
    casasDecimais: num(r.casas_decimais),
    opcoes: (r.opcoes as string[] | null) ?? null,
    obrigatorio: Boolean(r.obrigatorio),
    formula: (r.expressao as string | null) ?? null,
    faixas: [],
  }));
  if (!campos.length) return campos;
  const porId = new Map(campos.map((c) => [c.id, c]));
  const { rows: refs } = await tx.execute(sql`
    select campo_id, sexo, idade_minima_dias, idade_maxima_dias, minimo, maximo, critico_minimo, critico_maximo, texto
      from lab_exame_referencia where campo_id in (${lista(campos.map((c) => c.id))}) order by campo_id, id`);
  for (const r of refs) {
    porId.get(Number(r.campo_id))?.faixas.push({
      sexo: (r.sexo as 'M' | 'F' | null) ?? null,
      idadeMinimaDias: num(r.idade_minima_dias),
      idadeMaximaDias: num(r.idade_maxima_dias),
      minimo: num(r.minimo),
      maximo: num(r.maximo),
      criticoMinimo: num(r.critico_minimo),
      criticoMaximo: num(r.critico_maximo),
      texto: (r.texto as string | null) ?? null,
    });
  }
  return campos;
}

export interface CabecalhoAgendamento {
  id: number;
  numero: number;
  data: string;
  laboratorio: string;
  paciente: PacienteResultado;
}

/** The scheduling (number, day, laboratory) and its patient (sex and age on the collection day). */
export async function cabecalhoDoAgendamento(tx: Tx, labAgendamentoId: number): Promise<CabecalhoAgendamento> {
  const { rows } = await tx.execute(sql`
    select la.id, a.numero, a.data::text as data, l.nome as laboratorio, c.id as paciente_id, coalesce(nullif(c.nome_social, ''), c.nome) as nome,
           c.sexo_id, c.data_nascimento::text as nascimento
      from lab_agendamento la join agendamento a on a.id = la.agendamento_id join laboratorio l on l.id = la.laboratorio_id
      join cidadao c on c.id = la.paciente_id
     where la.id = ${labAgendamentoId}`);
  const r = rows[0];
  if (!r) throw notFound('Agendamento de exames não encontrado.');
  const nascimento = (r.nascimento as string | null) ?? null;
  return {
    id: Number(r.id),
    numero: Number(r.numero),
    data: String(r.data),
    laboratorio: String(r.laboratorio),
    paciente: {
      id: Number(r.paciente_id),
      nome: String(r.nome),
      sexo: r.sexo_id === 0 || r.sexo_id === '0' ? 'M' : Number(r.sexo_id) === 1 ? 'F' : null,
      nascimento,
      idade: idadeTexto(nascimento, String(r.data)),
    },
  };
}

/** The range of a field for this patient, with its numbers (null: none applies). */
export function faixaDoCampo(c: CampoCarregado, p: PacienteResultado, dia: string) {
  if (c.tipo !== TIPO_CAMPO_EXAME.numerico) return null;
  const dias = p.nascimento ? idadeEmDias(p.nascimento, dia) : 36_500;
  return faixaDoPaciente(c.faixas, p.sexo, dias);
}

export interface ExameCarregado {
  agendamentoExameId: number;
  exameId: number;
  nome: string;
  sigla: string | null;
  metodo: string | null;
  situacao: number;
  resultadoId: number | null;
  resultadoSituacao: number | null;
  observacao: string | null;
  lancadoPor: string | null;
  assinadoPor: string | null;
  assinadoEm: string | null;
}

/** The exams of a scheduling (cancelled ones left out) and their live results. */
export async function examesDoAgendamento(tx: Tx, labAgendamentoId: number, agendamentoExameIds?: number[]): Promise<ExameCarregado[]> {
  const { rows } = await tx.execute(sql`
    select ae.id, ae.exame_id, e.nome, le.sigla, e.metodo, ae.situacao, r.id as resultado_id, r.situacao as resultado_situacao, r.observacao,
           ${nomeDoUsuario(sql`r.lancado_por`)} as lancado_por, ${nomeDoUsuario(sql`r.assinado_por`)} as assinado_por, r.assinado_em
      from lab_agendamento_exame ae join exame e on e.id = ae.exame_id
      left join lab_exame le on le.exame_id = ae.exame_id
      left join lab_resultado r on r.agendamento_exame_id = ae.id and r.situacao <> ${SITUACAO_RESULTADO_LAB.cancelado}
     where ae.lab_agendamento_id = ${labAgendamentoId} and ae.situacao <> ${SITUACAO_EXAME_LAB.cancelado}
       ${agendamentoExameIds ? sql`and ae.id in (${lista(agendamentoExameIds)})` : sql``}
     order by e.nome, ae.id`);
  return rows.map((r) => ({
    agendamentoExameId: Number(r.id),
    exameId: Number(r.exame_id),
    nome: String(r.nome),
    sigla: (r.sigla as string | null) ?? null,
    metodo: (r.metodo as string | null) ?? null,
    situacao: Number(r.situacao),
    resultadoId: num(r.resultado_id),
    resultadoSituacao: num(r.resultado_situacao),
    observacao: (r.observacao as string | null) ?? null,
    lancadoPor: (r.lancado_por as string | null) ?? null,
    assinadoPor: (r.assinado_por as string | null) ?? null,
    assinadoEm: r.assinado_em == null ? null : String(r.assinado_em instanceof Date ? r.assinado_em.toISOString() : r.assinado_em),
  }));
}

export interface ValorCarregado {
  campoId: number;
  valorNumero: number | null;
  valorTexto: string | null;
  faixa: number | null;
  critico: boolean;
}

export async function valoresDosResultados(tx: Tx, resultadoIds: number[]): Promise<Map<number, ValorCarregado[]>> {
  const out = new Map<number, ValorCarregado[]>();
  if (!resultadoIds.length) return out;
  const { rows } = await tx.execute(sql`
    select resultado_id, campo_id, valor_numero, valor_texto, faixa, critico from lab_resultado_valor where resultado_id in (${lista(resultadoIds)})`);
  for (const r of rows) {
    const id = Number(r.resultado_id);
    const l = out.get(id) ?? [];
    l.push({
      campoId: Number(r.campo_id),
      valorNumero: num(r.valor_numero),
      valorTexto: (r.valor_texto as string | null) ?? null,
      faixa: num(r.faixa),
      critico: Boolean(r.critico),
    });
    out.set(id, l);
  }
  return out;
}

/** The patient's earlier numeric values of these exams (not cancelled), per field, oldest first, at most 12 each. */
export async function historicoDoPaciente(tx: Tx, pacienteId: number, exameIds: number[]) {
  const out = new Map<number, { data: string; valor: number }[]>();
  if (!exameIds.length) return out;
  const { rows } = await tx.execute(sql`
    select campo_id, data, valor from (
      select v.campo_id, a.data::text as data, v.valor_numero as valor,
             row_number() over (partition by v.campo_id order by a.data desc, r.id desc) as n
        from lab_resultado r join lab_resultado_valor v on v.resultado_id = r.id
        join lab_agendamento_exame ae on ae.id = r.agendamento_exame_id join lab_agendamento la on la.id = ae.lab_agendamento_id
        join agendamento a on a.id = la.agendamento_id
       where r.paciente_id = ${pacienteId} and r.exame_id in (${lista(exameIds)}) and r.situacao <> ${SITUACAO_RESULTADO_LAB.cancelado}
         and v.valor_numero is not null) h
     where n <= 12 order by campo_id, data`);
  for (const r of rows) {
    const l = out.get(Number(r.campo_id)) ?? [];
    l.push({ data: String(r.data), valor: Number(r.valor) });
    out.set(Number(r.campo_id), l);
  }
  return out;
}

/** GET lancamento-resultado/create/{id}: everything the bench screen shows for a scheduling. */
export async function telaDoAgendamento(tx: Tx, labAgendamentoId: number, agendamentoExameIds?: number[]) {
  const cab = await cabecalhoDoAgendamento(tx, labAgendamentoId);
  const exames = await examesDoAgendamento(tx, labAgendamentoId, agendamentoExameIds);
  const exameIds = [...new Set(exames.map((e) => e.exameId))];
  const campos = await camposDosExames(tx, exameIds);
  const valores = await valoresDosResultados(
    tx,
    exames.flatMap((e) => (e.resultadoId ? [e.resultadoId] : [])),
  );
  const historico = await historicoDoPaciente(tx, cab.paciente.id, exameIds);
  return {
    ...cab,
    exames: exames.map((e) => {
      const meus = campos.filter((c) => c.exameId === e.exameId);
      return {
        ...e,
        campos: meus.map((c) => {
          const f = faixaDoCampo(c, cab.paciente, cab.data);
          return {
            id: c.id,
            codigo: c.codigo,
            nome: c.nome,
            tipo: c.tipo,
            unidadeMedida: c.unidadeMedida,
            casasDecimais: c.casasDecimais,
            opcoes: c.opcoes,
            obrigatorio: c.obrigatorio,
            formula: c.formula,
            faixa: f
              ? { minimo: f.minimo, maximo: f.maximo, criticoMinimo: f.criticoMinimo, criticoMaximo: f.criticoMaximo, texto: f.texto }
              : null,
          };
        }),
        valores: e.resultadoId ? (valores.get(e.resultadoId) ?? []) : [],
        historico: meus
          .filter((c) => c.tipo === TIPO_CAMPO_EXAME.numerico && (historico.get(c.id)?.length ?? 0) > 0)
          .map((c) => ({ campoId: c.id, pontos: historico.get(c.id) ?? [] })),
      };
    }),
  };
}

/** A typed number: comma or dot as decimal separator, thousands dots tolerated when a comma is present. */
export function lerNumero(v: string | number | null | undefined): number | null | undefined {
  if (v == null) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  const s = v.trim();
  if (!s) return null;
  const normal = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s;
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return undefined;
  return Number(normal);
}

const arredondar = (v: number, casas: number | null) => {
  const f = 10 ** Math.min(casas ?? 4, 4);
  return Math.round(v * f) / f;
};

/**
 * POST lancamento-resultado/{id}: validates every value (required, numbers, list options), recomputes the formulas
 * (over the values of every exam of the scheduling: LDL reads CT, HDL and TG of other exams), classifies them
 * against the patient's ranges and writes, in the caller's transaction, one live result per exam (an unsigned one
 * has its values replaced). A critical value needs the bench's confirmation. Nothing is written on a 422.
 */
export async function gravarResultados(tx: Tx, usuarioId: number, labAgendamentoId: number, body: LancamentoResultadoInput) {
  const cab = await cabecalhoDoAgendamento(tx, labAgendamentoId);
  // lock the scheduling's exams: two benches saving the same scheduling wait for each other
  await tx.execute(sql`select id from lab_agendamento_exame where lab_agendamento_id = ${labAgendamentoId} for update`);
  const exames = await examesDoAgendamento(tx, labAgendamentoId);
  const porAe = new Map(exames.map((e) => [e.agendamentoExameId, e]));
  const campos = await camposDosExames(tx, [...new Set(exames.map((e) => e.exameId))]);
  const erros: Record<string, string[]> = {};
  const erro = (chave: string, m: string) => {
    erros[chave] = [...(erros[chave] ?? []), m];
  };

  // the values of the exams not in the body that already have a live result feed the formulas too
  const codigoValor: Record<string, number | null> = {};
  const naoEnviados = exames.filter((e) => e.resultadoId && !body.exames.some((b) => b.agendamentoExameId === e.agendamentoExameId));
  const existentes = await valoresDosResultados(
    tx,
    naoEnviados.map((e) => e.resultadoId as number),
  );
  const codigoDe = new Map(campos.map((c) => [c.id, c.codigo]));
  for (const l of existentes.values()) for (const v of l) codigoValor[codigoDe.get(v.campoId) ?? ''] = v.valorNumero;

  interface Linha {
    campo: CampoCarregado;
    numero: number | null;
    texto: string | null;
  }
  const porExame: { ae: ExameCarregado; observacao: string | null; linhas: Linha[] }[] = [];
  for (const [i, b] of body.exames.entries()) {
    const ae = porAe.get(b.agendamentoExameId);
    if (!ae) {
      erro(`exames.${i}.agendamento_exame_id`, 'Exame não encontrado neste agendamento.');
      continue;
    }
    const podeLancar =
      (ae.situacao === SITUACAO_EXAME_LAB.coletado || ae.situacao === SITUACAO_EXAME_LAB.resultadoLancado) &&
      (ae.resultadoSituacao == null || ae.resultadoSituacao === SITUACAO_RESULTADO_LAB.lancado);
    if (!podeLancar) {
      erro(`exames.${i}.agendamento_exame_id`, `${ae.nome}: ${M.naoColetado}`);
      continue;
    }
    const digitado = new Map(b.valores.map((v) => [v.campoId, v.valor]));
    const linhas: Linha[] = [];
    for (const c of campos.filter((x) => x.exameId === ae.exameId)) {
      const chave = `valores.${ae.agendamentoExameId}.${c.id}`;
      const bruto = digitado.get(c.id);
      if (c.tipo === TIPO_CAMPO_EXAME.numerico) {
        const n = lerNumero(bruto);
        if (n === undefined) erro(chave, M.numeroInvalido);
        linhas.push({ campo: c, numero: n ?? null, texto: null });
        if (n != null) codigoValor[c.codigo] = n;
      } else {
        const t = bruto == null ? '' : String(bruto).trim();
        if (t && c.tipo === TIPO_CAMPO_EXAME.lista && !(c.opcoes ?? []).includes(t)) erro(chave, M.opcaoInvalida);
        linhas.push({ campo: c, numero: null, texto: t || null });
      }
    }
    porExame.push({ ae, observacao: b.observacao?.trim() || null, linhas });
  }

  // formulas, in passes: one may read another's field (settles in as many passes as the longest chain)
  const arvores = new Map<number, NoFormula | null>();
  for (const c of campos)
    if (c.formula) {
      try {
        arvores.set(c.id, analisarFormula(c.formula));
      } catch {
        arvores.set(c.id, null);
      }
    }
  const comFormula = porExame.flatMap((e) => e.linhas.filter((l) => arvores.get(l.campo.id)));
  for (let passo = 0; passo <= comFormula.length; passo++) {
    let mudou = false;
    for (const l of comFormula) {
      const v = calcular(arvores.get(l.campo.id) as NoFormula, codigoValor);
      const novo = v == null ? null : arredondar(v, l.campo.casasDecimais);
      if (novo != null && novo !== l.numero) {
        l.numero = novo;
        codigoValor[l.campo.codigo] = novo;
        mudou = true;
      }
    }
    if (!mudou) break;
  }

  let criticos = 0;
  const classificados = porExame.map((e) => ({
    ...e,
    linhas: e.linhas.map((l) => {
      const chave = `valores.${e.ae.agendamentoExameId}.${l.campo.id}`;
      if (l.campo.obrigatorio && l.numero == null && l.texto == null && !erros[chave])
        erro(chave, l.campo.formula ? `Não foi possível calcular a fórmula (${l.campo.formula}): informe os campos dela.` : M.obrigatorio);
      const c = classificarValor(l.numero, faixaDoCampo(l.campo, cab.paciente, cab.data));
      if (c.critico) {
        criticos++;
        if (!body.confirmarCritico) erro(chave, M.criticoSemConfirmacao);
      }
      return { ...l, ...c };
    }),
  }));
  if (Object.keys(erros).length) throw unprocessable(erros);

  const resultados: { agendamentoExameId: number; resultadoId: number }[] = [];
  for (const e of classificados) {
    let resultadoId = e.ae.resultadoId;
    if (resultadoId) {
      await tx.execute(sql`
        update lab_resultado set observacao = ${e.observacao}, lancado_por = ${usuarioId}, lancado_em = now(), origem = 1, importacao_id = null,
               updated_at = now() where id = ${resultadoId}`);
      await tx.execute(sql`delete from lab_resultado_valor where resultado_id = ${resultadoId}`);
    } else {
      const { rows } = await tx.execute(sql`
        insert into lab_resultado (agendamento_exame_id, paciente_id, exame_id, situacao, observacao, origem, lancado_por)
        values (${e.ae.agendamentoExameId}, ${cab.paciente.id}, ${e.ae.exameId}, ${SITUACAO_RESULTADO_LAB.lancado}, ${e.observacao}, 1, ${usuarioId})
        returning id`);
      resultadoId = Number(rows[0]?.id);
    }
    const valores = e.linhas.filter((l) => l.numero != null || l.texto != null);
    if (valores.length)
      await tx.execute(sql`
        insert into lab_resultado_valor (resultado_id, campo_id, valor_numero, valor_texto, faixa, critico) values ${sql.join(
          valores.map((l) => sql`(${resultadoId}, ${l.campo.id}, ${l.numero}, ${l.texto}, ${l.faixa}, ${l.critico})`),
          sql`, `,
        )}`);
    await tx.execute(sql`
      update lab_agendamento_exame set situacao = ${SITUACAO_EXAME_LAB.resultadoLancado}, realizado_em = coalesce(realizado_em, now()),
             updated_at = now() where id = ${e.ae.agendamentoExameId}`);
    resultados.push({ agendamentoExameId: e.ae.agendamentoExameId, resultadoId });
  }
  return { resultados, criticos };
}
