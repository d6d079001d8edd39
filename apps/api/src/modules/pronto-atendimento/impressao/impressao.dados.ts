import { formatCns, formatCpf, SEXOS } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { atendimento, cidadao, classificacaoRisco, estado, infraestrutura, municipio, unidade } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { carregarProfissionais, enderecoDoLogradouro, idadeTexto } from '../../../lib/print/modelos/clinico/dados.js';
import type {
  OrigemClinica,
  PacienteImpressao,
  ProfissionalImpressao,
  UnidadeImpressao,
} from '../../../lib/print/modelos/clinico/tipos.js';
import { alergia, cidadaoAlergia } from '../../cadastro/index.js';
import { opcaoEntrada, prioridade } from '../../painel-senha/index.js';

export type { PacienteImpressao, ProfissionalImpressao, UnidadeImpressao };
// the clinical print data moved to lib/print/modelos/clinico (issue 17: the outpatient clinic prints them too)
export { carregarProfissionais, idadeTexto };

/** The FAA as every print of it opens: who, where, when, how they arrived. */
export interface CabecalhoFaa {
  id: number;
  numero: number;
  status: number;
  recepcionadoEm: Date;
  recepcionadoPor: string | null;
  opcaoEntrada: string | null;
  prioridade: string | null;
  urgente: boolean;
  motivoUrgencia: string | null;
  acompanhante: { nome: string; parentesco: string | null; telefone: string | null } | null;
  classificacaoRisco: string | null;
  desfecho: number | null;
  desfechoEm: Date | null;
  desfechoPor: string | null;
  fechadoEm: Date | null;
  unidadeId: number;
  unidade: UnidadeImpressao;
  paciente: PacienteImpressao;
  alergias: string[];
}

/** The FAA header of every print, or a 404 (another municipality's FAA is invisible under RLS). */
export async function carregarCabecalhoFaa(tx: Tx, atendimentoId: number): Promise<CabecalhoFaa> {
  const [a] = await tx
    .select({
      id: atendimento.id,
      numero: atendimento.numero,
      status: atendimento.status,
      recepcionadoEm: atendimento.recepcionadoEm,
      recepcionadoPor: atendimento.recepcionadoPor,
      opcaoEntrada: opcaoEntrada.nome,
      prioridade: prioridade.nome,
      urgente: atendimento.urgente,
      motivoUrgencia: atendimento.motivoUrgencia,
      acompanhanteNome: atendimento.acompanhanteNome,
      acompanhanteParentesco: atendimento.acompanhanteParentesco,
      acompanhanteTelefone: atendimento.acompanhanteTelefone,
      classificacaoRisco: classificacaoRisco.nome,
      desfecho: atendimento.desfecho,
      desfechoEm: atendimento.desfechoEm,
      desfechoPor: atendimento.desfechoPor,
      fechadoEm: atendimento.fechadoEm,
      pacienteId: atendimento.pacienteId,
      local: infraestrutura.nome,
      unidadeId: infraestrutura.unidadeId,
    })
    .from(atendimento)
    .innerJoin(infraestrutura, eq(infraestrutura.id, atendimento.infraestruturaId))
    .leftJoin(opcaoEntrada, eq(opcaoEntrada.id, atendimento.opcaoEntradaId))
    .leftJoin(prioridade, eq(prioridade.id, atendimento.prioridadeId))
    .leftJoin(classificacaoRisco, eq(classificacaoRisco.id, atendimento.classificacaoRiscoId))
    .where(eq(atendimento.id, atendimentoId));
  if (!a) throw notFound('Atendimento não encontrado.');

  const [p] = await tx.select().from(cidadao).where(eq(cidadao.id, a.pacienteId));
  if (!p) throw notFound('Atendimento não encontrado.');
  const endPaciente = await enderecoDoLogradouro(tx, p.logradouroId, p.semNumero ? null : p.numero, p.complemento);

  const [u] = await tx.select().from(unidade).where(eq(unidade.id, a.unidadeId));
  const endUnidade = await enderecoDoLogradouro(tx, u?.logradouroId ?? null, u?.numero ?? null, u?.complemento ?? null);
  const [cidadeUnidade] = u?.municipioId
    ? await tx
        .select({ nome: municipio.nome, uf: estado.uf })
        .from(municipio)
        .innerJoin(estado, eq(estado.id, municipio.estadoId))
        .where(eq(municipio.id, u.municipioId))
    : [];

  const alergias = await tx
    .select({ nome: alergia.nome, obs: cidadaoAlergia.reacoesObservacoes })
    .from(cidadaoAlergia)
    .innerJoin(alergia, eq(alergia.id, cidadaoAlergia.alergiaId))
    .where(eq(cidadaoAlergia.cidadaoId, a.pacienteId));
  const prof = await carregarProfissionais(tx, [{ usuarioId: a.recepcionadoPor }, { usuarioId: a.desfechoPor }]);

  return {
    id: a.id,
    numero: a.numero,
    status: a.status,
    recepcionadoEm: a.recepcionadoEm,
    recepcionadoPor: prof(a.recepcionadoPor)?.nome ?? null,
    opcaoEntrada: a.opcaoEntrada,
    prioridade: a.prioridade,
    urgente: a.urgente,
    motivoUrgencia: a.motivoUrgencia,
    acompanhante: a.acompanhanteNome
      ? { nome: a.acompanhanteNome, parentesco: a.acompanhanteParentesco, telefone: a.acompanhanteTelefone }
      : null,
    classificacaoRisco: a.classificacaoRisco,
    desfecho: a.desfecho,
    desfechoEm: a.desfechoEm,
    desfechoPor: prof(a.desfechoPor)?.nome ?? null,
    fechadoEm: a.fechadoEm,
    unidadeId: a.unidadeId,
    unidade: {
      nome: u?.nomeFantasia ?? '',
      local: a.local,
      cnes: u?.cnes ?? null,
      endereco: endUnidade.endereco,
      cidade: cidadeUnidade?.nome ?? endUnidade.cidade,
      uf: cidadeUnidade?.uf ?? endUnidade.uf,
      telefone: u?.telefone ?? null,
    },
    paciente: {
      nome: p.nome,
      nomeSocial: p.nomeSocial,
      dataNascimento: p.dataNascimento,
      idade: idadeTexto(p.dataNascimento, p.idadeEstimada, a.recepcionadoEm),
      sexo: SEXOS.find((s) => s.id === p.sexoId)?.nome ?? null,
      cpf: p.cpf ? formatCpf(p.cpf) : null,
      cns: p.cns ? formatCns(p.cns) : null,
      nomeMae: p.nomeMae,
      telefone: p.telefone,
      endereco: endPaciente.endereco,
      cidade: endPaciente.cidade,
      desconhecido: p.provisorio,
    },
    alergias: alergias.map((x) => (x.obs ? `${x.nome} (${x.obs})` : x.nome)),
  };
}

/** The FAA as the clinical prints of the core name their origin ("FAA nº 1234"). */
export const origemDaFaa = (faa: CabecalhoFaa): OrigemClinica => ({
  sigla: 'FAA',
  numero: faa.numero,
  atendidoEm: faa.recepcionadoEm,
  paciente: faa.paciente,
  unidade: faa.unidade,
  alergias: faa.alergias,
});
