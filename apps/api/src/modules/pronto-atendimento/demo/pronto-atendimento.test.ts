import { DestinoAtendimento, fusoHorario, SetorTipo } from '@saude/shared';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import {
  atendimento,
  atendimentoDiagnostico,
  atendimentoMedico,
  atendimentoProcedimento,
  centroCusto,
  classificacaoRisco,
  cliente,
  infraestrutura,
  observacaoEvolucao,
  plantao,
  plantaoProfissional,
  prescricaoAdministracao,
  prescricaoItem,
  setor,
  usuario,
} from '../../../db/schema/index.js';
import { sala } from '../../cadastro/index.js';
import { tela } from '../../painel-senha/index.js';
import { FAAS_DA_MANHA } from './dia-pronto-atendimento.js';
import { inicioDoTurno } from './pronto-atendimento.js';

describe('turno de 12 horas da semente (horário de Brasília)', () => {
  it.each([
    ['2026-11-21T10:00:00Z', '2026-11-21T10:00:00.000Z'], // 07:00 in Brasília: the day shift starts
    ['2026-11-21T21:59:59Z', '2026-11-21T10:00:00.000Z'], // 18:59:59
    ['2026-11-21T22:00:00Z', '2026-11-21T22:00:00.000Z'], // 19:00: the night shift starts
    ['2026-11-22T02:30:00Z', '2026-11-21T22:00:00.000Z'], // 23:30, still the 21st in Brasília
    ['2026-11-22T09:59:00Z', '2026-11-21T22:00:00.000Z'], // 06:59 of the 22nd: began the day before
    ['2026-01-01T05:00:00Z', '2025-12-31T22:00:00.000Z'], // 02:00 of New Year's Day
  ])('%s → %s', (agora, inicio) => {
    expect(inicioDoTurno(new Date(agora)).toISOString()).toBe(inicio);
  });
});

let ctx: TestContext;
let clienteId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
});
afterAll(() => ctx.close());

