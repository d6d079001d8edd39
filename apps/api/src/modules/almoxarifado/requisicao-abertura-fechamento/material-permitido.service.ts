import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { exigirSetor, setoresRequisitantes } from './periodo.service.js';

/**
 * Which materials each sector may ask for (material-permitido/{setor} and, seen from the material,
 * material-permissao/{material}). Ids are checked against the municipality (a foreign key does not see RLS).
 */
async function exigirMateriais(tx: Tx, ids: readonly number[], campo: string) {
  if (!ids.length) return;
  const { rows } = await tx.execute(sql`
    select count(*)::int as n from material where id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`);
  if (Number(rows[0].n) !== ids.length) throw unprocessable({ [campo]: ['Material não encontrado.'] }, 'Material não encontrado.');
}

export async function permitirMaterial(tx: Tx, setorId: number, materialId: number, origem: number) {
  await tx.execute(sql`
    insert into almoxarifado_material_permitido (centro_custo_id, material_id, origem) values (${setorId}, ${materialId}, ${origem})
    on conflict on constraint almoxarifado_material_permitido_uq do nothing`);
}

export async function materiaisDoSetor(tx: Tx, setorId: number) {
  const setor = await exigirSetor(tx, setorId, 'id').catch(() => {
    throw notFound('Setor não encontrado.');
  });
  const { rows } = await tx.execute(sql`
    select m.id, m.nome, m.codigo, p.origem from almoxarifado_material_permitido p join material m on m.id = p.material_id
     where p.centro_custo_id = ${setorId} order by ${porNome(sql`m.nome`)}`);
  return {
    setor,
    materiais: rows.map((r) => ({
      id: Number(r.id),
      nome: String(r.nome),
      codigo: (r.codigo as string | null) ?? null,
      origem: Number(r.origem),
    })),
  };
}

/** The sector's list becomes exactly `materiaisIds`: the missing ones are added with `origem`, the others removed. */
export async function definirMateriaisDoSetor(tx: Tx, setorId: number, materiaisIds: readonly number[], origem: number) {
  await exigirSetor(tx, setorId, 'id');
  await exigirMateriais(tx, materiaisIds, 'materiais_ids');
  await tx.execute(sql`
    delete from almoxarifado_material_permitido where centro_custo_id = ${setorId}
      ${
        materiaisIds.length
          ? sql`and material_id not in (${sql.join(
              materiaisIds.map((i) => sql`${i}`),
              sql`, `,
            )})`
          : sql``
      }`);
  for (const m of materiaisIds) await permitirMaterial(tx, setorId, m, origem);
}

export async function setoresDoMaterial(tx: Tx, materialId: number) {
  const { rows } = await tx.execute(sql`select id, nome from material where id = ${materialId}`);
  if (!rows[0]) throw notFound('Material não encontrado.');
  const { rows: permitidos } = await tx.execute(
    sql`select centro_custo_id from almoxarifado_material_permitido where material_id = ${materialId}`,
  );
  const ids = new Set(permitidos.map((p) => Number(p.centro_custo_id)));
  return {
    material: { id: Number(rows[0].id), nome: String(rows[0].nome) },
    setores: (await setoresRequisitantes(tx)).map((s) => ({ ...s, permitido: ids.has(s.id) })),
  };
}

/** The sectors that may ask for a material become exactly `setoresIds` (store-permissao). */
export async function definirSetoresDoMaterial(tx: Tx, materialId: number, setoresIds: readonly number[], origem: number) {
  await exigirMateriais(tx, [materialId], 'material_id');
  for (const s of setoresIds) await exigirSetor(tx, s, 'centros_custo_ids');
  await tx.execute(sql`
    delete from almoxarifado_material_permitido where material_id = ${materialId}
      ${
        setoresIds.length
          ? sql`and centro_custo_id not in (${sql.join(
              setoresIds.map((i) => sql`${i}`),
              sql`, `,
            )})`
          : sql``
      }`);
  for (const s of setoresIds) await permitirMaterial(tx, s, materialId, origem);
}
