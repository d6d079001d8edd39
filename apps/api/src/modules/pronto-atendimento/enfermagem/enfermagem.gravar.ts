import {
  DestinoEnfermagem,
  type EnfermagemInput,
  MENSAGENS_ENFERMAGEM,
  SetorTipo,
  StatusAdministracao,
  StatusPrescricaoItem,
} from '@saude/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  atendimentoEnfermagem,
  centroCusto,
  enfermagemAnexo,
  enfermagemProcedimento,
  prescricaoAdministracao,
  prescricaoItem,
  procedimentoSigtap,
  setor,
} from '../../../db/schema/index.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { qualificada } from '../../../lib/sql/pessoa.js';
import { aplicarAcaoFila, chaveDoCentroCusto, fila } from '../../fila/index.js';
import { atendimentoParaEscrita, entradaComAtendimento, ocupacaoDaSessao } from '../atendimento/atendimento.service.js';
import { MODULO_PA } from '../constantes.js';
import { plantaoAtual } from '../plantao/plantao.service.js';
import { type ArquivoRecebido, nomeSeguro, tipoDoArquivo } from './enfermagem.anexos.js';

interface Sessao {
  clienteId: number;
  usuarioId: number;
  lotacaoId: number;
}

type Erros = Record<string, string[]>;
const anotar = (erros: Erros, campo: string, mensagem: string) => {
  erros[campo] = [...(erros[campo] ?? []), mensagem];
};

/** Each checked item must be an active item of this FAA's prescription; a dose beyond the prescribed number is refused. */
async function conferirAdministracoes(tx: Tx, atendimentoId: number, lista: EnfermagemInput['administracoes'], erros: Erros) {
  if (!lista.length) return;
  const ids = lista.map((a) => a.prescricaoItemId);
  const itens = await tx
    .select({
      id: prescricaoItem.id,
      atendimentoId: prescricaoItem.atendimentoId,
      status: prescricaoItem.status,
      quantidadeDoses: prescricaoItem.quantidadeDoses,
      dadas: sql<number>`(select count(*)::int from prescricao_administracao pa where pa.prescricao_item_id = ${qualificada(prescricaoItem.id)} and pa.status = ${StatusAdministracao.ADMINISTRADO})`,
    })
    .from(prescricaoItem)
    .where(inArray(prescricaoItem.id, ids));
  lista.forEach((a, i) => {
    const item = itens.find((x) => x.id === a.prescricaoItemId);
    const campo = `administracoes.${i}.prescricao_item_id`;
    if (!item || item.atendimentoId !== atendimentoId || item.status !== StatusPrescricaoItem.ATIVO)
      anotar(erros, campo, MENSAGENS_ENFERMAGEM.itemInvalido);
    else if (a.status === StatusAdministracao.ADMINISTRADO && item.quantidadeDoses != null && item.dadas >= item.quantidadeDoses)
      anotar(erros, campo, MENSAGENS_ENFERMAGEM.dosesConcluidas);
  });
}

/** Codes must exist in SIGTAP; the procedure's maximum quantity counts what this FAA's nursing already recorded. */
async function conferirProcedimentos(tx: Tx, atendimentoId: number, lista: EnfermagemInput['procedimentos'], erros: Erros) {
  if (!lista.length) return;
  const codigos = lista.map((p) => p.procedimentoCodigo);
  const tabela = await tx
    .select({
      codigo: procedimentoSigtap.codigo,
      quantidadeMaxima: procedimentoSigtap.quantidadeMaxima,
      jaFeita: sql<number>`(select coalesce(sum(ep.quantidade), 0)::int from enfermagem_procedimento ep
        join atendimento_enfermagem ae on ae.id = ep.atendimento_enfermagem_id
        where ae.atendimento_id = ${atendimentoId} and ep.procedimento_codigo = ${qualificada(procedimentoSigtap.codigo)})`,
    })
    .from(procedimentoSigtap)
    .where(inArray(procedimentoSigtap.codigo, codigos));
  lista.forEach((p, i) => {
    const t = tabela.find((x) => x.codigo === p.procedimentoCodigo);
    if (!t) anotar(erros, `procedimentos.${i}.procedimento_codigo`, MENSAGENS_ENFERMAGEM.procedimentoInexistente);
    else if (t.quantidadeMaxima != null && t.jaFeita + p.quantidade > t.quantidadeMaxima)
      anotar(erros, `procedimentos.${i}.quantidade`, MENSAGENS_ENFERMAGEM.quantidadeMaxima(t.quantidadeMaxima));
  });
}

