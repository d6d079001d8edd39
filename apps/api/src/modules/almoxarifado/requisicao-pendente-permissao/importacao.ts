import { LIMITE_LINHAS_IMPORTACAO, ORIGEM_PERMISSAO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { permitirMaterial } from '../requisicao-abertura-fechamento/material-permitido.service.js';
import { exigirSetor } from '../requisicao-abertura-fechamento/periodo.service.js';

export interface LinhaImportacao {
  linha: number;
  conteudo: string;
  codigo: string;
}

/**
 * The material codes of a CSV: the first column of each non-blank line (`;` or `,` separated, quotes removed); a
 * first line whose first column is not a code ("codigo", "Código do material") is a header and is skipped.
 */
export function lerCodigos(conteudo: string): LinhaImportacao[] {
  const saida: LinhaImportacao[] = [];
  let primeira = true;
  conteudo
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((texto, i) => {
      if (texto.trim() === '') return;
      const codigo = (texto.split(/[;,\t]/)[0] ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim();
      const cabecalho = primeira && /^c[oó]digo/i.test(codigo);
      primeira = false;
      if (!cabecalho) saida.push({ linha: i + 1, conteudo: texto.trim().slice(0, 200), codigo });
    });
  return saida;
}

/**
 * Imports the permissions of a sector from a CSV of material codes (create/store importacao): the lines that name an
 * active material are granted (origem "importação"); every other line is reported with its number and reason, in
 * pt-BR, and does not stop the others.
 */
export async function importarPermissoes(tx: Tx, setorId: number, conteudo: string) {
  await exigirSetor(tx, setorId, 'centro_custo_id');
  const linhas = lerCodigos(conteudo);
  if (!linhas.length) {
    const msg = 'O arquivo não tem nenhum código de material.';
    throw unprocessable({ conteudo: [msg] }, msg);
  }
  if (linhas.length > LIMITE_LINHAS_IMPORTACAO) {
    const msg = `O arquivo tem ${linhas.length} linhas; importe no máximo ${LIMITE_LINHAS_IMPORTACAO} de cada vez.`;
    throw unprocessable({ conteudo: [msg] }, msg);
  }
  const validos = [...new Set(linhas.map((l) => l.codigo).filter((c) => /^\d{1,9}$/.test(c)))];
  const { rows } = validos.length
    ? await tx.execute(sql`
        select m.id, m.codigo, m.nome, m.bloqueado,
               exists (select 1 from almoxarifado_material_permitido p where p.centro_custo_id = ${setorId} and p.material_id = m.id) as permitido
          from material m where m.codigo in (${sql.join(
            validos.map((c) => sql`${c}`),
            sql`, `,
          )})`)
    : { rows: [] };
  const porCodigo = new Map(rows.map((r) => [String(r.codigo), r]));
  const vistos = new Map<string, number>();
  const erros: { linha: number; conteudo: string; mensagem: string }[] = [];
  let importados = 0;
  let jaPermitidos = 0;
  for (const l of linhas) {
    const erro = (mensagem: string) => erros.push({ linha: l.linha, conteudo: l.conteudo, mensagem: `Linha ${l.linha}: ${mensagem}` });
    if (!/^\d{1,9}$/.test(l.codigo)) {
      erro(l.codigo ? `o código "${l.codigo}" é inválido (use só números, até 9 dígitos).` : 'a linha não tem código de material.');
      continue;
    }
    const anterior = vistos.get(l.codigo);
    if (anterior) {
      erro(`o código ${l.codigo} se repete (já está na linha ${anterior}).`);
      continue;
    }
    vistos.set(l.codigo, l.linha);
    const m = porCodigo.get(l.codigo);
    if (!m) {
      erro(`nenhum material tem o código ${l.codigo}.`);
      continue;
    }
    if (m.bloqueado) {
      erro(`o material ${l.codigo} (${m.nome}) está bloqueado.`);
      continue;
    }
    if (m.permitido) {
      jaPermitidos++;
      continue;
    }
    await permitirMaterial(tx, setorId, Number(m.id), ORIGEM_PERMISSAO.IMPORTACAO);
    importados++;
  }
  return { importados, jaPermitidos, erros };
}
