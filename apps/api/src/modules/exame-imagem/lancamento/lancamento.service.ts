import { fusoHorario, SITUACAO_LAUDO_IMAGEM as L, preencherModeloLaudo, SITUACAO_EXAME_IMAGEM as S } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { registrarAndamentoExameSolicitado } from '../../../lib/clinico/exames-solicitados.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { garantirExameAberto } from '../fechamento/fechamento.guard.js';

const SEXO: Record<number, string> = { 0: 'Masculino', 1: 'Feminino', 4: 'Ignorado' };

/** The header of an imaging exam as the report editor shows it (patient, age, sex, exam, requester, date, equipment). */
export async function cabecalhoExame(tx: Tx, imgExameId: number) {
  const { rows } = await tx.execute(sql`
    select x.id, a.numero, x.paciente_id, coalesce(c.nome_social, c.nome) as paciente, c.data_nascimento::text as nascimento,
           c.sexo_id, x.exame_id, coalesce(e.nome, p.nome) as exame, x.procedimento_codigo, eq.modalidade,
           coalesce(x.solicitante_nome, cs.nome) as solicitante, x.solicitacao_origem as origem, x.urgente,
           eq.nome as equipamento, coalesce(a.data::text, (x.realizado_em at time zone ${fusoHorario()})::date::text) as data,
           x.realizado_em, x.situacao
      from img_exame x join cidadao c on c.id = x.paciente_id
      join procedimento_sigtap p on p.codigo = x.procedimento_codigo
      left join exame e on e.id = x.exame_id
      left join agendamento a on a.id = x.agendamento_id
      left join img_equipamento eq on eq.id = x.equipamento_id
      left join usuario us on us.id = x.profissional_solicitante_id left join cidadao cs on cs.id = us.cidadao_id
     where x.id = ${imgExameId}`);
  const r = rows[0] as Record<string, unknown> | undefined;
  if (!r) throw notFound('Exame de imagem não encontrado.');
  const nascimento = r.nascimento as string | null;
  return {
    id: Number(r.id),
    numero: r.numero == null ? null : Number(r.numero),
    pacienteId: Number(r.paciente_id),
    paciente: String(r.paciente),
    idade: nascimento ? idadeEmAnos(nascimento) : '',
    sexo: SEXO[Number(r.sexo_id)] ?? '',
    exameId: r.exame_id == null ? null : Number(r.exame_id),
    exame: String(r.exame),
    procedimentoCodigo: String(r.procedimento_codigo),
    modalidade: r.modalidade == null ? null : Number(r.modalidade),
    solicitante: (r.solicitante as string | null) ?? null,
    origem: String(r.origem),
    urgente: Boolean(r.urgente),
    equipamento: (r.equipamento as string | null) ?? null,
    data: (r.data as string | null) ?? null,
    realizadoEm: (r.realizado_em as string | Date | null) ?? null,
    situacao: Number(r.situacao),
  };
}
export type CabecalhoExame = Awaited<ReturnType<typeof cabecalhoExame>>;

/** Whole years from a birth date (YYYY-MM-DD) to today: "34 anos", "1 ano", "8 meses". */
export function idadeEmAnos(nascimento: string, hoje = new Date()) {
  const [a, m, d] = nascimento.split('-').map(Number) as [number, number, number];
  let anos = hoje.getFullYear() - a;
  if (hoje.getMonth() + 1 < m || (hoje.getMonth() + 1 === m && hoje.getDate() < d)) anos--;
  if (anos >= 1) return `${anos} ${anos === 1 ? 'ano' : 'anos'}`;
  const meses = Math.max(0, (hoje.getFullYear() - a) * 12 + hoje.getMonth() + 1 - m - (hoje.getDate() < d ? 1 : 0));
  return `${meses} ${meses === 1 ? 'mês' : 'meses'}`;
}

const dataBr = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');

/** The templates of the exam (else of its modality), their placeholders filled with the exam's data. */
export async function modelosDoExame(tx: Tx, c: CabecalhoExame) {
  const { rows } = await tx.execute(sql`
    select id, nome, texto, conclusao, exame_id from img_modelo_laudo
     where not bloqueado and (exame_id = ${c.exameId ?? 0} or (exame_id is null and modalidade = ${c.modalidade ?? 0}))
     order by (exame_id is null), nome`);
  const doExame = rows.filter((r) => r.exame_id != null);
  const lista = doExame.length ? doExame : rows;
  const valores = {
    '[PACIENTE]': c.paciente,
    '[IDADE]': c.idade,
    '[SEXO]': c.sexo,
    '[EXAME]': c.exame,
    '[DATA]': dataBr(c.data),
    '[SOLICITANTE]': c.solicitante ?? '',
  };
  return lista.map((r) => ({
    id: Number(r.id),
    nome: String(r.nome),
    texto: preencherModeloLaudo(String(r.texto), valores),
    conclusao: r.conclusao == null ? null : preencherModeloLaudo(String(r.conclusao), valores),
  }));
}

