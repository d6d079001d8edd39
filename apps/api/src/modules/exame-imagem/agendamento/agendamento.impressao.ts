import { IMG, imgListagemQuerySchema, NOME_MODALIDADE_IMAGEM, SITUACAO_EXAME_IMAGEM, somarDias, w } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Content } from 'pdfmake/interfaces.js';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../lib/print/documento-a4.js';
import { dataBr } from '../../../lib/print/formatos.js';
import { type AgendamentoDados, pedidoAgendamento } from '../../../lib/print/modelos/agendamento.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { detalheExameImagem, listarExamesImagem } from './agendamento.service.js';
import { parametrosAgendamentoImagem } from './parametrizacao-leitura.js';

const params = z.object({ id: z.coerce.number().int().positive() });
const querySlip = z.object({ largura: z.enum(['8', '10.3']).optional() });

/** Age in whole years on a day ("53 anos"). */
export function idadeEm(nascimento: string | null, dia: string): string | null {
  if (!nascimento) return null;
  let anos = Number(dia.slice(0, 4)) - Number(nascimento.slice(0, 4));
  if (dia.slice(5) < nascimento.slice(5)) anos--;
  if (anos < 0) return null;
  return anos === 1 ? '1 ano' : `${anos} anos`;
}

/** A unit's name and address as the slip prints it. */
async function endereco(tx: Tx, unidadeId: number) {
  const { rows } = await tx.execute(sql`
    select un.nome_fantasia as nome, un.telefone, un.numero, tl.nome as tipo, lg.nome as endereco, lg.cep, b.nome as bairro
      from unidade un
      left join logradouro lg on lg.id = un.logradouro_id
      left join tipo_logradouro tl on tl.codigo = lg.tipo_logradouro_codigo
      left join bairro b on b.id = lg.bairro_id
     where un.id = ${unidadeId}`);
  return (rows[0] as Record<string, string | null> | undefined) ?? null;
}

/** The slip's fields of one scheduled imaging exam: where (unit and equipment), when, the preparation, the report's date. */
async function dadosDoComprovante(tx: Tx, id: number, usuarioId: number) {
  const d = await detalheExameImagem(tx, id);
  const { rows } = await tx.execute(sql`select c.nome, c.nome_social from cidadao c where c.id = ${d.pacienteId}`);
  const c = rows[0] as { nome: string; nome_social: string | null };
  const un = await endereco(tx, d.unidadeId);
  const p = await parametrosAgendamentoImagem(tx);
  const modalidade = d.modalidade ? ` – ${NOME_MODALIDADE_IMAGEM[d.modalidade] ?? ''}` : '';
  const dados: AgendamentoDados = {
    pacienteNome: c.nome,
    pacienteNomeSocial: c.nome_social,
    prontuario: d.pacienteId,
    dataNascimento: d.dataNascimento,
    idade: d.data ? idadeEm(d.dataNascimento, d.data) : null,
    medicoNome: d.solicitanteNome,
    unidadeSolicitante: d.unidadeSolicitanteNome,
    unidadeExecutante: `${un?.nome ?? d.unidadeNome} – ${d.equipamentoNome ?? ''}${modalidade}`,
    tipoExecutante: un?.tipo ?? null,
    enderecoExecutante: un?.endereco ?? null,
    numeroEnderecoExecutante: un?.numero ?? null,
    bairroExecutante: un?.bairro ?? null,
    cepExecutante: un?.cep ?? null,
    telefoneExecutante: un?.telefone ?? null,
    agendamentoNumero: Number(d.numero ?? d.id),
    data: d.data,
    horaExame: d.hora,
    dataEntrega: d.data ? somarDias(d.data, p.prazoLaudoDias) : null,
    urgente: d.urgente,
    examesIncluido: [{ codigo: d.procedimentoCodigo, nome: d.exameNome, preparo: d.preparo }],
    observacao:
      [d.situacao === SITUACAO_EXAME_IMAGEM.cancelado ? 'AGENDAMENTO CANCELADO.' : '', d.observacao ?? ''].filter(Boolean).join(' ') ||
      null,
    mensagemProtocolo: p.mensagemComprovante || null,
    usuario: await lerNomeDoUsuario(tx, usuarioId),
  };
  return { dados, unidadeId: d.unidadeId };
}

