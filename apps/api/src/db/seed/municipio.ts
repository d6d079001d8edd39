import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mod11Digit, SetorTipoNome } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { Cifra } from '../../lib/cifra.js';
import { type Db, type Tx, withTenant } from '../client.js';
import {
  centroCusto,
  cidadao,
  cliente,
  infraestrutura,
  lotacao,
  lotacaoCentroCusto,
  lotacaoPapel,
  notificacao,
  notificacaoDestinatario,
  papel,
  setor,
  unidade,
  usuario,
} from '../schema/index.js';
import { syncPapeisPadrao } from './permissoes.js';

/** A municipality described as data: its structure, staff and first notifications. */
export interface MunicipioSeed {
  link: string;
  nome: string;
  municipioId: number;
  nomePrefeitura: string;
  ramoAtividade: string;
  ativo?: boolean;
  motivoInativacao?: string;
  logo?: string; // file name under seed/logos (SVG)
  unidades: {
    nomeFantasia: string;
    cnes: string;
    telefone?: string;
    infraestruturas: { nome: string; centros: { nome: string; setorTipoId: number }[] }[];
  }[];
  usuarios: {
    login: string;
    nome: string;
    cpf: string;
    /** The professional's CNS (the national records, e.g. RIA, name the vaccinator by it). */
    cns?: string;
    email?: string;
    registro?: { tipoId: number; numero: string; outro?: string };
    lotacoes: { infraestrutura: string; ocupacao?: string; centros: string[]; papeis: string[] }[];
  }[];
  notificacoes?: { tipoId: number; titulo: string; mensagem: string; para: string[] }[];
  /** Further registries (demo only): runs last, in the same tenant transaction. */
  registros?: (tx: Tx, ctx: SeedContexto) => Promise<void>;
}

/** What the registry seeds may point at: ids by the names used in the declaration above. */
export interface SeedContexto {
  clienteId: number;
  municipioId: number;
  unidades: Map<string, number>;
  infraestruturas: Map<string, number>;
  centrosCusto: Map<string, number>;
  setores: Map<number, number>;
  usuarios: Map<string, number>;
  /** The installation's cipher (the app's one): secrets a seed stores, e.g. the demo's test certificates. */
  cifra: Cifra;
}

