import {
  DOMICILIO_ABASTECIMENTO_AGUA,
  DOMICILIO_DESTINO_LIXO,
  DOMICILIO_TIPO,
  DOMICILIO_ZONA,
  type DomicilioInput,
  domicilioCriarSchema,
  domicilioDoPacienteSchema,
  domicilioModeloSchema,
  domicilioSchema,
  idadeEmAnos,
  PERMISSAO_DOMICILIO,
  residenteSchema,
} from '@saude/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../../db/client.js';
import { bairro, logradouro, loteamento } from '../../../../db/schema/endereco.js';
import { cidadao } from '../../../../db/schema/pessoa.js';
import { notFound, unprocessable } from '../../../../lib/http-errors.js';
import { domicilio, domicilioResidente } from './domicilio.table.js';

const tags = ['cadastro/paciente'];
const base = '/api/cadastro/paciente/domicilio';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const residenteParams = idParams.extend({ pacienteId: z.coerce.number().int().positive() });

const hoje = () => new Date().toISOString().slice(0, 10);

/** A patient of this municipality (RLS hides the others: 404), not merged into another record. */
async function carregarPaciente(tx: Tx, pacienteId: number, campo = 'paciente_id') {
  const [p] = await tx
    .select({ id: cidadao.id, nome: cidadao.nome, unificadoEmId: cidadao.unificadoEmId })
    .from(cidadao)
    .where(eq(cidadao.id, pacienteId));
  if (!p) throw notFound('Paciente não encontrado.');
  if (p.unificadoEmId) throw unprocessable({ [campo]: ['Este cadastro foi unificado a outro e não pode mais ser usado.'] });
  return p;
}

async function carregarDomicilio(tx: Tx, id: number) {
  const [d] = await tx.select().from(domicilio).where(eq(domicilio.id, id)).for('update');
  if (!d) throw notFound('Domicílio não encontrado.');
  return d;
}

async function conferirReferencias(tx: Tx, input: DomicilioInput) {
  const [l] = await tx.select({ id: logradouro.id }).from(logradouro).where(eq(logradouro.id, input.logradouroId));
  if (!l) throw unprocessable({ logradouro_id: ['Logradouro não encontrado.'] });
  if (input.loteamentoId) {
    const [lt] = await tx.select({ id: loteamento.id }).from(loteamento).where(eq(loteamento.id, input.loteamentoId));
    if (!lt) throw unprocessable({ loteamento_id: ['Loteamento não encontrado.'] });
  }
}

const valores = (input: DomicilioInput) => ({
  logradouroId: input.logradouroId,
  numero: input.semNumero ? null : input.numero,
  semNumero: input.semNumero,
  complemento: input.complemento,
  referencia: input.referencia,
  loteamentoId: input.loteamentoId,
  zona: input.zona,
  tipoDomicilio: input.tipoDomicilio,
  numeroComodos: input.numeroComodos,
  abastecimentoAgua: input.abastecimentoAgua,
  destinoLixo: input.destinoLixo,
  energiaEletrica: input.energiaEletrica,
});

/**
 * Ends the current residence of a patient (if any, in another household) and starts one here.
 * The partial unique index domicilio_residente_atual_uq keeps "one household at a time".
 */
async function morarEm(tx: Tx, domicilioId: number, pacienteId: number, responsavel: boolean) {
  const [atual] = await tx
    .select()
    .from(domicilioResidente)
    .where(and(eq(domicilioResidente.cidadaoId, pacienteId), isNull(domicilioResidente.dataSaida)))
    .for('update');
  if (atual?.domicilioId === domicilioId) {
    if (responsavel && !atual.responsavel) await definirResponsavel(tx, domicilioId, pacienteId);
    return;
  }
  if (atual) {
    await tx
      .update(domicilioResidente)
      .set({ dataSaida: sql`greatest(current_date, ${domicilioResidente.dataEntrada})` })
      .where(eq(domicilioResidente.id, atual.id));
  }
  if (responsavel) await tirarResponsavel(tx, domicilioId);
  await tx.insert(domicilioResidente).values({ domicilioId, cidadaoId: pacienteId, responsavel });
}

