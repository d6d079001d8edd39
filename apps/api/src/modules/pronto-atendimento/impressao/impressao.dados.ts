import { conselhoSigla, formatCns, formatCpf, hojeIso, idadeCompleta, SEXOS } from '@saude/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  atendimento,
  bairro,
  cidadao,
  classificacaoRisco,
  estado,
  infraestrutura,
  logradouro,
  municipio,
  ocupacao,
  tipoLogradouro,
  unidade,
  usuario,
} from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { enderecoTexto } from '../../../lib/print/modelos/agendamento.js';
import { alergia, cidadaoAlergia } from '../../cadastro/index.js';
import { opcaoEntrada, prioridade } from '../../painel-senha/index.js';

/** A professional as prints name them: "Ricardo Lins Cavalcanti — CRM 18342/PE", with the CBO of the act. */
export interface ProfissionalImpressao {
  nome: string;
  /** 'CRM 18342/PE', when the user has a council registration. */
  registro: string | null;
  cbo: string | null;
  cboNome: string | null;
}

export interface PacienteImpressao {
  nome: string;
  nomeSocial: string | null;
  dataNascimento: string | null;
  /** Age at the attendance ('44 anos', '7 meses', '~30 anos (estimada)'). */
  idade: string;
  sexo: string | null;
  cpf: string | null;
  cns: string | null;
  nomeMae: string | null;
  telefone: string | null;
  endereco: string;
  cidade: string | null;
  desconhecido: boolean;
}

export interface UnidadeImpressao {
  nome: string;
  local: string;
  cnes: string | null;
  endereco: string;
  cidade: string | null;
  uf: string | null;
  telefone: string | null;
}

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

/** Whole months between two ISO dates (the age of an infant). */
function meses(nascimento: string, hoje: string): number {
  const [an, mn, dn] = nascimento.split('-').map(Number) as [number, number, number];
  const [ah, mh, dh] = hoje.split('-').map(Number) as [number, number, number];
  return (ah - an) * 12 + (mh - mn) - (dh < dn ? 1 : 0);
}

export function idadeTexto(nascimento: string | null, idadeEstimada: number | null, em: Date): string {
  if (!nascimento) return idadeEstimada != null ? `~${idadeEstimada} ${idadeEstimada === 1 ? 'ano' : 'anos'} (estimada)` : '';
  const hoje = hojeIso(em);
  const anos = idadeCompleta(nascimento, hoje) ?? 0;
  if (anos >= 1) return `${anos} ${anos === 1 ? 'ano' : 'anos'}`;
  const m = Math.max(0, meses(nascimento, hoje));
  return `${m} ${m === 1 ? 'mês' : 'meses'}`;
}

const registroDe = (u: { tipo: number | null; outro: string | null; numero: string | null; uf: string | null }) => {
  if (!u.numero) return null;
  const sigla = conselhoSigla(u.tipo);
  const nome = sigla === 'OUTRO' ? (u.outro ?? '') : (sigla ?? '');
  return `${nome} ${u.numero}${u.uf ? `/${u.uf}` : ''}`.trim();
};

/**
 * The professionals of a print in two queries: user → name and council registration, CBO → name.
 * `atos` pairs each user with the CBO they acted under (atendimento_medico.ocupacao_codigo …).
 */
export async function carregarProfissionais(tx: Tx, atos: { usuarioId: number | null; cbo?: string | null }[]) {
  const ids = [...new Set(atos.map((a) => a.usuarioId).filter((v): v is number => v != null))];
  const cbos = [...new Set(atos.map((a) => a.cbo).filter((v): v is string => !!v))];
  const usuarios = ids.length
    ? await tx
        .select({
          id: usuario.id,
          nome: cidadao.nome,
          nomeSocial: cidadao.nomeSocial,
          tipo: usuario.registroTipoId,
          outro: usuario.registroTipoOutro,
          numero: usuario.registroNumero,
          uf: estado.uf,
        })
        .from(usuario)
        .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
        .leftJoin(estado, eq(estado.id, usuario.registroEstadoId))
        .where(inArray(usuario.id, ids))
    : [];
  const ocupacoes = cbos.length
    ? await tx.select({ codigo: ocupacao.codigo, nome: ocupacao.nome }).from(ocupacao).where(inArray(ocupacao.codigo, cbos))
    : [];
  const porId = new Map(usuarios.map((u) => [u.id, u]));
  const cboNome = new Map(ocupacoes.map((o) => [o.codigo, o.nome]));
  return (usuarioId: number | null, cbo?: string | null): ProfissionalImpressao | null => {
    const u = usuarioId != null ? porId.get(usuarioId) : undefined;
    if (!u) return null;
    return { nome: u.nomeSocial || u.nome, registro: registroDe(u), cbo: cbo ?? null, cboNome: cbo ? (cboNome.get(cbo) ?? null) : null };
  };
}

async function enderecoDoLogradouro(tx: Tx, logradouroId: number | null, numero: string | null, complemento: string | null) {
  if (!logradouroId) return { endereco: '', cidade: null as string | null, uf: null as string | null };
  const [l] = await tx
    .select({
      tipo: tipoLogradouro.nome,
      nome: logradouro.nome,
      cep: logradouro.cep,
      bairro: bairro.nome,
      cidade: municipio.nome,
      uf: estado.uf,
    })
    .from(logradouro)
    .leftJoin(tipoLogradouro, eq(tipoLogradouro.codigo, logradouro.tipoLogradouroCodigo))
    .leftJoin(bairro, eq(bairro.id, logradouro.bairroId))
    .leftJoin(municipio, eq(municipio.id, bairro.municipioId))
    .leftJoin(estado, eq(estado.id, municipio.estadoId))
    .where(eq(logradouro.id, logradouroId));
  if (!l) return { endereco: '', cidade: null, uf: null };
  const numeroCompleto = [numero, complemento].filter(Boolean).join(', ') || 'S/N';
  return {
    endereco: enderecoTexto({ tipo: l.tipo, endereco: l.nome, numeroEndereco: numeroCompleto, bairro: l.bairro, cep: l.cep }),
    cidade: l.cidade ? `${l.cidade}${l.uf ? `/${l.uf}` : ''}` : null,
    uf: l.uf,
  };
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
