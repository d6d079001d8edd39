import { randomUUID } from 'node:crypto';
import { conselhoSigla, filterMenu, MENU, type Sessao } from '@saude/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { setAuditIdentity, type Tx } from '../../../db/client.js';
import {
  type ClienteRow,
  centroCusto,
  cidadao,
  estado,
  infraestrutura,
  lotacao,
  lotacaoCentroCusto,
  municipio,
  notificacaoDestinatario,
  ocupacao,
  sessao,
  setor,
  unidade,
  usuario,
} from '../../../db/schema/index.js';
import { lerConfiguracao } from '../../../lib/configuracao.js';
import { loadPermissoes } from '../../../lib/permissoes.js';
import { porNome } from '../../../lib/sql/texto.js';
import type { TokenService } from '../../../lib/tokens.js';

export interface SessaoDeps {
  tokens: TokenService;
  ttlSeconds: number;
}

/** Placements of a user with their cost centres: the choices of /lotacao. */
export async function listarLotacoes(tx: Tx, usuarioId: number) {
  const rows = await tx
    .select({
      id: lotacao.id,
      infraestruturaNome: infraestrutura.nome,
      unidadeNome: unidade.nomeFantasia,
      ocupacaoNome: ocupacao.nome,
      centroCustoId: centroCusto.id,
      centroCustoNome: centroCusto.nome,
      setorNome: setor.nome,
    })
    .from(lotacao)
    .innerJoin(infraestrutura, eq(infraestrutura.id, lotacao.infraestruturaId))
    .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
    .leftJoin(ocupacao, eq(ocupacao.codigo, lotacao.ocupacaoCodigo))
    .innerJoin(lotacaoCentroCusto, eq(lotacaoCentroCusto.lotacaoId, lotacao.id))
    .innerJoin(centroCusto, and(eq(centroCusto.id, lotacaoCentroCusto.centroCustoId), eq(centroCusto.bloqueado, false)))
    .innerJoin(setor, eq(setor.id, centroCusto.setorId))
    .where(
      and(
        eq(lotacao.usuarioId, usuarioId),
        eq(lotacao.bloqueado, false),
        eq(infraestrutura.bloqueado, false),
        eq(unidade.bloqueado, false),
      ),
    )
    .orderBy(asc(lotacao.id), porNome(centroCusto.nome));
  const byId = new Map<number, Sessao['lotacoes'][number]>();
  for (const r of rows) {
    let l = byId.get(r.id);
    if (!l) {
      l = {
        id: r.id,
        infraestruturaNome: r.infraestruturaNome,
        unidadeNome: r.unidadeNome,
        ocupacaoNome: r.ocupacaoNome,
        centrosCusto: [],
      };
      byId.set(r.id, l);
    }
    l.centrosCusto.push({ id: r.centroCustoId, nome: r.centroCustoNome, setorNome: r.setorNome });
  }
  return [...byId.values()];
}

/** The placement a login starts in: the last one used if still valid, else the first. */
export async function lotacaoInicial(tx: Tx, usuarioId: number, lotacoes: Sessao['lotacoes']) {
  const [ultima] = await tx
    .select({ lotacaoId: sessao.lotacaoId, centroCustoId: sessao.centroCustoId })
    .from(sessao)
    .where(eq(sessao.usuarioId, usuarioId))
    .orderBy(desc(sessao.id))
    .limit(1);
  const valida = ultima && lotacoes.find((l) => l.id === ultima.lotacaoId)?.centrosCusto.some((c) => c.id === ultima.centroCustoId);
  if (valida) return ultima;
  const first = lotacoes[0];
  return first ? { lotacaoId: first.id, centroCustoId: first.centrosCusto[0].id } : null;
}

export function clientePublico(c: ClienteRow, cidade: { nome: string; uf: string } | null, sistemaNome: string) {
  return {
    sistemaNome,
    nome: c.nome,
    link: c.link,
    ativo: c.ativo,
    motivoInativacao: c.motivoInativacao,
    cidade: cidade?.nome ?? null,
    uf: cidade?.uf ?? null,
    logotipo: c.logotipo ? `/api/intranet/cliente/${encodeURIComponent(c.link)}/logotipo?v=${c.updatedAt.getTime()}` : null,
    fusoHorario: c.fusoHorario,
  };
}

export async function cidadeDoCliente(tx: Tx, c: ClienteRow) {
  if (!c.municipioId) return null;
  const [m] = await tx
    .select({ nome: municipio.nome, uf: estado.uf })
    .from(municipio)
    .innerJoin(estado, eq(estado.id, municipio.estadoId))
    .where(eq(municipio.id, c.municipioId));
  return m ?? null;
}