async function tirarResponsavel(tx: Tx, domicilioId: number) {
  await tx
    .update(domicilioResidente)
    .set({ responsavel: false })
    .where(
      and(eq(domicilioResidente.domicilioId, domicilioId), isNull(domicilioResidente.dataSaida), eq(domicilioResidente.responsavel, true)),
    );
}

async function definirResponsavel(tx: Tx, domicilioId: number, pacienteId: number) {
  await tirarResponsavel(tx, domicilioId);
  const feito = await tx
    .update(domicilioResidente)
    .set({ responsavel: true })
    .where(
      and(
        eq(domicilioResidente.domicilioId, domicilioId),
        eq(domicilioResidente.cidadaoId, pacienteId),
        isNull(domicilioResidente.dataSaida),
      ),
    )
    .returning({ id: domicilioResidente.id });
  if (!feito.length) throw unprocessable({ paciente_id: ['O paciente não mora neste domicílio.'] });
}

/** The household with its address labels and current residents (responsible first, then by name). */
export async function modeloDomicilio(tx: Tx, id: number) {
  const [d] = await tx
    .select({
      domicilio,
      logradouroNome: sql<string>`(select t.nome from tipo_logradouro t where t.codigo = ${logradouro.tipoLogradouroCodigo}) || ' ' || ${logradouro.nome}`,
      cep: logradouro.cep,
      bairroNome: bairro.nome,
      loteamentoNome: sql<string | null>`(select lt.nome from loteamento lt where lt.id = ${domicilio.loteamentoId})`,
    })
    .from(domicilio)
    .innerJoin(logradouro, eq(logradouro.id, domicilio.logradouroId))
    .innerJoin(bairro, eq(bairro.id, logradouro.bairroId))
    .where(eq(domicilio.id, id));
  if (!d) return null;
  const residentes = await tx
    .select({
      pacienteId: cidadao.id,
      nome: cidadao.nome,
      nomeSocial: cidadao.nomeSocial,
      dataNascimento: cidadao.dataNascimento,
      responsavel: domicilioResidente.responsavel,
      dataEntrada: domicilioResidente.dataEntrada,
    })
    .from(domicilioResidente)
    .innerJoin(cidadao, eq(cidadao.id, domicilioResidente.cidadaoId))
    .where(and(eq(domicilioResidente.domicilioId, id), isNull(domicilioResidente.dataSaida)))
    .orderBy(desc(domicilioResidente.responsavel), asc(cidadao.nome));
  const dia = hoje();
  return {
    ...d.domicilio,
    logradouro: { id: d.domicilio.logradouroId, label: `${d.logradouroNome} - ${d.cep}` },
    logradouroNome: d.logradouroNome,
    cep: d.cep,
    bairroNome: d.bairroNome,
    loteamento: d.domicilio.loteamentoId ? { id: d.domicilio.loteamentoId, label: d.loteamentoNome } : null,
    residentes: residentes.map((r) => ({ ...r, idade: idadeEmAnos(r.dataNascimento, dia) })),
  };
}

/** The household after a write: it exists (the caller just wrote it inside the transaction). */
async function modeloGravado(tx: Tx, id: number) {
  const m = await modeloDomicilio(tx, id);
  if (!m) throw notFound('Domicílio não encontrado.');
  return m;
}

const opcoes = {
  zonas: DOMICILIO_ZONA,
  tiposDomicilio: DOMICILIO_TIPO,
  abastecimentosAgua: DOMICILIO_ABASTECIMENTO_AGUA,
  destinosLixo: DOMICILIO_DESTINO_LIXO,
};

