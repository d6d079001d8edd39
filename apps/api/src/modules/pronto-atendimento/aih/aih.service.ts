import {
  type AcaoAih,
  acoesAih,
  CARATER_AIH_NOME,
  COMPLEXIDADES_AIH,
  ehGrupoAih,
  LIMITES_AIH,
  MENSAGENS_AIH,
  STATUS_AIH_NOME,
  StatusAih,
  type StatusAihId,
  sexoCompativel,
} from '@saude/shared';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client.js';
import {
  atendimento,
  atendimentoDiagnostico,
  atendimentoMedico,
  auditoria,
  cid,
  cidadao,
  infraestrutura,
  procedimentoSigtap,
  StatusAtendimento,
  usuario,
} from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { formatarCid } from '../../geral/index.js';
import { auditarLeituraAtendimento } from '../atendimento/atendimento.service.js';
import { exameImagem } from '../exame-imagem/exame-imagem.table.js';
import { aih } from './aih.table.js';

/**
 * Hospital procedures (see GRUPOS_PROCEDIMENTO_AIH): groups 03/04/05, média or alta complexidade, and not
 * priced only as outpatient (a hospital service value, or no outpatient value either).
 */
export const procedimentoHospitalar: SQL = sql`(${inArray(sql`substr(${procedimentoSigtap.codigo}, 1, 2)`, ['03', '04', '05'])}
  and ${inArray(procedimentoSigtap.complexidade, [...COMPLEXIDADES_AIH])}
  and (${procedimentoSigtap.valorSh} > 0 or ${procedimentoSigtap.valorSa} = 0))`;

/** The patient's most recent open FAA (an AIH request made in the emergency care belongs to it). */
export async function atendimentoAbertoDoPaciente(tx: Tx, pacienteId: number) {
  const [a] = await tx
    .select({ id: atendimento.id, numero: atendimento.numero, unidadeId: infraestrutura.unidadeId })
    .from(atendimento)
    .innerJoin(infraestrutura, eq(infraestrutura.id, atendimento.infraestruturaId))
    .where(and(eq(atendimento.pacienteId, pacienteId), eq(atendimento.status, StatusAtendimento.ABERTO)))
    .orderBy(desc(atendimento.recepcionadoEm))
    .limit(1);
  return a ?? null;
}

/** The patient as the AIH screens show them, or a 404. */
export async function pacienteDaAih(tx: Tx, pacienteId: number) {
  const [p] = await tx
    .select({
      id: cidadao.id,
      nome: cidadao.nome,
      nomeSocial: cidadao.nomeSocial,
      dataNascimento: cidadao.dataNascimento,
      sexoId: cidadao.sexoId,
      cns: cidadao.cns,
      cpf: cidadao.cpf,
      nomeMae: cidadao.nomeMae,
      desconhecido: cidadao.provisorio,
      idadeEstimada: cidadao.idadeEstimada,
    })
    .from(cidadao)
    .where(eq(cidadao.id, pacienteId));
  if (!p) throw notFound('Paciente não encontrado.');
  return p;
}

/**
 * The codes of a request checked against the national tables and the patient's sex; every problem is
 * reported at once, on its field, and nothing is written.
 */
