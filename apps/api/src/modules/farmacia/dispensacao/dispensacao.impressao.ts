import { FAR, fusoHorario, MENSAGENS_DISPENSACAO_FARMACIA as M, SITUACAO_DOCUMENTO_ESTOQUE, w } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { unprocessable } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { reciboDispensacao } from '../../../lib/print/modelos/recibo-dispensacao.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { auditarLeituraFarmacia, type DispensacaoFarmaciaLida, lerDispensacaoFarmacia } from './dispensacao.leitura.js';

const params = z.object({ id: z.coerce.number().int().positive() });
const query = z.object({ reimpressao: z.enum(['0', '1']).optional() });

/** What the prescription asked for, as the receipt shows it: the number read from it, else the quantity as written. */
const prescrito = (i: DispensacaoFarmaciaLida['itens'][number]) => i.quantidadePrescrita ?? i.prescrito?.split(' — ').at(-1) ?? null;

/**
 * GET /impressao/farmacia/dispensacao/{id}: the 8 cm receipt in its prescription variant (spec 001 §3 "Medication
 * dispensing receipt": each medicine with what was prescribed, the next pickup and the lots with expiry, a dash when
 * missing), the header of the pharmacy's unit. `reimpressao=1` (from the record) stamps the reprint moment.
 */
export function impressaoDispensacaoFarmaciaRoutes(app: FastifyInstance) {
  // typed by hand, not by the Zod provider: the answer is the PDF's bytes (w.arquivo documents it as binary)
  app.get<{ Params: z.infer<typeof params>; Querystring: z.infer<typeof query> }>(
    '/impressao/farmacia/dispensacao/:id',
    {
      schema: { tags: ['farmacia/dispensacao'], params, querystring: query, response: { 200: w.arquivo } },
      config: { permission: FAR.dispensacaoVer },
    },
    async (req, reply) => {
      const lido = await req.tx(async (tx) => {
        const d = await lerDispensacaoFarmacia(tx, req.params.id, req.auth.centroCustoId);
        // a reversed dispensing handed nothing over: its receipt would prove a delivery that was undone
        if (d.situacao === SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA) throw unprocessable({ id: [M.estornadaSemRecibo] });
        await auditarLeituraFarmacia(tx, req, d.paciente.pacienteId, `impressao/farmacia/dispensacao/${d.id}`, d.id);
        const { rows } = await tx.execute(sql`
          select i.unidade_id, to_char(d.data_hora at time zone ${fusoHorario()}, 'HH24:MI:SS') as hora
            from farmacia_dispensacao d join centro_custo cc on cc.id = d.centro_custo_id join infraestrutura i on i.id = cc.infraestrutura_id
           where d.id = ${d.id}`);
        return {
          d,
          hora: String(rows[0].hora),
          usuario: await lerNomeDoUsuario(tx, req.auth.usuarioId),
          cab: await carregarCabecalho(tx, req.cliente.id, { unidadeId: Number(rows[0].unidade_id) }),
        };
      });
      const { d } = lido;
      const medicos = [...new Set(d.receitas.map((r) => r.prescritorNome).filter((n): n is string => !!n))];
      const pdf = await gerarPdf(
        reciboDispensacao(
          {
            pacienteNome: d.paciente.pacienteNome,
            pacienteNomeSocial: d.paciente.nomeSocial,
            prontuario: d.paciente.prontuario,
            dataNascimento: d.paciente.dataNascimento,
            medicoNome: medicos.join(', ') || null,
            dataEntrega: d.data,
            dataAtual: req.query.reimpressao === '1' ? new Date() : null,
            horaAtendimento: lido.hora,
            usuario: lido.usuario,
            operadores: [d.registradoPor, d.supervisor].filter((n): n is string => !!n),
            medicamentos: d.itens.map((i) => ({
              material: { descricaoCompleta: i.material },
              prescrito: prescrito(i),
              proximaRetirada: i.proximaRetirada,
              entradaItens: i.lotes.map((l) => ({ lote: l.lote, validadeLote: l.validade, quantidadeSaida: l.quantidade })),
            })),
          },
          lido.cab,
        ),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="dispensacao-${d.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
