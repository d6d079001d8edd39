import { impressaoAgendamentoQuerySchema, LAB, SITUACAO_EXAME_LAB, w } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { type AgendamentoDados, type LarguraAgendamento, pedidoAgendamento } from '../../../lib/print/modelos/agendamento.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { parametrizacaoLaboratorio } from '../parametrizacao/parametrizacao.service.js';
import { detalheLabAgendamento } from './agendamento-exame.service.js';

const params = z.object({ id: z.coerce.number().int().positive() });

/** Age in whole years on a day ("53 anos"). */
function idadeEm(nascimento: string | null, dia: string): string | null {
  if (!nascimento) return null;
  let anos = Number(dia.slice(0, 4)) - Number(nascimento.slice(0, 4));
  if (dia.slice(5) < nascimento.slice(5)) anos--;
  if (anos < 0) return null;
  return anos === 1 ? '1 ano' : `${anos} anos`;
}

/** A unit's name and address as the slip prints it. */
async function endereco(tx: Tx, unidadeId: number | null) {
  if (!unidadeId) return null;
  const { rows } = await tx.execute(sql`
    select un.nome_fantasia as nome, un.telefone, un.numero, tl.nome as tipo, lg.nome as endereco, lg.cep, b.nome as bairro
      from unidade un
      left join logradouro lg on lg.id = un.logradouro_id
      left join tipo_logradouro tl on tl.codigo = lg.tipo_logradouro_codigo
      left join bairro b on b.id = lg.bairro_id
     where un.id = ${unidadeId}`);
  return (rows[0] as Record<string, string | null> | undefined) ?? null;
}

/** The slip's fields (spec 001 §3 "Scheduling request slip") of one scheduling of exams. */
async function dadosDoPedido(tx: Tx, id: number, usuarioId: number) {
  const d = await detalheLabAgendamento(tx, id).catch(() => null);
  if (!d) return null;
  const { rows } = await tx.execute(sql`
    select c.nome, c.nome_social, c.data_nascimento::text as data_nascimento, j.unidade_id as coleta_id, l.unidade_id as laboratorio_unidade_id
      from lab_agendamento la join agendamento a on a.id = la.agendamento_id join jornada j on j.id = a.jornada_id
      join cidadao c on c.id = la.paciente_id join laboratorio l on l.id = la.laboratorio_id
     where la.id = ${id}`);
  const x = rows[0] as Record<string, string | number | null>;
  const coleta = await endereco(tx, Number(x.coleta_id));
  const lab = x.laboratorio_unidade_id === x.coleta_id ? null : await endereco(tx, x.laboratorio_unidade_id as number | null);
  const p = await parametrizacaoLaboratorio(tx);
  const ativos = d.itens.filter((i) => i.situacao !== SITUACAO_EXAME_LAB.cancelado);
  const kits = [...new Set(ativos.map((i) => i.kitNome).filter(Boolean))];
  const dados: AgendamentoDados = {
    pacienteNome: String(x.nome),
    pacienteNomeSocial: (x.nome_social as string | null) ?? null,
    prontuario: d.pacienteId,
    dataNascimento: (x.data_nascimento as string | null) ?? null,
    idade: idadeEm((x.data_nascimento as string | null) ?? null, d.data),
    medicoNome: d.solicitanteNome,
    unidadeSolicitante: d.unidadeSolicitanteNome,
    localColeta: coleta?.nome ?? d.unidadeColetaNome,
    tipoColeta: coleta?.tipo ?? null,
    enderecoColeta: coleta?.endereco ?? null,
    numeroEnderecoColeta: coleta?.numero ?? null,
    bairroColeta: coleta?.bairro ?? null,
    cepColeta: coleta?.cep ?? null,
    telefoneColeta: coleta?.telefone ?? null,
    laboratorio: d.laboratorioNome,
    tipoLaboratorio: lab?.tipo ?? null,
    enderecoLaboratorio: lab?.endereco ?? null,
    numeroEnderecoLaboratorio: lab?.numero ?? null,
    bairroLaboratorio: lab?.bairro ?? null,
    cepLaboratorio: lab?.cep ?? null,
    telefoneLaboratorio: lab?.telefone ?? null,
    agendamentoNumero: Number(d.numero),
    data: d.data,
    horaExame: d.hora,
    dataEntrega: d.dataEntrega,
    grupoExameNome: kits.length ? kits.join(', ') : null,
    urgente: d.urgente,
    examesIncluido: ativos.map((i) => ({ codigo: i.sigla ?? i.procedimentoCodigo, nome: i.exameNome, preparo: i.preparo })),
    observacao: [d.status === 5 ? 'AGENDAMENTO CANCELADO.' : '', d.observacao ?? ''].filter(Boolean).join(' ') || null,
    mensagemProtocolo: p.mensagemProtocolo || null,
    usuario: await lerNomeDoUsuario(tx, usuarioId),
  };
  return { dados, unidadeId: Number(x.coleta_id) };
}

/**
 * GET /impressao/exame-laboratorial/agendamento-exame/{id}?largura=8|10.3: the "Pedido do Agendamento" slip of a
 * scheduling of exams — the exams included, each one's preparation, the delivery date and the protocol message.
 * 8 cm (receipt printer) unless asked otherwise; a cancelled scheduling prints with its status.
 */
export function impressaoAgendamentoExameRoutes(app: FastifyInstance) {
  app.get<{ Params: z.infer<typeof params>; Querystring: z.infer<typeof impressaoAgendamentoQuerySchema> }>(
    '/impressao/exame-laboratorial/agendamento-exame/:id',
    {
      schema: {
        tags: ['exame-laboratorial/agendamento-exame'],
        params,
        querystring: impressaoAgendamentoQuerySchema,
        response: { 200: w.arquivo },
      },
      config: { permission: LAB.agendamentoVer },
    },
    async (req, reply) => {
      const lido = await req.tx(async (tx) => {
        const p = await dadosDoPedido(tx, req.params.id, req.auth.usuarioId);
        if (!p) return null;
        return { ...p, cab: await carregarCabecalho(tx, req.cliente.id, { unidadeId: p.unidadeId }) };
      });
      if (!lido) throw notFound('Agendamento de exames não encontrado.');
      const largura: LarguraAgendamento = req.query.largura ? (Number(req.query.largura) as LarguraAgendamento) : 8;
      const pdf = await gerarPdf(pedidoAgendamento(lido.dados, lido.cab, { largura }));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="agendamento-exame-${lido.dados.agendamentoNumero}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