/** Households of patients: the "Domicílio" tab of the patient record. */
export function domicilioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/cadastro/paciente/:id/domicilio',
    {
      schema: { tags, params: idParams, response: { 200: domicilioDoPacienteSchema } },
      config: { permission: PERMISSAO_DOMICILIO.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        const [p] = await tx
          .select({
            id: cidadao.id,
            logradouroId: cidadao.logradouroId,
            numero: cidadao.numero,
            semNumero: cidadao.semNumero,
            complemento: cidadao.complemento,
            referencia: cidadao.referencia,
            zona: cidadao.zonaId,
            // read only when the patient has a street (a foreign key: the label then exists)
            logradouroLabel: sql<string>`(select l.nome || ' - ' || l.cep from logradouro l where l.id = ${cidadao.logradouroId})`,
          })
          .from(cidadao)
          .where(eq(cidadao.id, req.params.id));
        if (!p) throw notFound('Paciente não encontrado.');
        const [atual] = await tx
          .select({ domicilioId: domicilioResidente.domicilioId })
          .from(domicilioResidente)
          .where(and(eq(domicilioResidente.cidadaoId, req.params.id), isNull(domicilioResidente.dataSaida)));
        // without a household, the patient's own address (cadastro/paciente) pre-fills the new one
        const { logradouroLabel, id: _id, ...endereco } = p;
        const sugestao = p.logradouroId
          ? { ...endereco, logradouroId: p.logradouroId, logradouro: { id: p.logradouroId, label: logradouroLabel } }
          : null;
        return { form: opcoes, data: atual ? await modeloDomicilio(tx, atual.domicilioId) : null, sugestao: atual ? null : sugestao };
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: domicilioCriarSchema, response: { 201: domicilioModeloSchema } },
      config: { permission: PERMISSAO_DOMICILIO.editar },
    },
    async (req, reply) => {
      const model = await req.tx(async (tx) => {
        await carregarPaciente(tx, req.body.pacienteId);
        await conferirReferencias(tx, req.body);
        const [d] = await tx.insert(domicilio).values(valores(req.body)).returning({ id: domicilio.id });
        await morarEm(tx, d.id, req.body.pacienteId, true);
        return modeloGravado(tx, d.id);
      });
      return reply.status(201).send(model);
    },
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: domicilioSchema, response: { 200: domicilioModeloSchema } },
      config: { permission: PERMISSAO_DOMICILIO.editar },
    },
    (req) =>
      req.tx(async (tx) => {
        await carregarDomicilio(tx, req.params.id);
        await conferirReferencias(tx, req.body);
        await tx.update(domicilio).set(valores(req.body)).where(eq(domicilio.id, req.params.id));
        return modeloGravado(tx, req.params.id);
      }),
  );

  r.post(
    `${base}/:id/residente`,
    {
      schema: { tags, params: idParams, body: residenteSchema, response: { 200: domicilioModeloSchema } },
      config: { permission: PERMISSAO_DOMICILIO.editar },
    },
    (req) =>
      req.tx(async (tx) => {
        await carregarDomicilio(tx, req.params.id);
        await carregarPaciente(tx, req.body.pacienteId);
        await morarEm(tx, req.params.id, req.body.pacienteId, req.body.responsavel);
        return modeloGravado(tx, req.params.id);
      }),
  );

  r.delete(
    `${base}/:id/residente/:pacienteId`,
    {
      schema: { tags, params: residenteParams, response: { 200: domicilioModeloSchema } },
      config: { permission: PERMISSAO_DOMICILIO.editar },
    },
    (req) =>
      req.tx(async (tx) => {
        await carregarDomicilio(tx, req.params.id);
        const feito = await tx
          .update(domicilioResidente)
          .set({ dataSaida: sql`greatest(current_date, ${domicilioResidente.dataEntrada})` })
          .where(
            and(
              eq(domicilioResidente.domicilioId, req.params.id),
              eq(domicilioResidente.cidadaoId, req.params.pacienteId),
              isNull(domicilioResidente.dataSaida),
            ),
          )
          .returning({ id: domicilioResidente.id });
        if (!feito.length) throw notFound('O paciente não mora neste domicílio.');
        return modeloGravado(tx, req.params.id);
      }),
  );

  r.put(
    `${base}/:id/responsavel/:pacienteId`,
    {
      schema: { tags, params: residenteParams, response: { 200: domicilioModeloSchema } },
      config: { permission: PERMISSAO_DOMICILIO.editar },
    },
    (req) =>
      req.tx(async (tx) => {
        await carregarDomicilio(tx, req.params.id);
        await definirResponsavel(tx, req.params.id, req.params.pacienteId);
        return modeloGravado(tx, req.params.id);
      }),
  );
}
