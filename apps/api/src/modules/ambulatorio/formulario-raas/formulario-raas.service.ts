import { competenciaBr, GRUPO_PROCEDIMENTO_RAAS, MENSAGENS_RAAS as M, type Raas } from '@saude/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { cid, procedimentoOcupacao, procedimentoSigtap } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { raasPsicossocial, raasPsicossocialAcao } from './formulario-raas.table.js';

type Erros = Record<string, string[]>;
const um = (rows: unknown[]) => rows[0] as Record<string, unknown> | undefined;

/**
 * What only the server can check of a sheet (formats README §2): the unit has a CNES, the patient, municipality
 * and CIDs exist, each action is a psychosocial procedure (SIGTAP 03.01.08) within its SIGTAP quantity, done by
 * an existing professional whose CBO SIGTAP allows for it (when the local SIGTAP has the relation), and there is
 * one sheet per patient, unit and competência. Every problem is answered at once, on its field.
 */
async function validar(tx: Tx, r: Raas, id: number | null): Promise<{ cnes: string }> {
  const erros: Erros = {};
  const erro = (campo: string, msg: string) => {
    erros[campo] = [...(erros[campo] ?? []), msg];
  };
  const unidade = um((await tx.execute(sql`select cnes from unidade where id = ${r.unidadeId}`)).rows);
  if (!unidade) erro('unidade_id', 'Unidade não encontrada.');
  else if (!unidade.cnes) erro('unidade_id', M.unidadeSemCnes);
  if (!um((await tx.execute(sql`select 1 from cidadao where id = ${r.pacienteId}`)).rows)) erro('paciente_id', 'Paciente não encontrado.');
  if (!um((await tx.execute(sql`select 1 from municipio where id = ${r.pacienteMunicipioId}`)).rows))
    erro('paciente_municipio_id', M.municipioNaoEncontrado);

  const cids = [r.cidPrincipal, ...r.cidsSecundarios, ...(r.cidCausaAssociada ? [r.cidCausaAssociada] : [])];
  const existentes = new Set((await tx.select({ c: cid.codigo }).from(cid).where(inArray(cid.codigo, cids))).map((x) => x.c));
  if (!existentes.has(r.cidPrincipal)) erro('cid_principal', M.cidNaoEncontrado);
  r.cidsSecundarios.forEach((c, i) => {
    if (!existentes.has(c)) erro(`cids_secundarios.${i}`, M.cidNaoEncontrado);
  });
  if (r.cidCausaAssociada && !existentes.has(r.cidCausaAssociada)) erro('cid_causa_associada', M.cidNaoEncontrado);

  const codigos = [...new Set(r.acoes.map((a) => a.procedimentoCodigo))];
  const procedimentos = new Map(
    (
      await tx
        .select({ codigo: procedimentoSigtap.codigo, maximo: procedimentoSigtap.quantidadeMaxima })
        .from(procedimentoSigtap)
        .where(inArray(procedimentoSigtap.codigo, codigos.length ? codigos : ['']))
    ).map((p) => [p.codigo, p.maximo]),
  );
  const cbos = new Map<string, Set<string>>();
  for (const o of await tx
    .select()
    .from(procedimentoOcupacao)
    .where(inArray(procedimentoOcupacao.procedimentoCodigo, codigos.length ? codigos : ['']))) {
    cbos.set(o.procedimentoCodigo, (cbos.get(o.procedimentoCodigo) ?? new Set()).add(o.ocupacaoCodigo));
  }
  const profissionais = [...new Set(r.acoes.map((a) => a.profissionalId))];
  const { rows: us } = await tx.execute(
    sql`select id from usuario where id in ${sql.raw(`(${profissionais.length ? profissionais.join(',') : '0'})`)}`,
  );
  const usuarios = new Set((us as { id: number | string }[]).map((u) => Number(u.id)));
  r.acoes.forEach((a, i) => {
    const campo = (c: string) => `acoes.${i}.${c}`;
    if (!procedimentos.has(a.procedimentoCodigo)) erro(campo('procedimento_codigo'), 'Procedimento não encontrado no SIGTAP.');
    else if (!a.procedimentoCodigo.startsWith(GRUPO_PROCEDIMENTO_RAAS))
      erro(campo('procedimento_codigo'), M.procedimentoForaGrupo(a.procedimentoCodigo));
    else {
      const maximo = procedimentos.get(a.procedimentoCodigo);
      if (maximo && a.quantidade > maximo) erro(campo('quantidade'), M.quantidadeMaxima(maximo));
      const permitidos = cbos.get(a.procedimentoCodigo);
      if (permitidos && !permitidos.has(a.cbo)) erro(campo('cbo'), M.cboIncompativel(a.cbo, a.procedimentoCodigo));
    }
    if (!usuarios.has(a.profissionalId)) erro(campo('profissional_id'), 'Profissional não encontrado.');
  });

  // one sheet per patient, unit and competência: a lock keys the check so two clerks never both insert
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`raas:${r.unidadeId}:${r.competencia}:${r.pacienteId}`}, 0))`);
  const { rows: outra } = await tx.execute(sql`
    select id from raas_psicossocial where unidade_id = ${r.unidadeId} and competencia = ${r.competencia}
       and paciente_id = ${r.pacienteId} and id is distinct from ${id}`);
  if (outra.length) erro('competencia', M.duplicada(competenciaBr(r.competencia)));

  if (Object.keys(erros).length) throw unprocessable(erros);
  return { cnes: String(unidade?.cnes) };
}

/** Stores a sheet (new or changed) and replaces its actions, in the request's one transaction. */
export async function salvarRaas(tx: Tx, r: Raas, id: number | null = null): Promise<number> {
  if (id !== null) {
    const [atual] = await tx.select({ id: raasPsicossocial.id }).from(raasPsicossocial).where(eq(raasPsicossocial.id, id)).for('update');
    if (!atual) throw notFound('RAAS não encontrada.');
  }
  const { cnes } = await validar(tx, r, id);
  const { acoes, ...ficha } = r;
  const valores = { ...ficha, cnes, cnesEsf: r.coberturaEsf ? r.cnesEsf : null, dataSaida: r.dataSaida ?? null };
  let raasId = id;
  if (raasId === null) {
    const [novo] = await tx.insert(raasPsicossocial).values(valores).returning({ id: raasPsicossocial.id });
    raasId = novo?.id as number;
  } else {
    await tx.update(raasPsicossocial).set(valores).where(eq(raasPsicossocial.id, raasId));
    await tx.delete(raasPsicossocialAcao).where(eq(raasPsicossocialAcao.raasId, raasId));
  }
  await tx
    .insert(raasPsicossocialAcao)
    .values(acoes.map((a, ordem) => ({ ...a, raasId: raasId as number, pacienteId: r.pacienteId, ordem })));
  return raasId;
}
