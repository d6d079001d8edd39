import { fusoHorario, SITUACAO_LAUDO_IMAGEM as L, SITUACAO_EXAME_IMAGEM as S } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { origensDeExamesSolicitados } from '../../../lib/clinico/exames-solicitados.js';
import { receberSolicitacao } from '../exame-agendado-realizado/exame-agendado-realizado.service.js';
import { cabecalhoExame, lancarLaudo, modelosDoExame } from './lancamento.service.js';

const PA = 'pronto-atendimento';
const TEXTO_PADRAO = 'Exame realizado com técnica habitual. Estruturas avaliadas dentro dos limites da normalidade.';

/**
 * Demo of the worklist and the reports (issue 22): the given scheduled exams are done at their slot time (by the
 * `imagem` technician, the engine's booking realizado too) and all but the last two get a report from their template
 * (by the `radiologista`, unsigned: the signature demo signs them). When the emergency care's demo has imaging
 * requests pending, the first is received and reported too. Deterministic; returns the ids of the reports written.
 */
export async function seedLaudosImagemDemo(tx: Tx, ctx: SeedContexto, imgExameIds: number[]): Promise<number[]> {
  const imagem = ctx.usuarios.get('imagem');
  const radiologista = ctx.usuarios.get('radiologista');
  if (!imagem || !radiologista) return [];
  const laudos: number[] = [];
  const ids = [...imgExameIds];
  for (const [i, id] of ids.entries()) {
    const { rows } = await tx.execute(sql`
      select x.situacao, x.agendamento_id, ((a.data + a.hora) at time zone ${fusoHorario()}) as slot
        from img_exame x left join agendamento a on a.id = x.agendamento_id where x.id = ${id}`);
    const x = rows[0];
    if (!x || Number(x.situacao) !== S.agendado) continue;
    const em = x.slot ? new Date(x.slot as string) : new Date();
    await tx.execute(sql`update img_exame set situacao = ${S.realizado}, realizado_em = ${em}, realizado_por = ${imagem} where id = ${id}`);
    if (x.agendamento_id)
      await tx.execute(sql`update agendamento set status = 3, realizado_em = ${em} where id = ${x.agendamento_id} and status in (1, 2)`);
    if (i >= ids.length - 2) continue; // the last two wait for their report
    laudos.push(await laudar(tx, id, radiologista, new Date(em.getTime() + 2 * 3_600_000)));
  }
  // an emergency request received by the imaging service and reported there (its PA row turns laudado)
  if (origensDeExamesSolicitados().includes(PA)) {
    const { rows } = await tx.execute(sql`
      select x.id from exame_imagem x where x.status = 1
         and not exists (select 1 from img_exame i where i.solicitacao_origem = ${PA} and i.solicitacao_id = x.id and i.situacao <> ${S.cancelado})
       order by x.solicitado_em, x.id limit 1`);
    if (rows[0]) {
      const recebido = await receberSolicitacao(tx, { usuarioId: imagem, em: new Date() }, PA, Number(rows[0].id), null);
      laudos.push(await laudar(tx, recebido, radiologista, new Date()));
    }
  }
  return laudos;
}

/** Version 1 of the exam's report from its first template (else a plain normal text), at `em`. */
async function laudar(tx: Tx, imgExameId: number, usuarioId: number, em: Date) {
  const cab = await cabecalhoExame(tx, imgExameId);
  const [modelo] = await modelosDoExame(tx, cab);
  const l = await lancarLaudo(tx, usuarioId, {
    imgExameId,
    modeloId: modelo?.id ?? null,
    texto: modelo?.texto ?? TEXTO_PADRAO,
    conclusao: modelo?.conclusao ?? 'Exame sem alterações significativas.',
  });
  await tx.execute(sql`update img_laudo set lancado_em = ${em} where id = ${l.id} and situacao = ${L.lancado}`);
  return l.id;
}