export async function validarCodigos(
  tx: Tx,
  v: { procedimentoCodigo: string; cidPrincipal: string; cidSecundario: string | null },
  sexoId: number | null,
) {
  const erros: Record<string, string[]> = {};
  const [p] = await tx
    .select({ codigo: procedimentoSigtap.codigo, sexo: procedimentoSigtap.sexo, hospitalar: sql<boolean>`${procedimentoHospitalar}` })
    .from(procedimentoSigtap)
    .where(eq(procedimentoSigtap.codigo, v.procedimentoCodigo));
  if (!p) erros.procedimento_codigo = ['Procedimento não encontrado na tabela SIGTAP.'];
  else if (!p.hospitalar || !ehGrupoAih(p.codigo)) erros.procedimento_codigo = [MENSAGENS_AIH.naoHospitalar];
  else if (!sexoCompativel(p.sexo, sexoId)) erros.procedimento_codigo = [MENSAGENS_AIH.procedimentoSexo(p.sexo as 'F' | 'M')];
  const codigos = [v.cidPrincipal, v.cidSecundario].filter((c): c is string => !!c);
  const cids = await tx.select({ codigo: cid.codigo, sexo: cid.sexo }).from(cid).where(inArray(cid.codigo, codigos));
  for (const [campo, codigo] of [
    ['cid_principal', v.cidPrincipal],
    ['cid_secundario', v.cidSecundario],
  ] as const) {
    if (!codigo) continue;
    const c = cids.find((x) => x.codigo === codigo);
    if (!c) erros[campo] = [MENSAGENS_AIH.cidNaoEncontrado];
    else if (!sexoCompativel(c.sexo, sexoId)) erros[campo] = [MENSAGENS_AIH.cidSexo(c.sexo as 'F' | 'M')];
  }
  if (Object.keys(erros).length) throw unprocessable(erros);
}

const corte = (texto: string, max: number) => (texto.length > max ? `${texto.slice(0, max - 1).trimEnd()}…` : texto);

/**
 * What the open FAA already says, to start the request from: the last principal diagnosis, the doctor's
 * history and examination as the clinical signs, and the imaging reports as the exam results.
 */
export async function preenchimentoDaFaa(tx: Tx, atendimentoId: number) {
  const [ultimo] = await tx
    .select({ anamnese: atendimentoMedico.anamnese, exameFisico: atendimentoMedico.exameFisico })
    .from(atendimentoMedico)
    .where(eq(atendimentoMedico.atendimentoId, atendimentoId))
    .orderBy(desc(atendimentoMedico.criadoEm), desc(atendimentoMedico.id))
    .limit(1);
  // the last principal diagnosis of the FAA (a re-evaluation may have left it unchanged, without one)
  const [comCid] = await tx
    .select({ cid: atendimentoDiagnostico.cidCodigo })
    .from(atendimentoDiagnostico)
    .innerJoin(atendimentoMedico, eq(atendimentoMedico.id, atendimentoDiagnostico.atendimentoMedicoId))
    .where(and(eq(atendimentoMedico.atendimentoId, atendimentoId), eq(atendimentoDiagnostico.principal, 1)))
    .orderBy(desc(atendimentoMedico.criadoEm), desc(atendimentoMedico.id))
    .limit(1);
  const laudos = await tx
    .select({ nome: procedimentoSigtap.nome, laudo: exameImagem.laudo })
    .from(exameImagem)
    .innerJoin(procedimentoSigtap, eq(procedimentoSigtap.codigo, exameImagem.procedimentoCodigo))
    .where(and(eq(exameImagem.atendimentoId, atendimentoId), isNotNull(exameImagem.laudo)))
    .orderBy(exameImagem.laudadoEm);
  const sinais = ultimo
    ? [ultimo.anamnese, ultimo.exameFisico ? `Exame físico: ${ultimo.exameFisico}` : null].filter(Boolean).join('\n')
    : '';
  const cidPrincipal = comCid?.cid ?? null;
  const [descricao] = cidPrincipal ? await tx.select({ descricao: cid.descricao }).from(cid).where(eq(cid.codigo, cidPrincipal)) : [];
  return {
    cidPrincipal,
    cidPrincipalItem: cidPrincipal ? { id: cidPrincipal, label: `${formatarCid(cidPrincipal)} - ${descricao?.descricao ?? ''}` } : null,
    sinaisSintomas: sinais ? corte(sinais, LIMITES_AIH.sinaisSintomas) : null,
    resultadosExames: laudos.length ? corte(laudos.map((l) => `${l.nome}: ${l.laudo}`).join('\n'), LIMITES_AIH.resultadosExames) : null,
  };
}

