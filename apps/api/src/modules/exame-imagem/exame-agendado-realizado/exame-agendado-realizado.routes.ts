import {
  IMG,
  ORIGEM_EXAME_IMAGEM,
  realizacaoImagemGravadaSchema,
  registrarRealizacaoImagemSchema,
  SITUACAO_EXAME_IMAGEM as S,
  worklistImagemFiltroSchema,
  worklistImagemSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listarExamesPendentes } from '../../../lib/clinico/exames-solicitados.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { agoraLocal } from '../../agenda/index.js';
import { receberSolicitacao, registrarFalta, registrarRealizado } from './exame-agendado-realizado.service.js';

const tags = ['exame-imagem/exame-agendado-realizado'];
const base = '/api/exame-imagem/exame-agendado-realizado';

/** The day before `data` by `dias` days (YYYY-MM-DD). */
const diasAntes = (data: string, dias: number) => new Date(Date.parse(`${data}T12:00:00Z`) - dias * 86_400_000).toISOString().slice(0, 10);

/**
 * exame-agendado-realizado (spec 000 §2.3, issue 22): the worklist of a day — the emergency requests not yet
 * received first (tagged "Urgência"), then the day's scheduled exams by slot — and the registration, several at once,
 * of the exams done (a request received becomes an exam of the service, its origin told) or the patients' absence.
 */
export function exameAgendadoRealizadoImagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    {
      schema: { tags, querystring: worklistImagemFiltroSchema, response: { 200: worklistImagemSchema } },
      config: { permission: IMG.realizadoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const data = q.data ?? agoraLocal().hoje;
        const { rows: equipamentos } = await tx.execute(sql`
          select id, nome, modalidade from img_equipamento where not bloqueado
             and ${q.unidadeId ? sql`unidade_id = ${q.unidadeId}` : sql`true`} order by nome`);
        // emergency care's requests still pending there and not received here (the consumer drops its own); the
        // outpatient ones are not walk-ins: they are booked on an agenda (agendamento)
        const pendentes = (await listarExamesPendentes(tx, { desde: diasAntes(data, 30), ate: data, tipo: 2 })).filter(
          (p) => p.origem === ORIGEM_EXAME_IMAGEM.prontoAtendimento && p.pendente !== false,
        );
        const recebidos = new Set<string>();
        if (pendentes.length) {
          const { rows } = await tx.execute(sql`
            select solicitacao_origem, solicitacao_id from img_exame where solicitacao_id is not null and situacao <> ${S.cancelado}
               and solicitacao_id in (${sql.join(
                 pendentes.map((p) => sql`${p.id}`),
                 sql`, `,
               )})`);
          for (const x of rows) recebidos.add(`${x.solicitacao_origem}:${x.solicitacao_id}`);
        }
        const { rows: nomes } = pendentes.length
          ? await tx.execute(
              sql`select id, coalesce(nome_social, nome) as nome from cidadao where id in (${sql.join(
                [...new Set(pendentes.map((p) => p.pacienteId))].map((i) => sql`${i}`),
                sql`, `,
              )})`,
            )
          : { rows: [] };
        const nomeDe = new Map(nomes.map((n) => [Number(n.id), String(n.nome)]));
        const urgencias = pendentes
          .filter((p) => !recebidos.has(`${p.origem}:${p.id}`))
          .map((p) => ({
            chave: `urgencia:${p.origem}:${p.id}`,
            tipo: 'urgencia' as const,
            id: p.id,
            origem: p.origem,
            hora: null,
            numero: null,
            pacienteId: p.pacienteId,
            paciente: nomeDe.get(p.pacienteId) ?? '',
            exame: p.exameNome,
            procedimentoCodigo: p.procedimentoCodigo,
            equipamento: null,
            solicitante: p.solicitanteNome || null,
            situacao: S.agendado,
            solicitadoEm: p.dataSolicitacao,
            realizadoEm: null,
          }));
        const { rows } = await tx.execute(sql`
          select x.id, a.hora::text as hora, a.numero, x.paciente_id, coalesce(c.nome_social, c.nome) as paciente,
                 coalesce(e.nome, p.nome) as exame, x.procedimento_codigo, eq.nome as equipamento,
                 coalesce(x.solicitante_nome, cs.nome) as solicitante, x.situacao, x.realizado_em, x.solicitacao_origem
            from img_exame x join agendamento a on a.id = x.agendamento_id join cidadao c on c.id = x.paciente_id
            join procedimento_sigtap p on p.codigo = x.procedimento_codigo left join exame e on e.id = x.exame_id
            left join img_equipamento eq on eq.id = x.equipamento_id
            left join usuario us on us.id = x.profissional_solicitante_id left join cidadao cs on cs.id = us.cidadao_id
           where a.data = ${data}::date and x.situacao <> ${S.cancelado}
             and ${q.equipamentoId ? sql`x.equipamento_id = ${q.equipamentoId}` : sql`true`}
             and ${q.unidadeId ? sql`x.unidade_id = ${q.unidadeId}` : sql`true`}
           order by a.hora, x.id`);
        const agendados = rows.map((x) => ({
          chave: `agendado:${x.id}`,
          tipo: 'agendado' as const,
          id: Number(x.id),
          origem: String(x.solicitacao_origem),
          hora: String(x.hora),
          numero: x.numero == null ? null : Number(x.numero),
          pacienteId: Number(x.paciente_id),
          paciente: String(x.paciente),
          exame: String(x.exame),
          procedimentoCodigo: String(x.procedimento_codigo),
          equipamento: (x.equipamento as string | null) ?? null,
          solicitante: (x.solicitante as string | null) ?? null,
          situacao: Number(x.situacao),
          solicitadoEm: null,
          realizadoEm: (x.realizado_em as string | null) ?? null,
        }));
        return {
          data: {
            data,
            linhas: [...urgencias, ...agendados],
            equipamentos: equipamentos.map((e) => ({ id: Number(e.id), nome: String(e.nome), modalidade: Number(e.modalidade) })),
          },
        };
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: registrarRealizacaoImagemSchema, response: { 201: realizacaoImagemGravadaSchema } },
      config: { permission: IMG.realizadoCadastrar },
    },
    async (req, reply) => {
      const b = req.body;
      if (b.acao === 'falta' && b.itens.some((i) => i.tipo === 'urgencia'))
        throw unprocessable({ itens: ['A falta só se registra para exames agendados: desmarque as urgências.'] });
      const data = await req.tx(async (tx) => {
        if (b.equipamentoId) {
          const { rows } = await tx.execute(sql`select id from img_equipamento where id = ${b.equipamentoId}`);
          if (!rows[0]) throw unprocessable({ equipamento_id: ['Equipamento não encontrado.'] });
        }
        const ids: number[] = [];
        const quem = { usuarioId: req.auth.usuarioId, em: new Date() };
        for (const i of b.itens) {
          if (i.tipo === 'urgencia')
            ids.push(await receberSolicitacao(tx, quem, i.origem ?? ORIGEM_EXAME_IMAGEM.prontoAtendimento, i.id, b.equipamentoId ?? null));
          else if (b.acao === 'falta') ids.push(await registrarFalta(tx, quem, i.id));
          else ids.push(await registrarRealizado(tx, quem, i.id));
        }
        return ids;
      });
      const n = data.length;
      const message = b.acao === 'falta' ? `Falta registrada para ${n} exame(s).` : `Realização registrada para ${n} exame(s).`;
      return reply
        .status(201)
        .send({ data: { realizados: b.acao === 'realizado' ? n : 0, faltas: b.acao === 'falta' ? n : 0, exameIds: data, message } });
    },
  );
}
