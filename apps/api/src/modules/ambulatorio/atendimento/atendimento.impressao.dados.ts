import {
  DOCUMENTO_IMPRESSAO,
  type FormularioRequisicaoExame,
  formularioDaReceitaAmbulatorio,
  identificacaoPdfAmbulatorio,
  RACAS_CORES,
  RECEITA_IMPRESSAO,
  REQUISICAO_IMPRESSAO,
  siglaDaLista,
  TIPO_DOCUMENTO_AMBULATORIO_NOME,
  TIPO_RECEITA_AMBULATORIO_NOME,
} from '@saude/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { cid, cidadao, infraestrutura } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { carregarPaciente, carregarProfissionais, carregarUnidade } from '../../../lib/print/modelos/clinico/dados.js';
import type { DocumentoImpressao } from '../../../lib/print/modelos/clinico/documento.js';
import type { ReceitaImpressao } from '../../../lib/print/modelos/clinico/receita.js';
import type { OrigemClinica, ProfissionalImpressao } from '../../../lib/print/modelos/clinico/tipos.js';
import type { RequisicaoExameImpressao } from '../../../lib/print/modelos/requisicao-exame/index.js';
import { alergia, cidadaoAlergia, especialidade, medicamento } from '../../cadastro/index.js';
import { type DetalheAtendimento, detalheDoAtendimento } from './atendimento.leitura.js';
import { ambulatorioAtendimento } from './atendimento.table.js';
import {
  ambulatorioDocumento,
  ambulatorioReceita,
  ambulatorioReceitaItem,
  ambulatorioRequisicaoExame,
} from './atendimento-documentos.table.js';

/** An outpatient attendance as its prints open: "Atendimento nº 56", the patient, the unit, the professional. */
export interface AtendimentoOrigem {
  atendimentoId: number;
  usuarioId: number;
  unidadeId: number;
  pacienteId: number;
  origem: OrigemClinica;
  profissional: ProfissionalImpressao | null;
}

export async function origemDoAtendimento(tx: Tx, atendimentoId: number): Promise<AtendimentoOrigem> {
  const [a] = await tx
    .select({
      id: ambulatorioAtendimento.id,
      usuarioId: ambulatorioAtendimento.usuarioId,
      unidadeId: ambulatorioAtendimento.unidadeId,
      pacienteId: ambulatorioAtendimento.pacienteId,
      cbo: ambulatorioAtendimento.ocupacaoCodigo,
      finalizadoEm: ambulatorioAtendimento.finalizadoEm,
      local: infraestrutura.nome,
    })
    .from(ambulatorioAtendimento)
    .innerJoin(infraestrutura, eq(infraestrutura.id, ambulatorioAtendimento.infraestruturaId))
    .where(eq(ambulatorioAtendimento.id, atendimentoId));
  if (!a) throw notFound('Atendimento não encontrado.');
  const paciente = await carregarPaciente(tx, a.pacienteId, a.finalizadoEm);
  if (!paciente) throw notFound('Atendimento não encontrado.');
  const alergias = await tx
    .select({ nome: alergia.nome, obs: cidadaoAlergia.reacoesObservacoes })
    .from(cidadaoAlergia)
    .innerJoin(alergia, eq(alergia.id, cidadaoAlergia.alergiaId))
    .where(eq(cidadaoAlergia.cidadaoId, a.pacienteId));
  const prof = await carregarProfissionais(tx, [{ usuarioId: a.usuarioId, cbo: a.cbo }]);
  return {
    atendimentoId: a.id,
    usuarioId: a.usuarioId,
    unidadeId: a.unidadeId,
    pacienteId: a.pacienteId,
    profissional: prof(a.usuarioId, a.cbo),
    origem: {
      sigla: 'Atendimento',
      numero: a.id,
      atendidoEm: a.finalizadoEm,
      paciente,
      unidade: await carregarUnidade(tx, a.unidadeId, a.local),
      alergias: alergias.map((x) => (x.obs ? `${x.nome} (${x.obs})` : x.nome)),
    },
  };
}

/** The attendance print: its origin and the whole record. */
export async function carregarAtendimentoImpressao(tx: Tx, id: number): Promise<AtendimentoOrigem & { detalhe: DetalheAtendimento }> {
  const o = await origemDoAtendimento(tx, id);
  return { ...o, detalhe: await detalheDoAtendimento(tx, id) };
}

/** A prescription of an attendance on its Portaria 344/98 form, with the non-standard medicine's justification. */
export async function carregarReceitaAmbulatorio(tx: Tx, receitaId: number) {
  const [r] = await tx.select().from(ambulatorioReceita).where(eq(ambulatorioReceita.id, receitaId));
  if (!r) throw notFound('Receita não encontrada.');
  const o = await origemDoAtendimento(tx, r.ambulatorioAtendimentoId);
  const itens = await tx
    .select({
      descricao: ambulatorioReceitaItem.descricao,
      quantidade: ambulatorioReceitaItem.quantidade,
      posologia: ambulatorioReceitaItem.posologia,
      usoContinuo: ambulatorioReceitaItem.usoContinuo,
      listaControleId: medicamento.listaControleId,
      antimicrobiano: medicamento.antimicrobiano,
    })
    .from(ambulatorioReceitaItem)
    .leftJoin(medicamento, eq(medicamento.id, ambulatorioReceitaItem.medicamentoId))
    .where(eq(ambulatorioReceitaItem.receitaId, receitaId))
    .orderBy(asc(ambulatorioReceitaItem.id));
  const receita: ReceitaImpressao = {
    id: r.id,
    tipo: formularioDaReceitaAmbulatorio(r.tipo),
    titulo: TIPO_RECEITA_AMBULATORIO_NOME[r.tipo] ?? null,
    numeroNotificacao: r.numeroNotificacao,
    em: r.criadaEm,
    prescritor: o.profissional,
    origem: o.origem,
    identificacao: identificacaoPdfAmbulatorio(RECEITA_IMPRESSAO[r.tipo] ?? 'receita', r.id),
    itens: itens.map((i) => ({
      descricao: i.descricao,
      quantidade: i.quantidade,
      posologia: i.posologia,
      usoContinuo: i.usoContinuo === 1,
      lista: siglaDaLista(i.listaControleId),
      antimicrobiano: i.antimicrobiano === true,
    })),
  };
  return { ...o, receita, tipo: r.tipo, justificativa: r.justificativa };
}

