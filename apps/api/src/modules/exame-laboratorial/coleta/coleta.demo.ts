import { hojeIso, MOTIVOS_NAO_COLETA, SITUACAO_AMOSTRA } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { gravarColeta } from './lancamento-coleta.service.js';

/**
 * The demo's collections (issue 21), through the collection service: every scheduling of the past days is collected
 * at 07:xx of its day by the laboratory technician, except one patient who did not come (every sample "not
 * collected", reason recorded) and one urine sample not brought. Today's and the next days' stay to collect.
 */
export async function seedColetasLaboratorioDemo(tx: Tx, ctx: SeedContexto, agendamentos: Record<string, number[]>) {
  const usuarioId = ctx.usuarios.get('laboratorio');
  if (!usuarioId) return;
  const unidadeId = ctx.unidades.get('Policlínica Municipal') ?? null;
  const hoje = hojeIso();
  const passados = Object.entries(agendamentos)
    .filter(([dia]) => dia < hoje)
    .sort(([a], [b]) => a.localeCompare(b));
  let n = 0;
  for (const [dia, ids] of passados) {
    for (const labAgendamentoId of ids) {
      n++;
      const { rows } = await tx.execute(
        sql`select id, material_biologico from lab_amostra where lab_agendamento_id = ${labAgendamentoId} order by id`,
      );
      const faltou = n === 3;
      const minuto = String(5 + (n % 50)).padStart(2, '0');
      await gravarColeta(
        tx,
        { usuarioId, unidadeId },
        {
          labAgendamentoId,
          amostras: rows.map((r, i) => {
            // one urine flask not brought (EAS), on the 8th scheduling
            const semUrina = n === 8 && Number(r.material_biologico) === 4;
            return faltou || semUrina
              ? {
                  id: Number(r.id),
                  situacao: SITUACAO_AMOSTRA.naoColetada,
                  motivoNaoColeta: faltou ? MOTIVOS_NAO_COLETA[0] : MOTIVOS_NAO_COLETA[4],
                  motivoOutro: null,
                }
              : {
                  id: Number(r.id),
                  situacao: SITUACAO_AMOSTRA.coletada,
                  coletadaEm: `${dia}T10:${minuto}:${String(i).padStart(2, '0')}.000Z`,
                  motivoOutro: null,
                };
          }),
        },
      );
    }
  }
}
