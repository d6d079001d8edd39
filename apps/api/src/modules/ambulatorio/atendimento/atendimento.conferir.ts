import {
  type CorrecaoAtendimentoInput,
  FORMAS_FARMACEUTICAS,
  formularioDaReceitaAmbulatorio,
  MENSAGENS_PROBLEMA,
  problemaDaReceita,
  SCHEMA_REQUISICAO_EXAME,
} from '@saude/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { ciap, cid, cidadao, procedimentoSigtap } from '../../../db/schema/index.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { enumSql, especialidade, medicamento } from '../../cadastro/index.js';
import { formatarCid } from '../../geral/index.js';

/** "Dipirona sódica 500 mg/mL solução injetável", as the medicine registry names it (prescriptions print this). */
export const rotuloMedicamento = sql<string>`${medicamento.denominacao} || coalesce(' ' || ${medicamento.concentracao}, '') || coalesce(' ' || ${enumSql(medicamento.formaFarmaceuticaId, FORMAS_FARMACEUTICAS)}, '')`;

/** Field messages gathered over the whole request, so the professional sees every problem at once. */
export class Erros {
  readonly porCampo: Record<string, string[]> = {};
  add(campo: string, mensagem: string) {
    const atuais = this.porCampo[campo] ?? [];
    if (!atuais.includes(mensagem)) this.porCampo[campo] = [...atuais, mensagem];
  }
  lancar() {
    if (Object.keys(this.porCampo).length) throw unprocessable(this.porCampo);
  }
}

export interface Paciente {
  id: number;
  dataNascimento: string | null;
  sexoId: number | null;
}

export async function pacienteDoAtendimento(tx: Tx, pacienteId: number): Promise<Paciente> {
  const [p] = await tx
    .select({ id: cidadao.id, dataNascimento: cidadao.dataNascimento, sexoId: cidadao.sexoId })
    .from(cidadao)
    .where(eq(cidadao.id, pacienteId));
  if (!p) throw new Error('paciente do atendimento sumiu');
  return p;
}

/**
 * The codes of the problems exist (CID-10 as SIGTAP lists it, CIAP-2 as e-SUS accepts it), a CID restricted to
 * one sex (DATASUS RESTRSEXO) fits the patient's, and no date of a problem is before the birth.
 */
async function conferirProblemas(tx: Tx, b: CorrecaoAtendimentoInput, p: Paciente, erros: Erros) {
  const cids = [
    ...new Set([
      ...b.problemas.flatMap((x) => (x.cidCodigo ? [x.cidCodigo] : [])),
      ...b.documentos.flatMap((d) => (d.cidCodigo ? [d.cidCodigo] : [])),
    ]),
  ];
  const achados = new Map(
    cids.length
      ? (await tx.select({ codigo: cid.codigo, sexo: cid.sexo }).from(cid).where(inArray(cid.codigo, cids))).map((c) => [c.codigo, c.sexo])
      : [],
  );
  const ciaps = [...new Set(b.problemas.flatMap((x) => (x.ciapCodigo ? [x.ciapCodigo] : [])))];
  const ciapsAchados = new Set(
    ciaps.length ? (await tx.select({ codigo: ciap.codigo }).from(ciap).where(inArray(ciap.codigo, ciaps))).map((c) => c.codigo) : [],
  );
  // e-SUS sexoId: 0 masculino, 1 feminino (4 ignorado: no restriction can be checked)
  const sexo = p.sexoId === 0 ? 'M' : p.sexoId === 1 ? 'F' : null;
  b.problemas.forEach((x, i) => {
    if (x.cidCodigo) {
      const campo = `problemas.${i}.cid_codigo`;
      if (!achados.has(x.cidCodigo)) erros.add(campo, 'CID não encontrado.');
      const restrito = achados.get(x.cidCodigo);
      if (restrito && sexo && restrito !== sexo)
        erros.add(campo, `O CID ${formatarCid(x.cidCodigo)} é exclusivo do sexo ${restrito === 'M' ? 'masculino' : 'feminino'}.`);
    }
    if (x.ciapCodigo && !ciapsAchados.has(x.ciapCodigo)) erros.add(`problemas.${i}.ciap_codigo`, 'CIAP-2 não encontrado.');
    for (const [campo, data] of [
      ['inicio_data', x.inicioData],
      ['fim_data', x.fimData],
    ] as const)
      if (data && p.dataNascimento && data < p.dataNascimento) erros.add(`problemas.${i}.${campo}`, MENSAGENS_PROBLEMA.antesDoNascimento);
  });
  b.documentos.forEach((d, i) => {
    if (d.cidCodigo && !achados.has(d.cidCodigo)) erros.add(`documentos.${i}.cid_codigo`, 'CID não encontrado.');
  });
  if (p.dataNascimento && b.dum && b.dum < p.dataNascimento) erros.add('dum', MENSAGENS_PROBLEMA.antesDoNascimento);
}

