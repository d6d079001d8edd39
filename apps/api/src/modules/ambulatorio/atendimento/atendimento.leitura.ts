import {
  CLASSIFICACAO_GESTACAO_NOME,
  calcularPorDum,
  calcularPorUsg,
  conselhoSigla,
  FORMULARIO_REQUISICAO_EXAME,
  hojeIso,
  idadeNaData,
  SITUACAO_PROBLEMA_NOME,
  STATUS_ATENDIMENTO_CONSULTA_NOME,
  TIPO_DOCUMENTO_AMBULATORIO_NOME,
  TIPO_RECEITA_AMBULATORIO_NOME,
  textoIdadeNaData,
} from '@saude/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { ambulatorioAtendimento, ambulatorioAtendimentoAlteracao } from './atendimento.table.js';
import { ambulatorioReceita, ambulatorioReceitaItem, ambulatorioRequisicaoExame } from './atendimento-documentos.table.js';

type Linha = Record<string, unknown>;
const texto = (v: unknown) => (v == null ? null : String(v));
const numero = (v: unknown) => (v == null ? null : Number(v));

/** "I10 - Hipertensão essencial (primária)" or "K86 - Hipertensão sem complicações", CID first. */
const descricaoCodigo = sql<string>`coalesce(
  (select c.codigo || ' - ' || c.descricao from cid c where c.codigo = ${sql.raw('x.cid_codigo')}),
  (select c.codigo || ' - ' || c.descricao from ciap c where c.codigo = ${sql.raw('x.ciap_codigo')}),
  coalesce(${sql.raw('x.cid_codigo')}, ${sql.raw('x.ciap_codigo')}))`;

const idades = (nascimento: string | null, inicio: string | null, fim: string | null) => ({
  idadeInicio: textoIdadeNaData(idadeNaData(nascimento, inicio)),
  idadeFim: textoIdadeNaData(idadeNaData(nascimento, fim)),
});

/** The problems of an attendance, principal first, with the patient's ages at their start and end. */
async function problemasDoAtendimento(tx: Tx, atendimentoId: number, nascimento: string | null) {
  const { rows } = await tx.execute(sql`
    select x.id, x.cid_codigo, x.ciap_codigo, x.principal, x.situacao, x.inicio_data::text as inicio_data, x.fim_data::text as fim_data,
           x.observacao, x.incluir_lista_paciente, ${descricaoCodigo} as descricao
      from ambulatorio_diagnostico x
     where x.ambulatorio_atendimento_id = ${atendimentoId}
     order by x.principal desc, x.id`);
  return (rows as Linha[]).map((x) => ({
    id: Number(x.id),
    cidCodigo: texto(x.cid_codigo),
    ciapCodigo: texto(x.ciap_codigo),
    descricao: String(x.descricao),
    principal: Number(x.principal) === 1,
    situacao: Number(x.situacao),
    situacaoNome: SITUACAO_PROBLEMA_NOME[Number(x.situacao)] ?? '',
    inicioData: texto(x.inicio_data),
    fimData: texto(x.fim_data),
    ...idades(nascimento, texto(x.inicio_data), texto(x.fim_data)),
    observacao: texto(x.observacao),
    incluirListaPaciente: Number(x.incluir_lista_paciente) === 1,
  }));
}

/** The patient's problem/condition list: active, then latent, then resolved, newest first in each. */
export async function problemasDoPaciente(tx: Tx, pacienteId: number) {
  const { rows } = await tx.execute(sql`
    select x.id, x.cid_codigo, x.ciap_codigo, x.situacao, x.inicio_data::text as inicio_data, x.fim_data::text as fim_data, x.observacao,
           ${descricaoCodigo} as descricao, (select c.data_nascimento::text from cidadao c where c.id = x.paciente_id) as nascimento
      from paciente_problema x
     where x.paciente_id = ${pacienteId}
     order by x.situacao, x.inicio_data desc nulls last, x.id desc`);
  return (rows as Linha[]).map((x) => ({
    id: Number(x.id),
    cidCodigo: texto(x.cid_codigo),
    ciapCodigo: texto(x.ciap_codigo),
    descricao: String(x.descricao),
    principal: false,
    situacao: Number(x.situacao),
    situacaoNome: SITUACAO_PROBLEMA_NOME[Number(x.situacao)] ?? '',
    inicioData: texto(x.inicio_data),
    fimData: texto(x.fim_data),
    ...idades(texto(x.nascimento), texto(x.inicio_data), texto(x.fim_data)),
    observacao: texto(x.observacao),
    incluirListaPaciente: true,
  }));
}