describe('semente do pronto atendimento no município de demonstração', () => {
  it('has the Manchester colours, a shift in course at the UPA with the doctor and the nurse, and the TVs', async () => {
    await withTenant(ctx.database.db, { clienteId }, async (tx) => {
      const cores = await tx
        .select({ nome: classificacaoRisco.nome, cor: classificacaoRisco.cor, ordem: classificacaoRisco.ordem })
        .from(classificacaoRisco)
        .where(inArray(classificacaoRisco.ordem, [1, 2, 3, 4, 5]))
        .orderBy(classificacaoRisco.ordem);
      expect(cores.map((c) => `${c.nome} ${c.cor}`)).toEqual([
        'Vermelho #d32f2f',
        'Laranja #f57c00',
        'Amarelo #fbc02d',
        'Verde #388e3c',
        'Azul #1976d2',
      ]);

      const [upa] = await tx.select({ id: infraestrutura.id }).from(infraestrutura).where(eq(infraestrutura.nome, 'Pronto Atendimento'));
      const agora = new Date();
      const emCurso = await tx
        .select({ id: plantao.id, inicio: plantao.inicio, fim: plantao.fim })
        .from(plantao)
        .where(and(eq(plantao.infraestruturaId, upa?.id as number), lte(plantao.inicio, agora), gt(plantao.fim, agora)));
      // other suites on a shared database may add shifts here: the seeded one is the 12-hour one
      const doTurno = emCurso.filter((t) => t.fim.getTime() - t.inicio.getTime() === 12 * 3_600_000);
      expect(doTurno.length).toBeGreaterThanOrEqual(1);
      const turno = doTurno[0] as { id: number; inicio: Date; fim: Date };
      expect(['07:00', '19:00']).toContain(
        turno.inicio.toLocaleTimeString('pt-BR', { timeZone: fusoHorario(), hour: '2-digit', minute: '2-digit' }),
      );
      const equipe = await tx
        .select({ login: usuario.login })
        .from(plantaoProfissional)
        .innerJoin(usuario, eq(usuario.id, plantaoProfissional.usuarioId))
        .where(eq(plantaoProfissional.plantaoId, turno.id));
      expect(equipe.map((e) => e.login).sort()).toEqual(['enfermagem', 'medico']);

      const telas = await tx
        .select({ nome: tela.nome, centro: centroCusto.nome })
        .from(tela)
        .innerJoin(centroCusto, eq(centroCusto.id, tela.centroCustoId))
        .where(inArray(tela.nome, ['TV da recepção do PA', 'TV dos consultórios do PA']))
        .orderBy(tela.nome);
      expect(telas).toEqual([
        { nome: 'TV da recepção do PA', centro: 'Recepção do Pronto Atendimento' },
        { nome: 'TV dos consultórios do PA', centro: 'Consultórios do Pronto Atendimento' },
      ]);
    });
  });

  it('gives the UPA one cost centre for each queue of emergency care, and rooms in the consulting one', async () => {
    await withTenant(ctx.database.db, { clienteId }, async (tx) => {
      const centros = await tx
        .select({ id: centroCusto.id, nome: centroCusto.nome, tipo: setor.setorTipoId })
        .from(centroCusto)
        .innerJoin(setor, eq(setor.id, centroCusto.setorId))
        .innerJoin(infraestrutura, eq(infraestrutura.id, centroCusto.infraestruturaId))
        .where(eq(infraestrutura.nome, 'Pronto Atendimento'));
      const tipos = centros.map((c) => c.tipo);
      for (const t of [SetorTipo.RECEPCAO, SetorTipo.TRIAGEM, SetorTipo.CONSULTORIO, SetorTipo.ENFERMAGEM, SetorTipo.OBSERVACAO])
        expect(tipos).toContain(t);
      const consultorios = centros.find((c) => c.tipo === SetorTipo.CONSULTORIO);
      const salas = await tx
        .select({ nome: sala.nome })
        .from(sala)
        .where(eq(sala.centroCustoId, consultorios?.id as number));
      expect(salas.map((s) => s.nome)).toEqual(expect.arrayContaining(['Consultório 1', 'Consultório 2']));
    });
  });

  it('seeds the clinical side of the morning: evaluations with CIDs, observation with its prescription and notes, FAAs to close', async () => {
    await withTenant(ctx.database.db, { clienteId }, async (tx) => {
      const avaliacoes = await tx
        .select({
          atendimentoId: atendimentoMedico.atendimentoId,
          destino: atendimentoMedico.destino,
          status: atendimento.status,
          desfecho: atendimento.desfecho,
          principal: atendimentoDiagnostico.cidCodigo,
        })
        .from(atendimentoMedico)
        .innerJoin(atendimento, eq(atendimento.id, atendimentoMedico.atendimentoId))
        .innerJoin(
          atendimentoDiagnostico,
          and(eq(atendimentoDiagnostico.atendimentoMedicoId, atendimentoMedico.id), eq(atendimentoDiagnostico.principal, 1)),
        )
        // only the seeded morning (its FAAs are the first ones): on a shared PostgreSQL other suites add theirs
        .where(inArray(atendimento.id, tx.select({ id: atendimento.id }).from(atendimento).orderBy(atendimento.id).limit(FAAS_DA_MANHA)));
      // observation: two patients, with what the nurse gave and wrote
      const observacao = avaliacoes.filter((a) => a.destino === DestinoAtendimento.OBSERVACAO);
      expect(observacao.map((a) => a.principal).sort()).toEqual(['A09', 'R739']);
      expect(observacao.every((a) => a.status === 1 && a.desfecho === null)).toBe(true);
      const ids = observacao.map((a) => a.atendimentoId);
      const itens = await tx.select({ id: prescricaoItem.id }).from(prescricaoItem).where(inArray(prescricaoItem.atendimentoId, ids));
      expect(itens).toHaveLength(6);
      const doses = await tx
        .select({ id: prescricaoAdministracao.id })
        .from(prescricaoAdministracao)
        .where(
          inArray(
            prescricaoAdministracao.prescricaoItemId,
            itens.map((i) => i.id),
          ),
        );
      expect(doses.length).toBe(7);
      expect(
        (await tx.select({ id: observacaoEvolucao.id }).from(observacaoEvolucao).where(inArray(observacaoEvolucao.atendimentoId, ids)))
          .length,
      ).toBe(3);
      // discharged: two wait for the closing, one is closed
      const altas = avaliacoes.filter((a) => a.destino === DestinoAtendimento.ALTA);
      expect(
        altas
          .filter((a) => a.status === 1 && a.desfecho === DestinoAtendimento.ALTA)
          .map((a) => a.principal)
          .sort(),
      ).toEqual(['J029', 'S934']);
      expect(altas.filter((a) => a.status === 2).map((a) => a.principal)).toEqual(['M545']);
      // the closed one billed the triage, the blood pressure and the doctor, with the doctor's CBO
      const fechada = altas.find((a) => a.status === 2)?.atendimentoId as number;
      const faturados = await tx
        .select({ codigo: atendimentoProcedimento.procedimentoCodigo, cbo: atendimentoProcedimento.ocupacaoCodigo })
        .from(atendimentoProcedimento)
        .where(eq(atendimentoProcedimento.atendimentoId, fechada))
        .orderBy(atendimentoProcedimento.procedimentoCodigo);
      expect(faturados.map((f) => f.codigo)).toEqual(['0301060096', '0301060118', '0301100039']);
      expect(faturados.find((f) => f.codigo === '0301060096')?.cbo).toBe('225125');
    });
  });
});
