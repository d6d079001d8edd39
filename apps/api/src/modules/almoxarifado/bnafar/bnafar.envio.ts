import { createHash } from 'node:crypto';
import { MENSAGENS_BNAFAR, SITUACAO_ENVIO, type SituacaoEnvio } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  type AmbienteBnafar,
  type BnafarPort,
  corpoPosicaoEstoqueEmLote,
  envelopeSoap,
  type IdentificacaoBnafar,
  OPERACAO_POSICAO_LOTE,
  type RegistroPosicaoEstoque,
  type ResultadoEnvioBnafar,
} from '../../../lib/integracoes/bnafar/index.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import type { ReferenciaPosicao } from './bnafar.posicao.js';

/** Records per batch: the manual asks for 2-3 thousand (and ≤ 4 MB); a bigger position goes in parts. */
export const REGISTROS_POR_LOTE = 2000;

export const partesDe = (registros: RegistroPosicaoEstoque[]) => {
  const partes: RegistroPosicaoEstoque[][] = [];
  for (let i = 0; i < registros.length; i += REGISTROS_POR_LOTE) partes.push(registros.slice(i, i + REGISTROS_POR_LOTE));
  return partes;
};

/** SHA-256 of the exact body posted (the same pure builder the adapter uses), so a record proves what was sent. */
export const hashDoEnvio = (ident: IdentificacaoBnafar, registros: RegistroPosicaoEstoque[]) =>
  createHash('sha256')
    .update(envelopeSoap(corpoPosicaoEstoqueEmLote(ident, registros)))
    .digest('hex');

/**
 * Posts each part and returns what came back; called between transactions (the service may take a minute, and a
 * request must not hold its transaction — PGlite has one connection — while waiting on the network).
 */
export async function postarPartes(port: BnafarPort, ident: IdentificacaoBnafar, partes: RegistroPosicaoEstoque[][]) {
  const resultados: { registros: RegistroPosicaoEstoque[]; hash: string; resultado: ResultadoEnvioBnafar }[] = [];
  for (const registros of partes) {
    const resultado = await port.informarPosicaoEstoque(ident, registros);
    resultados.push({ registros, hash: hashDoEnvio(ident, registros), resultado });
    // the parts after a refusal would meet the same refusal (credentials, IBGE): stop and record what happened
    if (!resultado.ok) break;
  }
  return resultados;
}

/** Records the submission, one row per part, in one transaction; returns the rows as the screen lists them. */
export async function registrarEnvio(
  tx: Tx,
  p: {
    centroCustoId: number;
    referencia: ReferenciaPosicao;
    ambiente: AmbienteBnafar;
    partes: number;
    resultados: Awaited<ReturnType<typeof postarPartes>>;
  },
) {
  const ids: number[] = [];
  for (const [i, r] of p.resultados.entries()) {
    const ok = r.resultado.ok ? r.resultado.protocolo : null;
    const erro = r.resultado.ok ? null : textoDoErro(r.resultado);
    const { rows } = await tx.execute(sql`
      insert into integracao_envio (integracao, operacao, modulo, centro_custo_id, referencia_tipo, referencia_id, data_referencia,
                                    parte, partes, registros, ambiente, payload_hash, situacao, protocolo, protocolo_recebido_em, erro)
      values ('bnafar', ${OPERACAO_POSICAO_LOTE}, 'almoxarifado', ${p.centroCustoId}, ${p.referencia.tipo}, ${p.referencia.inventarioId},
              ${p.referencia.data}, ${i + 1}, ${p.partes}, ${r.registros.length}, ${p.ambiente}, ${r.hash},
              ${ok ? SITUACAO_ENVIO.ENVIADO : SITUACAO_ENVIO.ERRO}, ${ok?.nuProtocoloEntrada ?? null},
              ${ok?.dtRecebimento || null}, ${erro})
      returning id`);
    ids.push(Number(rows[0].id));
  }
  return lerEnvios(tx, sql`e.id in (${sql.join(ids, sql`, `)})`);
}

export const textoDoErro = (r: { falha: 'recusa' | 'indisponivel'; mensagem: string }) =>
  r.falha === 'recusa' ? MENSAGENS_BNAFAR.recusado(r.mensagem) : MENSAGENS_BNAFAR.indisponivel(r.mensagem);

/** The message of a submission: the protocols, or the first error. */
export function mensagemDoEnvio(resultados: Awaited<ReturnType<typeof postarPartes>>, partes: number) {
  const falha = resultados.find((r) => !r.resultado.ok)?.resultado;
  if (falha && !falha.ok) {
    const texto = textoDoErro(falha);
    return { sucesso: false, message: partes > 1 ? `Parte ${resultados.length} de ${partes}: ${texto}` : texto };
  }
  const protocolos = resultados.map((r) => (r.resultado.ok ? r.resultado.protocolo.nuProtocoloEntrada : ''));
  return { sucesso: true, message: MENSAGENS_BNAFAR.enviado(protocolos) };
}

/** The submissions of a reference of the stock (latest first), as the screen lists them. */
export const enviosDaReferencia = (tx: Tx, centroCustoId: number, ref: ReferenciaPosicao) =>
  lerEnvios(
    tx,
    sql`e.integracao = 'bnafar' and e.operacao = ${OPERACAO_POSICAO_LOTE} and e.centro_custo_id = ${centroCustoId}
        and e.referencia_tipo = ${ref.tipo} and e.data_referencia = ${ref.data}
        and e.referencia_id is not distinct from ${ref.inventarioId}::bigint`,
    20,
  );

export async function lerEnvios(tx: Tx, onde: ReturnType<typeof sql>, limite = 100) {
  const { rows } = await tx.execute(sql`
    select e.id, e.data_referencia::text as data_referencia, e.parte, e.partes, e.registros, e.ambiente, e.situacao, e.protocolo,
           e.erro, ${nomeDoUsuario(sql`e.enviado_por`)} as enviado_por, e.enviado_em, e.consultado_em
      from integracao_envio e
     where ${onde}
     order by e.enviado_em desc, e.id desc
     limit ${limite}`);
  return rows.map((r) => ({
    id: Number(r.id),
    dataReferencia: String(r.data_referencia),
    parte: Number(r.parte),
    partes: Number(r.partes),
    registros: Number(r.registros),
    ambiente: r.ambiente as AmbienteBnafar,
    situacao: r.situacao as SituacaoEnvio,
    protocolo: (r.protocolo as string | null) ?? null,
    erro: (r.erro as string | null) ?? null,
    enviadoPor: (r.enviado_por as string | null) ?? null,
    enviadoEm: r.enviado_em as string,
    consultadoEm: (r.consultado_em as string | null) ?? null,
  }));
}
