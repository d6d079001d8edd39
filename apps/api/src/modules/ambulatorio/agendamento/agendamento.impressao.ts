import { AMB, impressaoAgendamentoQuerySchema, type TipoVaga, TipoVagaNome, w } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { type AgendamentoDados, type LarguraAgendamento, pedidoAgendamento } from '../../../lib/print/modelos/agendamento.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { nomeDoRecurso } from '../../agenda/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { parametrosAmbulatorio } from '../parametrizacao/parametros.js';

const params = z.object({ id: z.coerce.number().int().positive() });

/** Age in whole years on a day ("53 anos"), from 'YYYY-MM-DD' dates. */
function idadeEm(nascimento: string | null, dia: string): string | null {
  if (!nascimento) return null;
  let anos = Number(dia.slice(0, 4)) - Number(nascimento.slice(0, 4));
  if (dia.slice(5) < nascimento.slice(5)) anos--;
  if (anos < 0) return null;
  return anos === 1 ? '1 ano' : `${anos} anos`;
}

/** The slip's fields (spec 001 §3 "Scheduling request slip") of one outpatient appointment. */
async function dadosDoPedido(tx: Tx, id: number) {
  const { rows } = await tx.execute(sql`
    select a.numero, a.data::text as data, a.hora::text as hora, a.tipo_vaga, a.observacao, a.status, a.paciente_id,
           c.nome as paciente_nome, c.nome_social, c.data_nascimento::text as data_nascimento,
           j.unidade_id, j.recurso_tipo, un.nome_fantasia as unidade, un.telefone, un.numero as numero_endereco,
           tl.nome as tipo, lg.nome as endereco, lg.cep, b.nome as bairro,
           e.nome as especialidade, ${nomeDoRecurso(sql`j.recurso_tipo`, sql`j.recurso_id`)} as profissional,
           inf.nome as local, uo.nome_fantasia as origem
      from agendamento a
      join jornada j on j.id = a.jornada_id
      join cidadao c on c.id = a.paciente_id
      join unidade un on un.id = j.unidade_id
      left join logradouro lg on lg.id = un.logradouro_id
      left join tipo_logradouro tl on tl.codigo = lg.tipo_logradouro_codigo
      left join bairro b on b.id = lg.bairro_id
      left join especialidade e on e.id = j.especialidade_id
      left join infraestrutura inf on inf.id = j.infraestrutura_id
      left join unidade uo on uo.id = a.unidade_origem_id
     where a.id = ${id} and a.modulo = ${MODULO_AMBULATORIO}`);
  return rows[0] as Record<string, string | number | null> | undefined;
}

/**
 * GET /impressao/ambulatorio/agendamento/{id}?largura=8|10.3: the "Pedido do Agendamento" slip, printed after
 * booking and reprinted from the list. Without `largura`, the municipality's setting picks the paper; the
 * screen sends the workstation's choice. A cancelled appointment prints with its status, never as valid.
 */
export function impressaoAgendamentoRoutes(app: FastifyInstance) {
  // typed by hand, not by the Zod provider: the answer is the PDF's bytes (w.arquivo documents it as binary)
  app.get<{ Params: z.infer<typeof params>; Querystring: z.infer<typeof impressaoAgendamentoQuerySchema> }>(
    '/impressao/ambulatorio/agendamento/:id',
    {
      schema: { tags: ['ambulatorio/agendamento'], params, querystring: impressaoAgendamentoQuerySchema, response: { 200: w.arquivo } },
      config: { permission: AMB.agendamentoVer },
    },
    async (req, reply) => {
      const lido = await req.tx(async (tx) => {
        const a = await dadosDoPedido(tx, req.params.id);
        if (!a) return null;
        const p = await parametrosAmbulatorio(tx);
        return {
          a,
          p,
          usuario: await lerNomeDoUsuario(tx, req.auth.usuarioId),
          cab: await carregarCabecalho(tx, req.cliente.id, { unidadeId: Number(a.unidade_id) }),
        };
      });
      if (!lido) throw notFound('Agendamento não encontrado.');
      const { a, p } = lido;
      const largura: LarguraAgendamento = req.query.largura
        ? (Number(req.query.largura) as LarguraAgendamento)
        : p.comprovanteAgendamentoLargo
          ? 10.3
          : 8;
      const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));
      const tipoVaga = TipoVagaNome[Number(a.tipo_vaga) as TipoVaga];
      const situacao = Number(a.status) === 5 ? 'AGENDAMENTO CANCELADO. ' : '';
      const dados: AgendamentoDados = {
        pacienteNome: String(a.paciente_nome),
        pacienteNomeSocial: texto(a.nome_social),
        prontuario: Number(a.paciente_id),
        dataNascimento: texto(a.data_nascimento),
        idade: idadeEm(texto(a.data_nascimento), String(a.data)),
        profissionalNome: [texto(a.profissional), texto(a.especialidade)].filter(Boolean).join(' — '),
        // where the consultation happens, with its address; the unit of the clerk who booked, when another
        unidadeExecutante: [texto(a.unidade), texto(a.local)].filter(Boolean).join(' — '),
        unidadeSolicitante: a.origem && a.origem !== a.unidade ? texto(a.origem) : null,
        tipoExecutante: texto(a.tipo),
        enderecoExecutante: texto(a.endereco),
        numeroEnderecoExecutante: texto(a.numero_endereco),
        bairroExecutante: texto(a.bairro),
        cepExecutante: texto(a.cep),
        telefoneExecutante: texto(a.telefone),
        agendamentoNumero: String(a.numero),
        data: String(a.data),
        horaExame: String(a.hora),
        grupoExameNome: null,
        observacao: [situacao, tipoVaga ? `Vaga: ${tipoVaga}.` : '', texto(a.observacao) ?? ''].filter(Boolean).join(' '),
        mensagemProtocolo: p.mensagemComprovanteAgendamento || null,
        usuario: lido.usuario,
      };
      const pdf = await gerarPdf(pedidoAgendamento(dados, lido.cab, { largura }));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="agendamento-${a.numero}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