/** Every version of the exam's report, newest first, with who wrote and signed it and why it changed. */
export async function versoesDoLaudo(tx: Tx, imgExameId: number) {
  const { rows } = await tx.execute(sql`
    select l.id, l.versao, l.situacao, l.texto, l.conclusao, l.motivo_alteracao, coalesce(cl.nome_social, cl.nome) as lancado_por,
           l.lancado_em, coalesce(ca.nome_social, ca.nome) as assinado_por, l.assinado_em
      from img_laudo l join usuario ul on ul.id = l.lancado_por join cidadao cl on cl.id = ul.cidadao_id
      left join usuario ua on ua.id = l.assinado_por left join cidadao ca on ca.id = ua.cidadao_id
     where l.img_exame_id = ${imgExameId} order by l.versao desc`);
  return rows.map((r) => ({
    id: Number(r.id),
    versao: Number(r.versao),
    situacao: Number(r.situacao),
    texto: String(r.texto),
    conclusao: (r.conclusao as string | null) ?? null,
    motivoAlteracao: (r.motivo_alteracao as string | null) ?? null,
    lancadoPor: String(r.lancado_por ?? ''),
    lancadoEm: r.lancado_em as string,
    assinadoPor: (r.assinado_por as string | null) ?? null,
    assinadoEm: (r.assinado_em as string | null) ?? null,
  }));
}

export async function anexosDoExame(tx: Tx, imgExameId: number) {
  const { rows } = await tx.execute(sql`
    select id, nome, tipo_conteudo, tamanho, created_at from img_exame_anexo where img_exame_id = ${imgExameId} order by id`);
  return rows.map((r) => ({
    id: Number(r.id),
    nome: String(r.nome),
    tipoConteudo: String(r.tipo_conteudo),
    tamanho: Number(r.tamanho),
    criadoEm: r.created_at as string,
  }));
}

/** The whole editor screen of an exam. */
export async function telaDoLaudo(tx: Tx, imgExameId: number) {
  const exame = await cabecalhoExame(tx, imgExameId);
  const versoes = await versoesDoLaudo(tx, imgExameId);
  return {
    exame,
    modelos: await modelosDoExame(tx, exame),
    laudo: versoes.find((v) => v.situacao !== L.substituido) ?? null,
    versoes,
    anexos: await anexosDoExame(tx, imgExameId),
  };
}

/** The report (version) row, locked, or a 404. */
export async function laudoParaEscrita(tx: Tx, laudoId: number) {
  const { rows } = await tx.execute(sql`
    select id, img_exame_id, versao, situacao from img_laudo where id = ${laudoId} for update`);
  const l = rows[0];
  if (!l) throw notFound('Laudo não encontrado.');
  await garantirExameAberto(tx, Number(l.img_exame_id));
  return { id: Number(l.id), imgExameId: Number(l.img_exame_id), versao: Number(l.versao), situacao: Number(l.situacao) };
}

/** The report text sent to the request's origin: the findings and the conclusion. */
const textoParaOrigem = (texto: string, conclusao: string | null) => (conclusao ? `${texto}\n\nConclusão: ${conclusao}` : texto);

/** Tells the origin of the exam (emergency care …) that its report was written, with the text. */
export async function avisarOrigemLaudo(tx: Tx, imgExameId: number, usuarioId: number, texto: string, conclusao: string | null) {
  const { rows } = await tx.execute(sql`select solicitacao_origem, solicitacao_id from img_exame where id = ${imgExameId}`);
  const x = rows[0];
  if (!x || x.solicitacao_id == null) return;
  await registrarAndamentoExameSolicitado(tx, String(x.solicitacao_origem), Number(x.solicitacao_id), {
    tipo: 'laudado',
    em: new Date(),
    por: usuarioId,
    texto: textoParaOrigem(texto, conclusao),
  });
}

/** Checks a template belongs to the municipality (422 on the field otherwise). */
export async function garantirModelo(tx: Tx, modeloId: number | null | undefined) {
  if (!modeloId) return null;
  const { rows } = await tx.execute(sql`select id from img_modelo_laudo where id = ${modeloId}`);
  if (!rows[0]) throw unprocessable({ modelo_id: ['Modelo de laudo não encontrado.'] });
  return modeloId;
}

/** Writes version 1 of an exam's report: the exam must be done and have no current report. */
export async function lancarLaudo(
  tx: Tx,
  usuarioId: number,
  b: { imgExameId: number; modeloId?: number | null; texto: string; conclusao: string | null },
) {
  await garantirExameAberto(tx, b.imgExameId, 'img_exame_id');
  const { rows } = await tx.execute(sql`select situacao from img_exame where id = ${b.imgExameId} for update`);
  if (!rows[0]) throw unprocessable({ img_exame_id: ['Exame de imagem não encontrado.'] });
  const situacao = Number(rows[0].situacao);
  if (situacao !== S.realizado)
    throw unprocessable(
      {
        img_exame_id: [
          situacao === S.agendado
            ? 'O exame ainda não foi realizado: registre a realização antes do laudo.'
            : 'Este exame já tem laudo (ou não pode recebê-lo): altere o laudo existente.',
        ],
      },
      'O laudo não pode ser lançado para este exame.',
    );
  const modeloId = await garantirModelo(tx, b.modeloId);
  const { rows: novo } = await tx.execute(sql`
    insert into img_laudo (img_exame_id, versao, modelo_id, texto, conclusao, situacao, lancado_por)
    values (${b.imgExameId}, 1, ${modeloId}, ${b.texto}, ${b.conclusao}, ${L.lancado}, ${usuarioId}) returning id`);
  await tx.execute(sql`update img_exame set situacao = ${S.laudado} where id = ${b.imgExameId}`);
  await avisarOrigemLaudo(tx, b.imgExameId, usuarioId, b.texto, b.conclusao);
  return { id: Number(novo[0]?.id), imgExameId: b.imgExameId, versao: 1 };
}