/** The gestational age on the day of the attendance, by the LMP or the ultrasound recorded. */
export function datacao(
  a: { dum: string | null; usgData: string | null; usgSemanas: number | null; usgDias: number | null },
  referencia: string,
) {
  const r =
    a.usgData && a.usgSemanas != null
      ? calcularPorUsg(a.usgData, a.usgSemanas, a.usgDias ?? 0, referencia)
      : a.dum
        ? calcularPorDum(a.dum, referencia)
        : null;
  return r && typeof r !== 'string' ? r : null;
}

const dataDe = (instante: Date | string) => hojeIso(new Date(instante));

/** One attendance, whole (view, history, correction, print), or a 404 (another municipality's is invisible). */
export async function detalheDoAtendimento(tx: Tx, id: number) {
  const { rows } = await tx.execute(sql`
    select a.*, a.finalizado_em, a.fechado_em, a.dum::text as dum_texto, a.usg_data::text as usg_texto,
           (select c.data_nascimento::text from cidadao c where c.id = a.paciente_id) as nascimento,
           (select u.nome_fantasia from unidade u where u.id = a.unidade_id) as unidade,
           (select e.nome from especialidade e where e.id = a.especialidade_id) as especialidade,
           pc.nome as profissional, pu.registro_tipo_id, pu.registro_numero,
           (select p.nome from procedimento_sigtap p where p.codigo = a.procedimento_codigo) as procedimento_nome
      from ambulatorio_atendimento a
      join usuario pu on pu.id = a.usuario_id join cidadao pc on pc.id = pu.cidadao_id
     where a.id = ${id}`);
  const a = rows[0] as Linha | undefined;
  if (!a) throw notFound('Atendimento não encontrado.');
  const nascimento = texto(a.nascimento);
  const receitas = await tx
    .select()
    .from(ambulatorioReceita)
    .where(eq(ambulatorioReceita.ambulatorioAtendimentoId, id))
    .orderBy(asc(ambulatorioReceita.id));
  const itens = receitas.length
    ? await tx
        .select()
        .from(ambulatorioReceitaItem)
        .where(
          sql`${ambulatorioReceitaItem.receitaId} in (${sql.join(
            receitas.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
        )
        .orderBy(asc(ambulatorioReceitaItem.id))
    : [];
  const { rows: documentos } = await tx.execute(sql`
    select d.*, d.data_inicio::text as data_inicio_texto, d.hora_inicio::text as hora_inicio_texto, d.hora_fim::text as hora_fim_texto,
           (select e.nome from especialidade e where e.id = d.especialidade_id) as especialidade
      from ambulatorio_documento d where d.ambulatorio_atendimento_id = ${id} order by d.id`);
  const { rows: exames } = await tx.execute(sql`
    select s.id, s.exame_id, e.nome, s.procedimento_codigo, s.quantidade, s.justificativa
      from ambulatorio_exame_solicitado s join exame e on e.id = s.exame_id
     where s.ambulatorio_atendimento_id = ${id} order by s.id`);
  const requisicoes = await tx
    .select({ id: ambulatorioRequisicaoExame.id, formulario: ambulatorioRequisicaoExame.formulario })
    .from(ambulatorioRequisicaoExame)
    .where(eq(ambulatorioRequisicaoExame.ambulatorioAtendimentoId, id))
    .orderBy(asc(ambulatorioRequisicaoExame.id));
  const alteracoes = await tx
    .select({
      criadoEm: ambulatorioAtendimentoAlteracao.criadoEm,
      motivo: ambulatorioAtendimentoAlteracao.motivo,
      usuario: sql<string>`(select c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.id = ${ambulatorioAtendimentoAlteracao.usuarioId})`,
    })
    .from(ambulatorioAtendimentoAlteracao)
    .where(eq(ambulatorioAtendimentoAlteracao.ambulatorioAtendimentoId, id))
    .orderBy(desc(ambulatorioAtendimentoAlteracao.criadoEm));
  const finalizadoEm = a.finalizado_em as Date | string;
  const gest = {
    dum: texto(a.dum_texto),
    usgData: texto(a.usg_texto),
    usgSemanas: numero(a.usg_semanas),
    usgDias: numero(a.usg_dias),
  };
  const calculo = datacao(gest, dataDe(finalizadoEm));
  const sigla = conselhoSigla(numero(a.registro_tipo_id));
  const titulo = (f: string) => Object.values(FORMULARIO_REQUISICAO_EXAME).find((x) => x.codigo === f)?.titulo ?? f;
  return {
    id: Number(a.id),
    atendimentoAmbulatorialId: Number(a.atendimento_ambulatorial_id),
    pacienteId: Number(a.paciente_id),
    finalizadoEm,
    status: Number(a.status),
    statusNome: STATUS_ATENDIMENTO_CONSULTA_NOME[Number(a.status)] ?? '',
    unidade: String(a.unidade ?? ''),
    especialidade: texto(a.especialidade),
    profissional: String(a.profissional),
    registro: sigla && a.registro_numero ? `${sigla} ${a.registro_numero}` : null,
    ocupacaoCodigo: texto(a.ocupacao_codigo),
    subjetivo: texto(a.subjetivo),
    objetivo: texto(a.objetivo),
    avaliacao: texto(a.avaliacao),
    plano: texto(a.plano),
    gestacao: numero(a.gestacao),
    gestacaoNome: a.gestacao == null ? null : (CLASSIFICACAO_GESTACAO_NOME[Number(a.gestacao)] ?? null),
    ...gest,
    idadeGestacional: calculo ? `${calculo.idadeGestacional} (${calculo.metodo})` : null,
    dpp: calculo?.dpp ?? null,
    procedimentoCodigo: texto(a.procedimento_codigo),
    procedimentoNome: texto(a.procedimento_nome),
    fechadoEm: (a.fechado_em as Date | string | null) ?? null,
    problemas: await problemasDoAtendimento(tx, id, nascimento),
    receitas: receitas.map((r) => ({
      id: r.id,
      tipo: r.tipo,
      tipoNome: TIPO_RECEITA_AMBULATORIO_NOME[r.tipo] ?? '',
      numeroNotificacao: r.numeroNotificacao,
      justificativa: r.justificativa,
      itens: itens
        .filter((i) => i.receitaId === r.id)
        .map((i) => ({
          medicamentoId: i.medicamentoId,
          descricao: i.descricao,
          quantidade: i.quantidade,
          posologia: i.posologia,
          usoContinuo: i.usoContinuo === 1,
        })),
    })),
    documentos: (documentos as Linha[]).map((d) => ({
      id: Number(d.id),
      tipo: Number(d.tipo),
      tipoNome: TIPO_DOCUMENTO_AMBULATORIO_NOME[Number(d.tipo)] ?? '',
      dias: numero(d.dias),
      dataInicio: texto(d.data_inicio_texto),
      horaInicio: texto(d.hora_inicio_texto),
      horaFim: texto(d.hora_fim_texto),
      acompanhante: texto(d.acompanhante),
      cidCodigo: texto(d.cid_codigo),
      especialidadeId: numero(d.especialidade_id),
      especialidade: texto(d.especialidade),
      destino: texto(d.destino),
      texto: texto(d.texto),
    })),
    exames: (exames as Linha[]).map((e) => ({
      id: Number(e.id),
      exameId: Number(e.exame_id),
      nome: String(e.nome),
      procedimentoCodigo: String(e.procedimento_codigo),
      quantidade: Number(e.quantidade),
      justificativa: texto(e.justificativa),
    })),
    requisicoes: requisicoes.map((r) => ({ ...r, titulo: titulo(r.formulario) })),
    alteracoes: alteracoes.map((x) => ({ ...x, usuario: x.usuario ?? '' })),
  };
}
export type DetalheAtendimento = Awaited<ReturnType<typeof detalheDoAtendimento>>;

/** The lines of the history lists: one SQL for a patient's history and the professional's done list. */
export const linhaHistoricoSql = sql`
  a.id, a.finalizado_em, a.paciente_id, c.nome as paciente, c.nome_social, a.status, a.gestacao,
  coalesce((select u.nome_fantasia from unidade u where u.id = a.unidade_id), '') as unidade,
  (select e.nome from especialidade e where e.id = a.especialidade_id) as especialidade,
  (select pc.nome from usuario pu join cidadao pc on pc.id = pu.cidadao_id where pu.id = a.usuario_id) as profissional,
  (select coalesce(
     (select d.cid_codigo || ' - ' || cd.descricao from cid cd where cd.codigo = d.cid_codigo),
     (select d.ciap_codigo || ' - ' || cp.descricao from ciap cp where cp.codigo = d.ciap_codigo))
     from ambulatorio_diagnostico d where d.ambulatorio_atendimento_id = a.id order by d.principal desc, d.id limit 1) as problema_principal`;

export const linhaHistorico = (x: Linha) => ({
  id: Number(x.id),
  finalizadoEm: x.finalizado_em as Date | string,
  pacienteId: Number(x.paciente_id),
  paciente: String(x.paciente),
  nomeSocial: texto(x.nome_social),
  unidade: String(x.unidade ?? ''),
  especialidade: texto(x.especialidade),
  profissional: String(x.profissional ?? ''),
  problemaPrincipal: texto(x.problema_principal),
  status: Number(x.status),
  statusNome: STATUS_ATENDIMENTO_CONSULTA_NOME[Number(x.status)] ?? '',
  gestacao: numero(x.gestacao),
});

/** The last attendances of a patient (the form's history summary). */
export async function historicoResumido(tx: Tx, pacienteId: number, limite = 10) {
  const { rows } = await tx.execute(sql`
    select ${linhaHistoricoSql}
      from ambulatorio_atendimento a join cidadao c on c.id = a.paciente_id
     where a.paciente_id = ${pacienteId}
     order by a.finalizado_em desc, a.id desc limit ${limite}`);
  return (rows as Linha[]).map(linhaHistorico);
}

/** The pregnancy being followed: the dating of the patient's last prenatal attendance within 44 weeks, for today. */
export async function gestacaoEmCurso(tx: Tx, pacienteId: number, hoje: string) {
  const [a] = await tx
    .select({
      dum: ambulatorioAtendimento.dum,
      usgData: ambulatorioAtendimento.usgData,
      usgSemanas: ambulatorioAtendimento.usgSemanas,
      usgDias: ambulatorioAtendimento.usgDias,
      gestacao: ambulatorioAtendimento.gestacao,
    })
    .from(ambulatorioAtendimento)
    .where(
      sql`${ambulatorioAtendimento.pacienteId} = ${pacienteId} and (${ambulatorioAtendimento.dum} is not null or ${ambulatorioAtendimento.usgData} is not null)`,
    )
    .orderBy(desc(ambulatorioAtendimento.finalizadoEm))
    .limit(1);
  // an outcome (delivery, abortion) ends the pregnancy: nothing to follow
  if (!a || a.gestacao === 3) return null;
  const c = datacao(a, hoje);
  return c ? { dum: c.dum, metodo: c.metodo, idadeGestacional: c.idadeGestacional, dpp: c.dpp, usgData: a.usgData } : null;
}
