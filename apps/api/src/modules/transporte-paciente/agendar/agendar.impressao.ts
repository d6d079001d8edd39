import { TP, w } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { type TransporteDados, transporteLote } from '../../../lib/print/modelos/transporte.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { detalheTpAgendamento } from './agendar.service.js';

const params = z.object({ id: z.coerce.number().int().positive() });
const lote = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Informe os agendamentos.')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((l) => l.length <= 500, 'Imprima no máximo 500 comprovantes por vez.'),
});

/** The slip's settings (tp_parametrizacao; without a row: companions printed, the default warning). */
async function parametros(tx: Tx) {
  const { rows } = await tx.execute(
    sql`select comprovante_acompanhante, mensagem_protocolo, mensagem_aviso from tp_parametrizacao limit 1`,
  );
  const p = rows[0] as { comprovante_acompanhante: boolean; mensagem_protocolo: string | null; mensagem_aviso: string | null } | undefined;
  return {
    comprovanteAcompanhante: p ? Boolean(p.comprovante_acompanhante) : true,
    mensagemProtocolo: p?.mensagem_protocolo ?? null,
    mensagemAviso: p?.mensagem_aviso ?? null,
  };
}

/** One slip's fields (001 §3 "Transport request slip") from a booking. */
async function dadosDoComprovante(tx: Tx, id: number, usuario: string, p: Awaited<ReturnType<typeof parametros>>) {
  const a = await detalheTpAgendamento(tx, id);
  const { rows } = await tx.execute(sql`
    select c.telefone,
           coalesce(vv.descricao || ' ' || vv.placa, vj.descricao || ' ' || vj.placa) as veiculo,
           coalesce(t.horario_saida, j.horario_saida)::text as horario_saida, a.unidade_id
      from tp_agendamento a join cidadao c on c.id = a.paciente_id
      left join tp_viagem t on t.id = a.viagem_id left join tp_veiculo vv on vv.id = t.veiculo_id
      left join tp_jornada j on j.id = a.jornada_id left join tp_veiculo vj on vj.id = j.veiculo_id
     where a.id = ${id}`);
  const x = rows[0] as { telefone: string | null; veiculo: string | null; horario_saida: string | null; unidade_id: number | null };
  const cabecalhoNumero = `Agendamento nº ${a.numero}${a.situacao === 5 ? ' — CANCELADO' : ''}`;
  const dados: TransporteDados = {
    pacienteNome: a.pacienteNome,
    pacienteNomeSocial: a.pacienteNomeSocial,
    prontuario: a.pacienteId,
    dataNascimento: a.dataNascimento,
    telefones: x.telefone ? [x.telefone] : null,
    destino: [a.destinoNome, a.localNome].filter(Boolean).join(' — '),
    motivo: a.motivoNome,
    horario: a.horarioConsulta,
    ponto: a.pontoNome,
    veiculo: x.veiculo,
    observacao: [cabecalhoNumero, a.somenteIda ? 'Somente ida.' : null, a.observacao].filter(Boolean).join('\n'),
    acompanhantes: a.acompanhantes,
    dataSaida: a.data,
    horarioSaida: x.horario_saida,
    usuario,
    urgente: a.urgente,
    regulacaoSolicitacaoNumero: a.regulacaoNumero ?? a.numero,
    regulacaoMensagemComprovanteAgendamento: a.regulacaoNumero
      ? `Solicitação de regulação nº ${a.regulacaoNumero} confirmada: transporte agendado sob o protocolo ${a.numero}.`
      : null,
    mensagemProtocolo: p.mensagemAviso ?? p.mensagemProtocolo,
  };
  return { dados, unidadeId: x.unidade_id == null ? null : Number(x.unidade_id) };
}

/** Reads and prints the slips of bookings (one page per passenger's booking), in the order asked. */
async function imprimir(req: import('fastify').FastifyRequest, reply: FastifyReply, ids: number[], nome: string) {
  const lido = await req.tx(async (tx) => {
    const p = await parametros(tx);
    const usuario = await lerNomeDoUsuario(tx, req.auth.usuarioId);
    const lista = [];
    for (const id of ids) lista.push(await dadosDoComprovante(tx, id, usuario, p));
    const unidadeId = lista[0]?.unidadeId ?? null;
    return { p, lista, cab: await carregarCabecalho(tx, req.cliente.id, unidadeId ? { unidadeId } : {}) };
  });
  if (!lido.lista.length) throw unprocessable({ ids: ['Informe os agendamentos.'] });
  const corpo = await gerarPdf(
    transporteLote(
      lido.lista.map((l) => l.dados),
      lido.cab,
      { comprovanteAcompanhante: lido.p.comprovanteAcompanhante },
    ),
  );
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${nome}"`)
    .header('cache-control', 'no-store')
    .send(corpo);
}

/**
 * The transport slip (title TRANSPORTE, 10.3 cm, 001 §3): GET …/agendar/{id}/comprovante.pdf (one passenger) and
 * …/agendar/comprovantes.pdf?ids=1,2,3 (the multi-page batch, one page per booking); the same under
 * reimpressao-protocolo with its permission.
 */
export function impressaoTransporteRoutes(app: FastifyInstance) {
  for (const [b, permission] of [
    ['/api/transporte-paciente/agendar', TP.agendarVer],
    ['/api/transporte-paciente/reimpressao-protocolo', TP.reimpressao],
  ] as const) {
    const tags = [b.slice(5)];
    app.get<{ Params: z.infer<typeof params> }>(
      `${b}/:id/comprovante.pdf`,
      { schema: { tags, params, response: { 200: w.arquivo } }, config: { permission } },
      (req, reply) => imprimir(req, reply, [req.params.id], `transporte-${req.params.id}.pdf`),
    );
    app.get<{ Querystring: z.infer<typeof lote> }>(
      `${b}/comprovantes.pdf`,
      { schema: { tags, querystring: lote, response: { 200: w.arquivo } }, config: { permission } },
      (req, reply) => imprimir(req, reply, req.query.ids, 'transporte-comprovantes.pdf'),
    );
  }
}
