import {
  datatableRequestSchema,
  dispensacaoFarmaciaDatatableSchema,
  dispensacaoFarmaciaEdicaoRespostaSchema,
  dispensacaoFarmaciaEdicaoSchema,
  dispensacaoFarmaciaFormSchema,
  dispensacaoFarmaciaListaSchema,
  dispensacaoFarmaciaModeloSchema,
  dispensacaoFarmaciaSchema,
  FAR,
  historicoReceitasSchema,
  hojeIso,
  MENSAGENS_DISPENSACAO_FARMACIA as M,
  MENSAGENS_RECEITA,
  medicamentoAVencerQuerySchema,
  medicamentoAVencerSchema,
  mulherEmIdadeFertil,
  problemaDaReceita,
  receitaDispensadaRespostaSchema,
  receitaExternaGravadaSchema,
  receitaExternaSchema,
  receitaHistoricoSchema,
  receitaOrigemQuerySchema,
  retiradaAntecipada,
  solicitacaoMedicamentoItemSchema,
  somarDias,
  supervisorFarmaciaRespostaSchema,
  supervisorFarmaciaSchema,
  ultimaRetiradaQuerySchema,
  ultimaRetiradaSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { cabecalhoDoPaciente } from '../../../lib/clinico/cabecalho-paciente.js';
import { paginar } from '../../../lib/datatable/paginar.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { assertPacienteVivo, rotaAutocompletePaciente } from '../../cadastro/index.js';
import { rotaSugestaoLotes, sugerirLotes } from '../../estoque/index.js';
import { MODULO_FARMACIA } from '../fila/fila.service.js';
import { parametrizacaoFarmacia } from '../parametrizacao/parametrizacao.service.js';
import { gravarDispensacaoFarmacia } from './dispensacao.gravar.js';
import {
  auditarLeituraFarmacia,
  itensDaDispensacao,
  lerDispensacaoFarmacia,
  listaDeDispensacoes,
  receitasDaDispensacao,
} from './dispensacao.leitura.js';
import { carregarReceita, paraDispensar, receitasDoPaciente, ultimasRetiradas } from './dispensacao.receitas.js';
import { conferirSupervisor, emitirAutorizacao, recusaSupervisor, supervisorDaAutorizacao } from './dispensacao.supervisor.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const pacienteParams = z.object({ pacienteId: z.coerce.number().int().positive() });
const createParams = pacienteParams.extend({ filaId: z.coerce.number().int().positive().optional() });
const tags = ['farmacia/dispensacao'];
const base = '/api/farmacia/dispensacao';

/**
 * farmacia/dispensacao (spec 000 §2.3: index, create/{pacienteId}/{filaId?}, edit/{id}; 001 §7: create, store, edit,
 * update, historico-receitas, receita-dispensada, receita-historico, ultima-retirada, supervisor,
 * medicamento-a-vencer, solicitacao-medicamento-item): a pharmacy dispenses the patient's prescriptions from its
 * stock (the session's cost centre) through the stock engine (decision 0016).
 */
export function dispensacaoFarmaciaRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/list`,
    {
      schema: { tags, querystring: dispensacaoFarmaciaListaSchema, response: { 200: dispensacaoFarmaciaDatatableSchema } },
      config: { permission: FAR.dispensacaoVer },
    },
    (req) => req.tx((tx) => listaDeDispensacoes(tx, req.query, req.auth.centroCustoId)),
  );

  rotaAutocompletePaciente(app, { url: `${base}/paciente/autocomplete`, tags, permission: FAR.dispensacaoCadastrar });
  rotaSugestaoLotes(app, { base, tags, permission: FAR.dispensacaoCadastrar });

  r.get(
    `${base}/create/:pacienteId/:filaId?`,
    {
      schema: { tags, params: createParams, response: { 200: dispensacaoFarmaciaFormSchema } },
      config: { permission: FAR.dispensacaoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const { pacienteId, filaId } = req.params;
        const paciente = await cabecalhoDoPaciente(tx, pacienteId);
        await auditarLeituraFarmacia(tx, req, pacienteId, `farmacia/dispensacao/create/${pacienteId}`);
        const par = await parametrizacaoFarmacia(tx);
        const hoje = hojeIso();
        const { rows: cc } = await tx.execute(sql`select id, nome from centro_custo where id = ${req.auth.centroCustoId}`);
        const { rows: f } = filaId
          ? await tx.execute(sql`select id, status from fila where id = ${filaId} and modulo = ${MODULO_FARMACIA} and paciente_id = ${pacienteId}
                                   and centro_custo_id = ${req.auth.centroCustoId}`)
          : { rows: [] };
        if (filaId && !f[0]) throw notFound(M.filaDeOutroPaciente);
        const receitas = await receitasDoPaciente(tx, {
          pacienteId,
          centroCustoId: req.auth.centroCustoId,
          hoje,
          validadeComumDias: par.validadeReceitaComumDias,
        });
        return {
          form: {
            centroCusto: { id: Number(cc[0]?.id ?? req.auth.centroCustoId), nome: String(cc[0]?.nome ?? '') },
            paciente,
            hoje,
            fila: f[0] ? { id: Number(f[0].id), status: Number(f[0].status) } : null,
            parametros: {
              toleranciaRetiradaDias: par.toleranciaRetiradaDias,
              exigeSupervisorRetiradaAntecipada: par.exigeSupervisorRetiradaAntecipada,
              imprimirReciboAoSalvar: par.imprimirReciboAoSalvar,
              validadeReceitaComumDias: par.validadeReceitaComumDias,
              cidsTalidomida: par.cidsTalidomida,
              idadeFertil: mulherEmIdadeFertil(paciente, hoje, { minima: par.idadeFertilMinima, maxima: par.idadeFertilMaxima }),
            },
            // only what may still be dispensed today is offered (a controlled prescription: 30 days, thalidomide 20)
            receitas: (
              await paraDispensar(tx, receitas, {
                paciente,
                hoje,
                toleranciaDias: par.toleranciaRetiradaDias,
                validadeComumDias: par.validadeReceitaComumDias,
              })
            ).filter((r) => r.validaAte === null || r.validaAte >= hoje),
          },
        };
      }),
  );

  r.post(
    `${base}/receita-externa`,
    {
      schema: { tags, body: receitaExternaSchema, response: { 201: receitaExternaGravadaSchema } },
      config: { permission: FAR.dispensacaoCadastrar },
    },
    async (req, reply) => {
      const id = await req.tx(async (tx) => {
        const b = req.body;
        await assertPacienteVivo(tx, b.pacienteId, 'paciente_id');
        // the registry says which medicine may go on which form (Portaria 344/98): the shared rule of every prescription
        const erros: Record<string, string[]> = {};
        for (const [i, item] of b.itens.entries()) {
          let medicamento: { nome: string; listaControleId: number | null } | null = null;
          if (item.medicamentoId) {
            const { rows } = await tx.execute(sql`
              select md.denominacao || coalesce(' ' || md.concentracao, '') as nome, coalesce(m.lista_controle_id, md.lista_controle_id) as lista
                from medicamento md left join material m on m.id = md.material_id where md.id = ${item.medicamentoId}`);
            if (!rows[0]) erros[`itens.${i}.medicamento_id`] = ['Medicamento não encontrado.'];
            else medicamento = { nome: String(rows[0].nome), listaControleId: rows[0].lista == null ? null : Number(rows[0].lista) };
          } else if (item.medicamentoNaoPadronizadoId) {
            const { rows } = await tx.execute(
              sql`select nome, lista_controle_id from medicamento_nao_padronizado where id = ${item.medicamentoNaoPadronizadoId}`,
            );
            if (!rows[0]) erros[`itens.${i}.medicamento_nao_padronizado_id`] = ['Medicamento não padronizado não encontrado.'];
            else
              medicamento = {
                nome: String(rows[0].nome),
                listaControleId: rows[0].lista_controle_id == null ? null : Number(rows[0].lista_controle_id),
              };
          }
          const problema = problemaDaReceita(b.tipo, medicamento);
          if (problema) erros[`itens.${i}.descricao`] = [problema];
        }
        if (Object.keys(erros).length) throw unprocessable(erros, Object.values(erros)[0]?.[0] ?? MENSAGENS_RECEITA.semItens);
        const { rows } = await tx.execute(sql`
          insert into farmacia_receita_externa (paciente_id, tipo, numero_notificacao, prescritor_nome, prescritor_conselho, prescritor_uf,
                                                data_emissao, estabelecimento, observacao)
          values (${b.pacienteId}, ${b.tipo}, ${b.numeroNotificacao}, ${b.prescritorNome}, ${b.prescritorConselho}, ${b.prescritorUf},
                  ${b.dataEmissao}, ${b.estabelecimento}, ${b.observacao}) returning id`);
        const receitaId = Number(rows[0].id);
        for (const item of b.itens) {
          await tx.execute(sql`
            insert into farmacia_receita_externa_item (receita_id, medicamento_id, medicamento_nao_padronizado_id, descricao, quantidade,
                                                       posologia, uso_continuo)
            values (${receitaId}, ${item.medicamentoId}, ${item.medicamentoNaoPadronizadoId}, ${item.descricao}, ${item.quantidade},
                    ${item.posologia}, ${item.usoContinuo})`);
        }
        return receitaId;
      });
      return reply.status(201).send({ id });
    },
  );

  r.post(
    `${base}/supervisor`,
    {
      schema: { tags, body: supervisorFarmaciaSchema, response: { 200: supervisorFarmaciaRespostaSchema } },
      config: { permission: FAR.dispensacaoCadastrar, rateLimit: { max: deps.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (req) => {
      // the failure count commits even when the answer is a refusal (as the login does)
      const r = await req.tx((tx) => conferirSupervisor(tx, deps, req.body.login, req.body.senha));
      if (!('id' in r)) throw recusaSupervisor(r);
      return { ...(await emitirAutorizacao(deps, req, r.id)), supervisorId: r.id, nome: r.nome };
    },
  );

  r.get(
    `${base}/ultima-retirada`,
    {
      schema: { tags, querystring: ultimaRetiradaQuerySchema, response: { 200: ultimaRetiradaSchema } },
      config: { permission: FAR.dispensacaoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const { pacienteId, materialId } = req.query;
        await auditarLeituraFarmacia(tx, req, pacienteId, `farmacia/dispensacao/ultima-retirada?material_id=${materialId}`);
        const par = await parametrizacaoFarmacia(tx);
        const ultima = (await ultimasRetiradas(tx, pacienteId, [materialId], par.toleranciaRetiradaDias)).get(materialId) ?? null;
        return { ultima, antecipada: retiradaAntecipada(hojeIso(), ultima?.proximaRetirada, par.toleranciaRetiradaDias) };
      }),
  );

  r.get(
    `${base}/medicamento-a-vencer`,
    {
      schema: { tags, querystring: medicamentoAVencerQuerySchema, response: { 200: medicamentoAVencerSchema } },
      config: { permission: FAR.dispensacaoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const hoje = hojeIso();
        const fim = somarDias(hoje, req.query.dias);
        const s = await sugerirLotes(tx, {
          centroCustoId: req.auth.centroCustoId,
          materialId: req.query.materialId,
          quantidade: req.query.quantidade,
        });
        return {
          fimTratamento: fim,
          avisos: s.itens.filter((l) => l.validade < fim).map((l) => ({ ...l, mensagem: M.avisoVenceAntes(l.lote, l.validade, fim) })),
        };
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: dispensacaoFarmaciaSchema, response: { 201: z.object({ id: z.number() }) } },
      config: { permission: FAR.dispensacaoCadastrar },
    },
    async (req, reply) => {
      const supervisorId = req.body.autorizacao ? await supervisorDaAutorizacao(deps, req, req.body.autorizacao.token) : null;
      const ctx = { clienteId: req.cliente.id, usuarioId: req.auth.usuarioId, centroCustoId: req.auth.centroCustoId, hoje: hojeIso() };
      const id = await req.tx((tx) => gravarDispensacaoFarmacia(tx, ctx, req.body, supervisorId));
      return reply.status(201).send({ id });
    },
  );

  r.get(
    `${base}/:id/edit`,
    {
      schema: { tags, params: idParams, response: { 200: dispensacaoFarmaciaEdicaoRespostaSchema } },
      config: { permission: FAR.dispensacaoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const model = await lerDispensacaoFarmacia(tx, req.params.id, req.auth.centroCustoId);
        await auditarLeituraFarmacia(tx, req, model.paciente.pacienteId, `farmacia/dispensacao/edit/${model.id}`, model.id);
        const { rows } = await tx.execute(sql`select id, nome from centro_custo where id = ${req.auth.centroCustoId}`);
        return { form: { centroCusto: { id: Number(rows[0]?.id), nome: String(rows[0]?.nome ?? '') } }, model };
      }),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: dispensacaoFarmaciaEdicaoSchema, response: { 200: dispensacaoFarmaciaModeloSchema } },
      config: { permission: FAR.dispensacaoEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        await lerDispensacaoFarmacia(tx, req.params.id, req.auth.centroCustoId);
        await tx.execute(sql`update farmacia_dispensacao set observacao = ${req.body.observacao} where id = ${req.params.id}`);
        return lerDispensacaoFarmacia(tx, req.params.id, req.auth.centroCustoId);
      }),
  );

  r.get(
    `${base}/historico-receitas/:pacienteId`,
    {
      schema: { tags, params: pacienteParams, querystring: datatableRequestSchema, response: { 200: historicoReceitasSchema } },
      config: { permission: FAR.dispensacaoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const { pacienteId } = req.params;
        await auditarLeituraFarmacia(tx, req, pacienteId, `farmacia/dispensacao/historico-receitas/${pacienteId}`);
        // every pharmacy of the municipality: the history follows the patient, not the pharmacist's stock
        return paginar(tx, req.query, {
          de: sql`from farmacia_dispensacao_item i join farmacia_dispensacao d on d.id = i.dispensacao_id join material m on m.id = i.material_id
                  join centro_custo cc on cc.id = d.centro_custo_id left join farmacia_dispensacao_receita r on r.id = i.dispensacao_receita_id`,
          onde: [sql`d.paciente_id = ${pacienteId}`],
          colunas: sql`i.id, d.id as "dispensacaoId", r.id as "dispensacaoReceitaId", d.data::text as data, cc.nome as "centroCusto",
            m.nome as material, i.quantidade, i.proxima_retirada::text as "proximaRetirada", d.situacao,
            case when r.id is null then null else concat_ws(' — ', r.prescritor_nome, r.prescritor_conselho, to_char(r.data_emissao, 'DD/MM/YYYY')) end as receita`,
          ordenaveis: { data: sql`d.data`, material: porNome(sql`m.nome`) },
          ordemPadrao: sql`d.data desc, d.id desc, i.id`,
          busca: [sql`m.nome`],
        }) as never;
      }),
  );

  r.get(
    `${base}/receita-dispensada/:id`,
    {
      schema: { tags, params: idParams, response: { 200: receitaDispensadaRespostaSchema } },
      config: { permission: FAR.dispensacaoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`
          select d.id, d.paciente_id, d.data::text as data, d.situacao, cc.nome as centro_custo, ${nomeDoUsuario(sql`d.usuario_id`)} as usuario
            from farmacia_dispensacao_receita r join farmacia_dispensacao d on d.id = r.dispensacao_id join centro_custo cc on cc.id = d.centro_custo_id
           where r.id = ${req.params.id}`);
        const d = rows[0];
        if (!d) throw notFound('Receita dispensada não encontrada.');
        await auditarLeituraFarmacia(
          tx,
          req,
          Number(d.paciente_id),
          `farmacia/dispensacao/receita-dispensada/${req.params.id}`,
          Number(d.id),
        );
        const [receita] = await receitasDaDispensacao(tx, sql`r.id = ${req.params.id}`);
        return {
          receita,
          dispensacao: {
            id: Number(d.id),
            data: String(d.data),
            situacao: Number(d.situacao),
            centroCusto: String(d.centro_custo),
            usuario: (d.usuario as string | null) ?? null,
          },
          itens: await itensDaDispensacao(tx, sql`i.dispensacao_receita_id = ${req.params.id}`),
        };
      }),
  );

  r.get(
    `${base}/receita-historico/:id`,
    {
      schema: { tags, params: idParams, querystring: receitaOrigemQuerySchema, response: { 200: receitaHistoricoSchema } },
      config: { permission: FAR.dispensacaoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const receita = await carregarReceita(tx, req.query.origem, req.params.id, hojeIso());
        if (!receita) throw notFound(M.receitaNaoEncontrada);
        await auditarLeituraFarmacia(
          tx,
          req,
          receita.pacienteId,
          `farmacia/dispensacao/receita-historico/${req.params.id}?origem=${req.query.origem}`,
        );
        const { rows } = await tx.execute(sql`
          select d.id, r.id as receita_id, d.data::text as data, d.situacao, cc.nome as centro_custo, ${nomeDoUsuario(sql`d.usuario_id`)} as usuario
            from farmacia_dispensacao_receita r join farmacia_dispensacao d on d.id = r.dispensacao_id join centro_custo cc on cc.id = d.centro_custo_id
           where r.origem = ${req.query.origem} and r.receita_origem_id = ${req.params.id} order by d.data_hora desc, d.id desc`);
        const data = [];
        for (const d of rows) {
          const itens = await itensDaDispensacao(tx, sql`i.dispensacao_receita_id = ${Number(d.receita_id)}`);
          data.push({
            dispensacaoId: Number(d.id),
            dispensacaoReceitaId: Number(d.receita_id),
            data: String(d.data),
            situacao: Number(d.situacao),
            centroCusto: String(d.centro_custo),
            usuario: (d.usuario as string | null) ?? null,
            itens: itens.map((i) => ({ material: i.material, quantidade: i.quantidade, proximaRetirada: i.proximaRetirada })),
          });
        }
        return { data };
      }),
  );

  r.get(
    `${base}/solicitacao-medicamento-item/:id`,
    {
      schema: { tags, params: idParams, querystring: receitaOrigemQuerySchema, response: { 200: solicitacaoMedicamentoItemSchema } },
      config: { permission: FAR.dispensacaoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const hoje = hojeIso();
        const receita = await carregarReceita(tx, req.query.origem, req.params.id, hoje);
        if (!receita) throw notFound(M.receitaNaoEncontrada);
        await auditarLeituraFarmacia(
          tx,
          req,
          receita.pacienteId,
          `farmacia/dispensacao/solicitacao-medicamento-item/${req.params.id}?origem=${req.query.origem}`,
        );
        const paciente = await cabecalhoDoPaciente(tx, receita.pacienteId);
        const par = await parametrizacaoFarmacia(tx);
        const [r] = await paraDispensar(tx, [receita], {
          paciente,
          hoje,
          toleranciaDias: par.toleranciaRetiradaDias,
          validadeComumDias: par.validadeReceitaComumDias,
        });
        return { receita: r };
      }),
  );
}