/** A certificate, declaration, referral, guidance or medical letter of an attendance. */
export async function carregarDocumentoAmbulatorio(tx: Tx, documentoId: number) {
  const [d] = await tx
    .select({ d: ambulatorioDocumento, cidDescricao: cid.descricao, especialidade: especialidade.nome })
    .from(ambulatorioDocumento)
    .leftJoin(cid, eq(cid.codigo, ambulatorioDocumento.cidCodigo))
    .leftJoin(especialidade, eq(especialidade.id, ambulatorioDocumento.especialidadeId))
    .where(eq(ambulatorioDocumento.id, documentoId));
  if (!d) throw notFound('Documento não encontrado.');
  const o = await origemDoAtendimento(tx, d.d.ambulatorioAtendimentoId);
  const documento: DocumentoImpressao = {
    id: d.d.id,
    tipo: d.d.tipo,
    titulo: TIPO_DOCUMENTO_AMBULATORIO_NOME[d.d.tipo] ?? null,
    em: d.d.criadoEm,
    dias: d.d.dias,
    dataInicio: d.d.dataInicio,
    horaInicio: d.d.horaInicio,
    horaFim: d.d.horaFim,
    acompanhante: d.d.acompanhante,
    cid: d.d.cidCodigo ? { codigo: d.d.cidCodigo, descricao: d.cidDescricao ?? '' } : null,
    especialidade: d.especialidade,
    destino: d.d.destino,
    texto: d.d.texto,
    profissional: o.profissional,
    origem: o.origem,
    identificacao: identificacaoPdfAmbulatorio(DOCUMENTO_IMPRESSAO[d.d.tipo] ?? 'documento', d.d.id),
  };
  return { ...o, documento };
}

const SEXO_REQUISICAO: Record<number, 'M' | 'F'> = { 0: 'M', 1: 'F' };

/** An exam request on its national form: the base every form carries (patient, unit, professional) and its fields. */
export async function carregarRequisicaoAmbulatorio(tx: Tx, requisicaoId: number) {
  const [q] = await tx.select().from(ambulatorioRequisicaoExame).where(eq(ambulatorioRequisicaoExame.id, requisicaoId));
  if (!q) throw notFound('Requisição de exame não encontrada.');
  const o = await origemDoAtendimento(tx, q.ambulatorioAtendimentoId);
  const [c] = await tx
    .select({ cns: cidadao.cns, cpf: cidadao.cpf, sexoId: cidadao.sexoId, racaCorId: cidadao.racaCorId })
    .from(cidadao)
    .where(eq(cidadao.id, o.pacienteId));
  const dados = q.dados as Record<string, unknown> & { formulario: FormularioRequisicaoExame };
  const { formulario: _f, ...clinico } = dados;
  const cids = [clinico.cidPrincipal, clinico.cidSecundario, clinico.cidCausasAssociadas].filter((c): c is string => typeof c === 'string');
  const descricoes = cids.length
    ? await tx
        .select({ codigo: cid.codigo, descricao: cid.descricao })
        .from(cid)
        .where(
          sql`${cid.codigo} in (${sql.join(
            cids.map((c) => sql`${c}`),
            sql`, `,
          )})`,
        )
    : [];
  const u = o.origem.unidade;
  const base = {
    numero: q.id,
    dataSolicitacao: q.criadoEm.toISOString().slice(0, 10),
    paciente: {
      nome: o.origem.paciente.nome,
      nomeSocial: o.origem.paciente.nomeSocial,
      cns: c?.cns ?? null,
      cpf: c?.cpf ?? null,
      prontuario: o.pacienteId,
      dataNascimento: o.origem.paciente.dataNascimento,
      idade: o.origem.paciente.idade,
      sexo: c?.sexoId != null ? (SEXO_REQUISICAO[c.sexoId] ?? null) : null,
      racaCor: RACAS_CORES.find((x) => x.id === c?.racaCorId)?.nome ?? null,
      nomeMae: o.origem.paciente.nomeMae,
      telefone: o.origem.paciente.telefone,
      endereco: { logradouro: o.origem.paciente.endereco || null, municipio: o.origem.paciente.cidade },
    },
    unidade: { nome: u.nome, cnes: u.cnes, municipio: u.cidade, uf: u.uf, telefone: u.telefone },
    profissional: {
      nome: o.profissional?.nome ?? '',
      cbo: o.profissional?.cbo ?? null,
      cboNome: o.profissional?.cboNome ?? null,
      conselho: o.profissional?.registro ?? null,
    },
    descricaoCid: Object.fromEntries(descricoes.map((d) => [d.codigo, d.descricao])),
  };
  const requisicao = { formulario: dados.formulario, dados: { ...base, clinico } } as unknown as RequisicaoExameImpressao;
  return { ...o, requisicao, documento: REQUISICAO_IMPRESSAO[dados.formulario] };
}