/** A valid CPF from a 9-digit base (demo and test data only). */
export function gerarCpf(base9: string): string {
  const d1 = mod11Digit(base9, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11Digit(base9 + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base9}${d1}${d2}`;
}

/** A definitive CNS (first digit 1 or 2) from an 11-digit base — the official algorithm (formats §5.1); demo and test data only. */
export function gerarCnsDefinitivo(base11: string): string {
  let soma = 0;
  for (let i = 0; i < 11; i++) soma += Number(base11[i]) * (15 - i);
  let dv = 11 - (soma % 11);
  if (dv === 11) dv = 0;
  if (dv !== 10) return `${base11}000${dv}`;
  soma += 2;
  dv = 11 - (soma % 11);
  return `${base11}001${dv}`;
}

const logoFile = (name: string) => fileURLToPath(new URL(`./logos/${name}`, import.meta.url));

/** Creates the municipality when its link is new; returns its id either way. */
export async function seedMunicipio(db: Db, def: MunicipioSeed, senhaHash: string, cifra: Cifra): Promise<{ id: number; criado: boolean }> {
  const [existente] = await db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, def.link));
  if (existente) return { id: existente.id, criado: false };
  const [c] = await db
    .insert(cliente)
    .values({
      nome: def.nome,
      link: def.link,
      ativo: def.ativo ?? true,
      motivoInativacao: def.motivoInativacao,
      municipioId: def.municipioId,
      nomePrefeitura: def.nomePrefeitura,
      ramoAtividade: def.ramoAtividade,
      logotipo: def.logo ? readFileSync(logoFile(def.logo)) : null,
      logotipoTipo: def.logo ? 'image/svg+xml' : null,
    })
    .returning({ id: cliente.id });
  await syncPapeisPadrao(db, [c.id]);

  // Municipal rows go in through the tenant transaction: the same RLS path as every request.
  await withTenant(db, { clienteId: c.id }, async (tx) => {
    const setores = new Map<number, number>();
    const centros = new Map<string, number>();
    const infras = new Map<string, number>();
    const unidades = new Map<string, number>();
    const usuarios = new Map<string, number>();
    for (const u of def.unidades) {
      const [un] = await tx
        .insert(unidade)
        .values({ nomeFantasia: u.nomeFantasia, cnes: u.cnes, telefone: u.telefone, municipioId: def.municipioId })
        .returning({ id: unidade.id });
      unidades.set(u.nomeFantasia, un.id);
      for (const inf of u.infraestruturas) {
        const [i] = await tx.insert(infraestrutura).values({ unidadeId: un.id, nome: inf.nome }).returning({ id: infraestrutura.id });
        infras.set(inf.nome, i.id);
        for (const cc of inf.centros) {
          let setorId = setores.get(cc.setorTipoId);
          if (!setorId) {
            [{ id: setorId }] = await tx
              .insert(setor)
              .values({ nome: SetorTipoNome[cc.setorTipoId], setorTipoId: cc.setorTipoId })
              .returning({ id: setor.id });
            setores.set(cc.setorTipoId, setorId);
          }
          const [row] = await tx
            .insert(centroCusto)
            .values({ infraestruturaId: i.id, setorId, nome: cc.nome })
            .returning({ id: centroCusto.id });
          centros.set(cc.nome, row.id);
        }
      }
    }
    const papeis = new Map((await tx.select({ id: papel.id, codigo: papel.codigo }).from(papel)).map((p) => [p.codigo, p.id]));
    const lotacoesPorLogin = new Map<string, number[]>();
    for (const u of def.usuarios) {
      const [ci] = await tx.insert(cidadao).values({ nome: u.nome, cpf: u.cpf, cns: u.cns, email: u.email }).returning({ id: cidadao.id });
      const [us] = await tx
        .insert(usuario)
        .values({
          cidadaoId: ci.id,
          login: u.login,
          senhaHash,
          email: u.email,
          registroTipoId: u.registro?.tipoId,
          registroNumero: u.registro?.numero,
          registroTipoOutro: u.registro?.outro,
          registroEstadoId: u.registro ? Math.floor(def.municipioId / 100000) : null,
        })
        .returning({ id: usuario.id });
      usuarios.set(u.login, us.id);
      const ids: number[] = [];
      for (const l of u.lotacoes) {
        const infraId = must(infras.get(l.infraestrutura), l.infraestrutura);
        const [lo] = await tx
          .insert(lotacao)
          .values({ usuarioId: us.id, infraestruturaId: infraId, ocupacaoCodigo: l.ocupacao })
          .returning({ id: lotacao.id });
        ids.push(lo.id);
        for (const cc of l.centros)
          await tx.insert(lotacaoCentroCusto).values({ lotacaoId: lo.id, centroCustoId: must(centros.get(cc), cc) });
        for (const p of l.papeis) await tx.insert(lotacaoPapel).values({ lotacaoId: lo.id, papelId: must(papeis.get(p), p) });
      }
      lotacoesPorLogin.set(u.login, ids);
    }
    for (const n of def.notificacoes ?? []) {
      const [no] = await tx
        .insert(notificacao)
        .values({ tipoId: n.tipoId, titulo: n.titulo, mensagem: n.mensagem })
        .returning({ id: notificacao.id });
      const destinos = n.para.flatMap((login) => lotacoesPorLogin.get(login) ?? []);
      if (destinos.length)
        await tx.insert(notificacaoDestinatario).values(destinos.map((lotacaoId) => ({ notificacaoId: no.id, lotacaoId })));
    }
    await def.registros?.(tx, {
      clienteId: c.id,
      municipioId: def.municipioId,
      unidades,
      infraestruturas: infras,
      centrosCusto: centros,
      setores,
      usuarios,
      cifra,
    });
  });
  return { id: c.id, criado: true };
}

function must<T>(v: T | undefined, name: string): T {
  if (v === undefined) throw new Error(`Semente inconsistente: ${name} não definido`);
  return v;
}