/** A request with the labels the screens show, or a 404. */
export async function carregarAih(tx: Tx, id: number) {
  const cidSecundario = sql<string | null>`(select c.descricao from cid c where c.codigo = ${aih.cidSecundario})`;
  const [a] = await tx
    .select({
      id: aih.id,
      pacienteId: aih.pacienteId,
      paciente: sql<string>`coalesce(${cidadao.nomeSocial}, ${cidadao.nome})`,
      pacienteCns: cidadao.cns,
      atendimentoId: aih.atendimentoId,
      atendimentoNumero: atendimento.numero,
      unidadeId: aih.unidadeId,
      procedimentoCodigo: aih.procedimentoCodigo,
      procedimentoNome: procedimentoSigtap.nome,
      cidPrincipal: aih.cidPrincipal,
      cidPrincipalDescricao: cid.descricao,
      cidSecundario: aih.cidSecundario,
      cidSecundarioDescricao: cidSecundario,
      carater: aih.carater,
      sinaisSintomas: aih.sinaisSintomas,
      condicoesJustificativa: aih.condicoesJustificativa,
      resultadosExames: aih.resultadosExames,
      solicitadoPor: aih.solicitadoPor,
      solicitante: sql<string>`(select coalesce(c.nome_social, c.nome) from usuario u join cidadao c on c.id = u.cidadao_id where u.id = ${aih.solicitadoPor})`,
      solicitadoEm: aih.solicitadoEm,
      status: aih.status,
      numeroAih: aih.numeroAih,
      hospitalDestino: aih.hospitalDestino,
      observacaoRegulacao: aih.observacaoRegulacao,
      situacaoEm: aih.situacaoEm,
      situacaoPor: aih.situacaoPor,
    })
    .from(aih)
    .innerJoin(cidadao, eq(cidadao.id, aih.pacienteId))
    .innerJoin(procedimentoSigtap, eq(procedimentoSigtap.codigo, aih.procedimentoCodigo))
    .innerJoin(cid, eq(cid.codigo, aih.cidPrincipal))
    .leftJoin(atendimento, eq(atendimento.id, aih.atendimentoId))
    .where(eq(aih.id, id));
  if (!a) throw notFound(MENSAGENS_AIH.naoEncontrada);
  const status = a.status as StatusAihId;
  return {
    ...a,
    statusNome: STATUS_AIH_NOME[status] ?? '',
    caraterNome: CARATER_AIH_NOME[a.carater] ?? '',
    acoes: acoesAih(status) as AcaoAih[],
    // the labels the CID and procedure autocompletes show for the saved codes
    procedimentoItem: { id: a.procedimentoCodigo, label: `${a.procedimentoCodigo} - ${a.procedimentoNome}` },
    cidPrincipalItem: { id: a.cidPrincipal, label: `${formatarCid(a.cidPrincipal)} - ${a.cidPrincipalDescricao}` },
    cidSecundarioItem: a.cidSecundario
      ? { id: a.cidSecundario, label: `${formatarCid(a.cidSecundario)} - ${a.cidSecundarioDescricao ?? ''}` }
      : null,
  };
}
export type AihCarregada = Awaited<ReturnType<typeof carregarAih>>;

/**
 * Reading a request is reading the patient's clinical record: audited on its FAA when it has one, on the
 * request itself when it was made directly for the patient.
 */
export async function auditarLeituraAih(tx: Tx, req: FastifyRequest, a: { id: number; atendimentoId: number | null }, rota: string) {
  if (a.atendimentoId) return auditarLeituraAtendimento(tx, req, a.atendimentoId, rota);
  await tx.insert(auditoria).values({
    usuarioId: req.auth.usuarioId,
    lotacaoId: req.auth.lotacaoId,
    acao: 'LEITURA',
    tabela: 'aih',
    registroId: a.id,
    depois: { rota },
    requestId: String(req.id),
  });
}

/** The status filter of the list, by name as the spec's enumeration writes it. */
export const STATUS_AIH_LISTA = Object.values(StatusAih) as number[];

/** Documents of the requesting professional the national form asks for (CNS, else CPF). */
export async function documentoDoUsuario(tx: Tx, usuarioId: number) {
  const [u] = await tx
    .select({ cns: cidadao.cns, cpf: cidadao.cpf })
    .from(usuario)
    .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .where(eq(usuario.id, usuarioId));
  return u ?? { cns: null, cpf: null };
}
