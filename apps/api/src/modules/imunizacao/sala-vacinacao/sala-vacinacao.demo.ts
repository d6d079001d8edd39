import { hojeIso, somarDias, TIPO_SALA_VACINACAO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { entrar } from '../../estoque/index.js';
import { vacinaLote } from '../frasco/frasco.table.js';
import { salaVacinacao } from './sala-vacinacao.table.js';

/** The demo's cold store and rooms (cost centres of the demo structure, db/seed/demo.ts). */
export const REDE_FRIO_DEMO = 'Central de Rede de Frio';
export const SALAS_DEMO = ['Sala de Vacinação da UBS Heliópolis', 'Sala de Vacinação da Policlínica'] as const;

/**
 * Opening stock, in doses, 400 days ago (before a year of records): [calendar sigla, lot, days to expiry, cold
 * store, each room]. Some lots expire soon, to show the warnings; the rooms hold what the calendar uses most.
 */
const ESTOQUE: [sigla: string, lote: string, validadeDias: number, redeFrio: number, sala: number][] = [
  ['BCG', 'BCG24A07', 240, 400, 120],
  ['HB', 'HB24B112', 300, 500, 150],
  ['PENTA', 'PT24C330', 280, 400, 150],
  ['VIP', 'VIP24D21', 320, 400, 150],
  ['VORH', 'RT24E118', 260, 300, 100],
  ['VPC10', 'PN24F442', 300, 400, 150],
  ['MENC', 'MC24G019', 270, 300, 100],
  ['FA', 'FA24H556', 25, 200, 60],
  ['SCR', 'SCR24J71', 290, 300, 120],
  ['SCRV', 'TV24K205', 200, 150, 50],
  ['VZ', 'VZ24L088', 330, 150, 50],
  ['HA', 'HA24M310', 310, 150, 50],
  ['DTP', 'DTP24N04', 340, 300, 100],
  ['HPV4', 'HPV24P66', 360, 200, 80],
  ['MACWY', 'MW24Q150', 350, 150, 60],
  ['DT', 'DT24R902', 380, 500, 150],
  ['DTPA', 'TPA24S31', 300, 120, 40],
  ['INF', 'FLU25T14', 150, 1000, 300],
  ['COVID', 'CV25U778', 90, 300, 90],
];

/** Cold store and rooms as `sala_vacinacao` rows, and their opening stock. Returns the cost centre of each room. */
export async function seedSalasVacinacaoDemo(tx: Tx, ctx: SeedContexto): Promise<{ redeFrio: number; salas: number[] } | null> {
  const redeFrio = ctx.centrosCusto.get(REDE_FRIO_DEMO);
  const salas = SALAS_DEMO.map((s) => ctx.centrosCusto.get(s)).filter((id): id is number => !!id);
  if (!redeFrio || salas.length !== SALAS_DEMO.length) return null;
  const enfermeira = ctx.usuarios.get('vacina') ?? null;
  const coordenadora = ctx.usuarios.get('imunizacao') ?? null;
  await tx.insert(salaVacinacao).values([
    { centroCustoId: redeFrio, tipo: TIPO_SALA_VACINACAO.redeFrio, responsavelId: coordenadora, horario: 'Seg a sex, 7h às 17h' },
    ...salas.map((centroCustoId) => ({
      centroCustoId,
      tipo: TIPO_SALA_VACINACAO.sala,
      responsavelId: enfermeira,
      horario: 'Seg a sex, 7h às 16h',
    })),
  ]);
  const { rows } = await tx.execute(
    sql`select id, calendario_sigla, material_id, doses_por_frasco, fabricante_id from vacina where material_id is not null`,
  );
  const vacinas = new Map(
    rows.map((r) => [
      String(r.calendario_sigla),
      {
        id: Number(r.id),
        materialId: Number(r.material_id),
        porFrasco: Number(r.doses_por_frasco),
        fabricanteId: r.fabricante_id == null ? null : Number(r.fabricante_id),
      },
    ]),
  );
  const hoje = hojeIso();
  const data = somarDias(hoje, -400);
  const ctxEstoque = { usuarioId: coordenadora, hoje };
  for (const [sigla, lote, validadeDias, qRede, qSala] of ESTOQUE) {
    const v = vacinas.get(sigla);
    if (!v) continue;
    const validade = somarDias(hoje, validadeDias);
    let loteId: number | null = null;
    for (const [centroCustoId, quantidade] of [[redeFrio, qRede], ...salas.map((s) => [s, qSala])] as [number, number][]) {
      const m = await entrar(tx, ctxEstoque, {
        tipo: 'entrada_inicial',
        centroCustoId,
        data,
        materialId: v.materialId,
        lote: { numero: lote, validade, fabricanteId: v.fabricanteId },
        quantidade,
        custoUnitario: 0,
        motivo: 'Saldo de implantação da sala de vacinação',
      });
      loteId = m.loteId;
    }
    if (loteId) await tx.insert(vacinaLote).values({ loteId, vacinaId: v.id, dosesPorFrasco: v.porFrasco });
  }
  return { redeFrio, salas };
}