const pdf = (reply: import('fastify').FastifyReply, nome: string, corpo: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${nome}"`)
    .header('cache-control', 'no-store')
    .send(corpo);

/**
 * GET /api/exame-imagem/agendamento/{id}/comprovante.pdf: the scheduling slip (the "Pedido do Agendamento" family
 * of the laboratory) — number, day and time, the equipment and its unit's address, the exam and its preparation,
 * the report's expected date and the settings' message. GET /api/exame-imagem/listagem-exames-agendados/pdf: the
 * day's scheduled exams per equipment (landscape A4).
 */
export function impressaoAgendamentoImagemRoutes(app: FastifyInstance) {
  app.get<{ Params: z.infer<typeof params>; Querystring: z.infer<typeof querySlip> }>(
    '/api/exame-imagem/agendamento/:id/comprovante.pdf',
    {
      schema: { tags: ['exame-imagem/agendamento'], params, querystring: querySlip, response: { 200: w.arquivo } },
      config: { permission: IMG.agendamentoVer },
    },
    async (req, reply) => {
      const lido = await req.tx(async (tx) => {
        const p = await dadosDoComprovante(tx, req.params.id, req.auth.usuarioId);
        if (!p.dados.data) throw notFound('Este exame não tem agendamento.');
        return { ...p, cab: await carregarCabecalho(tx, req.cliente.id, { unidadeId: p.unidadeId }) };
      });
      const largura = req.query.largura === '10.3' ? 10.3 : 8;
      const corpo = await gerarPdf(pedidoAgendamento(lido.dados, lido.cab, { largura }));
      return pdf(reply, `agendamento-imagem-${lido.dados.agendamentoNumero}.pdf`, corpo);
    },
  );

  app.get<{ Querystring: z.infer<typeof imgListagemQuerySchema> }>(
    '/api/exame-imagem/listagem-exames-agendados/pdf',
    {
      schema: { tags: ['exame-imagem/listagem-exames-agendados'], querystring: imgListagemQuerySchema, response: { 200: w.arquivo } },
      config: { permission: IMG.listagem },
    },
    async (req, reply) => {
      const q = req.query;
      const lido = await req.tx(async (tx) => {
        const exames = await listarExamesImagem(
          tx,
          sql`a.data = ${q.data} and a.status <> 5 and e.situacao <> ${SITUACAO_EXAME_IMAGEM.cancelado}
              ${q.equipamentoId ? sql`and e.equipamento_id = ${q.equipamentoId}` : sql``}`,
          5000,
          sql`q.nome collate "und-x-icu", a.hora, e.id`,
        );
        const unidadeId = exames[0]?.unidadeId;
        return {
          exames,
          usuario: await lerNomeDoUsuario(tx, req.auth.usuarioId),
          cab: await carregarCabecalho(tx, req.cliente.id, unidadeId ? { unidadeId } : {}),
        };
      });
      const grupos = new Map<string, typeof lido.exames>();
      for (const e of lido.exames) {
        const k = `${e.equipamentoNome ?? '-'} (${e.unidadeNome})`;
        grupos.set(k, [...(grupos.get(k) ?? []), e]);
      }
      const conteudo: Content[] = [];
      if (!lido.exames.length) conteudo.push({ text: 'Nenhum exame agendado nesta data.', italics: true, margin: [0, 8, 0, 0] });
      for (const [equipamento, lista] of grupos) {
        conteudo.push({ text: `${equipamento} – ${lista.length} exame(s)`, bold: true, fontSize: 10, margin: [0, 8, 0, 3] });
        conteudo.push({
          table: {
            headerRows: 1,
            widths: [34, 62, '*', 42, '*', '*', 60],
            body: [
              ['Hora', 'Nº', 'Paciente', 'Idade', 'Exame', 'Solicitante', 'Preparo'].map((t) => ({ text: t, style: 'cabecalhoTabela' })),
              ...lista.map((e) => [
                (e.hora ?? '').slice(0, 5),
                String(e.numero ?? ''),
                `${e.pacienteNome}${e.urgente ? ' (URGENTE)' : ''}`,
                (e.data && idadeEm(e.dataNascimento, e.data)) || '-',
                `${e.procedimentoCodigo} ${e.exameNome}`,
                [e.solicitanteNome, e.unidadeSolicitanteNome].filter(Boolean).join(' – ') || '-',
                e.preparo ? 'Preparo: ( ) ok' : 'Sem preparo',
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
        });
      }
      const corpo = await gerarPdf(
        documentoA4({
          cabecalho: lido.cab,
          titulo: 'Exames de imagem agendados',
          filtros: [
            `Data: ${dataBr(q.data)}`,
            ...(q.equipamentoId && lido.exames[0] ? [`Equipamento: ${lido.exames[0].equipamentoNome}`] : []),
          ],
          conteudo,
          usuario: lido.usuario,
          orientacao: 'paisagem',
        }),
      );
      return pdf(reply, `exames-imagem-agendados-${q.data}.pdf`, corpo);
    },
  );
}
