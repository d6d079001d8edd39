import { SISTEMA_VERSAO } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces.js';
import type { Tx } from '../../db/client.js';
import { cliente, unidade } from '../../db/schema/index.js';
import { lerConfiguracao } from '../configuracao.js';

export type Logotipo = { tipo: 'imagem'; dataUrl: string } | { tipo: 'svg'; svg: string };

/** The header data of every print (spec 001 §3: nomePrefeitura, ramoAtividade, logotipo, sistemaNome, sistemaVersao). */
export interface CabecalhoImpressao {
  nomePrefeitura: string;
  ramoAtividade: string | null;
  logotipo: Logotipo | null;
  sistemaNome: string;
  sistemaVersao: string;
  /** The health unit, when the print belongs to one (receipts, slips). */
  unidade?: string | null;
  telefone?: string | null;
}

export function logotipoDe(dados: Uint8Array | null, tipo: string | null): Logotipo | null {
  if (!dados?.length) return null;
  const mime = tipo ?? 'image/png';
  if (mime.includes('svg')) return { tipo: 'svg', svg: Buffer.from(dados).toString('utf8') };
  // pdfmake draws PNG and JPEG only
  if (mime !== 'image/png' && mime !== 'image/jpeg' && mime !== 'image/jpg') return null;
  return { tipo: 'imagem', dataUrl: `data:${mime};base64,${Buffer.from(dados).toString('base64')}` };
}

/** The logo as a pdfmake node fitted in a box (height in points). */
export function logotipoNode(logo: Logotipo | null, altura: number, larguraMax = altura * 3): Content | null {
  if (!logo) return null;
  if (logo.tipo === 'svg') return { svg: logo.svg, fit: [larguraMax, altura] };
  return { image: logo.dataUrl, fit: [larguraMax, altura] };
}

/**
 * Reads the header of the municipality (and of a unit, whose own print logo wins over the
 * municipality's). Runs in the request's transaction.
 */
export async function carregarCabecalho(tx: Tx, clienteId: number, opts: { unidadeId?: number | null } = {}): Promise<CabecalhoImpressao> {
  const [c] = await tx
    .select({
      nome: cliente.nome,
      nomePrefeitura: cliente.nomePrefeitura,
      ramo: cliente.ramoAtividade,
      logo: cliente.logotipo,
      tipo: cliente.logotipoTipo,
    })
    .from(cliente)
    .where(eq(cliente.id, clienteId));
  if (!c) throw new Error(`cliente ${clienteId} ausente ao montar o cabeçalho de impressão`);
  const cfg = await lerConfiguracao(tx, clienteId);
  const cab: CabecalhoImpressao = {
    nomePrefeitura: c.nomePrefeitura || `Prefeitura Municipal de ${c.nome}`,
    ramoAtividade: c.ramo,
    logotipo: logotipoDe(c.logo, c.tipo),
    sistemaNome: cfg.sistemaNome,
    sistemaVersao: SISTEMA_VERSAO,
  };
  if (opts.unidadeId) {
    const [u] = await tx
      .select({ nome: unidade.nomeFantasia, telefone: unidade.telefone, logo: unidade.logo, tipo: unidade.logoTipo })
      .from(unidade)
      .where(eq(unidade.id, opts.unidadeId));
    if (u) {
      cab.unidade = u.nome;
      cab.telefone = u.telefone;
      cab.logotipo = logotipoDe(u.logo, u.tipo) ?? cab.logotipo;
    }
  }
  return cab;
}