/** A care sector of the location, not blocked: the one the patient last passed through, else the first by name. */
export async function setorDaUnidade(tx: Tx, infraestruturaId: number, setorTipoId: number, atendimentoId: number) {
  const [anterior] = await tx
    .select({ id: fila.centroCustoId })
    .from(fila)
    .innerJoin(centroCusto, eq(centroCusto.id, fila.centroCustoId))
    .where(
      and(
        eq(fila.modulo, MODULO_PA),
        eq(fila.referenciaId, atendimentoId),
        eq(fila.setorTipoId, setorTipoId),
        eq(centroCusto.infraestruturaId, infraestruturaId),
        eq(centroCusto.bloqueado, false),
      ),
    )
    .orderBy(desc(fila.entradaEm))
    .limit(1);
  if (anterior) return anterior.id;
  const [primeiro] = await tx
    .select({ id: centroCusto.id })
    .from(centroCusto)
    .innerJoin(setor, eq(setor.id, centroCusto.setorId))
    .where(and(eq(centroCusto.infraestruturaId, infraestruturaId), eq(setor.setorTipoId, setorTipoId), eq(centroCusto.bloqueado, false)))
    .orderBy(asc(centroCusto.nome))
    .limit(1);
  return primeiro?.id ?? null;
}

/** The destinations this entry may take: the doctor's room and the observation when the location has them. */
export async function destinosDaEnfermagem(tx: Tx, entrada: { atendimentoId: number; centroCustoId: number }) {
  const origem = await chaveDoCentroCusto(tx, MODULO_PA, entrada.centroCustoId);
  const destinos: { id: number; centroCustoId: number | null }[] = [];
  const consultorio = await setorDaUnidade(tx, origem.infraestruturaId, SetorTipo.CONSULTORIO, entrada.atendimentoId);
  if (consultorio && origem.setorTipoId !== SetorTipo.CONSULTORIO)
    destinos.push({ id: DestinoEnfermagem.REAVALIACAO_MEDICA, centroCustoId: consultorio });
  const observacao = await setorDaUnidade(tx, origem.infraestruturaId, SetorTipo.OBSERVACAO, entrada.atendimentoId);
  if (observacao && origem.setorTipoId !== SetorTipo.OBSERVACAO)
    destinos.push({ id: DestinoEnfermagem.OBSERVACAO, centroCustoId: observacao });
  destinos.push({ id: DestinoEnfermagem.FINALIZAR, centroCustoId: null });
  return { origem, destinos };
}

/**
 * Records a nursing attendance (issue 6 step 5) in the caller's transaction: the FAA locked and open, every
 * reference checked before anything is written (all problems in one 422), then the note, the procedures,
 * the checks, the files and the move of the queue entry.
 */
export async function gravarEnfermagem(tx: Tx, s: Sessao, b: EnfermagemInput, anexos: ArquivoRecebido[]) {
  const e = await entradaComAtendimento(tx, b.filaId);
  await atendimentoParaEscrita(tx, e.atendimentoId);
  const erros: Erros = {};
  await conferirAdministracoes(tx, e.atendimentoId, b.administracoes, erros);
  await conferirProcedimentos(tx, e.atendimentoId, b.procedimentos, erros);
  const { origem, destinos } = await destinosDaEnfermagem(tx, e);
  const destino = b.destino ? destinos.find((d) => d.id === b.destino) : undefined;
  if (b.destino && !destino) anotar(erros, 'destino', 'Destino indisponível para esta entrada.');
  if (Object.keys(erros).length) throw unprocessable(erros);

  const turno = await plantaoAtual(tx, origem.infraestruturaId);
  const [registro] = await tx
    .insert(atendimentoEnfermagem)
    .values({
      atendimentoId: e.atendimentoId,
      usuarioId: s.usuarioId,
      plantaoId: turno?.id ?? null,
      ocupacaoCodigo: await ocupacaoDaSessao(tx, s.lotacaoId),
      anotacao: b.anotacao,
    })
    .returning({ id: atendimentoEnfermagem.id });
  const id = registro?.id as number;
  if (b.procedimentos.length)
    await tx
      .insert(enfermagemProcedimento)
      .values(
        b.procedimentos.map((p) => ({ atendimentoEnfermagemId: id, procedimentoCodigo: p.procedimentoCodigo, quantidade: p.quantidade })),
      );
  if (b.administracoes.length)
    await tx.insert(prescricaoAdministracao).values(
      b.administracoes.map((a) => ({
        prescricaoItemId: a.prescricaoItemId,
        atendimentoEnfermagemId: id,
        usuarioId: s.usuarioId,
        status: a.status,
        lote: a.lote,
        observacao: a.observacao,
      })),
    );
  for (const a of anexos) {
    const tipo = tipoDoArquivo(a.data) as string;
    await tx.insert(enfermagemAnexo).values({
      atendimentoEnfermagemId: id,
      nome: nomeSeguro(a.filename, tipo),
      tipoConteudo: tipo,
      tamanho: a.data.length,
      conteudo: a.data,
    });
  }

  let destinoFilaId: number | null = null;
  if (destino) {
    const ctx = { clienteId: s.clienteId, usuarioId: s.usuarioId };
    if (destino.centroCustoId) {
      const chave = await chaveDoCentroCusto(tx, MODULO_PA, destino.centroCustoId, 'destino');
      destinoFilaId = (await aplicarAcaoFila(tx, ctx, { filaId: e.id, acao: 'encaminhar', modulo: MODULO_PA, destino: chave })).destinoId;
    } else await aplicarAcaoFila(tx, ctx, { filaId: e.id, acao: 'finalizar', modulo: MODULO_PA });
  }
  return { enfermagem: { id }, destinoFilaId, message: 'Atendimento de enfermagem registrado.' };
}