/**
 * Opens a session bound to a placement and cost centre (which must be among the user's choices) and
 * answers the session of spec 000 §3, plus menu, permissions and the unread count.
 */
export async function abrirSessao(
  tx: Tx,
  deps: SessaoDeps,
  args: {
    cliente: ClienteRow;
    usuarioId: number;
    lotacaoId: number;
    centroCustoId: number;
    lotacoes: Sessao['lotacoes'];
    ip?: string;
    agente?: string;
  },
) {
  const escolha = args.lotacoes.find((l) => l.id === args.lotacaoId);
  if (!escolha?.centrosCusto.some((c) => c.id === args.centroCustoId)) return null;
  await setAuditIdentity(tx, args.usuarioId, args.lotacaoId);

  const [u] = await tx
    .select({
      id: usuario.id,
      login: usuario.login,
      nome: cidadao.nome,
      cpf: cidadao.cpf,
      registroTipoId: usuario.registroTipoId,
      registroTipoOutro: usuario.registroTipoOutro,
      registroNumero: usuario.registroNumero,
    })
    .from(usuario)
    .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .where(eq(usuario.id, args.usuarioId));
  const [l] = await tx
    .select({
      id: lotacao.id,
      infraestruturaId: infraestrutura.id,
      infraestruturaNome: infraestrutura.nome,
      unidadeId: unidade.id,
      unidadeNome: unidade.nomeFantasia,
      ocupacaoCodigo: ocupacao.codigo,
      ocupacaoNome: ocupacao.nome,
    })
    .from(lotacao)
    .innerJoin(infraestrutura, eq(infraestrutura.id, lotacao.infraestruturaId))
    .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
    .leftJoin(ocupacao, eq(ocupacao.codigo, lotacao.ocupacaoCodigo))
    .where(eq(lotacao.id, args.lotacaoId));
  const [cc] = await tx
    .select({ id: centroCusto.id, nome: centroCusto.nome, setorId: setor.id, setorNome: setor.nome, setorTipoId: setor.setorTipoId })
    .from(centroCusto)
    .innerJoin(setor, eq(setor.id, centroCusto.setorId))
    .where(eq(centroCusto.id, args.centroCustoId));

  const permissoes = await loadPermissoes(tx, args.lotacaoId);
  const [{ naoLidas }] = await tx
    .select({ naoLidas: sql<number>`count(*)::int` })
    .from(notificacaoDestinatario)
    .where(and(eq(notificacaoDestinatario.lotacaoId, args.lotacaoId), eq(notificacaoDestinatario.visualizado, false)));

  const cfg = await lerConfiguracao(tx, args.cliente.id);
  // the installation's TTL is the ceiling; a municipality may shorten it
  const ttl = Math.min(deps.ttlSeconds, cfg.sessaoDuracaoMinutos * 60);
  const chave = randomUUID();
  const expiraEm = new Date(Date.now() + ttl * 1000);
  await tx.insert(sessao).values({
    chave,
    usuarioId: u.id,
    lotacaoId: l.id,
    centroCustoId: cc.id,
    expiraEm,
    ip: args.ip,
    agente: args.agente?.slice(0, 300),
  });
  const token = await deps.tokens.sign({ sid: chave, cli: args.cliente.id, usr: u.id, lot: l.id, cc: cc.id }, expiraEm);
  const sigla = conselhoSigla(u.registroTipoId);

  return {
    usuario: {
      id: u.id,
      login: u.login,
      cidadao: { nome: u.nome, cpf: u.cpf },
      registroTipo: sigla && u.registroTipoId ? { id: u.registroTipoId, sigla } : null,
      registroTipoId: u.registroTipoId,
      registroTipoOutro: u.registroTipoOutro,
      registroNumero: u.registroNumero,
    },
    lotacao: {
      id: l.id,
      infraestrutura: { id: l.infraestruturaId, nome: l.infraestruturaNome, unidade: { id: l.unidadeId, nomeFantasia: l.unidadeNome } },
      ocupacao: l.ocupacaoCodigo ? { codigo: l.ocupacaoCodigo, nome: l.ocupacaoNome ?? '' } : null,
    },
    centroCusto: { id: cc.id, nome: cc.nome, setor: { id: cc.setorId, nome: cc.setorNome, setorTipoId: cc.setorTipoId } },
    lotacoes: args.lotacoes,
    expiration: Math.floor(expiraEm.getTime() / 1000),
    token,
    menu: filterMenu(MENU, permissoes),
    permissoes,
    quantidadeNotificacoesNaoLidas: naoLidas,
    cliente: clientePublico(args.cliente, await cidadeDoCliente(tx, args.cliente), cfg.sistemaNome),
    sistemaNome: cfg.sistemaNome,
    fusoHorario: args.cliente.fusoHorario,
  } satisfies Sessao & { cliente: unknown };
}
