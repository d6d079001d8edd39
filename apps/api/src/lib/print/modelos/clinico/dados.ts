import { conselhoSigla, formatCns, formatCpf, hojeIso, idadeCompleta, SEXOS } from '@saude/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { bairro, cidadao, estado, logradouro, municipio, ocupacao, tipoLogradouro, unidade, usuario } from '../../../../db/schema/index.js';
import { enderecoTexto } from '../agendamento.js';
import type { PacienteImpressao, ProfissionalImpressao, UnidadeImpressao } from './tipos.js';

/**
 * The data every clinical print loads from the platform's tables (issue 17: moved from the emergency care): the
 * professionals of the acts, the patient with their age at the attendance, the unit with its address.
 */

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

export async function enderecoDoLogradouro(tx: Tx, logradouroId: number | null, numero: string | null, complemento: string | null) {
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

/** The patient as the prints show them, with their age at `em`. */
export async function carregarPaciente(tx: Tx, pacienteId: number, em: Date): Promise<PacienteImpressao | null> {
  const [p] = await tx.select().from(cidadao).where(eq(cidadao.id, pacienteId));
  if (!p) return null;
  const end = await enderecoDoLogradouro(tx, p.logradouroId, p.semNumero ? null : p.numero, p.complemento);
  return {
    nome: p.nome,
    nomeSocial: p.nomeSocial,
    dataNascimento: p.dataNascimento,
    idade: idadeTexto(p.dataNascimento, p.idadeEstimada, em),
    sexo: SEXOS.find((s) => s.id === p.sexoId)?.nome ?? null,
    cpf: p.cpf ? formatCpf(p.cpf) : null,
    cns: p.cns ? formatCns(p.cns) : null,
    nomeMae: p.nomeMae,
    telefone: p.telefone,
    endereco: end.endereco,
    cidade: end.cidade,
    desconhecido: p.provisorio,
  };
}

/** The unit as the prints show it (name, CNES, address, city), `local` being the place inside it. */
export async function carregarUnidade(tx: Tx, unidadeId: number, local: string): Promise<UnidadeImpressao> {
  const [u] = await tx.select().from(unidade).where(eq(unidade.id, unidadeId));
  const end = await enderecoDoLogradouro(tx, u?.logradouroId ?? null, u?.numero ?? null, u?.complemento ?? null);
  const [cidade] = u?.municipioId
    ? await tx
        .select({ nome: municipio.nome, uf: estado.uf })
        .from(municipio)
        .innerJoin(estado, eq(estado.id, municipio.estadoId))
        .where(eq(municipio.id, u.municipioId))
    : [];
  return {
    nome: u?.nomeFantasia ?? '',
    local,
    cnes: u?.cnes ?? null,
    endereco: end.endereco,
    cidade: cidade?.nome ?? end.cidade,
    uf: cidade?.uf ?? end.uf,
    telefone: u?.telefone ?? null,
  };
}
