import { fusoHorario, hojeIso, ORIGEM_RECEITA, somarDias, TipoReceita } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { gravarDispensacaoFarmacia } from './dispensacao.gravar.js';

/**
 * [material as registered, form, notification number, prescriber, council, days ago issued, days ago dispensed,
 * quantity prescribed, posology, units a day, continuous use]
 */
type Caso = [string, number, string | null, string, string, number, number, number, string, number, boolean];

/**
 * The pharmacy's past month (issue 19): prescriptions typed at the counter and dispensed through the same store as
 * the screen, so the psychotropic book has its exits (a blue-form clonazepam, a special-control fluoxetine) and an
 * early repeat shows in the browser: the first patient took losartan ten days ago for thirty days (continuous use).
 */
const CASOS: Caso[] = [
  [
    'Losartana potássica 50 mg comprimido',
    TipoReceita.COMUM,
    null,
    'José Carlos Bezerra',
    'CRM 24917',
    20,
    10,
    30,
    '1 comprimido pela manhã',
    1,
    true,
  ],
  [
    'Clonazepam 2 mg comprimido',
    TipoReceita.AZUL,
    'PE2417730',
    'Maria Helena Cavalcanti',
    'CRM 21907',
    27,
    25,
    30,
    '1 comprimido à noite',
    1,
    true,
  ],
  [
    'Cloridrato de fluoxetina 20 mg cápsula',
    TipoReceita.ESPECIAL,
    null,
    'Maria Helena Cavalcanti',
    'CRM 21907',
    16,
    15,
    60,
    '2 cápsulas pela manhã',
    2,
    true,
  ],
  [
    'Cloridrato de metformina 850 mg comprimido',
    TipoReceita.COMUM,
    null,
    'José Carlos Bezerra',
    'CRM 24917',
    35,
    33,
    60,
    '1 comprimido após almoço e jantar',
    2,
    true,
  ],
];

const um = async (tx: Tx, q: ReturnType<typeof sql>) => {
  const { rows } = await tx.execute(q);
  const v = (rows[0] as { id?: unknown } | undefined)?.id;
  return v === null || v === undefined ? null : Number(v);
};

export async function seedDispensacaoDemo(tx: Tx, ctx: SeedContexto, centroCustoId: number) {
  const usuarioId = ctx.usuarios.get('farmacia');
  if (!usuarioId) return;
  const hoje = hojeIso();
  // adults of the demo who are not users (a user's own record is never a patient here), one per case
  const { rows } = await tx.execute(sql`
    select c.id from cidadao c where not c.provisorio and not c.bloqueado and c.data_obito is null and c.unificado_em_id is null
       and c.data_nascimento between ${somarDias(hoje, -70 * 365)}::date and ${somarDias(hoje, -25 * 365)}::date
       and not exists (select 1 from usuario u where u.cidadao_id = c.id)
     order by c.id desc limit ${CASOS.length}`);
  const pacientes = rows.map((r) => Number(r.id));

  for (const [i, c] of CASOS.entries()) {
    const [nome, tipo, numero, prescritor, conselho, emitidaHa, dispensadaHa, quantidade, posologia, porDia, continuo] = c;
    const pacienteId = pacientes[i % pacientes.length];
    const material = await um(tx, sql`select id from material where nome = ${nome}`);
    if (!pacienteId || !material) continue;
    const medicamento = await um(tx, sql`select id from medicamento where material_id = ${material} order by id limit 1`);
    const receitaId = await um(
      tx,
      sql`insert into farmacia_receita_externa (paciente_id, tipo, numero_notificacao, prescritor_nome, prescritor_conselho, prescritor_uf,
            data_emissao, estabelecimento)
          values (${pacienteId}, ${tipo}, ${numero}, ${prescritor}, ${conselho}, 'PE', ${somarDias(hoje, -emitidaHa)}, 'Clínica Vida Saudável')
          returning id`,
    );
    const itemId = await um(
      tx,
      sql`insert into farmacia_receita_externa_item (receita_id, medicamento_id, descricao, quantidade, posologia, uso_continuo)
          values (${receitaId}, ${medicamento}, ${nome}, ${`${quantidade} unidades`}, ${posologia}, ${continuo}) returning id`,
    );
    if (!receitaId || !itemId) continue;
    const dia = somarDias(hoje, -dispensadaHa);
    const id = await gravarDispensacaoFarmacia(
      tx,
      { clienteId: ctx.clienteId, usuarioId, centroCustoId, hoje: dia },
      {
        pacienteId,
        filaId: null,
        observacao: null,
        autorizacao: null,
        itens: [
          {
            origem: ORIGEM_RECEITA.EXTERNA,
            receitaId,
            receitaItemId: itemId,
            materialId: material,
            quantidade,
            lotes: [],
            unidadesPorDia: porDia,
            diasTratamento: null,
            numeroNotificacao: null,
            cid: null,
            termoResponsabilidade: null,
          },
        ],
      },
      null,
    );
    await tx.execute(
      sql`update farmacia_dispensacao set data_hora = (${dia}::date + time '09:40' + ${i * 17} * interval '1 minute') at time zone ${fusoHorario()} where id = ${id}`,
    );
  }
}
