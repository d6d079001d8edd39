import { compararPrioridades, type FormularioEmissaoSenha } from '@saude/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { centroCusto, infraestrutura, unidade } from '../../../db/schema/estrutura.js';
import type { ClienteRow } from '../../../db/schema/index.js';
import { horaBr } from '../../../lib/print/formatos.js';
import type { SenhaDados } from '../../../lib/print/modelos/senha.js';
import { porNome } from '../../../lib/sql/texto.js';
import { cidadeDoCliente } from '../../administracao/index.js';
import { fila } from '../../fila/index.js';
import { MODULO_SENHA } from '../constantes.js';
import { parametrosPainelSenha } from '../parametrizacao/parametros.js';
import { opcaoEntrada, prioridade } from '../registros.table.js';
import { senha } from '../senha.table.js';

/** Read side of the kiosk: its buttons and priorities, and the data of a ticket printout. */

/** Where a cost centre sits: its unit (infraestrutura), the health unit's id and name, and the centre's name. */
async function lugarDoCentro(tx: Tx, centroCustoId: number) {
  const [l] = await tx
    .select({
      infraestruturaId: centroCusto.infraestruturaId,
      unidadeId: unidade.id,
      unidade: unidade.nomeFantasia,
      centro: centroCusto.nome,
    })
    .from(centroCusto)
    .innerJoin(infraestrutura, eq(infraestrutura.id, centroCusto.infraestruturaId))
    .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
    .where(eq(centroCusto.id, centroCustoId));
  return l ?? null;
}

/**
 * The kiosk of a session: the buttons whose queue (the option's cost centre, or the session's when it names
 * none) is in the session's unit, by `ordem` then name; the legal priorities, heaviest first.
 */
export async function formularioEmissao(tx: Tx, centroCustoId: number): Promise<FormularioEmissaoSenha> {
  const lugar = await lugarDoCentro(tx, centroCustoId);
  const fila = sql`coalesce(${opcaoEntrada.centroCustoId}, ${centroCustoId})`;
  const opcoes = lugar
    ? await tx
        .select({
          id: opcaoEntrada.id,
          nome: opcaoEntrada.nome,
          perguntarPrioridade: opcaoEntrada.perguntarPrioridade,
          temPrefixoPrioridade: sql<boolean>`${opcaoEntrada.prefixoPrioridade} is not null`,
        })
        .from(opcaoEntrada)
        .innerJoin(centroCusto, eq(centroCusto.id, fila))
        .where(
          and(
            eq(opcaoEntrada.totem, true),
            eq(opcaoEntrada.bloqueado, false),
            isNotNull(opcaoEntrada.prefixo),
            eq(centroCusto.infraestruturaId, lugar.infraestruturaId),
            eq(centroCusto.bloqueado, false),
          ),
        )
        .orderBy(asc(opcaoEntrada.ordem), porNome(opcaoEntrada.nome), asc(opcaoEntrada.id))
    : [];
  // the reception's order too (issue 16 item 6): one comparator for every place a person picks a priority
  const prioridades = (
    await tx
      .select({ id: prioridade.id, nome: prioridade.nome, peso: prioridade.peso })
      .from(prioridade)
      .where(and(eq(prioridade.legal, true), eq(prioridade.bloqueado, false)))
  )
    .sort(compararPrioridades)
    .map(({ id, nome }) => ({ id, nome }));
  const { segundosRetornoTotem, imprimirSenha } = await parametrosPainelSenha(tx);
  return {
    opcoes,
    prioridades,
    unidade: lugar?.unidade ?? '',
    setor: lugar?.centro ?? '',
    parametros: { segundosRetornoTotem, imprimirSenha },
  };
}

/**
 * A ticket printout (spec 001 §3 "Ticket printout") of the session's unit: the unit and the queue the ticket
 * waits in now (a reprint after forwarding shows where to wait), the code, the date and time of issue, the
 * municipality, and the settings' closing message. null: no such ticket in this unit.
 */
export async function dadosDaImpressao(
  tx: Tx,
  cliente: ClienteRow,
  sessao: { centroCustoId: number },
  senhaId: number,
): Promise<{ dados: SenhaDados; unidadeId: number } | null> {
  const daSessao = await lugarDoCentro(tx, sessao.centroCustoId);
  if (!daSessao) return null;
  const [s] = await tx
    .select({ codigo: senha.codigo, data: senha.data, emitidaEm: senha.emitidaEm, centroCustoId: fila.centroCustoId })
    .from(senha)
    .innerJoin(fila, and(eq(fila.modulo, MODULO_SENHA), eq(fila.referenciaId, senha.id)))
    .where(and(eq(senha.id, senhaId), eq(senha.infraestruturaId, daSessao.infraestruturaId)));
  if (!s) return null;
  const lugar = await lugarDoCentro(tx, s.centroCustoId);
  if (!lugar) return null;
  const cidade = await cidadeDoCliente(tx, cliente);
  const { mensagemSenha } = await parametrosPainelSenha(tx);
  return {
    unidadeId: lugar.unidadeId,
    dados: {
      // the health unit's name is what the citizen reads on the building ("UPA 24h Dr. Arnaldo Lopes")
      infraestrutura: lugar.unidade,
      setor: lugar.centro,
      senha: s.codigo,
      data: s.data,
      hora: horaBr(s.emitidaEm, true),
      cliente: cidade?.nome ?? cliente.nome,
      mensagem: mensagemSenha,
    },
  };
}
