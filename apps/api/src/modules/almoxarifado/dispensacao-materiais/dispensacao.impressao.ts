import { ALM, fusoHorario, MENSAGENS_DISPENSACAO, SITUACAO_DOCUMENTO_ESTOQUE, w } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { unprocessable } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { reciboDispensacao } from '../../../lib/print/modelos/recibo-dispensacao.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { auditarLeituraDispensacao, lerDispensacao } from './dispensacao.service.js';

const params = z.object({ id: z.coerce.number().int().positive() });
const query = z.object({ reimpressao: z.enum(['0', '1']).optional() });

/**
 * GET /impressao/almoxarifado/dispensacao-materiais/{id}: the 8 cm receipt in its plain variant (spec 001 §3
 * "Medication dispensing receipt": materiais with descricaoCompleta and quantidade), the header of the stock's unit.
 * `reimpressao=1` (reprinting from the record) stamps the reprint moment (`dataAtual`).
 */
export function impressaoDispensacaoRoutes(app: FastifyInstance) {
  // typed by hand, not by the Zod provider: the answer is the PDF's bytes (w.arquivo documents it as binary)
  app.get<{ Params: z.infer<typeof params>; Querystring: z.infer<typeof query> }>(
    '/impressao/almoxarifado/dispensacao-materiais/:id',
    {
      schema: { tags: ['almoxarifado/dispensacao-materiais'], params, querystring: query, response: { 200: w.arquivo } },
      config: { permission: ALM.dispensacaoVer },
    },
    async (req, reply) => {
      const lido = await req.tx(async (tx) => {
        const d = await lerDispensacao(tx, req.params.id, req.auth.centroCustoId);
        // a reversed dispensing handed nothing over: its receipt would prove a delivery that was undone
        if (d.situacao === SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA) throw unprocessable({ id: [MENSAGENS_DISPENSACAO.estornadaSemRecibo] });
        await auditarLeituraDispensacao(tx, req, d.paciente.pacienteId, `impressao/almoxarifado/dispensacao-materiais/${d.id}`, d.id);
        const { rows } = await tx.execute(sql`
          select i.unidade_id, to_char(d.created_at at time zone ${fusoHorario()}, 'HH24:MI:SS') as hora
            from almoxarifado_dispensacao d join centro_custo cc on cc.id = d.centro_custo_id join infraestrutura i on i.id = cc.infraestrutura_id
           where d.id = ${d.id}`);
        return {
          d,
          hora: String(rows[0].hora),
          usuario: await lerNomeDoUsuario(tx, req.auth.usuarioId),
          cab: await carregarCabecalho(tx, req.cliente.id, { unidadeId: Number(rows[0].unidade_id) }),
        };
      });
      const { d } = lido;
      // one line per material: the lots a line took are the stock's business, the receipt says what was handed over
      const porMaterial = new Map<number, { material: { descricaoCompleta: string }; quantidade: number }>();
      for (const i of d.itens) {
        const m = porMaterial.get(i.materialId) ?? { material: { descricaoCompleta: i.material }, quantidade: 0 };
        m.quantidade += i.quantidade;
        porMaterial.set(i.materialId, m);
      }
      const pdf = await gerarPdf(
        reciboDispensacao(
          {
            pacienteNome: d.paciente.pacienteNome,
            pacienteNomeSocial: d.paciente.nomeSocial,
            prontuario: d.paciente.prontuario,
            dataNascimento: d.paciente.dataNascimento,
            medicoNome: null,
            dataEntrega: d.data,
            dataAtual: req.query.reimpressao === '1' ? new Date() : null,
            horaAtendimento: lido.hora,
            usuario: lido.usuario,
            operadores: d.registradoPor,
            materiais: [...porMaterial.values()],
          },
          lido.cab,
        ),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="dispensacao-materiais-${d.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