/** Registered medicines exist and are not blocked; each goes on the form Portaria 344/98 asks for its list. */
async function conferirReceitas(tx: Tx, b: CorrecaoAtendimentoInput, erros: Erros) {
  const ids = [...new Set(b.receitas.flatMap((r) => r.itens.flatMap((i) => (i.medicamentoId ? [i.medicamentoId] : []))))];
  const meds = new Map(
    ids.length
      ? (
          await tx
            .select({
              id: medicamento.id,
              nome: rotuloMedicamento,
              listaControleId: medicamento.listaControleId,
              bloqueado: medicamento.bloqueado,
            })
            .from(medicamento)
            .where(inArray(medicamento.id, ids))
        ).map((m) => [m.id, m])
      : [],
  );
  for (const [i, r] of b.receitas.entries())
    for (const [j, item] of r.itens.entries()) {
      const campo = `receitas.${i}.itens.${j}.medicamento_id`;
      const m = item.medicamentoId != null ? meds.get(item.medicamentoId) : null;
      if (item.medicamentoId != null && !m) {
        erros.add(campo, 'Medicamento não encontrado.');
        continue;
      }
      if (m?.bloqueado) erros.add(campo, `${m.nome} está bloqueado no cadastro de medicamentos.`);
      const problema = problemaDaReceita(formularioDaReceitaAmbulatorio(r.tipo), m ?? null);
      if (problema) erros.add(campo, problema);
    }
}

/** Referral specialties, registry exams (not blocked) and the SIGTAP items of the national forms exist. */
async function conferirDocumentosEExames(tx: Tx, b: CorrecaoAtendimentoInput, erros: Erros) {
  const especialidades = [...new Set(b.documentos.flatMap((d) => (d.especialidadeId ? [d.especialidadeId] : [])))];
  const ativas = new Set(
    especialidades.length
      ? (
          await tx
            .select({ id: especialidade.id })
            .from(especialidade)
            .where(and(inArray(especialidade.id, especialidades), eq(especialidade.bloqueado, false)))
        ).map((e) => e.id)
      : [],
  );
  b.documentos.forEach((d, i) => {
    if (d.especialidadeId && !ativas.has(d.especialidadeId)) erros.add(`documentos.${i}.especialidade_id`, 'Especialidade não encontrada.');
  });
  const exames = await examesDoCadastro(
    tx,
    b.exames.map((e) => e.exameId),
  );
  b.exames.forEach((e, i) => {
    const x = exames.get(e.exameId);
    if (!x) erros.add(`exames.${i}.exame_id`, 'Exame não encontrado.');
    else if (x.bloqueado) erros.add(`exames.${i}.exame_id`, `${x.nome} está bloqueado no cadastro de exames.`);
  });
  const codigos = [...new Set(b.requisicoes.flatMap((r) => ('itens' in r ? r.itens.map((i) => i.codigo) : [])))];
  const existentes = new Set(
    codigos.length
      ? (
          await tx.select({ codigo: procedimentoSigtap.codigo }).from(procedimentoSigtap).where(inArray(procedimentoSigtap.codigo, codigos))
        ).map((p) => p.codigo)
      : [],
  );
  b.requisicoes.forEach((r, i) => {
    if (!(r.formulario in SCHEMA_REQUISICAO_EXAME)) return;
    if ('itens' in r)
      r.itens.forEach((item, j) => {
        if (!existentes.has(item.codigo)) erros.add(`requisicoes.${i}.itens.${j}.codigo`, 'Procedimento não encontrado na tabela SIGTAP.');
      });
  });
}

export interface ExameCadastro {
  id: number;
  nome: string;
  procedimentoCodigo: string;
  procedimentoNome: string;
  validadeDias: number | null;
  bloqueado: boolean;
}

/** Exams of the municipality's registry (parametrizacao/exame, read by SQL: that module publishes no interface). */
export async function examesDoCadastro(tx: Tx, ids: number[]): Promise<Map<number, ExameCadastro>> {
  if (!ids.length) return new Map();
  const { rows } = await tx.execute(sql`
    select e.id, e.nome, e.procedimento_codigo, p.nome as procedimento_nome, e.validade_dias, e.bloqueado
      from exame e join procedimento_sigtap p on p.codigo = e.procedimento_codigo
     where e.id in (${sql.join(
       ids.map((i) => sql`${i}`),
       sql`, `,
     )})`);
  return new Map(
    (rows as Record<string, unknown>[]).map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        nome: String(r.nome),
        procedimentoCodigo: String(r.procedimento_codigo),
        procedimentoNome: String(r.procedimento_nome),
        validadeDias: r.validade_dias == null ? null : Number(r.validade_dias),
        bloqueado: Boolean(r.bloqueado),
      },
    ]),
  );
}

/** Every rule of the request that needs the database, all messages at once; nothing is written on a refusal. */
export async function conferirAtendimento(tx: Tx, b: CorrecaoAtendimentoInput, p: Paciente) {
  const erros = new Erros();
  await conferirProblemas(tx, b, p, erros);
  await conferirReceitas(tx, b, erros);
  await conferirDocumentosEExames(tx, b, erros);
  erros.lancar();
}
