import { alertasDoPaciente, FATOR_RISCO_GESTANTE, hojeIso, type PacienteCabecalho } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notFound } from '../http-errors.js';

/**
 * The patient header of a screen (`pacienteCabecalhoSchema`): name by preference, age, record, allergies, alerts.
 * Any module's screen about one patient (warehouse supplies, pharmacy) reads it here.
 */
export async function cabecalhoDoPaciente(tx: Tx, pacienteId: number): Promise<PacienteCabecalho> {
  const { rows } = await tx.execute(sql`
    select c.id, c.nome, c.nome_social, c.preferencia_nome_id, c.data_nascimento::text as data_nascimento, c.sexo_id, c.cns,
           c.provisorio, c.idade_estimada,
           exists (select 1 from cidadao_fator_risco f where f.cidadao_id = c.id and f.fator_risco_id = ${FATOR_RISCO_GESTANTE}) as gestante
      from cidadao c where c.id = ${pacienteId}`);
  const c = rows[0];
  if (!c) throw notFound('Paciente não encontrado.');
  const { rows: alergias } = await tx.execute(sql`
    select a.nome, ca.reacoes_observacoes as observacao from cidadao_alergia ca join alergia a on a.id = ca.alergia_id
     where ca.cidadao_id = ${pacienteId} order by ca.ordem, ca.id`);
  const dataNascimento = (c.data_nascimento as string | null) ?? null;
  const idadeEstimada = c.idade_estimada == null ? null : Number(c.idade_estimada);
  return {
    pacienteId: Number(c.id),
    prontuario: Number(c.id),
    pacienteNome: String(c.nome),
    nomeSocial: (c.nome_social as string | null) ?? null,
    preferenciaNomeId: c.preferencia_nome_id == null ? null : Number(c.preferencia_nome_id),
    dataNascimento,
    sexoId: c.sexo_id == null ? null : Number(c.sexo_id),
    cns: (c.cns as string | null) ?? null,
    desconhecido: Boolean(c.provisorio),
    idadeEstimada,
    alergias: alergias.map((a) => ({ nome: String(a.nome), observacao: (a.observacao as string | null) ?? null })),
    alertas: alertasDoPaciente(
      { desconhecido: Boolean(c.provisorio), dataNascimento, idadeEstimada, gestante: Boolean(c.gestante) },
      hojeIso(),
    ),
  };
}
